import { describe, expect, it } from 'vitest';
import { readEditions } from '~/content/read-editions.server';
import {
  boatFacets,
  boatFilterParams,
  filterBoats,
  isFiltered,
  lengthInMetres,
  noFilter,
  readBoatFilter,
  type BoatFilter,
} from './boat-filter';

const boat = (name: string, type: string, builder: string, length: string, guests: number) => ({
  name,
  type,
  typeKey: type.toLowerCase().replace(/ /g, '-'),
  builder,
  length,
  guests,
});
// In the show office's order, which is not the order of names or lengths.
const fleet = [
  boat('Seri Bayu', 'Sailing catamaran', 'Pearl Cove Catamarans', '15 m', 12),
  boat('Azure Horizon', 'Superyacht', 'Straits Marine Shipyard', '42 m', 12),
  boat('Coral Dash', 'Speedboat', 'Velocity Boats Asia', '12 m', 8),
  boat('Andaman Pearl', 'Sailing catamaran', 'Pearl Cove Catamarans', '18 m', 10),
  boat('Kilim Runner', 'Speedboat', 'Velocity Boats Asia', '10 m', 6),
  boat('Tuan Laut', 'Motor yacht', 'Straits Marine Shipyard', '30 m', 10),
];
const names = (filter: Partial<BoatFilter>, lang: 'en' | 'ms' = 'en') =>
  filterBoats(fleet, { ...noFilter, ...filter }, lang).map((entry) => entry.name);

describe('filterBoats', () => {
  it('keeps every boat in the given order with no filter', () => {
    expect(names({})).toEqual(fleet.map((entry) => entry.name));
  });

  it('filters by type and by builder', () => {
    expect(names({ type: 'sailing-catamaran' })).toEqual(['Seri Bayu', 'Andaman Pearl']);
    expect(names({ builder: 'straits-marine-shipyard' })).toEqual(['Azure Horizon', 'Tuan Laut']);
    expect(names({ type: 'speedboat', builder: 'pearl-cove-catamarans' })).toEqual([]);
  });

  it('filters by a length range, both ends included, and by guests', () => {
    expect(names({ minLength: 12, maxLength: 18 })).toEqual(['Seri Bayu', 'Coral Dash', 'Andaman Pearl']);
    expect(names({ minLength: 30 })).toEqual(['Azure Horizon', 'Tuan Laut']);
    expect(names({ maxLength: 11.5 })).toEqual(['Kilim Runner']);
    expect(names({ minLength: 20, maxLength: 19 })).toEqual([]);
    expect(names({ minGuests: 10 })).toEqual(['Seri Bayu', 'Azure Horizon', 'Andaman Pearl', 'Tuan Laut']);
  });

  it('sorts by name or length, equal lengths by name', () => {
    expect(names({ sort: 'name' })).toEqual([
      'Andaman Pearl',
      'Azure Horizon',
      'Coral Dash',
      'Kilim Runner',
      'Seri Bayu',
      'Tuan Laut',
    ]);
    expect(names({ sort: 'shortest', type: 'speedboat' })).toEqual(['Kilim Runner', 'Coral Dash']);
    expect(names({ sort: 'longest', maxLength: 18 })).toEqual([
      'Andaman Pearl',
      'Seri Bayu',
      'Coral Dash',
      'Kilim Runner',
    ]);
    const twins = [boat('Zeta', 'Speedboat', 'X', '12 m', 4), boat('Alfa', 'Speedboat', 'X', '12 m', 4)];
    expect(filterBoats(twins, { ...noFilter, sort: 'longest' }, 'en').map((entry) => entry.name)).toEqual([
      'Alfa',
      'Zeta',
    ]);
  });

  it('does not change the list it is given', () => {
    const before = fleet.map((entry) => entry.name);
    names({ sort: 'name' });
    expect(fleet.map((entry) => entry.name)).toEqual(before);
  });
});

describe('the filter in the query', () => {
  it('reads what a link says', () => {
    expect(readBoatFilter(new URLSearchParams('type=speedboat&minLength=12&maxLength=30.5&sort=longest'))).toEqual({
      ...noFilter,
      type: 'speedboat',
      minLength: 12,
      maxLength: 30.5,
      sort: 'longest',
    });
    expect(readBoatFilter(new URLSearchParams(''))).toEqual(noFilter);
  });

  it('leaves out what it cannot read', () => {
    expect(
      readBoatFilter(new URLSearchParams('type=Speed%20Boat&minLength=long&maxLength=-3&minGuests=&sort=price')),
    ).toEqual(noFilter);
  });

  it('writes only what differs from no filter, in one order, and keeps other parameters', () => {
    const filter: BoatFilter = { ...noFilter, sort: 'name', minLength: 12, type: 'speedboat' };
    expect(boatFilterParams(filter).toString()).toBe('type=speedboat&minLength=12&sort=name');
    expect(boatFilterParams(noFilter).toString()).toBe('');
    expect(boatFilterParams(noFilter, new URLSearchParams('type=speedboat&q=x')).toString()).toBe('q=x');
    expect(readBoatFilter(boatFilterParams(filter))).toEqual(filter);
  });

  it('tells a filter from a sort', () => {
    expect(isFiltered(noFilter)).toBe(false);
    expect(isFiltered({ ...noFilter, sort: 'name' })).toBe(false);
    expect(isFiltered({ ...noFilter, minGuests: 0 })).toBe(true);
  });
});

describe('boatFacets', () => {
  it('offers each type and builder once, by label, and the ranges around the boats', () => {
    const facets = boatFacets(fleet, 'en');
    expect(facets.types).toEqual([
      { value: 'motor-yacht', label: 'Motor yacht' },
      { value: 'sailing-catamaran', label: 'Sailing catamaran' },
      { value: 'speedboat', label: 'Speedboat' },
      { value: 'superyacht', label: 'Superyacht' },
    ]);
    expect(facets.builders.map((builder) => builder.value)).toEqual([
      'pearl-cove-catamarans',
      'straits-marine-shipyard',
      'velocity-boats-asia',
    ]);
    expect(facets.length).toEqual({ min: 10, max: 42 });
    expect(facets.guests).toEqual({ min: 6, max: 12 });
  });
});

describe('the boats of the content', () => {
  const { en, ms } = readEditions();

  it('each have a length in metres the finder can read', () => {
    for (const entry of en.boats.all) expect(entry.length, entry.name).toMatch(/^\d+(\.\d+)? m$/);
    expect(en.boats.all.map((entry) => lengthInMetres(entry.length)).every(Number.isFinite)).toBe(true);
  });

  it('have the same type keys in both languages, so a shared link filters the same', () => {
    expect(ms.boats.all.map((entry) => entry.typeKey)).toEqual(en.boats.all.map((entry) => entry.typeKey));
    expect(ms.boats.all[0]!.type).not.toBe(en.boats.all[0]!.type);
    expect(
      boatFacets(ms.boats.all, 'ms')
        .types.map((type) => type.value)
        .sort(),
    ).toEqual(
      boatFacets(en.boats.all, 'en')
        .types.map((type) => type.value)
        .sort(),
    );
  });
});
