import type { OfficeFilters } from '../../office/filters';

/** The list's filters, as the page's URL query and the API's (the same names: a link keeps them). */
export const filterNames = [
  'search',
  'kind',
  'day',
  'cruiseDay',
  'lang',
  'status',
  'fee',
] as const satisfies readonly (keyof OfficeFilters)[];

/** The filters set in `params`, empty ones left out, in a fixed order. */
export function filtersOf(params: URLSearchParams): URLSearchParams {
  const filters = new URLSearchParams();
  for (const name of filterNames) {
    const value = params.get(name)?.trim();
    if (value) filters.set(name, value);
  }
  return filters;
}

export const pageSize = 50;

export function listPath(filters: URLSearchParams, after?: string) {
  const query = new URLSearchParams(filters);
  query.set('limit', String(pageSize));
  if (after) query.set('after', after);
  return `/registrations?${query}`;
}
