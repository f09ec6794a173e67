import type { Transaction } from 'kysely';
import type { Database, Db } from '../db/schema';
import type { PassKind } from '~/features/passes/pass-claims';
import type { IssuedPass } from '../passes/sign';
import type { OfficeIndex } from '../office/office-index';
import type { Kind, Seat } from './rules';

/** What the service answers for a stored registration, the first time and on every replay. */
export type RegistrationResult = {
  reference: string;
  kind: Kind;
  lang: string;
  /** `cancelled` once the office has cancelled it: its seats released, its passes revoked. */
  status: 'received' | 'cancelled';
  receivedAt: string;
  /** Its signed passes (none for `interest`), each on the site's pass page, the token after `#`. */
  passes: ResultPass[];
  /** The seats a ticket order holds, by trip. */
  seats?: { trip: string; pax: number }[];
  /** When it was cancelled, once it is. */
  cancelledAt?: string;
};

export type ResultPass = { id: string; kind: PassKind; url: string };

export type NewRegistration = {
  reference: string;
  kind: Kind;
  lang: string;
  bodyHash: string;
  data: unknown;
  seats: readonly Seat[];
  /** Its passes, signed; each with the url its answer lists. */
  passes: readonly (IssuedPass & { url: string })[];
  /** What the office finds and counts it by (office/office-index.ts), stored with it. */
  office: OfficeIndex;
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
    passes: registration.passes.map(({ id, kind, url }) => ({ id, kind, url })),
    ...(registration.kind === 'ticket' ? { seats: seats.map((seat) => ({ trip: seat.tripId, pax: seat.pax })) } : {}),
  };
  // The insert comes first and is the test of a replay (no read before it): most requests are
  // new, and on PostgreSQL every statement is a round trip. Another instance storing the same
  // reference at the same moment makes PostgreSQL wait for its commit, then insert nothing.
  // The office's rows (its search text, a ticket order's tickets per category) go in the same
  // transaction: the office never sees a registration it cannot find.
  try {
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
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
          received_day: registration.office.receivedDay,
        })
        .onConflict((conflict) => conflict.column('reference').doNothing())
        .returning('reference')
        .executeTakeFirst();
      if (!inserted) throw new ReferenceTaken();
      await trx
        .insertInto('registration_search')
        .values({ reference: registration.reference, search_text: registration.office.searchText })
        .execute();
      if (registration.office.ticketLines.length > 0) {
        await trx
          .insertInto('ticket_lines')
          .values(registration.office.ticketLines.map((line) => ({ reference: registration.reference, ...line })))
          .execute();
      }
      await takeSeats(trx, registration.reference, seats);
      if (registration.passes.length > 0) {
        await trx
          .insertInto('passes')
          .values(
            registration.passes.map((pass) => ({
              id: pass.id,
              reference: registration.reference,
              kind: pass.kind,
              token: pass.token,
              issued_at: receivedAt,
            })),
          )
          .execute();
      }
    });
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

export type CancelOutcome =
  | { outcome: 'cancelled'; released: { trip: string; pax: number }[]; revoked: number }
  | { outcome: 'already_cancelled' }
  | { outcome: 'not_found' };

/**
 * Cancels a stored registration (the office's, issue #49): in one transaction it is marked
 * cancelled, its seats are given back (its bookings removed, each trip's `taken` lowered by a
 * conditional update, trips in id order as when they were taken), and its passes revoked.
 * Its stored answer then says `status: "cancelled"` and `cancelledAt`, and a replay gets that.
 * A second call changes nothing (`already_cancelled`): the first update is conditional on the
 * registration not being cancelled yet, so two at once cancel it once.
 */
export async function cancelRegistration(db: Db, reference: string, at: string): Promise<CancelOutcome> {
  return db.transaction().execute((trx) => cancelInTransaction(trx, reference, at));
}

/**
 * `cancelRegistration`'s statements, in a transaction the caller holds: the office's cancel
 * (office/cancel.ts) writes its audit entry in the same one.
 */
export async function cancelInTransaction(
  trx: Transaction<Database>,
  reference: string,
  at: string,
): Promise<CancelOutcome> {
  const marked = await trx
    .updateTable('registrations')
    .set({ status: 'cancelled', cancelled_at: at })
    .where('reference', '=', reference)
    .where('status', '<>', 'cancelled')
    .returning('result')
    .executeTakeFirst();
  if (!marked) {
    const exists = await trx
      .selectFrom('registrations')
      .select('reference')
      .where('reference', '=', reference)
      .executeTakeFirst();
    return { outcome: exists ? 'already_cancelled' : 'not_found' };
  }
  const result = JSON.parse(marked.result) as RegistrationResult;
  await trx
    .updateTable('registrations')
    .set({ result: JSON.stringify({ ...result, status: 'cancelled', cancelledAt: at }) })
    .where('reference', '=', reference)
    .execute();
  const bookings = await trx
    .deleteFrom('bookings')
    .where('reference', '=', reference)
    .returning(['trip_id', 'pax'])
    .execute();
  bookings.sort((a, b) => (a.trip_id < b.trip_id ? -1 : a.trip_id > b.trip_id ? 1 : 0));
  for (const booking of bookings) {
    const released = await trx
      .updateTable('trips')
      .set((eb) => ({ taken: eb('taken', '-', booking.pax) }))
      .where('id', '=', booking.trip_id)
      .where('taken', '>=', booking.pax)
      .returning('id')
      .executeTakeFirst();
    // A trip holding fewer seats than its bookings say: nothing is changed, and it is an error.
    if (!released) throw new Error(`trip ${booking.trip_id} holds fewer seats than its bookings`);
  }
  const revoked = await trx
    .updateTable('passes')
    .set({ revoked_at: at })
    .where('reference', '=', reference)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return {
    outcome: 'cancelled',
    released: bookings.map((booking) => ({ trip: booking.trip_id, pax: booking.pax })),
    revoked: revoked.length,
  };
}

/** The ids of every revoked pass, oldest revocation first: what a gate refuses. */
export async function revokedPassIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('passes')
    .select('id')
    .where('revoked_at', 'is not', null)
    .orderBy('revoked_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** What a wallet needs of a stored pass: whether it is revoked, and its registration's language. */
export type StoredPass = { token: string; revoked: boolean; lang: string };

/** The pass stored under `id` with its registration's language, or undefined when none is. */
export async function findPass(db: Db, id: string): Promise<StoredPass | undefined> {
  const row = await db
    .selectFrom('passes')
    .innerJoin('registrations', 'registrations.reference', 'passes.reference')
    .select(['passes.token', 'passes.revoked_at', 'registrations.lang'])
    .where('passes.id', '=', id)
    .executeTakeFirst();
  return row && { token: row.token, revoked: row.revoked_at !== null, lang: row.lang };
}
