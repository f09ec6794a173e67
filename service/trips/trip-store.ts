import type { Db } from '../db/schema';
import type { Log } from '../http/log';
import type { Trip } from './trips';

/**
 * Writes the content's trips into the database at start: new trips are added, a changed
 * capacity applies, but never below the seats already sold (the office lowered it after
 * sales: the trip keeps what it sold and is full; logged). A trip the content no longer offers
 * is left as it is, with its bookings. Safe when several instances start at once: each write
 * is one upsert that reads the row it updates.
 */
export async function syncTrips(db: Db, trips: readonly Trip[], log: Log): Promise<void> {
  const taken = new Map(
    (await db.selectFrom('trips').select(['id', 'taken']).execute()).map((row) => [row.id, row.taken]),
  );
  for (const trip of trips) {
    const sold = taken.get(trip.id) ?? 0;
    if (trip.capacity < sold) {
      log({
        level: 'warn',
        msg: 'capacity below seats taken: kept at seats taken',
        trip: trip.id,
        capacity: trip.capacity,
        taken: sold,
      });
    }
  }
  await db.transaction().execute(async (trx) => {
    for (const trip of trips) {
      await trx
        .insertInto('trips')
        .values({ id: trip.id, cruise: trip.cruise, day: trip.day, trip_time: trip.tripTime, capacity: trip.capacity })
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet((eb) => ({
            cruise: eb.ref('excluded.cruise'),
            capacity: eb
              .case()
              .when('excluded.capacity', '<', eb.ref('trips.taken'))
              .then(eb.ref('trips.taken'))
              .else(eb.ref('excluded.capacity'))
              .end(),
          })),
        )
        .execute();
    }
  });
}

export type TripAvailability = Trip & { left: number };

/** The content's trips with the seats left on each, in the content's order. */
export async function listTrips(db: Db, trips: readonly Trip[]): Promise<TripAvailability[]> {
  const rows = await db.selectFrom('trips').select(['id', 'capacity', 'taken']).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return trips.map((trip) => {
    const row = byId.get(trip.id);
    const capacity = row?.capacity ?? trip.capacity;
    return { ...trip, capacity, left: capacity - (row?.taken ?? 0) };
  });
}
