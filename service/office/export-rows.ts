import type { Db } from '../db/schema';
import { checkFilters, filterConditions, type OfficeFilters } from './filters';
import { listColumns, listRow, parseData, type OfficeListRow } from './list';
import { holderOf } from './office-index';

/** A registration as an export writes it: its list row, phone, when cancelled, its form's values, tickets and seats. */
export type ExportRow = OfficeListRow & {
  cancelledAt: string | null;
  phone: string;
  data: unknown;
  tickets: { category: number; quantity: number }[];
  seats: { trip: string; pax: number }[];
};

/**
 * Every registration the filters match, in the list's order (newest first), read `batchSize`
 * at a time by the list's keyset: an export of 50,000 rows holds one batch in memory, and
 * registrations arriving meanwhile are not in it (they are newer than its first row). For a
 * CSV (csv.ts) or, later, an XLSX writer to stream out as it reads.
 */
export async function* exportRows(
  db: Db,
  filters: OfficeFilters,
  { batchSize = 500 }: { batchSize?: number } = {},
): AsyncGenerator<ExportRow> {
  checkFilters(filters);
  let after: { receivedAt: string; reference: string } | undefined;
  for (;;) {
    const rows = await db
      .selectFrom('registrations as r')
      .select([...listColumns, 'r.cancelled_at'])
      .where((eb) =>
        eb.and([
          ...filterConditions(eb, filters),
          ...(after
            ? [eb(eb.refTuple('r.received_at', 'r.reference'), '<', eb.tuple(after.receivedAt, after.reference))]
            : []),
        ]),
      )
      .orderBy('r.received_at', 'desc')
      .orderBy('r.reference', 'desc')
      .limit(batchSize)
      .execute();
    if (rows.length === 0) return;
    // A batch's tickets and seats in two queries, not two per row.
    const references = rows.filter((row) => row.kind === 'ticket').map((row) => row.reference);
    const [tickets, seats] =
      references.length === 0
        ? [[], []]
        : await Promise.all([
            db
              .selectFrom('ticket_lines')
              .select(['reference', 'category', 'quantity'])
              .where('reference', 'in', references)
              .orderBy('category')
              .execute(),
            db
              .selectFrom('bookings')
              .select(['reference', 'trip_id', 'pax'])
              .where('reference', 'in', references)
              .orderBy('trip_id')
              .execute(),
          ]);
    const ticketsOf = groupBy(tickets, (line) => line.reference);
    const seatsOf = groupBy(seats, (seat) => seat.reference);
    for (const row of rows) {
      const data = parseData(row.data);
      yield {
        ...listRow(row, data),
        cancelledAt: row.cancelled_at,
        phone: holderOf(row.kind, data).phone,
        data,
        tickets: (ticketsOf.get(row.reference) ?? []).map(({ category, quantity }) => ({ category, quantity })),
        seats: (seatsOf.get(row.reference) ?? []).map((seat) => ({ trip: seat.trip_id, pax: seat.pax })),
      };
    }
    const last = rows.at(-1)!;
    after = { receivedAt: last.received_at, reference: last.reference };
    if (rows.length < batchSize) return;
  }
}

function groupBy<Item>(items: readonly Item[], key: (item: Item) => string): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
