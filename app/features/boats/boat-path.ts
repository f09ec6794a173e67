// Relative: react-router.config.ts loads this module too, without the `~` alias.
import { localizedPath, type Lang } from '../../lib/lang';

/** A boat's own page, `/boats/<id>` (`/ms/boats/<id>` in Malay), by its stable id. */
export const boatPath = (id: string, lang: Lang) => localizedPath(`/boats/${id}`, lang);

/**
 * Every boat's page data in one file per language (`/boats.json`, `/ms/boats.json`): the
 * service worker keeps it on the device instead of a data file per boat (why:
 * docs/decisions/082-the-offline-copy-grows-with-the-content.md).
 */
export const boatPagesPath = '/boats.json';
