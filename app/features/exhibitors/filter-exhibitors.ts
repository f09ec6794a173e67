import type { Edition } from '~/content/edition';
import type { Lang } from '~/lib/lang';

/** One exhibitor as the list shows it, in either language (category and country translated). */
export type ExhibitorEntry = Edition['exhibitors']['all'][number];

/** The exhibitor list's search and A–Z filter, free of React so it can be tested on its own. */
export type ExhibitorFilter = {
  /** What the visitor typed; matched anywhere in the name or category, ignoring case and accents. */
  query: string;
  /** A capital letter A–Z, or null for every letter. */
  letter: string | null;
  /** One category as the list gives it (in the page's language), or null (or absent) for all. */
  category?: string | null;
};

type Named = { name: string; category?: string };

/** Malay is written in the same 26 letters as English, so both languages share one A–Z bar. */
export const alphabet = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));

function fold(text: string) {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The letter a name is filed under: its first letter, accents removed. */
export function initialOf(name: string) {
  return fold(name).charAt(0).toUpperCase();
}

/**
 * The entries that pass the filter, sorted by name in the page's language. The query is
 * matched against the category as the list gives it, so a Malay list is searched in Malay.
 */
export function filterExhibitors<T extends Named>(
  list: readonly T[],
  { query, letter, category = null }: ExhibitorFilter,
  lang: Lang,
): T[] {
  const needle = fold(query);
  return list
    .filter((item) => category === null || item.category === category)
    .filter((item) => letter === null || initialOf(item.name) === letter)
    .filter((item) => needle === '' || fold(`${item.name} ${item.category ?? ''}`).includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
}

/** The letters at least one entry is filed under; the others are offered disabled. */
export function lettersIn(list: readonly Named[]) {
  return new Set(list.map((item) => initialOf(item.name)));
}

/** Each category of the list once, sorted in the page's language: the category filter's choices. */
export function categoriesIn(list: readonly Named[], lang: Lang): string[] {
  const categories = new Set(list.flatMap((item) => (item.category ? [item.category] : [])));
  return [...categories].sort((a, b) => a.localeCompare(b, lang));
}

/** Splits a list into rows of `size`. */
export function toRows<T>(items: readonly T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let start = 0; start < items.length; start += size) rows.push(items.slice(start, start + size));
  return rows;
}
