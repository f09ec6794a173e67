import type { Edition } from '~/content/edition';
import type { Lang } from '~/lib/lang';

/** Where the root's data is as a file, per language (app/routes/shell-data/route.ts). */
export const shellDataPath = '/shell.json';

/**
 * What the root loader hands every page: the shell's words (header, menus, footer, error
 * page, the header's search) and the site's facts in the page's language. A namespace that a
 * component of the shell needs on every page belongs here, not in each page's loader. Kept
 * apart from the loader, which reads the build's editions, so component tests hand their
 * pages the same.
 */
export function rootData(lang: Lang, edition: Edition, builtAt: number) {
  const { site, shell, navigation, errorPage, search, pages } = edition;
  return {
    lang,
    // The instant the page was prerendered: what its HTML says of the show's calendar, until
    // the browser decides again from its own clock (features/lifecycle/use-show-clock.ts).
    builtAt,
    content: { site, shell, navigation, errorPage, search },
    fallbackMeta: [
      { title: `${site.fullName} ${site.edition.year}` },
      { name: 'description', content: pages.home.description },
    ],
  };
}
