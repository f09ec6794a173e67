import type { Page } from '../app/content/edition';
import { en, ms as malay } from './content';

const { pages } = en;
import { unlocalizedPath, type Lang } from '../app/lib/lang';

/** A page in one language; `basePath` is its English path, the same page's key in both. */
export type SitePage = Page & { lang: Lang; basePath: string };

export const englishPages: SitePage[] = Object.values(pages).map((page) => ({
  ...page,
  lang: 'en',
  basePath: page.path,
}));

export const malayPages: SitePage[] = Object.values(malay.pages).map((page) => ({
  ...page,
  lang: 'ms',
  basePath: unlocalizedPath(page.path),
}));

/** Every page of the site in both languages, from the same tables the app prerenders. */
export const allPages = [...englishPages, ...malayPages];
