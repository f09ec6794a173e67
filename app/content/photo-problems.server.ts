import { closeSync, existsSync, openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentProblem } from './content-problem';
import { contentFiles, isPhoto, walk } from './content-references';
import { photoRuleOf, photoSizeProblem } from './photo-rules';
import type { Content } from './read-content.server';
import { imageSize } from '../lib/image-size';

type Photo = { file: string; field: string };

/** Every photo of `data`, with the path of its field. */
function photosIn(data: unknown): Photo[] {
  const photos: Photo[] = [];
  walk(data, (value, path) => {
    if (isPhoto(value)) photos.push({ file: value.file, field: path.join('.') });
  });
  return photos;
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
  const sizes = new Map<string, ReturnType<typeof imageSize>>();
  const sizeOf = (photo: string) => {
    if (!sizes.has(photo)) sizes.set(photo, sizeOfFile(join(dir, 'media', photo)));
    return sizes.get(photo);
  };
  return contentFiles(content).flatMap(({ file, entry, data }) =>
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
