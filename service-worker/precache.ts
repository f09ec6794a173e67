// What the service worker precaches: everything a page needs to open offline, in both
// languages, and nothing a visitor may never look at (images are cached as they are seen;
// brochures and the video never; the search index is cached as it is used, never up front).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pageUrl } from '../scripts/page-files.ts';

// Not route data (.data): a page's HTML carries the same data inline, and a client navigation
// offline loads the page as a document instead (caching.ts, `pageData`).
const kept = /\.(html|js|css|woff2|webmanifest|ics|json)$/;
// The fonts' subsets beyond the characters the site uses today (scripts/fonts/generate.ts):
// a page downloads one only if an edit brings such a character, and with `font-display:
// optional` a font not on the device is simply not used; the browser's cache keeps it.
const rareFontSubset = /^assets\/fraunces-\d+-latin-(rest|ext)-[\w-]+\.woff2$/;
// Not pages a visitor opens: the host's 404 files, the SPA fallback, the build's markers.
const skipped = new Set(['404.html', 'ms/404.html', '__spa-fallback.html']);
// The site search's index (scripts/search-index.ts): fetched when a visitor first searches,
// then kept by the worker's runtime cache, so a visitor who never searches never downloads it.
const searchIndex = /^pagefind\//;
// A page per boat and per exhibitor: over a hundred HTML files of ~30 KB, mostly the header
// and footer again, that a visitor opens a few of. Not precached: every entry's data is in one
// file per language (`/boats.json`, `/exhibitors.json`), which their pages read on the device
// (their `clientLoader`), so from any page already open they open offline like the rest of
// the site; the HTML of one opened by its address is kept by the worker once visited (caching.ts).
const entryPage = /^(ms\/)?(boats|exhibitors)\/[^/]+\.html$/;

/** One precached file: its URL and a hash of its bytes. */
export type PrecacheFile = { url: string; revision: string };

/** What the worker is built with (`self.__PRECACHE`, caching.ts): the files and a version for the set. */
export type PrecacheManifest = { version: string; files: PrecacheFile[] };

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** The URL a file is requested at: pages at their address (`ticket.html` → `/ticket`, scripts/page-files.ts). */
export function urlOf(file: string): string {
  return pageUrl(file.split(sep).join('/'));
}

/**
 * The precache manifest of a build: each file's URL and a revision (a hash of its bytes), a
 * version for the whole set, and the sizes, raw and as transferred with brotli (the build
 * writes a `.br` twin of every text file over 1 KB).
 */
export function precacheManifest(client: string): PrecacheManifest & { bytes: number; brotliBytes: number } {
  const files: PrecacheFile[] = [];
  let bytes = 0;
  let brotliBytes = 0;
  for (const path of walk(client)) {
    const file = relative(client, path);
    const url = file.split(sep).join('/');
    if (
      !kept.test(file) ||
      skipped.has(url) ||
      searchIndex.test(url) ||
      entryPage.test(url) ||
      rareFontSubset.test(url)
    )
      continue;
    const contents = readFileSync(path);
    files.push({ url: urlOf(file), revision: createHash('sha256').update(contents).digest('hex').slice(0, 16) });
    bytes += contents.length;
    brotliBytes += existsSync(`${path}.br`) ? statSync(`${path}.br`).size : contents.length;
  }
  files.sort((a, b) => a.url.localeCompare(b.url));
  const version = createHash('sha256')
    .update(files.map((file) => `${file.url} ${file.revision}`).join('\n'))
    .digest('hex')
    .slice(0, 12);
  return { version, files, bytes, brotliBytes };
}
