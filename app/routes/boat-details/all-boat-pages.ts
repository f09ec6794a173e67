import { editionOf } from '~/data/load-page';
import { allBoatPages } from './boat-page';
import type { Route } from './+types/all-boat-pages';

/**
 * `/boats.json` (and `/ms/boats.json`): every boat's page data in the URL's language. A
 * resource route, prerendered to a file the service worker precaches; a boat's page reads it
 * on the device (its `clientLoader`).
 */
export function loader({ url }: Route.LoaderArgs) {
  const { lang, edition } = editionOf(url);
  return Response.json(allBoatPages(edition, lang));
}
