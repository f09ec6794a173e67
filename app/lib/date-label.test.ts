import { describe, expect, it } from 'vitest';
import { dateLabel } from './date-label';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

describe('dateLabel', () => {
  it('writes a date as day, month name and year, without a leading zero', () => {
    expect(dateLabel('2026-02-04', months)).toBe('4 February 2026');
    expect(dateLabel('2025-12-31', months)).toBe('31 December 2025');
  });

  it('refuses what is not a date', () => {
    expect(() => dateLabel('2026-13-01', months)).toThrow('is not a date');
    expect(() => dateLabel('soon', months)).toThrow('is not a date');
  });
});
