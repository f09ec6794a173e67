import { describe, expect, it } from 'vitest';
import { formatRm } from './format-rm';

describe('formatRm', () => {
  it('writes amounts with a space and thousands separators by default', () => {
    expect(formatRm(20)).toBe('RM 20');
    expect(formatRm(1140)).toBe('RM 1,140');
  });

  it('joins the currency to the amount where the price lists do', () => {
    expect(formatRm(300, 'joined')).toBe('RM300');
  });
});
