import { describe, expect, it } from 'vitest';
import { otherwise } from './picture';

describe('otherwise', () => {
  it('negates one media condition, in the syntax every browser reads', () => {
    expect(otherwise('(max-width: 640px)')).toBe('not all and (max-width: 640px)');
    expect(otherwise('(max-width: 640px) and (orientation: portrait)')).toBe(
      'not all and (max-width: 640px) and (orientation: portrait)',
    );
  });

  it('refuses what `not all and` would negate wrongly', () => {
    expect(() => otherwise('(max-width: 640px), print')).toThrow();
    expect(() => otherwise('screen and (max-width: 640px)')).toThrow();
    expect(() => otherwise('(max-width: 640px) or (max-height: 400px)')).toThrow();
  });
});
