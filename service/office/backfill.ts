import type { Db } from '../db/schema';
import { officeIndex } from './office-index';

/**
 * Migration 003's backfill: the show day, search row and ticket lines of every registration
 * stored without them (before the migration, or by an instance of an older version still
 * running during a deploy). The service runs it after the migrations at every start
 * (start-service.ts), with the content's UTC offset, which the migration cannot read. Rows
 * without a show day are found by the day's index, so a start with nothing to do costs one
 * indexed look-up. Batches of `batchSize`, each one transaction; several instances starting at
 * once write the same values, and whatever another wrote first is left as it is.
 */
export async function indexStoredRegistrations(
  db: Db,
  utcOffset: string,
  { batchSize = 500 }: { batchSize?: number } = {},
): Promise<number> {
  let indexed = 0;
  for (;;) {
    const rows = await db
      .selectFrom('registrations')
      .select(['reference', 'kind', 'data', 'received_at'])
      .where('received_day', 'is', null)
      .orderBy('reference')
      .limit(batchSize)
      .execute();
    if (rows.length === 0) return indexed;
    await db.transaction().execute(async (trx) => {
      for (const row of rows) {
        const index = officeIndex(
          { reference: row.reference, kind: row.kind, data: parse(row.data) },
          row.received_at,
          utcOffset,
        );
        await trx
          .insertInto('registration_search')
          .values({ reference: row.reference, search_text: index.searchText })
          .onConflict((conflict) => conflict.column('reference').doNothing())
          .execute();
        if (index.ticketLines.length > 0) {
          await trx
            .insertInto('ticket_lines')
            .values(index.ticketLines.map((line) => ({ reference: row.reference, ...line })))
            .onConflict((conflict) => conflict.columns(['reference', 'category']).doNothing())
            .execute();
        }
        // Last, and only where still missing: the day is what marks a row as done.
        await trx
          .updateTable('registrations')
          .set({ received_day: index.receivedDay })
          .where('reference', '=', row.reference)
          .where('received_day', 'is', null)
          .execute();
      }
    });
    indexed += rows.length;
  }
}

function parse(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return {};
  }
}
