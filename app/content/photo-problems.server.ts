import { closeSync, existsSync, openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentProblem } from './content-problem';
import { photoRuleOf, photoSizeProblem } from './photo-rules';
import type { Content } from './read-content.server';
import { imageSize } from '../lib/image-size';

type Photo = { file: string; field: string };

/** Every photo of `data` (an object with `file` and `alt`), with the path of its field. */
function photosIn(data: unknown, path: string[] = []): Photo[] {
  if (Array.isArray(data)) return data.flatMap((item, index) => photosIn(item, [...path, String(index)]));
  if (!data || typeof data !== 'object') return [];
  if ('file' in data && 'alt' in data && typeof data.file === 'string') return [{ file: data.file, field: path.join('.') }];
  return Object.entries(data).flatMap(([key, value]) => photosIn(value, [...path, key]));
}

/** A photo's size from its first 64 KB (its header), or from the whole file when metadata fills those. */
function sizeOfFile(path: string) {
  const head = new Uint8Array(64 * 1024);
  const file = openSync(path, 'r');
  const length = (() => {
    try {
      return readSync(file, head, 0, head.length, 0);
    } finally {
      closeSync(file);
    }
  })();
  return imageSize(head.subarray(0, length)) ?? (length === head.length ? imageSize(readFileSync(path)) : undefined);
}

/**
 * The photos that break the size rule of their folder (photo-rules.ts), read from each file's
 * header. A missing photo is findReferenceProblems' to report, so it is skipped here.
 */
export function findPhotoProblems(content: Content, dir: string): ContentProblem[] {
  const files: { file: string; entry?: string; data: unknown }[] = [
    { file: 'site.yaml', data: content.site },
    { file: 'pages.yaml', data: content.pages },
    ...Object.entries(content.copy).map(([name, data]) => ({ file: `copy/${name}.yaml`, data })),
    ...Object.entries(content.collections).flatMap(([name, entries]) =>
      (entries as { id: string }[]).map((entry) => ({ file: `${name}/${entry.id}.yaml`, entry: entry.id, data: entry })),
    ),
  ];
  const sizes = new Map<string, ReturnType<typeof imageSize>>();
  const sizeOf = (photo: string) => {
    if (!sizes.has(photo)) sizes.set(photo, sizeOfFile(join(dir, 'media', photo)));
    return sizes.get(photo);
  };
  return files.flatMap(({ file, entry, data }) =>
    photosIn(data).flatMap((photo): ContentProblem[] => {
      if (!existsSync(join(dir, 'media', photo.file))) return [];
      const field = `${photo.field}${photo.field ? '.' : ''}file`;
      const size = sizeOf(photo.file);
      if (!size) return [{ file, entry, field, message: `content/media/${photo.file} is not a JPEG or PNG photo` }];
      const problem = photoSizeProblem(photoRuleOf(photo.file), size);
      return problem ? [{ file, entry, field, message: `the photo content/media/${photo.file} ${problem}` }] : [];
    }),
  );
}
