/**
 * A ringgit amount. `spaced` (`RM 1,140`) is the site's style for hall tickets, order lines
 * and totals; `joined` (`RM300`) is how the organisers print cruise and conference prices.
 */
export function formatRm(amount: number, style: 'spaced' | 'joined' = 'spaced') {
  return `RM${style === 'spaced' ? ' ' : ''}${amount.toLocaleString('en-MY')}`;
}

/** A price as the site shows it: the free label for nothing, otherwise the ringgit amount. */
export function priceOrFree(amount: number, freeLabel: string, style: 'spaced' | 'joined' = 'spaced') {
  return amount === 0 ? freeLabel : formatRm(amount, style);
}
