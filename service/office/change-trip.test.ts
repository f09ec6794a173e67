import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripId } from '~/routes/ticket/form/trip-id';
import { parsePassKeys, type PassKeys } from '../passes/keys';
import { passVerifier } from '../passes/verify';
import type { RunningService } from '../start-service';
import { onEachEngine, type TestDatabase } from '../test-support/engines';
import { cruises, dayAfterTheShow, tripsOf, type CruiseIndex } from '../test-support/cruises';
import { bookSeats, register, seatsOn, type Stored } from '../test-support/office';
import { cruiseOrder, samples, sampleTicket } from '../test-support/samples';
import { newReference, put, siteOrigin, startTestService, testSigningKey } from '../test-support/service';
import { auditOf } from './audit';
import { cancelRegistrationAsOffice } from './cancel';
import { changeBookingTrip } from './change-trip';
import { registrationDetail } from './detail';

type Trip = { id: string; left: number };

// Read from the content: the cruise whose bookings change is one with seven trips or more (show
// days × trip times), the second cruise when it has them; the order also books another cruise,
// and the third is not booked.
const changedIndex = ([1, 0, 2] as const).find((index) => tripsOf(index).length >= 7);
if (changedIndex === undefined) throw new Error('the test needs a cruise with seven trips or more');
const [alsoBookedIndex, unbookedIndex] = ([0, 1, 2] as const).filter((index) => index !== changedIndex) as [
  CruiseIndex,
  CruiseIndex,
];
const cruise = cruises[changedIndex]!;
const capacity = cruise.capacity;
/** Seven trips of the cruise, in the content's order, each the test's for one purpose. */
const [
  fromTrip, // the order's booked line
  fullTrip, // sold but for one seat, then some more
  lastSeatsTrip, // two orders of two want its last two seats
  firstFrom, // where the first of those two orders is booked
  secondFrom, // where the second is, and the order changed to two trips at once
  one, // one of those two trips, and a cancelled order's
  other, // the other
] = tripsOf(changedIndex);
const fromId = fromTrip!.id;
const fullId = fullTrip!.id;
const lastSeatsId = lastSeatsTrip!.id;
/** The other booked cruise's line, and a trip of that cruise the order does not book. */
const [alsoBookedTrip, alsoBookedOther] = [tripsOf(alsoBookedIndex)[0]!, tripsOf(alsoBookedIndex).at(-1)!];
/** The trips in the order the office's page lists a registration's bookings: by day, then id. */
const byDayThenId = (a: { day: string; trip: string }, b: { day: string; trip: string }) =>
  a.day === b.day ? (a.trip < b.trip ? -1 : 1) : a.day < b.day ? -1 : 1;

