import { pages } from '../app/content/pages';

/** Every page of the site, from the same table the app prerenders. */
export const allPages = Object.values(pages);
