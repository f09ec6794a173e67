import { editionOf } from '~/data/load-page';
import type { Route } from './+types/route';

/** `/robots.txt`: every page may be crawled; the sitemap lists them. Prerendered to a file. */
export function loader({ url }: Route.LoaderArgs) {
  const { origin } = editionOf(url).edition.site;
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
