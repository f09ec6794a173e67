import { describe, expect, it } from 'vitest';
import { readEditions } from '~/content/read-editions.server';
import { categoriesIn, filterExhibitors, initialOf, lettersIn, toRows } from './filter-exhibitors';

const list = [
  { name: 'Zephyr Sailmakers', category: 'Equipment & technology' },
  { name: 'Andaman Sea Charters', category: 'Broker & charter' },
  { name: 'Équateur Marine', category: 'Marina' },
  { name: 'Adriatic Blue Yachts', category: 'Broker & charter' },
  { name: 'Bayview Marine Insurance', category: 'Marine services' },
];

describe('filterExhibitors', () => {
  it('returns everything, sorted A–Z, for an empty filter', () => {
    expect(filterExhibitors(list, { query: '', letter: null }, 'en').map((e) => e.name)).toEqual([
      'Adriatic Blue Yachts',
      'Andaman Sea Charters',
      'Bayview Marine Insurance',
      'Équateur Marine',
      'Zephyr Sailmakers',
    ]);
  });

  it('matches the query anywhere in the name, ignoring case, accents and extra spaces', () => {
    expect(filterExhibitors(list, { query: '  MARINE ', letter: null }, 'en').map((e) => e.name)).toEqual([
      'Bayview Marine Insurance',
      'Équateur Marine',
    ]);
    expect(filterExhibitors(list, { query: 'equateur', letter: null }, 'en')).toHaveLength(1);
  });

  it('matches the category too', () => {
    expect(filterExhibitors(list, { query: 'broker', letter: null }, 'en')).toHaveLength(2);
  });

  it('narrows to names filed under the letter, and combines with the query', () => {
    expect(filterExhibitors(list, { query: '', letter: 'A' }, 'en').map((e) => e.name)).toEqual([
      'Adriatic Blue Yachts',
      'Andaman Sea Charters',
    ]);
    expect(filterExhibitors(list, { query: 'sea', letter: 'A' }, 'en').map((e) => e.name)).toEqual([
      'Andaman Sea Charters',
    ]);
    expect(filterExhibitors(list, { query: 'sea', letter: 'Z' }, 'en')).toEqual([]);
    expect(filterExhibitors(list, { query: '', letter: 'E' }, 'en').map((e) => e.name)).toEqual(['Équateur Marine']);
  });

  it('narrows to one category, exactly, and combines with the query and the letter', () => {
    const brokers = { query: '', letter: null, category: 'Broker & charter' };
    expect(filterExhibitors(list, brokers, 'en').map((e) => e.name)).toEqual([
      'Adriatic Blue Yachts',
      'Andaman Sea Charters',
    ]);
    expect(filterExhibitors(list, { ...brokers, query: 'sea' }, 'en').map((e) => e.name)).toEqual([
      'Andaman Sea Charters',
    ]);
    expect(filterExhibitors(list, { ...brokers, letter: 'Z' }, 'en')).toEqual([]);
    // Not a text match: "Marina" is not "Marine services".
    expect(filterExhibitors(list, { query: '', letter: null, category: 'Marina' }, 'en').map((e) => e.name)).toEqual([
      'Équateur Marine',
    ]);
    expect(filterExhibitors(list, { query: '', letter: null, category: null }, 'en')).toHaveLength(list.length);
  });

  it('offers each category once, sorted', () => {
    expect(categoriesIn(list, 'en')).toEqual([
      'Broker & charter',
      'Equipment & technology',
      'Marina',
      'Marine services',
    ]);
  });

  it('does not reorder the input', () => {
    const copy = [...list];
    filterExhibitors(list, { query: '', letter: null }, 'en');
    expect(list).toEqual(copy);
  });
});

describe('filterExhibitors in Malay', () => {
  const malayList = [
    { name: 'Zephyr Sailmakers', category: 'Peralatan & teknologi' },
    { name: 'Andaman Sea Charters', category: 'Broker & sewa kapal' },
    { name: 'Équateur Marine', category: 'Marina' },
    { name: 'Adriatic Blue Yachts', category: 'Broker & sewa kapal' },
    { name: 'Bayview Marine Insurance', category: 'Perkhidmatan marin' },
  ];

  it('sorts the same names in the same A–Z order as English', () => {
    expect(filterExhibitors(malayList, { query: '', letter: null }, 'ms').map((e) => e.name)).toEqual(
      filterExhibitors(list, { query: '', letter: null }, 'en').map((e) => e.name),
    );
  });

  it('matches the Malay category, and not the English one', () => {
    expect(filterExhibitors(malayList, { query: 'sewa kapal', letter: null }, 'ms')).toHaveLength(2);
    expect(filterExhibitors(malayList, { query: 'PERKHIDMATAN', letter: null }, 'ms').map((e) => e.name)).toEqual([
      'Bayview Marine Insurance',
    ]);
    expect(filterExhibitors(malayList, { query: 'broker & charter', letter: null }, 'ms')).toEqual([]);
  });

  it('files names under the same letters', () => {
    expect(lettersIn(malayList)).toEqual(lettersIn(list));
    expect(filterExhibitors(malayList, { query: 'sewa kapal', letter: 'A' }, 'ms').map((e) => e.name)).toEqual([
      'Adriatic Blue Yachts',
      'Andaman Sea Charters',
    ]);
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
  const { en, ms } = readEditions();
  const malay = ms.exhibitors;
  const exhibitors = en.exhibitors.all;

  it('has at least 40 exhibitors with unique names', () => {
    expect(exhibitors.length).toBeGreaterThanOrEqual(40);
    expect(new Set(exhibitors.map((e) => e.name)).size).toBe(exhibitors.length);
  });

  it('lists the same companies in Malay, in the same order, with every category and country translated', () => {
    expect(malay.all.map((e) => e.name)).toEqual(exhibitors.map((e) => e.name));
    const englishCategories = new Set<string>(exhibitors.map((e) => e.category));
    for (const entry of malay.all)
      expect(englishCategories.has(entry.category) && entry.category !== 'Marina').toBe(false);
    expect(malay.all.find((e) => e.name === 'Zephyr Sailmakers')?.country).toBe('Itali');
    expect(malay.all.find((e) => e.name === 'AquaVolt Electric Propulsion')?.country).toBe('Singapura');
  });

  it('gives every exhibitor a category, the same five in both languages', () => {
    expect(categoriesIn(exhibitors, 'en')).toHaveLength(5);
    expect(categoriesIn(malay.all, 'ms')).toHaveLength(5);
    for (const [index, entry] of exhibitors.entries()) {
      const twin = malay.all[index]!;
      const sameCategory = exhibitors.filter((other) => other.category === entry.category).map((e) => e.name);
      expect(malay.all.filter((other) => other.category === twin.category).map((e) => e.name)).toEqual(sameCategory);
    }
  });

  it('files the same companies under each letter in both languages', () => {
    for (const letter of ['A', 'M', 'S']) {
      expect(filterExhibitors(malay.all, { query: '', letter }, 'ms').map((e) => e.name)).toEqual(
        filterExhibitors(exhibitors, { query: '', letter }, 'en').map((e) => e.name),
      );
    }
  });
});
