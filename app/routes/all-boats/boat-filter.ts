import type { Lang } from '~/lib/lang';
import { slugOf } from '~/lib/slug';

/**
 * The boat finder's filters and sort, free of React so they can be tested on their own. The
 * state lives in the page's query (`/all-boats?type=sailing-catamaran&minLength=12`), so the
 * back button and a shared link show the same boats.
 */
export const boatSorts = ['featured', 'name', 'shortest', 'longest'] as const;
export type BoatSort = (typeof boatSorts)[number];

export type BoatFilter = {
  /** A boat's `typeKey` (its English type as a slug), or null for every type. */
  type: string | null;
  /** A builder's name as a slug, or null for every builder. */
  builder: string | null;
  /** Metres, both ends included; null for no bound. */
  minLength: number | null;
  maxLength: number | null;
  minGuests: number | null;
  sort: BoatSort;
};

/** What a boat must have for the finder: the fields it filters and sorts by. */
export type FinderBoat = {
  name: string;
  type: string;
  typeKey: string;
  builder: string;
  length: string;
  guests: number;
};

export const noFilter: BoatFilter = {
  type: null,
  builder: null,
  minLength: null,
  maxLength: null,
  minGuests: null,
  sort: 'featured',
};

/** A boat's length in metres, from the way the content writes it (`18 m`, `12.5 m`). */
export function lengthInMetres(length: string): number {
  return Number.parseFloat(length.replace(',', '.'));
}

const slugParam = (value: string | null) => (value && /^[a-z0-9-]+$/.test(value) ? value : null);
const numberParam = (value: string | null) => {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : null;
};

/** The filter a query asks for. What it cannot read (a word for a number, an unknown sort) is left out. */
export function readBoatFilter(params: URLSearchParams): BoatFilter {
  const sort = params.get('sort');
  return {
    type: slugParam(params.get('type')),
    builder: slugParam(params.get('builder')),
    minLength: numberParam(params.get('minLength')),
    maxLength: numberParam(params.get('maxLength')),
    minGuests: numberParam(params.get('minGuests')),
    sort: boatSorts.find((known) => known === sort) ?? 'featured',
  };
}

/**
 * The query for a filter: only what differs from no filter, always in the same order, so
 * equal filters make equal links. Other parameters of the page's query are kept.
 */
export function boatFilterParams(filter: BoatFilter, others = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(others);
  for (const key of Object.keys(noFilter) as (keyof BoatFilter)[]) {
    params.delete(key);
    const value = filter[key];
    if (value !== null && value !== noFilter[key]) params.set(key, String(value));
  }
  return params;
}

/** Whether any filter is set (the sort is not a filter: every boat is still there). */
export const isFiltered = (filter: BoatFilter) =>
  filter.type !== null ||
  filter.builder !== null ||
  filter.minLength !== null ||
  filter.maxLength !== null ||
  filter.minGuests !== null;

/**
 * The boats that pass the filter, in the order it asks for. `featured` keeps the order the
 * boats come in (the show office's); names sort in the page's language, equal lengths by name.
 */
export function filterBoats<T extends FinderBoat>(boats: readonly T[], filter: BoatFilter, lang: Lang): T[] {
  const byName = (a: T, b: T) => a.name.localeCompare(b.name, lang);
  const shown = boats.filter((boat) => {
    const metres = lengthInMetres(boat.length);
    return (
      (filter.type === null || boat.typeKey === filter.type) &&
      (filter.builder === null || slugOf(boat.builder) === filter.builder) &&
      (filter.minLength === null || metres >= filter.minLength) &&
      (filter.maxLength === null || metres <= filter.maxLength) &&
      (filter.minGuests === null || boat.guests >= filter.minGuests)
    );
  });
  const length = (boat: T) => lengthInMetres(boat.length);
  switch (filter.sort) {
    case 'name':
      return shown.sort(byName);
    case 'shortest':
      return shown.sort((a, b) => length(a) - length(b) || byName(a, b));
    case 'longest':
      return shown.sort((a, b) => length(b) - length(a) || byName(a, b));
    default:
      return shown;
  }
}

export type FacetOption = { value: string; label: string };

/**
 * What the finder offers, from the boats themselves: each type and builder once, by label in
 * the page's language, and the range of lengths and guests (whole numbers around them).
 */
export function boatFacets(boats: readonly FinderBoat[], lang: Lang) {
  const options = (pairs: FacetOption[]) =>
    [...new Map(pairs.map((pair) => [pair.value, pair])).values()].sort((a, b) => a.label.localeCompare(b.label, lang));
  const lengths = boats.map((boat) => lengthInMetres(boat.length));
  const guests = boats.map((boat) => boat.guests);
  return {
    types: options(boats.map((boat) => ({ value: boat.typeKey, label: boat.type }))),
    builders: options(boats.map((boat) => ({ value: slugOf(boat.builder), label: boat.builder }))),
    length: { min: Math.floor(Math.min(...lengths)), max: Math.ceil(Math.max(...lengths)) },
    guests: { min: Math.min(...guests), max: Math.max(...guests) },
  };
}
