// The site search's index (docs/architecture.md, "site search"): Pagefind reads the finished
// pages of build/client and writes a static index under /pagefind/, one per `<html lang>`
// (en and ms). scripts/finalize-build.ts builds it; `npm run check:html` checks it.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import { z } from 'zod/mini';
import { pageFile } from './page-files.ts';

/** Where the index lives in the build, and the URL the dialog loads it from. */
export const searchDir = 'pagefind';

/**
 * The files the site's own dialog uses: the search code, its worker and WebAssembly, the
 * entry and each language's metadata, and the index chunks and page fragments. Pagefind's
 * ready-made interfaces (pagefind-ui.js, the modular and component UIs, the highlighter) and
 * its playground are left out: nothing loads them.
 */
const used =
  /^(pagefind\.js|pagefind-worker\.js|pagefind-entry\.json|pagefind\.[\w-]+\.pf_meta|wasm\.[\w-]+\.pagefind|(index|fragment|filter)\/[\w-]+\.pf_\w+)$/;

/**
 * Inside a page's main content, what is not its content: controls (Save, Play, the pagers, the
 * exhibitor list's letters), the forms' country and dial-code lists (every form page would
 * match every country), the words only screen readers get ("(opens in a new tab)", the name
 * repeated after each Save) and the "Berth B01 · Show on map" links, whose places the venue
 * page lists. Components mark what no selector can name with `data-pagefind-ignore`.
 */
const excludeSelectors = ['button', 'select', '.visually-hidden', 'a[href*="?stand="]'];

/**
 * Pagefind joins the text of neighbouring cells and terms (`<dt>Length</dt><dd>42 m</dd>`
 * reads "Length42 m"), so their words could not be found. A space before each closing tag
 * keeps them apart, in what Pagefind reads only: the pages themselves are untouched.
 */
const separate = (html: string) => html.replace(/<\/(dt|dd|th|td|caption|figcaption|summary|legend|label)>/gi, ' $&');

/** A prerendered page's HTML file: `/` → index.html, `/ms/ticket` → ms/ticket.html. */
const htmlFileOf = (client: string, path: string) => join(client, pageFile(path));

/**
 * Indexes `pagePaths` (the pages a search may find: the sitemap's, so never the not-found or
 * offline page) under their own URLs, so results link to `/ticket`, as the site writes it,
 * not `/ticket/`. Only each page's `data-pagefind-body` (its `<main>`) is read: the header,
 * menus and footer would otherwise match every query on every page.
 */
export async function buildSearchIndex(
  client: string,
  pagePaths: readonly string[],
): Promise<{ files: number; pages: Record<string, number> }> {
  const { index, errors } = await pagefind.createIndex({ excludeSelectors });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  try {
    for (const path of pagePaths) {
      const content = separate(readFileSync(htmlFileOf(client, path), 'utf8'));
      const added = await index.addHTMLFile({ url: path, content });
      if (added.errors.length) throw new Error(`Pagefind could not index ${path}: ${added.errors.join('; ')}`);
    }
    const { files, errors: writeErrors } = await index.getFiles();
    if (writeErrors.length) throw new Error(`Pagefind: ${writeErrors.join('; ')}`);
    const kept = files.filter((file) => used.test(file.path.split('\\').join('/')));
    for (const file of kept) {
      const target = join(client, searchDir, file.path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, file.content);
    }
    const entry = pagefindEntry.parse(JSON.parse(readFileSync(join(client, searchDir, 'pagefind-entry.json'), 'utf8')));
    return {
      files: kept.length,
      pages: Object.fromEntries(Object.entries(entry.languages).map(([lang, { page_count }]) => [lang, page_count])),
    };
  } finally {
    await pagefind.close();
  }
}

/** What this reads of Pagefind's entry file: each language's count of pages. */
const pagefindEntry = z.object({ languages: z.record(z.string(), z.object({ page_count: z.number() })) });

/** What this reads of a page's fragment: its URL and text. */
const pagefindFragment = z.object({ url: z.string(), content: z.string() });

/** A fragment file's page record (Pagefind gzips it after a `pagefind_dcd` signature). */
function readFragment(file: string): z.infer<typeof pagefindFragment> {
  const bytes = gunzipSync(readFileSync(file));
  return pagefindFragment.parse(JSON.parse(bytes.subarray('pagefind_dcd'.length).toString('utf8')));
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * What is wrong with a finished build's search index, as sentences (none when all is well):
 * every page of the sitemap, and no other, is indexed in its own language, from its main
 * content only; no page, its route data or the service worker's precache asks for a file of
 * the index (it costs nothing until the dialog opens); and only the files the dialog uses
 * are shipped.
 */
export function searchIndexProblems(client: string): string[] {
  const problems: string[] = [];
  const dir = join(client, searchDir);
  if (!existsSync(join(dir, 'pagefind-entry.json'))) return [`${searchDir}/pagefind-entry.json is missing`];

  const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8');
  const expected = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
  const langOf = (path: string) => (path === '/ms' || path.startsWith('/ms/') ? 'ms' : 'en');

  const entry = pagefindEntry.parse(JSON.parse(readFileSync(join(dir, 'pagefind-entry.json'), 'utf8')));
  const languages = Object.keys(entry.languages).sort();
  if (languages.join(',') !== 'en,ms') problems.push(`the index has languages ${languages.join(', ')}, not en and ms`);
  for (const lang of ['en', 'ms']) {
    const count = expected.filter((path) => langOf(path) === lang).length;
    const indexed = entry.languages[lang]?.page_count;
    if (indexed !== count) problems.push(`the ${lang} index holds ${indexed} pages; the sitemap lists ${count}`);
  }

  const fragmentDir = join(dir, 'fragment');
  const fragments = existsSync(fragmentDir) ? readdirSync(fragmentDir).map((name) => join(fragmentDir, name)) : [];
  const found = new Set<string>();
  for (const file of fragments) {
    const { url, language, content } = { ...readFragment(file), language: /[/\\](\w+)_[^/\\]+$/.exec(file)?.[1] };
    found.add(url);
    if (language !== langOf(url)) problems.push(`${url} is in the ${language} index`);
    if (!expected.includes(url)) problems.push(`${url} is indexed but is not a page the sitemap lists`);
    if (!content.trim()) problems.push(`${url} is indexed with no text`);
  }
  for (const path of expected) if (!found.has(path)) problems.push(`${path} is not in the search index`);

  for (const path of expected) {
    const html = readFileSync(htmlFileOf(client, path), 'utf8');
    if (!/<main\b[^>]*\sdata-pagefind-body/.test(html)) problems.push(`${path}: <main> lacks data-pagefind-body`);
  }

  // The page itself must not name the index: no preload, no script, no route data that does.
  for (const file of filesUnder(client)) {
    if (file.startsWith(dir) || !/\.(html|data)$/.test(file)) continue;
    if (readFileSync(file, 'utf8').includes(`/${searchDir}/`)) {
      problems.push(`${file.slice(client.length)} refers to /${searchDir}/`);
    }
  }
  const worker = join(client, 'sw.js');
  if (existsSync(worker) && new RegExp(`\\burl"?:\\s*["'\`]/${searchDir}/`).test(readFileSync(worker, 'utf8'))) {
    problems.push(`sw.js precaches files of /${searchDir}/`);
  }

  for (const file of filesUnder(dir)) {
    const relative = file
      .slice(dir.length + 1)
      .split('\\')
      .join('/');
    if (!used.test(relative.replace(/\.(br|gz)$/, '')))
      problems.push(`/${searchDir}/${relative} is not used by the site`);
  }
  return problems;
}
