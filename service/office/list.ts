import type { Db } from '../db/schema';
import type { Kind } from '../registrations/rules';
import { decodeCursor, encodeCursor } from './cursor';
import { checkFilters, filterConditions, OfficeInputError, type OfficeFilters } from './filters';
import { holderOf } from './office-index';

/** A conference registration's fee: paid (when, by which transfer), outstanding, or not due (cancelled unpaid). */
export type FeeStatus =
  | { status: 'paid'; paidAt: string; transferReference: string; markedBy: string }
  | { status: 'outstanding' }
  | { status: 'not_due' };

export type OfficeListRow = {
  reference: string;
  kind: Kind;
  lang: string;
  status: 'received' | 'cancelled';
  receivedAt: string;
  /** The show's calendar day it was received on (`YYYY-MM-DD`, +08:00). */
  receivedDay: string | null;
  name: string;
  email: string;
  company: string;
  /** Conference registrations only; null for the other kinds. */
  fee: FeeStatus | null;
};

export type OfficePage = {
  rows: OfficeListRow[];
  /** The cursor of the page after this one (`after`), or null when this is the last. */
  next: string | null;
  /** How many registrations the filters match, all pages together; absent when not asked (`count: false`). */
  total?: number;
};

export const defaultLimit = 50;
export const maxLimit = 200;

/** The columns a list row is made from (and an export row, export-rows.ts). */
export const listColumns = [
  'r.reference',
  'r.kind',
  'r.lang',
  'r.status',
  'r.received_at',
  'r.received_day',
  'r.data',
  'r.paid_at',
  'r.payment_reference',
  'r.paid_marked_by',
] as const;

export type ListedRow = {
  reference: string;
  kind: string;
  lang: string;
  status: string;
  received_at: string;
  received_day: string | null;
  data: string;
  paid_at: string | null;
  payment_reference: string | null;
  paid_marked_by: string | null;
};

export function feeOf(row: Pick<ListedRow, 'kind' | 'status' | 'paid_at' | 'payment_reference' | 'paid_marked_by'>) {
  if (row.kind !== 'conference') return null;
  if (row.paid_at !== null) {
    return {
      status: 'paid' as const,
      paidAt: row.paid_at,
      transferReference: row.payment_reference ?? '',
      markedBy: row.paid_marked_by ?? '',
    };
  }
  return row.status === 'cancelled' ? { status: 'not_due' as const } : { status: 'outstanding' as const };
}

export function parseData(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return {};
  }
}

/** A list row from the stored row, its holder read from its `data` (already parsed). */
export function listRow(row: ListedRow, data: unknown = parseData(row.data)): OfficeListRow {
  const { name, email, company } = holderOf(row.kind, data);
  return {
    reference: row.reference,
    kind: row.kind as Kind,
    lang: row.lang,
    status: row.status === 'cancelled' ? 'cancelled' : 'received',
    receivedAt: row.received_at,
    receivedDay: row.received_day,
    name,
    email,
    company,
    fee: feeOf(row),
  };
}

/**
 * The office's list of registrations, newest first (`received_at`, then `reference`, both
 * descending), `limit` at a time (50; at most 200), narrowed by `filters`. Paged by keyset:
 * `after` is the `next` of the page before, and the page holds the rows after that one in the
 * order, found through the sort index whatever the depth. Registrations arriving meanwhile are
 * newer than the first page, so paging on shows none twice and skips none that were there
 * (docs/decisions/091-office-search-and-keyset-paging.md). `total` counts every match (a
 * second query; `count: false` leaves it out).
 */
export async function listRegistrations(
  db: Db,
  {
    after,
    limit = defaultLimit,
    count = true,
    ...filters
  }: OfficeFilters & { after?: string; limit?: number; count?: boolean },
): Promise<OfficePage> {
  checkFilters(filters);
  if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit) {
    throw new OfficeInputError('limit', `must be a whole number from 1 to ${maxLimit}`);
  }
  const cursor = after === undefined ? undefined : decodeCursor(after);
  if (after !== undefined && !cursor) throw new OfficeInputError('after', 'is not a cursor this list gave');
  // The page and its total at once: on PostgreSQL two connections of the pool work together.
  const [rows, total] = await Promise.all([
    db
      .selectFrom('registrations as r')
      .select(listColumns)
      .where((eb) =>
        eb.and([
          ...filterConditions(eb, filters),
          ...(cursor
            ? [eb(eb.refTuple('r.received_at', 'r.reference'), '<', eb.tuple(cursor.receivedAt, cursor.reference))]
            : []),
        ]),
      )
      .orderBy('r.received_at', 'desc')
      .orderBy('r.reference', 'desc')
      // One more than the page: whether there is a next page, without counting.
      .limit(limit + 1)
      .execute(),
    count ? countRegistrations(db, filters) : undefined,
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next =
    rows.length > limit && last ? encodeCursor({ receivedAt: last.received_at, reference: last.reference }) : null;
  const listed = page.map((row) => listRow(row));
  return total === undefined ? { rows: listed, next } : { rows: listed, next, total };
}

/** How many registrations the filters match. */
export async function countRegistrations(db: Db, filters: OfficeFilters): Promise<number> {
  checkFilters(filters);
  const row = await db
    .selectFrom('registrations as r')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where((eb) => eb.and(filterConditions(eb, filters)))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