onEachEngine(({ engine, create }) => {
  describe(`changing a booking's trip on ${engine}`, () => {
    let database: TestDatabase;
    let service: RunningService;
    let keys: PassKeys;
    const trips = async () =>
      Object.fromEntries(
        ((await (await fetch(`${service.url}/v1/trips`)).json()) as Trip[]).map((trip) => [trip.id, trip.left]),
      );
    const revoked = async () =>
      ((await (await fetch(`${service.url}/v1/passes/revoked`)).json()) as { revoked: string[] }).revoked;
    /** Everything a change touches, to compare before and after a refusal. */
    const state = async (reference: string, data: Record<string, unknown>) => ({
      trips: await trips(),
      revoked: await revoked(),
      detail: await registrationDetail(service.db, reference),
      answer: await (await put(service, reference, { kind: 'ticket', lang: 'en', data })).json(),
      passes: await service.db.selectFrom('passes').select('id').where('reference', '=', reference).execute(),
    });
    const change = (reference: string, cruiseLine: string, toTrip: string, actor = 'aida@mybos.example') =>
      changeBookingTrip(service.db, { reference, cruiseLine, toTrip, actor }, { keys, siteOrigin });

    // 2 seats on the changed cruise's first trip, 1 on the other booked cruise's, and one ticket
    // of the next-to-last category.
    const orderData = {
      ...cruiseOrder([
        { cruise: changedIndex, pax: 2, day: fromTrip!.day, tripTime: fromTrip!.tripTime },
        { cruise: alsoBookedIndex, pax: 1, day: alsoBookedTrip.day, tripTime: alsoBookedTrip.tripTime },
      ]),
      tickets: sampleTicket.tickets.map((_, index, all) => (index === all.length - 2 ? '1' : '0')),
    };
    /** The seats the last of the orders that fill the full trip holds: given back when it is cancelled. */
    let fillerPax = 0;
    let order: Stored;
    let filler: Stored;

    beforeAll(async () => {
      database = await create();
      const passSigningKey = await testSigningKey();
      keys = await parsePassKeys(passSigningKey);
      service = await startTestService(database, { passSigningKey });
      order = await register(service, 'ticket', orderData);
      // The full trip: all its seats but one sold, the last order to be cancelled later.
      const fillers = await bookSeats(service, { ...fullTrip!, cruise: changedIndex }, capacity - 1);
      filler = fillers.at(-1)!;
      fillerPax = filler.seats![0]!.pax;
    });
    afterAll(async () => {
      await service?.close();
      await database?.drop();
    });

    it('is refused when the trip has too few seats left, and nothing is changed', async () => {
      const before = await state(order.reference, orderData);
      expect(before.trips[fullId]).toBe(1);
      expect(await change(order.reference, cruise.name, fullId)).toEqual({
        outcome: 'trip_full',
        trip: fullId,
        left: 1,
      });
      expect(await state(order.reference, orderData)).toEqual(before);
      expect(await auditOf(service.db, order.reference)).toEqual([]);
    });

    it('is refused for a line, a trip or a registration it cannot change, and nothing is changed', async () => {
      const before = await state(order.reference, orderData);
      const visitor = await register(service, 'visitor', samples.visitor);
      const unbooked = cruises[unbookedIndex]!.name;
      expect(await change(order.reference, unbooked, tripsOf(unbookedIndex)[0]!.id)).toEqual({
        outcome: 'no_booking',
      });
      expect(await change(order.reference, cruise.name, alsoBookedOther.id)).toEqual({
        outcome: 'other_cruise',
      });
      // The day after the show: no such trip.
      expect(
        await change(order.reference, cruise.name, tripId(cruise.name, dayAfterTheShow, cruise.tripTimes[0]!)),
      ).toEqual({ outcome: 'unknown_trip' });
      expect(await change(order.reference, cruise.name, fromId)).toEqual({ outcome: 'same_trip' });
      expect(await change(visitor.reference, cruise.name, fullId)).toEqual({ outcome: 'not_a_ticket_order' });
      expect(await change(newReference(), cruise.name, fullId)).toEqual({ outcome: 'not_found' });
      await expect(change(order.reference, cruise.name, fullId, '')).rejects.toThrow(/actor/);
      expect(await state(order.reference, orderData)).toEqual(before);
      expect(await auditOf(service.db, order.reference)).toEqual([]);
    });

    it('moves the seats once the trip has them: the line’s boarding pass revoked, a new one issued, all in the audit log', async () => {
      await cancelRegistrationAsOffice(service.db, { reference: filler.reference, actor: 'aida@mybos.example' });
      const before = await state(order.reference, orderData);
      expect(before.trips[fullId]).toBe(1 + fillerPax);
      const oldBoarding = before.detail!.passes.find((pass) => pass.trip === fromId)!;
      const otherPasses = before.detail!.passes.filter((pass) => pass.id !== oldBoarding.id);

      const outcome = await change(order.reference, cruise.name, fullId);
      expect(outcome).toMatchObject({
        outcome: 'changed',
        from: fromId,
        to: fullId,
        pax: 2,
        revokedPass: oldBoarding.id,
      });
      if (outcome.outcome !== 'changed') throw new Error('not changed');

      // Seats moved.
      const after = await state(order.reference, orderData);
      expect(after.trips[fromId]).toBe(before.trips[fromId]! + 2);
      expect(after.trips[fullId]).toBe(before.trips[fullId]! - 2);
      for (const id of Object.keys(before.trips).filter((id) => id !== fromId && id !== fullId)) {
        expect(after.trips[id]).toBe(before.trips[id]);
      }
      expect(after.detail!.bookings.map((booking) => [booking.trip, booking.pax])).toEqual(
        [
          { trip: fullId, day: fullTrip!.day, pax: 2 },
          { trip: alsoBookedTrip.id, day: alsoBookedTrip.day, pax: 1 },
        ]
          .sort(byDayThenId)
          .map((booking) => [booking.trip, booking.pax]),
      );
      // The old pass revoked, the others good, the new one signed with the service's key for the new trip.
      expect([...after.revoked].sort()).toEqual([...before.revoked, oldBoarding.id].sort());
      expect(
        after
          .detail!.passes.filter((pass) => !pass.revoked)
          .map((pass) => pass.id)
          .sort(),
      ).toEqual([...otherPasses.map((pass) => pass.id), outcome.pass.id].sort());
      expect(outcome.pass.url.startsWith(`${siteOrigin}/pass#`)).toBe(true);
      const claims = await passVerifier(keys)(outcome.pass.url.split('#')[1]!);
      expect(claims).toEqual({
        jti: outcome.pass.id,
        k: 'boarding',
        n: 'Tan Mei Ling',
        tr: { id: fullId, cr: cruise.name, d: fullTrip!.day, t: fullTrip!.tripTime, p: 2 },
        d: [fullTrip!.day],
      });
      // The stored answer, which a replay gets, lists the new pass where the old one was, and the new seats.
      const answer = after.answer as { passes: { id: string }[]; seats: { trip: string; pax: number }[] };
      expect(answer.passes.map((pass) => pass.id)).toEqual(
        (before.answer as { passes: { id: string }[] }).passes.map((pass) =>
          pass.id === oldBoarding.id ? outcome.pass.id : pass.id,
        ),
      );
      expect(answer.passes).toContainEqual(outcome.pass);
      // By trip id, as the service stores them.
      expect(answer.seats).toEqual(
        [
          { trip: alsoBookedTrip.id, pax: 1 },
          { trip: fullId, pax: 2 },
        ].sort((a, b) => (a.trip < b.trip ? -1 : 1)),
      );
      expect(await auditOf(service.db, order.reference)).toEqual([
        {
          id: expect.any(String),
          at: expect.any(String),
          actor: 'aida@mybos.example',
          action: 'booking.trip_changed',
          reference: order.reference,
          details: {
            cruise: cruise.name,
            from: fromId,
            to: fullId,
            pax: 2,
            revokedPass: oldBoarding.id,
            issuedPass: outcome.pass.id,
          },
        },
      ]);
    });

    it('gives the last seats to one of two changes asked at once', async () => {
      // All the trip's seats sold but two; two orders of 2 each want it.
      await bookSeats(service, { ...lastSeatsTrip!, cruise: changedIndex }, capacity - 2);
      const first = await register(service, 'ticket', seatsOn(changedIndex, 2, firstFrom!.day, firstFrom!.tripTime));
      const second = await register(service, 'ticket', seatsOn(changedIndex, 2, secondFrom!.day, secondFrom!.tripTime));
      const before = await trips();
      const outcomes = await Promise.all(
        [first, second].map((stored) => change(stored.reference, cruise.name, lastSeatsId)),
      );
      expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['changed', 'trip_full']);
      expect(outcomes.find((outcome) => outcome.outcome === 'trip_full')).toEqual({
        outcome: 'trip_full',
        trip: lastSeatsId,
        left: 0,
      });
      const after = await trips();
      expect(after[lastSeatsId]).toBe(0);
      const moved = outcomes[0]!.outcome === 'changed' ? first : second;
      const stayed = moved === first ? second : first;
      expect(after[moved.seats![0]!.trip]).toBe(before[moved.seats![0]!.trip]! + 2);
      expect(after[stayed.seats![0]!.trip]).toBe(before[stayed.seats![0]!.trip]);
      expect(await auditOf(service.db, stayed.reference)).toEqual([]);
    });

    it('changes an order asked to two trips at once to one, then the other, or refuses the second: never half', async () => {
      const [toOne, toOther] = [one!.id, other!.id];
      const stored = await register(service, 'ticket', seatsOn(changedIndex, 1, secondFrom!.day, secondFrom!.tripTime));
      const from = stored.seats![0]!.trip;
      const before = await trips();
      const outcomes = await Promise.all([toOne, toOther].map((to) => change(stored.reference, cruise.name, to)));
      const changed = outcomes.filter((outcome) => outcome.outcome === 'changed');
      expect(changed.length).toBeGreaterThan(0);
      for (const outcome of outcomes) expect(['changed', 'changed_meanwhile']).toContain(outcome.outcome);
      // Wherever it ended, one seat there, given back everywhere else, one boarding pass good.
      const detail = (await registrationDetail(service.db, stored.reference))!;
      expect(detail.bookings).toHaveLength(1);
      const at = detail.bookings[0]!.trip;
      expect([toOne, toOther]).toContain(at);
      const after = await trips();
      for (const id of [from, toOne, toOther]) {
        expect(after[id]).toBe(before[id]! + (id === from ? 1 : 0) - (id === at ? 1 : 0));
      }
      const good = detail.passes.filter((pass) => !pass.revoked);
      expect(good.map((pass) => pass.trip)).toEqual([at]);
      expect(detail.passes.filter((pass) => pass.revoked)).toHaveLength(changed.length);
      expect(detail.audit).toHaveLength(changed.length);
    });

    it('is refused for a cancelled order', async () => {
      const cancelled = await register(service, 'ticket', seatsOn(changedIndex, 1, one!.day, one!.tripTime));
      await cancelRegistrationAsOffice(service.db, { reference: cancelled.reference, actor: 'aida' });
      expect(await change(cancelled.reference, cruise.name, fullId)).toEqual({ outcome: 'cancelled' });
    });
  });
});
