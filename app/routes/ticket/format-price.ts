/**
 * Prices as the spec writes them: hall tickets as `RM 20`, cruises as `RM300`, and a zero
 * price as `Free`.
 */
export function ticketPrice(priceRm: number) {
  return priceRm === 0 ? 'Free' : `RM ${priceRm}`;
}

export function cruisePrice(priceRm: number) {
  return priceRm === 0 ? 'Free' : `RM${priceRm}`;
}
