import type { Context } from 'hono';
import { checkFilters, OfficeInputError, type OfficeFilters } from '../filters';

/**
 * The list's and the exports' filters from a query string, as the office's page links them:
 * `search`, `kind`, `day`, `cruiseDay`, `lang`, `status`, `fee`, and for the list `after` and
 * `limit`. An empty value is no filter (a form's empty select sends one). A name the office
 * does not know, or given twice, is refused rather than ignored: a filter misspelt would
 * otherwise export everything.
 */

const filterNames = ['search', 'kind', 'day', 'cruiseDay', 'lang', 'status', 'fee'] as const;

export type ListQuery = OfficeFilters & { after?: string; limit?: number };

function given(c: Context, allowed: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, all] of Object.entries(c.req.queries())) {
    if (!allowed.includes(name)) throw new OfficeInputError(name, 'is not a filter');
    if (all.length > 1) throw new OfficeInputError(name, 'is given more than once');
    const value = all[0] ?? '';
    if (value !== '') values[name] = value;
  }
  return values;
}

/** The filters of an export: checked (`OfficeInputError` naming the first that is wrong). */
export function exportQuery(c: Context): OfficeFilters {
  return checkFilters(given(c, filterNames) as OfficeFilters);
}

/** The filters, cursor and page size of the list. */
export function listQuery(c: Context): ListQuery {
  const { after, limit, ...filters } = given(c, [...filterNames, 'after', 'limit']);
  const query: ListQuery = checkFilters(filters as OfficeFilters);
  if (after !== undefined) query.after = after;
  if (limit !== undefined) {
    if (!/^\d{1,4}$/.test(limit)) throw new OfficeInputError('limit', 'must be a whole number from 1 to 200');
    query.limit = Number(limit);
  }
  return query;
}

/** `limit` of `GET /audit`: 1 to 1,000, 100 when not given. */
export function auditLimit(c: Context): number {
  const { limit } = given(c, ['limit']);
  if (limit === undefined) return 100;
  const value = /^\d{1,4}$/.test(limit) ? Number(limit) : NaN;
  if (!(value >= 1 && value <= 1000)) throw new OfficeInputError('limit', 'must be a whole number from 1 to 1000');
  return value;
}
