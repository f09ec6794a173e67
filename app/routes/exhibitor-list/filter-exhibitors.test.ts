import { describe, expect, it } from 'vitest';
import { exhibitors } from '~/content/exhibitors';
import { filterExhibitors, initialOf, lettersIn, toRows } from './filter-exhibitors';

const list = [
  { name: 'Zephyr Sailmakers', category: 'Equipment & technology' },
  { name: 'Andaman Sea Charters', category: 'Broker & charter' },
  { name: 'Équateur Marine', category: 'Marina' },
  { name: 'Adriatic Blue Yachts', category: 'Broker & charter' },
  { name: 'Bayview Marine Insurance', category: 'Marine services' },
];

describe('filterExhibitors', () => {
  it('returns everything, sorted A–Z, for an empty filter', () => {
    expect(filterExhibitors(list, { query: '', letter: null }).map((e) => e.name)).toEqual([
      'Adriatic Blue Yachts',
      'Andaman Sea Charters',
      'Bayview Marine Insurance',
      'Équateur Marine',
      'Zephyr Sailmakers',
    ]);
  });

  it('matches the query anywhere in the name, ignoring case, accents and extra spaces', () => {
    expect(filterExhibitors(list, { query: '  MARINE ', letter: null }).map((e) => e.name)).toEqual([
      'Bayview Marine Insurance',
      'Équateur Marine',
    ]);
    expect(filterExhibitors(list, { query: 'equateur', letter: null })).toHaveLength(1);
  });

  it('matches the category too', () => {
    expect(filterExhibitors(list, { query: 'broker', letter: null })).toHaveLength(2);
  });

  it('narrows to names filed under the letter, and combines with the query', () => {
    expect(filterExhibitors(list, { query: '', letter: 'A' }).map((e) => e.name)).toEqual([
      'Adriatic Blue Yachts',
      'Andaman Sea Charters',
    ]);
    expect(filterExhibitors(list, { query: 'sea', letter: 'A' }).map((e) => e.name)).toEqual(['Andaman Sea Charters']);
    expect(filterExhibitors(list, { query: 'sea', letter: 'Z' })).toEqual([]);
    expect(filterExhibitors(list, { query: '', letter: 'E' }).map((e) => e.name)).toEqual(['Équateur Marine']);
  });

  it('does not reorder the input', () => {
    const copy = [...list];
    filterExhibitors(list, { query: '', letter: null });
    expect(list).toEqual(copy);
  });
});

describe('initialOf and lettersIn', () => {
  it('file a name under its unaccented first letter', () => {
    expect(initialOf('équateur')).toBe('E');
    expect([...lettersIn(list)].sort()).toEqual(['A', 'B', 'E', 'Z']);
  });
});

describe('toRows', () => {
  it('splits into rows of five with the remainder last', () => {
    const rows = toRows([1, 2, 3, 4, 5, 6, 7], 5);
    expect(rows).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7],
    ]);
    expect(toRows([], 5)).toEqual([]);
  });
});

describe('the exhibitor content', () => {
  it('has at least 40 exhibitors with unique names', () => {
    expect(exhibitors.length).toBeGreaterThanOrEqual(40);
    expect(new Set(exhibitors.map((e) => e.name)).size).toBe(exhibitors.length);
  });
});
