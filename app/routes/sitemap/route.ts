import { editionOf } from '~/data/load-page';
import { indexablePaths, sitemapXml } from './sitemap';
import type { Route } from './+types/route';

/**
 * `/sitemap.xml`: a resource route, prerendered (react-router.config.ts), so the host serves a
 * plain file. The site search indexes the same pages (scripts/search-index.ts reads this file).
 */
export function loader({ url }: Route.LoaderArgs) {
  // The English edition: the file is at the root, and every entry lists both languages.
  const { edition } = editionOf(url);
  return new Response(sitemapXml(edition.site.origin, indexablePaths(edition)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
