// `virtual:hero-portraits`: each home page slide's phone crop, cut around the slide's crop point.
// A crop point is content (content/hero-slides/*.yaml, `image.focus`), but an image import's
// directives are fixed text, so this module writes one import per photo and point that the
// content uses: `/content/media/hero/hero-1.jpg?objectPosition=70:50&responsive=portrait`.
// Its file name carries the point, so a changed point is a new picture, never a stale one.
// In `npm run dev`/`edit` the editor dev plugin reloads every module when content changes, this
// one included.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { parse } from 'yaml';

const id = 'virtual:hero-portraits';
const resolvedId = `\0${id}`;

/** A photo in the content: its file, its words, and the crop point it may have (the content check checks it). */
type Photo = { file: string; alt: unknown; focus?: unknown };

/** Every `{ file, alt, focus? }` photo in `data` whose file is under `folder/`. */
function photosIn(data: unknown, folder: string, found: Photo[] = []): Photo[] {
  if (Array.isArray(data)) data.forEach((item) => photosIn(item, folder, found));
  else if (data && typeof data === 'object') {
    if ('file' in data && typeof data.file === 'string' && 'alt' in data) {
      if (data.file.startsWith(`${folder}/`)) found.push({ ...data, file: data.file });
    } else Object.values(data).forEach((value) => photosIn(value, folder, found));
  }
  return found;
}

/** A crop point's coordinates, as the content gives them (unchecked). */
const pointOf = (focus: unknown): { x?: unknown; y?: unknown } => (focus && typeof focus === 'object' ? focus : {});

/** `file` → the crop points (`x:y`, the centre for a photo without one) the content gives it. */
export function heroCropsIn(dir: string): Map<string, Set<string>> {
  const crops = new Map<string, Set<string>>();
  const files = readdirSync(dir, { recursive: true }).filter((file) => /\.ya?ml$/.test(String(file)));
  for (const file of files) {
    let data: unknown;
    try {
      data = parse(readFileSync(join(dir, String(file)), 'utf8'));
    } catch {
      continue; // the content check names a file it cannot read
    }
    for (const photo of photosIn(data, 'hero')) {
      const { x = 50, y = 50 } = pointOf(photo.focus);
      if (typeof x !== 'number' || typeof y !== 'number') continue; // the content check refuses it
      crops.set(photo.file, (crops.get(photo.file) ?? new Set()).add(`${x}:${y}`));
    }
  }
  return crops;
}

/** The module's code: an import per crop, and `portraitOf(file, focus)` to find one. */
export function heroPortraitsModule(crops: Map<string, Set<string>>): string {
  const imports: string[] = [];
  const entries = [...crops].map(([file, points]) => {
    const byPoint = [...points].map((point) => {
      const name = `portrait${imports.length}`;
      imports.push(
        `import ${name} from ${JSON.stringify(`/content/media/${file}?objectPosition=${point}&responsive=portrait`)};`,
      );
      return `${JSON.stringify(point)}: ${name}`;
    });
    return `${JSON.stringify(file)}: { ${byPoint.join(', ')} }`;
  });
  return [
    ...imports,
    `const portraits = { ${entries.join(', ')} };`,
    'export function portraitOf(file, focus = { x: 50, y: 50 }) {',
    '  return portraits[file]?.[`${focus.x}:${focus.y}`];',
    '}',
  ].join('\n');
}

export function heroPortraits(): Plugin {
  return {
    name: 'mybos-hero-portraits',
    resolveId: (source) => (source === id ? resolvedId : undefined),
    load(loadId) {
      if (loadId !== resolvedId) return undefined;
      const dir = process.env.CONTENT_DIR ?? join(process.cwd(), 'content');
      return heroPortraitsModule(heroCropsIn(dir));
    },
  };
}
