import type { Kysely, Transaction } from 'kysely';
import type { Database, Db } from '../db/schema';
import type { Kind, Seat } from './rules';

/** What the service answers for a stored registration, the first time and on every replay. */
export type RegistrationResult = {
  reference: string;
  kind: Kind;
  lang: string;
  status: 'received';
  receivedAt: string;
  /** Passes come with the next issue; the field is there so clients can rely on it. */
  passes: [];
  /** The seats a ticket order holds, by trip. */
  seats?: { trip: string; pax: number }[];
};

export type NewRegistration = {
  reference: string;
  kind: Kind;
  lang: string;
  bodyHash: string;
  data: unknown;
  seats: readonly Seat[];
};

export type StoreOutcome =
  | { outcome: 'created' | 'replayed'; result: RegistrationResult }
  | { outcome: 'conflict' }
  | { outcome: 'trip_full'; trips: { id: string; left: number }[] };

class ReferenceTaken extends Error {}
class TripsFull extends Error {
  readonly tripIds: string[];
  constructor(tripIds: string[]) {
    super('trips full');
    this.tripIds = tripIds;
  }
}

/**
 * The stored registration under the same reference: the same body is a replay, another a
 * conflict; undefined when nothing is stored under it.
 */
export async function storedOutcome(
  db: Db,
  registration: Pick<NewRegistration, 'reference' | 'bodyHash'>,
): Promise<{ outcome: 'replayed'; result: RegistrationResult } | { outcome: 'conflict' } | undefined> {
  const row = await db
    .selectFrom('registrations')
    .select(['body_hash', 'result'])
    .where('reference', '=', registration.reference)
    .executeTakeFirst();
  if (!row) return undefined;
  return row.body_hash === registration.bodyHash
    ? { outcome: 'replayed', result: JSON.parse(row.result) as RegistrationResult }
    : { outcome: 'conflict' };
}

/**
 * Stores a registration once per reference. A replay of the same body gets the stored result;
 * another body under the same reference is a conflict. A ticket order takes the seats of all
 * its lines or none: in one transaction, each trip's seats by a conditional update
 * (`taken + n <= capacity`), trips in id order so that two orders never wait on each other in
 * opposite orders (docs/decisions/079-seats-by-conditional-update.md).
 */
export async function storeRegistration(
  db: Db,
  registration: NewRegistration,
  receivedAt: string,
): Promise<StoreOutcome> {
  const seats = [...registration.seats].sort((a, b) => (a.tripId < b.tripId ? -1 : a.tripId > b.tripId ? 1 : 0));
  const result: RegistrationResult = {
    reference: registration.reference,
    kind: registration.kind,
    lang: registration.lang,
    status: 'received',
    receivedAt,
    passes: [],
    ...(registration.kind === 'ticket' ? { seats: seats.map((seat) => ({ trip: seat.tripId, pax: seat.pax })) } : {}),
  };
  // The insert comes first and is the test of a replay (no read before it): most requests are
  // new, and on PostgreSQL every statement is a round trip. Another instance storing the same
  // reference at the same moment makes PostgreSQL wait for its commit, then insert nothing.
  const insert = (executor: Kysely<Database>) =>
    executor
      .insertInto('registrations')
      .values({
        reference: registration.reference,
        kind: registration.kind,
        lang: registration.lang,
        body_hash: registration.bodyHash,
        data: JSON.stringify(registration.data),
        result: JSON.stringify(result),
        status: result.status,
        received_at: receivedAt,
      })
      .onConflict((conflict) => conflict.column('reference').doNothing())
      .returning('reference')
      .executeTakeFirst();
  try {
    if (seats.length === 0) {
      // One statement is its own transaction: nothing else to take with it.
      if (!(await insert(db))) throw new ReferenceTaken();
    } else {
      await db.transaction().execute(async (trx) => {
        if (!(await insert(trx))) throw new ReferenceTaken();
        await takeSeats(trx, registration.reference, seats);
      });
    }
    return { outcome: 'created', result };
  } catch (error) {
    if (error instanceof ReferenceTaken) return (await storedOutcome(db, registration)) ?? { outcome: 'conflict' };
    if (error instanceof TripsFull) return { outcome: 'trip_full', trips: await seatsLeft(db, error.tripIds) };
    throw error;
  }
}

async function takeSeats(trx: Transaction<Database>, reference: string, seats: readonly Seat[]) {
  const short: string[] = [];
  for (const seat of seats) {
    const taken = await trx
      .updateTable('trips')
      .set((eb) => ({ taken: eb('taken', '+', seat.pax) }))
      .where('id', '=', seat.tripId)
      .where((eb) => eb(eb('taken', '+', seat.pax), '<=', eb.ref('capacity')))
      .returning('id')
      .executeTakeFirst();
    if (!taken) short.push(seat.tripId);
  }
  // Every short trip is named, not only the first: the buyer can change them all at once.
  if (short.length > 0) throw new TripsFull(short);
  if (seats.length > 0) {
    await trx
      .insertInto('bookings')
      .values(seats.map((seat) => ({ reference, trip_id: seat.tripId, pax: seat.pax })))
      .execute();
  }
}

async function seatsLeft(db: Db, tripIds: string[]) {
  const rows = await db.selectFrom('trips').select(['id', 'capacity', 'taken']).where('id', 'in', tripIds).execute();
  const left = new Map(rows.map((row) => [row.id, row.capacity - row.taken]));
  return tripIds.map((id) => ({ id, left: left.get(id) ?? 0 }));
}
