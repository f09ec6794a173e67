import { describe, expect, it } from 'vitest';
import { formatRm, priceOrFree } from './format-rm';

describe('formatRm', () => {
  it('writes amounts with a space and thousands separators by default', () => {
    expect(formatRm(20)).toBe('RM 20');
    expect(formatRm(1140)).toBe('RM 1,140');
  });

  it('joins the currency to the amount where the price lists do', () => {
    expect(formatRm(300, 'joined')).toBe('RM300');
  });

  it('groups whole ringgit exactly as the en-MY locale does', () => {
    for (const amount of [0, 7, 20, 999, 1000, 1140, 12_345, 100_000, 1_234_567, 10_000_000]) {
      expect(formatRm(amount, 'joined')).toBe(`RM${amount.toLocaleString('en-MY')}`);
    }
  });

  it('writes sen as two decimals', () => {
    expect(formatRm(12.5)).toBe('RM 12.50');
    expect(formatRm(1234.05)).toBe('RM 1,234.05');
  });
});

describe('priceOrFree', () => {
  it('says free for nothing and the amount otherwise', () => {
    expect(priceOrFree(0, 'Free')).toBe('Free');
    expect(priceOrFree(1140, 'Free')).toBe('RM 1,140');
  });
});
