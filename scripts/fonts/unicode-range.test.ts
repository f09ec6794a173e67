import { describe, expect, it } from 'vitest';
import { formatUnicodeRange, parseUnicodeRange } from './unicode-range.ts';

describe('unicode ranges', () => {
  it('parses single points and ranges, case-insensitively', () => {
    expect(parseUnicodeRange('U+0041-0043, u+00e9,U+2013')).toEqual([0x41, 0x42, 0x43, 0xe9, 0x2013]);
  });

  it('rejects what is not a range', () => {
    expect(() => parseUnicodeRange('U+00ZZ')).toThrow(/U\+00ZZ/);
  });

  it('formats consecutive points as ranges, in order, without duplicates', () => {
    expect(formatUnicodeRange([0x2013, 0x41, 0x42, 0x43, 0x43, 0xe9])).toBe('U+0041-0043, U+00E9, U+2013');
  });

  it('round-trips', () => {
    const value = 'U+0000-00FF, U+0131, U+0152-0153, U+2000-206F';
    expect(formatUnicodeRange(parseUnicodeRange(value))).toBe(value);
  });
});
