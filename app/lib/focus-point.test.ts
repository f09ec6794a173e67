import { describe, expect, it } from 'vitest';
import { objectPositionOf } from './focus-point';

describe('objectPositionOf', () => {
  it('places the crop at the point, x then y, in percent', () => {
    expect(objectPositionOf({ x: 70, y: 50 })).toBe('70% 50%');
    expect(objectPositionOf({ x: 0, y: 100 })).toBe('0% 100%');
    expect(objectPositionOf({ x: 12.5, y: 33 })).toBe('12.5% 33%');
  });

  it('crops around the centre without a point, and keeps a point inside the photo', () => {
    expect(objectPositionOf()).toBe('50% 50%');
    expect(objectPositionOf({ x: -10, y: 140 })).toBe('0% 100%');
  });
});
