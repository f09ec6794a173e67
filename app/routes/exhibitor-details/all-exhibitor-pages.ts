import { editionOf } from '~/data/load-page';
import { allExhibitorPages } from './exhibitor-page';
import type { Route } from './+types/all-exhibitor-pages';

/**
 * `/exhibitors.json` (and `/ms/exhibitors.json`): every exhibitor's page data in the URL's
 * language, prerendered to a file the service worker precaches (see `/boats.json`).
 */
export function loader({ url }: Route.LoaderArgs) {
  const { lang, edition } = editionOf(url);
  return Response.json(allExhibitorPages(edition, lang));
}
