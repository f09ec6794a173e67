import { editionOf } from '~/data/load-page';
import { rootData } from '~/data/root-data';
import type { Route } from './+types/route';

/**
 * `/shell.json` (and `/ms/shell.json`): the root's data (the shell's words, the site's facts)
 * in the URL's language, prerendered to a file the service worker precaches. The root reads it
 * when the visitor switches language (its `clientLoader`), so the switch works offline on
 * every page, including a boat's or an exhibitor's, whose own data files are not on the device.
 */
export function loader({ url }: Route.LoaderArgs) {
  const { lang, edition } = editionOf(url);
  return Response.json(rootData(lang, edition, Date.now()));
}
