import { useLocation, useMatches } from 'react-router';
import type { ContentKey, Edition } from './edition';
import { langOfPath, type Lang } from '~/lib/lang';

/** What the root and every route loader return: the page's language and its content. */
export type LoadedContent = { lang: Lang; content: Partial<Edition> };

/**
 * One namespace of the current page's content, in its language, from the loaders of the
 * matched routes (the root's shell, then the page's own). A component asking for a namespace
 * its route does not load is a mistake in the route's loader, reported as such.
 */
export function useContent<Key extends ContentKey>(key: Key): Edition[Key] {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const content = (matches[index]?.data as Partial<LoadedContent> | undefined)?.content;
    const value = content?.[key];
    if (value !== undefined) return value as Edition[Key];
  }
  throw new Error(`The content "${key}" is not loaded on this page: add it to its route's loader.`);
}

/** The page's language, from its URL alone, so prerendered HTML and hydration always agree. */
export function useLang(): Lang {
  return langOfPath(useLocation().pathname);
}
