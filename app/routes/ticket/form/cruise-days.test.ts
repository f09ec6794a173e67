import { describe, expect, it } from 'vitest';
import { cruiseDays } from './cruise-days';

const months = [
  'Januari',
  'Februari',
  'Mac',
  'April',
  'Mei',
  'Jun',
  'Julai',
  'Ogos',
  'September',
  'Oktober',
  'November',
  'Disember',
];

describe('cruiseDays', () => {
  it('writes each show day with the language’s month names and keeps the date as the value', () => {
    expect(cruiseDays(['2026-02-04', '2026-12-31'], months)).toEqual([
      { value: '2026-02-04', label: '4 Februari 2026' },
      { value: '2026-12-31', label: '31 Disember 2026' },
    ]);
  });
});
