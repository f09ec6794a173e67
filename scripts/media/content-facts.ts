// Reads the facts the brochures and the promo video print (boats, show name, dates, venue,
// contacts) from the content files, in English, so there is one source of truth. The build
// checks these files; this reads them plainly, since the media are made before any build.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { z } from 'zod';
import type { boatsSchema } from '../../app/content/schema/collections/boats.ts';
import type { siteSchema } from '../../app/content/schema/site.ts';

const contentDir = fileURLToPath(new URL('../../content/', import.meta.url));
const read = (file: string): unknown => parse(readFileSync(`${contentDir}${file}`, 'utf8'));

/** Content as `english` reads it: every `{ en, ms }` text becomes a string. */
type English<T> = T extends { en: string; ms: string }
  ? string
  : T extends readonly (infer Item)[]
    ? English<Item>[]
    : T extends object
      ? { [Key in keyof T]: English<T[Key]> }
      : T;

/** The English words of bilingual content: `{ en, ms }` becomes its `en`. */
function english(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(english);
  if (value && typeof value === 'object') {
    if ('en' in value && 'ms' in value) return value.en;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, english(item)]));
  }
  return value;
}

/** The boats in display order, with their id as `slug` and their photo's file under content/media. */
export const readBoats = () =>
  readdirSync(`${contentDir}boats`)
    .filter((file) => file.endsWith('.yaml'))
    // A boat's file as its schema has it: the build checks the files, this reads them as they are.
    .map((file) => english(read(`boats/${file}`)) as English<z.infer<typeof boatsSchema>>)
    .sort((a, b) => a.order - b.order)
    .map(({ id, image, order: _order, ...boat }) => ({ slug: id, photo: image.file, ...boat }));

// As its schema has it (see readBoats).
export const readSite = () => english(read('site.yaml')) as English<z.infer<typeof siteSchema>>;

export type BoatFacts = ReturnType<typeof readBoats>[number];
export type SiteFacts = ReturnType<typeof readSite>;

/** The brochure file each boat links to, or null when its info link is not one of ours. */
export function brochureSlug(boat: { infoUrl?: string }) {
  const match = /^\/brochures\/([a-z0-9-]+)\.pdf$/.exec(boat.infoUrl ?? '');
  return match ? match[1] : null;
}
