// Relative: react-router.config.ts loads this module too, without the `~` alias.
import { localizedPath, type Lang } from '../../lib/lang';

/** A boat's own page, `/boats/<id>` (`/ms/boats/<id>` in Malay), by its stable id. */
export const boatPath = (id: string, lang: Lang) => localizedPath(`/boats/${id}`, lang);
