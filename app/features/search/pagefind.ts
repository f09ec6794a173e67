import type { Lang } from '~/lib/lang';
import type { PagefindResultData } from './search-results';

/** Where the build writes the index and Pagefind's code (scripts/search-index.ts). */
const base = '/pagefind/';

/** The part of Pagefind's JS API the panel uses (pagefind.app/docs/api). */
export type PagefindSearch = {
  search: (term: string) => Promise<{ results: { id: string; data: () => Promise<PagefindResultData> }[] } | null>;
  filters: () => Promise<unknown>;
  destroy: () => Promise<void>;
};
type PagefindModule = {
  createInstance: (options: { basePath: string; baseUrl: string; excerptLength: number }) => PagefindSearch & {
    init: () => Promise<void>;
  };
};

const searches = new Map<Lang, Promise<PagefindSearch>>();
let attempt = 0;

/**
 * The search of one language, loaded on first use: pagefind.js, its worker and WebAssembly,
 * and that language's index metadata (the index's words and pages come as queries need them).
 * Pagefind picks the index by `<html lang>`, which is `lang` while a page of that language is
 * shown; each language keeps its own instance. A failure is forgotten, so the next call tries
 * again.
 */
export function pagefindIn(lang: Lang): Promise<PagefindSearch> {
  let search = searches.get(lang);
  if (!search) {
    search = start();
    searches.set(lang, search);
    search.catch(() => searches.delete(lang));
  }
  return search;
}

async function start(): Promise<PagefindSearch> {
  // Not a module of the build: the index's own code, written beside it after Vite has run.
  // After a failed download the browser remembers the failure for that URL; a new query
  // string makes it try again (the service worker stores it under its path alone).
  attempt += 1;
  const url = `${base}pagefind.js${attempt > 1 ? `?attempt=${attempt}` : ''}`;
  const pagefind = (await import(/* @vite-ignore */ url)) as PagefindModule;
  const search = pagefind.createInstance({ basePath: base, baseUrl: '/', excerptLength: 24 });
  try {
    await search.init();
    // Pagefind reports a failed load only once something needs the index: ask for it now, so
    // the dialog can say at once that the search is not available.
    await search.filters();
  } catch (error) {
    await search.destroy().catch(() => undefined);
    throw error;
  }
  return search;
}
