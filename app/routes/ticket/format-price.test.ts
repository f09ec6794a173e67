import { describe, expect, it } from 'vitest';
import { cruisePrice, ticketPrice } from './format-price';

describe('price labels', () => {
  it('show a zero price as Free', () => {
    expect(ticketPrice(0)).toBe('Free');
    expect(cruisePrice(0)).toBe('Free');
  });

  it('write hall tickets as "RM 20" and cruises as "RM300", as the spec does', () => {
    expect(ticketPrice(20)).toBe('RM 20');
    expect(cruisePrice(300)).toBe('RM300');
  });
});
