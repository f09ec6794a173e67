import type { Edition } from '~/content/edition';
import { boatPath } from '~/features/boats/boat-path';
import { exhibitorPath } from '~/features/exhibitors/exhibitor-path';
import { langs, localizedPath } from '~/lib/lang';

/**
 * Every page a search engine may list, in English (the Malay twins share the paths under
 * `/ms`): the edition's pages, then a page per boat and per exhibitor. The not-found and offline
 * pages are not among them (they are `noindex`, app/data/load-page.ts).
 */
export function indexablePaths(edition: Pick<Edition, 'pages' | 'boats' | 'exhibitors'>): string[] {
  return [
    ...Object.values(edition.pages).map((page) => page.path),
    ...edition.boats.all.map((boat) => boatPath(boat.id, 'en')),
    ...edition.exhibitors.all.map((exhibitor) => exhibitorPath(exhibitor.id, 'en')),
  ];
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The sitemap (sitemaps.org) of every indexable page in both languages, each with its
 * language alternates (`hreflang`, `x-default` → English), as the pages' own
 * `<link rel="alternate">` tags give them (app/seo/meta.ts).
 */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urlIn = (path: string, lang: (typeof langs)[number]) =>
    escapeXml(new URL(localizedPath(path, lang), origin).href);
  const entries = langs.flatMap((lang) =>
    paths.map((path) => {
      const alternates = [...langs.map((other) => [other, urlIn(path, other)]), ['x-default', urlIn(path, 'en')]]
        .map(([hreflang, href]) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
        .join('');
      return `  <url>\n    <loc>${urlIn(path, lang)}</loc>${alternates}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}
