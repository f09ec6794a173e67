// Relative: react-router.config.ts loads this module too, without the `~` alias.
import { localizedPath, type Lang } from '../../lib/lang';

/** An exhibitor's own page, `/exhibitors/<id>` (`/ms/exhibitors/<id>` in Malay), by its stable id. */
export const exhibitorPath = (id: string, lang: Lang) => localizedPath(`/exhibitors/${id}`, lang);

/** Every exhibitor's page data in one file per language (see `boatPagesPath`). */
export const exhibitorPagesPath = '/exhibitors.json';
