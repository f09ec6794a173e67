/**
 * `1140` → `1,140`, `12.5` → `12.50`: Malaysian (en-MY) digit grouping, written out rather
 * than `toLocaleString('en-MY')`. The first `toLocaleString` on a page loads the locale's
 * number data, which took 14 ms of a fast machine's main thread (57 ms on Lighthouse's
 * phone) in the ticket page's hydration.
 */
function grouped(amount: number) {
  const [whole = '', sen] = amount.toFixed(Number.isInteger(amount) ? 0 : 2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${sen === undefined ? '' : `.${sen}`}`;
}

/**
 * A ringgit amount. `spaced` (`RM 1,140`) is the site's style for hall tickets, order lines
 * and totals; `joined` (`RM300`) is how the organisers print cruise and conference prices.
 */
export function formatRm(amount: number, style: 'spaced' | 'joined' = 'spaced') {
  return `RM${style === 'spaced' ? ' ' : ''}${grouped(amount)}`;
}

/** A price as the site shows it: the free label for nothing, otherwise the ringgit amount. */
export function priceOrFree(amount: number, freeLabel: string, style: 'spaced' | 'joined' = 'spaced') {
  return amount === 0 ? freeLabel : formatRm(amount, style);
}
