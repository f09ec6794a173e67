// Reads the facts the brochures and the promo video print (boats, show name, dates, venue,
// contacts) from the content files, in English, so there is one source of truth. The build
// checks these files; this reads them plainly, since the media are made before any build.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const contentDir = fileURLToPath(new URL('../../content/', import.meta.url));
const read = (file) => parse(readFileSync(`${contentDir}${file}`, 'utf8'));

/** The English words of bilingual content: `{ en, ms }` becomes its `en`. */
function english(value) {
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
    .map((file) => english(read(`boats/${file}`)))
    .sort((a, b) => a.order - b.order)
    .map(({ id, image, order: _order, ...boat }) => ({ slug: id, photo: image.file, ...boat }));

export const readSite = () => english(read('site.yaml'));

/** The brochure file each boat links to, or null when its info link is not one of ours. */
export function brochureSlug(boat) {
  const match = /^\/brochures\/([a-z0-9-]+)\.pdf$/.exec(boat.infoUrl ?? '');
  return match ? match[1] : null;
}
