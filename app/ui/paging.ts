/**
 * Page maths for the home carousels. A page is a zero-based index; the featured boats stop
 * at both ends, the gallery wraps around. Kept free of React so the rules are unit-tested.
 */

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The items shown on one page. */
export function pageItems<T>(items: readonly T[], page: number, perPage: number): T[] {
  return items.slice(page * perPage, page * perPage + perPage);
}

export type BoundedPage = { page: number; hasPrevious: boolean; hasNext: boolean };

/** A page that stops at the ends: stepping past either end stays on the end page. */
export function boundedPage(page: number, count: number): BoundedPage {
  const clamped = Math.min(Math.max(page, 0), Math.max(count - 1, 0));
  return { page: clamped, hasPrevious: clamped > 0, hasNext: clamped < count - 1 };
}

/** A page that wraps: one before the first is the last, one after the last is the first. */
export function wrappedPage(page: number, count: number): number {
  if (count < 1) return 0;
  return ((page % count) + count) % count;
}

/** The 1-based positions of the first and last item on a page, for the status line. */
export function pageRange(page: number, total: number, perPage: number): { first: number; last: number } {
  const first = Math.min(page * perPage + 1, total);
  return { first, last: Math.min(first + perPage - 1, total) };
}
