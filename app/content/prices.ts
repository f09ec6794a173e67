import { formatRm } from '~/lib/format-rm';

export const freeLabel = 'Free';

/** A price as the site shows it: `Free` for nothing, otherwise the ringgit amount. */
export const priceLabel = (amountRm: number, style?: 'spaced' | 'joined') =>
  amountRm === 0 ? freeLabel : formatRm(amountRm, style);
