import { decodeJwt } from 'jose';
import type { TripClaim } from '~/features/passes/pass-claims';
import type { Db } from '../db/schema';
import { passUrl } from '../passes/claims';
import type { PassKeys } from '../passes/keys';
import { issuePasses } from '../passes/sign';
import type { RegistrationResult, ResultPass } from '../registrations/store';
import { checkActor, writeAudit } from './audit';
import { holderOf } from './office-index';

/**
 * The office moves a ticket order's seats on one cruise to another trip of that cruise (another
 * day or trip time), when the trip has the seats: the same conditional update that sells seats
 * (`taken + pax <= capacity`, docs/decisions/079-seats-by-conditional-update.md), the old trip's
 * seats given back, the booking moved, the line's boarding pass revoked and a new one issued for
 * the new trip, signed as at intake (passes/sign.ts, the service's current key), the stored
 * answer updated to list it, and the audit entry: all in one transaction, or nothing.
 *
 * A line is named by its cruise (`cruiseLine`, `Manta Oro`): an order has one line per cruise.
 * The order's `data` stays as the registrant sent it; its bookings, passes and stored answer
 * say where the seats are now.
 */

export type TripChangeOutcome =
  | { outcome: 'changed'; from: string; to: string; pax: number; revokedPass: string | null; pass: ResultPass }
  /** The trip has fewer seats left than the line holds: nothing changed. */
  | { outcome: 'trip_full'; trip: string; left: number }
  | { outcome: 'not_found' }
  | { outcome: 'not_a_ticket_order' }
  | { outcome: 'cancelled' }
  /** The order holds no seats on that cruise. */
  | { outcome: 'no_booking' }
  | { outcome: 'unknown_trip' }
  /** The trip is another cruise's: a line changes its day or trip time, not its cruise (another price). */
  | { outcome: 'other_cruise' }
  | { outcome: 'same_trip' }
  /** Changed by someone else between this action's read and its write (another change, a cancel): look again. */
  | { outcome: 'changed_meanwhile' };

