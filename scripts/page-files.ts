// Where a prerendered page's HTML lives in build/client, and the URL it is served at.
// React Router writes each page as `<path>/index.html`; scripts/finalize-build.ts moves it to
// `<path>.html`, because static hosts serve `visit.html` at `/visit` (the address our links
// use) with no redirect, while `visit/index.html` is served at `/visit/` and `/visit` answers
// with a redirect to it on Cloudflare Pages and Netlify
// (docs/decisions/100-pages-as-path-html-files-no-redirect.md).
import { existsSync, readdirSync, renameSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';

/** The file of the page at `path`: `/` → index.html, `/visit` → visit.html, `/ms` → ms.html. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/|\/$/g, '')}.html`;
}

/** The URL an HTML file is served at: index.html → `/`, ms/visit.html → `/ms/visit`, admin/index.html → `/admin/`. */
export function pageUrl(file: string): string {
  const url = `/${file}`;
  if (url.endsWith('/index.html')) return url.slice(0, -'index.html'.length);
  return url.endsWith('.html') ? url.slice(0, -'.html'.length) : url;
}

/**
 * The pages React Router prerendered under `prefix`, as `<path>/index.html` folders, at any
 * depth (a boat's page is boats/<id>/index.html), in the order the folders sort; the Malay
 * ones (under ms/) only when `prefix` is ms.
 */
export function prerenderedPages(client: string, prefix = ''): string[] {
  return readdirSync(join(client, prefix), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !(prefix === '' && entry.name === 'ms'))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      const page = existsSync(join(client, path, 'index.html')) ? [`/${path}`] : [];
      return [...page, ...prerenderedPages(client, path)];
    });
}

/**
 * Moves each page's `<path>/index.html` to `<path>.html` (`/ms` too: ms/index.html → ms.html),
 * deepest first, and removes the folders left empty. The home page stays index.html.
 */
export function flattenPages(client: string, paths: readonly string[]): void {
  for (const path of [...paths].sort((a, b) => b.length - a.length)) {
    if (path === '/') continue;
    const folder = join(client, path);
    renameSync(join(folder, 'index.html'), join(client, pageFile(path)));
    if (readdirSync(folder).length === 0) rmdirSync(folder);
  }
}
