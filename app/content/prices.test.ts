import { describe, expect, it } from 'vitest';
import { priceLabel } from './prices';

describe('priceLabel', () => {
  it('shows a zero price as Free, whatever the style', () => {
    expect(priceLabel(0)).toBe('Free');
    expect(priceLabel(0, 'joined')).toBe('Free');
  });

  it('writes hall tickets as "RM 20" and cruises as "RM300"', () => {
    expect(priceLabel(20)).toBe('RM 20');
    expect(priceLabel(300, 'joined')).toBe('RM300');
  });
});