/** Thrown inside the transaction to roll it back, and answered. */
class Refused extends Error {
  readonly outcome: TripChangeOutcome;
  constructor(outcome: TripChangeOutcome) {
    super(outcome.outcome);
    this.outcome = outcome;
  }
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The trip a boarding pass is for, read from its token (ours, stored: not verified again here). */
function boardingTripOf(token: string): TripClaim | undefined {
  try {
    const claims = decodeJwt<{ tr?: TripClaim }>(token);
    return claims.tr;
  } catch {
    return undefined;
  }
}

export async function changeBookingTrip(
  db: Db,
  {
    reference,
    cruiseLine,
    toTrip,
    actor,
    at = new Date(),
  }: { reference: string; cruiseLine: string; toTrip: string; actor: string; at?: Date },
  issuer: { keys: PassKeys; siteOrigin: string },
): Promise<TripChangeOutcome> {
  const who = checkActor(actor);
  const when = at.toISOString();

  // Read what the change is made of; the transaction below checks that none of it changed.
  const registration = await db
    .selectFrom('registrations')
    .select(['kind', 'lang', 'status', 'data', 'result'])
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (!registration) return { outcome: 'not_found' };
  if (registration.kind !== 'ticket') return { outcome: 'not_a_ticket_order' };
  if (registration.status === 'cancelled') return { outcome: 'cancelled' };
  const booking = await db
    .selectFrom('bookings as b')
    .innerJoin('trips as t', 't.id', 'b.trip_id')
    .select(['b.trip_id', 'b.pax'])
    .where('b.reference', '=', reference)
    .where('t.cruise', '=', cruiseLine)
    .executeTakeFirst();
  if (!booking) return { outcome: 'no_booking' };
  const target = await db
    .selectFrom('trips')
    .select(['id', 'cruise', 'day', 'trip_time'])
    .where('id', '=', toTrip)
    .executeTakeFirst();
  if (!target) return { outcome: 'unknown_trip' };
  if (target.cruise !== cruiseLine) return { outcome: 'other_cruise' };
  if (target.id === booking.trip_id) return { outcome: 'same_trip' };
  const boarding = await db
    .selectFrom('passes')
    .select(['id', 'token'])
    .where('reference', '=', reference)
    .where('kind', '=', 'boarding')
    .where('revoked_at', 'is', null)
    .execute();
  const oldPass = boarding.find((pass) => boardingTripOf(pass.token)?.id === booking.trip_id);
  const oldName = oldPass ? decodeJwt<{ n?: unknown }>(oldPass.token).n : undefined;

  // Signed before the transaction, as at intake: signing needs no database. A refusal throws it away.
  const [issued] = await issuePasses(
    [
      {
        k: 'boarding',
        // The holder as the old pass named them; the order's name when there was none.
        n: typeof oldName === 'string' ? oldName : holderOf('ticket', JSON.parse(registration.data)).name,
        tr: { id: target.id, cr: target.cruise, d: target.day, t: target.trip_time, p: booking.pax },
        d: [target.day],
      },
    ],
    issuer.keys,
  );
  if (!issued) throw new Error('no pass issued');
  const pass: ResultPass = {
    id: issued.id,
    kind: issued.kind,
    url: passUrl(issuer.siteOrigin, registration.lang === 'ms' ? 'ms' : 'en', issued.token),
  };
  const stored = JSON.parse(registration.result) as RegistrationResult;
  const result: RegistrationResult = {
    ...stored,
    passes:
      oldPass && stored.passes.some((listed) => listed.id === oldPass.id)
        ? stored.passes.map((listed) => (listed.id === oldPass.id ? pass : listed))
        : [...stored.passes, pass],
    seats: (stored.seats ?? [])
      .map((seat) => (seat.trip === booking.trip_id ? { ...seat, trip: target.id } : seat))
      .sort((a, b) => byId(a.trip, b.trip)),
  };

  try {
    return await db.transaction().execute(async (trx): Promise<TripChangeOutcome> => {
      // First the registration's row, as a cancel and an order do (then trips): on PostgreSQL its
      // row lock orders this change with a cancel or another change of the same order, and the
      // stored answer being the one read proves nothing of it changed since.
      const locked = await trx
        .updateTable('registrations')
        .set({ result: JSON.stringify(result) })
        .where('reference', '=', reference)
        .where('status', '=', 'received')
        .where('result', '=', registration.result)
        .returning('reference')
        .executeTakeFirst();
      if (!locked) throw new Refused({ outcome: 'changed_meanwhile' });
      // Trips in id order, as everywhere seats move: no two transactions wait on each other in
      // opposite orders.
      for (const trip of [booking.trip_id, target.id].sort(byId)) {
        if (trip === target.id) {
          const taken = await trx
            .updateTable('trips')
            .set((eb) => ({ taken: eb('taken', '+', booking.pax) }))
            .where('id', '=', target.id)
            .where((eb) => eb(eb('taken', '+', booking.pax), '<=', eb.ref('capacity')))
            .returning('id')
            .executeTakeFirst();
          if (!taken) throw new Refused({ outcome: 'trip_full', trip: target.id, left: 0 });
        } else {
          const released = await trx
            .updateTable('trips')
            .set((eb) => ({ taken: eb('taken', '-', booking.pax) }))
            .where('id', '=', booking.trip_id)
            .where('taken', '>=', booking.pax)
            .returning('id')
            .executeTakeFirst();
          if (!released) throw new Error(`trip ${booking.trip_id} holds fewer seats than its bookings`);
        }
      }
      const moved = await trx
        .updateTable('bookings')
        .set({ trip_id: target.id })
        .where('reference', '=', reference)
        .where('trip_id', '=', booking.trip_id)
        .where('pax', '=', booking.pax)
        .returning('reference')
        .executeTakeFirst();
      if (!moved) throw new Refused({ outcome: 'changed_meanwhile' });
      if (oldPass) {
        const revoked = await trx
          .updateTable('passes')
          .set({ revoked_at: when })
          .where('id', '=', oldPass.id)
          .where('revoked_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (!revoked) throw new Refused({ outcome: 'changed_meanwhile' });
      }
      await trx
        .insertInto('passes')
        .values({ id: issued.id, reference, kind: issued.kind, token: issued.token, issued_at: when })
        .execute();
      await writeAudit(trx, {
        at: when,
        actor: who,
        action: 'booking.trip_changed',
        reference,
        details: {
          cruise: cruiseLine,
          from: booking.trip_id,
          to: target.id,
          pax: booking.pax,
          revokedPass: oldPass?.id ?? null,
          issuedPass: issued.id,
        },
      });
      return {
        outcome: 'changed',
        from: booking.trip_id,
        to: target.id,
        pax: booking.pax,
        revokedPass: oldPass?.id ?? null,
        pass,
      };
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    if (error.outcome.outcome === 'trip_full') {
      const trip = await db
        .selectFrom('trips')
        .select(['capacity', 'taken'])
        .where('id', '=', target.id)
        .executeTakeFirst();
      return { outcome: 'trip_full', trip: target.id, left: trip ? trip.capacity - trip.taken : 0 };
    }
    if (error.outcome.outcome === 'changed_meanwhile') {
      const now = await db
        .selectFrom('registrations')
        .select('status')
        .where('reference', '=', reference)
        .executeTakeFirst();
      if (now?.status === 'cancelled') return { outcome: 'cancelled' };
    }
    return error.outcome;
  }
}
