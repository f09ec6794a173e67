import type { MetaDescriptor } from 'react-router';
import type { ContentKey, Edition } from '~/content/edition';
import { editions } from '~/content/editions.server';
import type { Page } from '~/content/edition';
import { langOfPath, type Lang } from '~/lib/lang';
import { pageMeta } from '~/seo/meta';

type PageKey = keyof Edition['pages'] | 'notFound' | 'offline' | 'pass';

type Options = {
  /** schema.org JSON-LD for the page, built from its edition. */
  jsonLd?: (edition: Edition, lang: Lang) => Record<string, unknown>[];
};

/**
 * The language a page's URL is in, and that language's edition. `url` is the loader's (React
 * Router's normalized URL of the page): `request.url` is the raw request, which for route data
 * is `/ms.data` (not under `/ms/`) or `/_.data`.
 */
export function editionOf(url: URL) {
  const lang = langOfPath(url.pathname);
  return { lang, edition: editions[lang] };
}

/**
 * A route's build-time data: its language, its page (heading, intro, title), its meta tags
 * and the content namespaces it shows, all in the URL's language. Route loaders run only
 * while prerendering, so neither language's content is part of the JavaScript.
 */
export function loadPage<Key extends ContentKey>(url: URL, page: PageKey, keys: readonly Key[], options: Options = {}) {
  const { lang, edition } = editionOf(url);
  const content = Object.fromEntries(keys.map((key) => [key, edition[key]])) as Pick<Edition, Key>;
  const pageContent: Page =
    page === 'notFound'
      ? edition.notFoundPage
      : page === 'offline'
        ? edition.offlinePage
        : page === 'pass'
          ? edition.passPage
          : edition.pages[page];
  return {
    lang,
    page: pageContent,
    meta: [
      ...pageMeta(pageContent, lang, edition, { jsonLd: options.jsonLd?.(edition, lang) }),
      // The not-found, offline and pass pages are never an answer in search results.
      ...(page === 'notFound' || page === 'offline' || page === 'pass' ? [{ name: 'robots', content: 'noindex' }] : []),
      // A pass's page names its holder: no address of it leaves the page, even without its
      // token (which is in the fragment, never sent).
      ...(page === 'pass' ? [{ name: 'referrer', content: 'no-referrer' }] : []),
    ] as MetaDescriptor[],
    content,
  };
}
