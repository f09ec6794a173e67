import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripId } from '~/routes/ticket/form/trip-id';
import { parsePassKeys, type PassKeys } from '../passes/keys';
import { passVerifier } from '../passes/verify';
import type { RunningService } from '../start-service';
import { onEachEngine, type TestDatabase } from '../test-support/engines';
import { register, seatsOn, type Stored } from '../test-support/office';
import { cruiseOrder, samples } from '../test-support/samples';
import { newReference, put, siteOrigin, startTestService, testSigningKey } from '../test-support/service';
import { auditOf } from './audit';
import { cancelRegistrationAsOffice } from './cancel';
import { changeBookingTrip } from './change-trip';
import { registrationDetail } from './detail';

type Trip = { id: string; left: number };

const fourth = tripId('Manta Blu', '2026-02-04', '11AM-2PM');
const fifth = tripId('Manta Blu', '2026-02-05', '4PM-7PM');
const sixth = tripId('Manta Blu', '2026-02-06', '11AM-2PM');

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

    // Manta Blu (30 seats) 2 on the 4th, Damai Puteri 1 on the 6th, and an adult's ticket.
    const orderData = {
      ...cruiseOrder([
        { cruise: 1, pax: 2, day: '2026-02-04', tripTime: '11AM-2PM' },
        { cruise: 2, pax: 1, day: '2026-02-06', tripTime: '9AM-11AM' },
      ]),
      tickets: ['0', '0', '1', '0'],
    };
    let order: Stored;
    let filler: Stored;

    beforeAll(async () => {
      database = await create();
      const passSigningKey = await testSigningKey();
      keys = await parsePassKeys(passSigningKey);
      service = await startTestService(database, { passSigningKey });
      order = await register(service, 'ticket', orderData);
      // The 5th's afternoon trip: 29 of 30 seats sold.
      for (const pax of [10, 10]) await register(service, 'ticket', seatsOn(1, pax, '2026-02-05', '4PM-7PM'));
      filler = await register(service, 'ticket', seatsOn(1, 9, '2026-02-05', '4PM-7PM'));
    });
    afterAll(async () => {
      await service?.close();
      await database?.drop();
    });

    it('is refused when the trip has too few seats left, and nothing is changed', async () => {
      const before = await state(order.reference, orderData);
      expect(before.trips[fifth]).toBe(1);
      expect(await change(order.reference, 'Manta Blu', fifth)).toEqual({ outcome: 'trip_full', trip: fifth, left: 1 });
      expect(await state(order.reference, orderData)).toEqual(before);
      expect(await auditOf(service.db, order.reference)).toEqual([]);
    });

    it('is refused for a line, a trip or a registration it cannot change, and nothing is changed', async () => {
      const before = await state(order.reference, orderData);
      const visitor = await register(service, 'visitor', samples.visitor);
      expect(await change(order.reference, 'Manta Oro', tripId('Manta Oro', '2026-02-05', '4PM-7PM'))).toEqual({
        outcome: 'no_booking',
      });
      expect(await change(order.reference, 'Manta Blu', tripId('Damai Puteri', '2026-02-05', '1PM-3PM'))).toEqual({
        outcome: 'other_cruise',
      });
      expect(await change(order.reference, 'Manta Blu', 'manta-blu-2026-02-09-11am-2pm')).toEqual({
        outcome: 'unknown_trip',
      });
      expect(await change(order.reference, 'Manta Blu', fourth)).toEqual({ outcome: 'same_trip' });
      expect(await change(visitor.reference, 'Manta Blu', fifth)).toEqual({ outcome: 'not_a_ticket_order' });
      expect(await change(newReference(), 'Manta Blu', fifth)).toEqual({ outcome: 'not_found' });
      await expect(change(order.reference, 'Manta Blu', fifth, '')).rejects.toThrow(/actor/);
      expect(await state(order.reference, orderData)).toEqual(before);
      expect(await auditOf(service.db, order.reference)).toEqual([]);
    });

    it('moves the seats once the trip has them: the line’s boarding pass revoked, a new one issued, all in the audit log', async () => {
      await cancelRegistrationAsOffice(service.db, { reference: filler.reference, actor: 'aida@mybos.example' });
      const before = await state(order.reference, orderData);
      expect(before.trips[fifth]).toBe(10);
      const oldBoarding = before.detail!.passes.find((pass) => pass.trip === fourth)!;
      const otherPasses = before.detail!.passes.filter((pass) => pass.id !== oldBoarding.id);

      const outcome = await change(order.reference, 'Manta Blu', fifth);
      expect(outcome).toMatchObject({
        outcome: 'changed',
        from: fourth,
        to: fifth,
        pax: 2,
        revokedPass: oldBoarding.id,
      });
      if (outcome.outcome !== 'changed') throw new Error('not changed');

      // Seats moved.
      const after = await state(order.reference, orderData);
      expect(after.trips[fourth]).toBe(before.trips[fourth]! + 2);
      expect(after.trips[fifth]).toBe(before.trips[fifth]! - 2);
      for (const id of Object.keys(before.trips).filter((id) => id !== fourth && id !== fifth)) {
        expect(after.trips[id]).toBe(before.trips[id]);
      }
      expect(after.detail!.bookings.map((booking) => [booking.trip, booking.pax])).toEqual([
        [fifth, 2],
        [tripId('Damai Puteri', '2026-02-06', '9AM-11AM'), 1],
      ]);
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
        tr: { id: fifth, cr: 'Manta Blu', d: '2026-02-05', t: '4PM-7PM', p: 2 },
        d: ['2026-02-05'],
      });
      // The stored answer, which a replay gets, lists the new pass where the old one was, and the new seats.
      const answer = after.answer as { passes: { id: string }[]; seats: { trip: string; pax: number }[] };
      expect(answer.passes.map((pass) => pass.id)).toEqual(
        (before.answer as { passes: { id: string }[] }).passes.map((pass) =>
          pass.id === oldBoarding.id ? outcome.pass.id : pass.id,
        ),
      );
      expect(answer.passes).toContainEqual(outcome.pass);
      expect(answer.seats).toEqual([
        { trip: tripId('Damai Puteri', '2026-02-06', '9AM-11AM'), pax: 1 },
        { trip: fifth, pax: 2 },
      ]);
      expect(await auditOf(service.db, order.reference)).toEqual([
        {
          id: expect.any(String),
          at: expect.any(String),
          actor: 'aida@mybos.example',
          action: 'booking.trip_changed',
          reference: order.reference,
          details: {
            cruise: 'Manta Blu',
            from: fourth,
            to: fifth,
            pax: 2,
            revokedPass: oldBoarding.id,
            issuedPass: outcome.pass.id,
          },
        },
      ]);
    });

    it('gives the last seats to one of two changes asked at once', async () => {
      // The 6th's morning trip: 28 of 30 sold; two orders of 2 each want it.
      for (const pax of [10, 10, 8]) await register(service, 'ticket', seatsOn(1, pax, '2026-02-06', '11AM-2PM'));
      const first = await register(service, 'ticket', seatsOn(1, 2, '2026-02-04', '4PM-7PM'));
      const second = await register(service, 'ticket', seatsOn(1, 2, '2026-02-07', '4PM-7PM'));
      const before = await trips();
      const outcomes = await Promise.all([first, second].map((stored) => change(stored.reference, 'Manta Blu', sixth)));
      expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['changed', 'trip_full']);
      expect(outcomes.find((outcome) => outcome.outcome === 'trip_full')).toEqual({
        outcome: 'trip_full',
        trip: sixth,
        left: 0,
      });
      const after = await trips();
      expect(after[sixth]).toBe(0);
      const moved = outcomes[0]!.outcome === 'changed' ? first : second;
      const stayed = moved === first ? second : first;
      expect(after[moved.seats![0]!.trip]).toBe(before[moved.seats![0]!.trip]! + 2);
      expect(after[stayed.seats![0]!.trip]).toBe(before[stayed.seats![0]!.trip]);
      expect(await auditOf(service.db, stayed.reference)).toEqual([]);
    });

    it('changes an order asked to two trips at once to one, then the other, or refuses the second: never half', async () => {
      const one = tripId('Manta Blu', '2026-02-07', '11AM-2PM');
      const other = tripId('Manta Blu', '2026-02-05', '11AM-2PM');
      const stored = await register(service, 'ticket', seatsOn(1, 1, '2026-02-07', '4PM-7PM'));
      const from = stored.seats![0]!.trip;
      const before = await trips();
      const outcomes = await Promise.all([one, other].map((to) => change(stored.reference, 'Manta Blu', to)));
      const changed = outcomes.filter((outcome) => outcome.outcome === 'changed');
      expect(changed.length).toBeGreaterThan(0);
      for (const outcome of outcomes) expect(['changed', 'changed_meanwhile']).toContain(outcome.outcome);
      // Wherever it ended, one seat there, given back everywhere else, one boarding pass good.
      const detail = (await registrationDetail(service.db, stored.reference))!;
      expect(detail.bookings).toHaveLength(1);
      const at = detail.bookings[0]!.trip;
      expect([one, other]).toContain(at);
      const after = await trips();
      for (const id of [from, one, other]) {
        expect(after[id]).toBe(before[id]! + (id === from ? 1 : 0) - (id === at ? 1 : 0));
      }
      const good = detail.passes.filter((pass) => !pass.revoked);
      expect(good.map((pass) => pass.trip)).toEqual([at]);
      expect(detail.passes.filter((pass) => pass.revoked)).toHaveLength(changed.length);
      expect(detail.audit).toHaveLength(changed.length);
    });

    it('is refused for a cancelled order', async () => {
      const cancelled = await register(service, 'ticket', seatsOn(1, 1, '2026-02-07', '11AM-2PM'));
      await cancelRegistrationAsOffice(service.db, { reference: cancelled.reference, actor: 'aida' });
      expect(await change(cancelled.reference, 'Manta Blu', fifth)).toEqual({ outcome: 'cancelled' });
    });
  });
});
