import { describe, expect, it } from 'vitest';
import { priceOrFree } from '~/lib/format-rm';
import { freeLabel } from './prices';

describe('prices as the site shows them', () => {
  it('shows a zero price as Free, whatever the style', () => {
    expect(priceOrFree(0, freeLabel)).toBe('Free');
    expect(priceOrFree(0, freeLabel, 'joined')).toBe('Free');
  });

  it('writes hall tickets as "RM 20" and cruises as "RM300"', () => {
    expect(priceOrFree(20, freeLabel)).toBe('RM 20');
    expect(priceOrFree(300, freeLabel, 'joined')).toBe('RM300');
  });
});
