import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema';
import { kinds, langs, type Kind } from '../registrations/rules';
import { containsPattern, searchTerms } from './search-text';

/**
 * What the office's list and its exports are narrowed by. Each is optional; together they all
 * apply.
 *
 * - `search`: words found in the holder's name, e-mail or company or in the reference, each a
 *   part of one of them, case and Latin accents aside (search-text.ts). A whole reference
 *   finds that registration alone.
 * - `day`: the show's calendar day (`YYYY-MM-DD`, at the content's UTC offset, +08:00) the
 *   registration was received on: `registrations.received_day`.
 * - `cruiseDay`: ticket orders holding seats on a cruise that day. A cancelled order holds no
 *   seats any more, so it is not found by its cruise day (it is by the day it was received).
 * - `status`: `received` or `cancelled`.
 * - `fee`: conference registrations whose fee is `paid`, or `outstanding` (not paid and not
 *   cancelled: a cancelled registration owes nothing).
 */
export type OfficeFilters = {
  search?: string;
  kind?: Kind;
  day?: string;
  cruiseDay?: string;
  lang?: (typeof langs)[number];
  status?: 'received' | 'cancelled';
  fee?: 'paid' | 'outstanding';
};

/** A filter, cursor or limit the office's caller gave that cannot be used: the page says which. */
export class OfficeInputError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(`${field} ${message}`);
    this.field = field;
  }
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The filters, checked: the list's caller may build them from a query string, so the types
 * alone do not hold them. Throws `OfficeInputError` naming the first one that is wrong.
 */
export function checkFilters(filters: OfficeFilters): OfficeFilters {
  const oneOf = (field: keyof OfficeFilters, values: readonly string[]) => {
    const value = filters[field];
    if (value !== undefined && !values.includes(value)) {
      throw new OfficeInputError(field, `must be one of ${values.join(', ')}`);
    }
  };
  oneOf('kind', kinds);
  oneOf('lang', langs);
  oneOf('status', ['received', 'cancelled']);
  oneOf('fee', ['paid', 'outstanding']);
  for (const field of ['day', 'cruiseDay'] as const) {
    const value = filters[field];
    if (value !== undefined && (!dayPattern.test(value) || Number.isNaN(Date.parse(value)))) {
      throw new OfficeInputError(field, 'must be a day, YYYY-MM-DD');
    }
  }
  if (filters.search !== undefined && filters.search.length > 200) {
    throw new OfficeInputError('search', 'must be at most 200 characters');
  }
  return filters;
}

type Registrations = ExpressionBuilder<Database & { r: Database['registrations'] }, 'r'>;

/** The filters as conditions on `registrations as r`, for the list, its count and the exports. */
export function filterConditions(eb: Registrations, filters: OfficeFilters): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.kind) conditions.push(eb('r.kind', '=', filters.kind));
  if (filters.lang) conditions.push(eb('r.lang', '=', filters.lang));
  if (filters.status) conditions.push(eb('r.status', '=', filters.status));
  if (filters.day) conditions.push(eb('r.received_day', '=', filters.day));
  if (filters.fee) {
    conditions.push(eb('r.kind', '=', 'conference'));
    conditions.push(
      filters.fee === 'paid'
        ? eb('r.paid_at', 'is not', null)
        : eb.and([eb('r.paid_at', 'is', null), eb('r.status', '<>', 'cancelled')]),
    );
  }
  if (filters.cruiseDay) {
    conditions.push(
      eb(
        'r.reference',
        'in',
        eb
          .selectFrom('bookings as b')
          .innerJoin('trips as t', 't.id', 'b.trip_id')
          .select('b.reference')
          .where('t.day', '=', filters.cruiseDay),
      ),
    );
  }
  const search = filters.search?.trim() ?? '';
  if (uuidPattern.test(search.toLowerCase())) {
    // A whole reference (pasted from an e-mail or a pass): that row by its primary key.
    conditions.push(eb('r.reference', '=', search.toLowerCase()));
  } else {
    const terms = searchTerms(search);
    if (terms.length > 0) {
      // The narrow search rows are scanned, not the registrations: no index serves "contains",
      // on either engine, and a scan of 50,000 short lines is a few milliseconds
      // (docs/decisions/091-office-search-and-keyset-paging.md).
      conditions.push(
        eb(
          'r.reference',
          'in',
          eb
            .selectFrom('registration_search as s')
            .select('s.reference')
            .where((inner) =>
              inner.and(
                terms.map(
                  (term) => sql<SqlBool>`${inner.ref('s.search_text')} like ${containsPattern(term)} escape '\\'`,
                ),
              ),
            ),
        ),
      );
    }
  }
  return conditions;
}
