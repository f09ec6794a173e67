import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEditions } from '~/content/read-editions.server';
import type { RunningService } from '../start-service';
import { onEachEngine, type TestDatabase } from '../test-support/engines';
import { cruises, showDays } from '../test-support/cruises';
import { registrationClock, register, seatsOn, type Stored } from '../test-support/office';
import { samples, sampleTicket, sampleTicketSeats } from '../test-support/samples';
import { startTestService } from '../test-support/service';
import { cancelRegistrationAsOffice } from './cancel';
import { officeCounts } from './counts';
import { registrationDetail } from './detail';
import { markFeePaid } from './fees';
import { officeSettings } from './office-settings';

type Trip = { id: string; cruise: string; day: string; tripTime: string; capacity: number; left: number };

const settings = officeSettings(readEditions());
const actor = 'office@mybos.example';

onEachEngine(({ engine, create }) => {
  describe(`the office's counts and a registration's page on ${engine}`, () => {
    const clock = registrationClock('2025-03-20T02:00:00.000Z');
    let database: TestDatabase;
    let service: RunningService;
    let order: Stored;

    beforeAll(async () => {
      database = await create();
      service = await startTestService(database, { now: clock.now });
      // 20 March (+08:00): three visitors, one cancelled; an order of 1 + 2 + 1 tickets and seats.
      const visitors = [];
      for (let index = 0; index < 3; index += 1) visitors.push(await register(service, 'visitor', samples.visitor));
      await cancelRegistrationAsOffice(service.db, { reference: visitors[0]!.reference, actor });
      order = await register(service, 'ticket', { ...sampleTicket, tickets: ['1', '0', '2', '1'] });
      // 21 March: a cancelled order of 2 student tickets, seats of its own; three delegates.
      clock.set('2025-03-20T16:30:00.000Z');
      const cancelled = await register(service, 'ticket', {
        ...seatsOn(0, 3, showDays.at(-1)!, cruises[0]!.tripTimes[0]!),
        tickets: ['0', '0', '0', '2'],
      });
      await cancelRegistrationAsOffice(service.db, { reference: cancelled.reference, actor });
      const delegates = [];
      for (const lang of ['en', 'ms', 'en'] as const) {
        delegates.push(await register(service, 'conference', samples.conference, lang));
      }
      for (const delegate of delegates.slice(0, 2)) {
        await markFeePaid(service.db, { reference: delegate.reference, transferReference: 'T', actor });
      }
      await cancelRegistrationAsOffice(service.db, { reference: delegates[1]!.reference, actor });
      // 25 March: an exhibitor and an interest.
      clock.set('2025-03-25T09:00:00.000Z');
      await register(service, 'exhibitor', samples.exhibitor);
      await register(service, 'interest', samples.interest, 'ms');
    });
    afterAll(async () => {
      await service?.close();
      await database?.drop();
    });

    it('count what was stored: per kind, per day, tickets per category, seats per trip, conference fees', async () => {
      const counts = await officeCounts(service.db, settings);
      expect(counts.registrations).toEqual({
        total: 10,
        received: 7,
        cancelled: 3,
        byKind: [
          { kind: 'conference', received: 2, cancelled: 1 },
          { kind: 'exhibitor', received: 1, cancelled: 0 },
          { kind: 'interest', received: 1, cancelled: 0 },
          { kind: 'ticket', received: 1, cancelled: 1 },
          { kind: 'visitor', received: 2, cancelled: 1 },
        ],
        byDay: [
          { day: '2025-03-20', count: 4 },
          { day: '2025-03-21', count: 4 },
          { day: '2025-03-25', count: 2 },
        ],
      });
      // The cancelled order's student tickets are not counted.
      expect(counts.tickets.map((line) => line.tickets)).toEqual([1, 0, 2, 1]);
      expect(counts.tickets[2]!.name).toEqual({
        en: 'Main Exhibition Hall & Pier - Adult',
        ms: 'Dewan Pameran Utama & Jeti - Dewasa',
      });

      // Seats: the service's own list of trips, and the order's bookings.
      const trips = (await (await fetch(`${service.url}/v1/trips`)).json()) as Trip[];
      expect(counts.trips).toEqual(
        trips.map((trip) => ({
          id: trip.id,
          cruise: trip.cruise,
          day: trip.day,
          tripTime: trip.tripTime,
          capacity: trip.capacity,
          taken: trip.capacity - trip.left,
          left: trip.left,
        })),
      );
      const taken = counts.trips
        .filter((trip) => trip.taken > 0)
        .map((trip) => [trip.id, trip.taken])
        .sort();
      expect(taken).toEqual(order.seats!.map((seat) => [seat.trip, seat.pax]).sort());

      expect(counts.conferenceFees).toEqual({
        feeRm: 350,
        paid: { count: 1, rm: 350 },
        outstanding: { count: 1, rm: 350 },
        paidThenCancelled: { count: 1, rm: 350 },
      });
    });

    it('show one registration: who, its tickets, its seats, its passes and its history', async () => {
      const detail = await registrationDetail(service.db, order.reference);
      expect(detail).toMatchObject({
        reference: order.reference,
        kind: 'ticket',
        lang: 'en',
        status: 'received',
        receivedAt: order.receivedAt,
        receivedDay: '2025-03-20',
        cancelledAt: null,
        name: 'Tan Mei Ling',
        email: 'mei@example.com',
        phone: '+60 123456789',
        fee: null,
        tickets: [
          { category: 0, quantity: 1 },
          { category: 2, quantity: 2 },
          { category: 3, quantity: 1 },
        ],
        // The sample order's seats (read from the content), by day then trip, as the page lists them.
        bookings: [...sampleTicketSeats].sort((a, b) =>
          a.day === b.day ? (a.trip < b.trip ? -1 : 1) : a.day < b.day ? -1 : 1,
        ),
        audit: [],
      });
      expect(detail!.data).toMatchObject({ firstName: 'Tan', tickets: [1, 0, 2, 1] });
      expect(detail!.passes.map((pass) => pass.id).sort()).toEqual(order.passes.map((pass) => pass.id).sort());
      const byWhat = (a: unknown[], b: unknown[]) => String(a[1]).localeCompare(String(b[1]));
      expect(
        detail!.passes.map((pass) => [pass.kind, pass.category ?? pass.trip, pass.revoked, pass.issuedAt]).sort(byWhat),
      ).toEqual(
        [
          ...sampleTicketSeats.map((seat) => ['boarding', seat.trip, false, order.receivedAt]),
          ['entrance', 'Entrance to RLYC', false, order.receivedAt],
          ['entrance', 'Main Exhibition Hall & Pier - Adult', false, order.receivedAt],
          ['entrance', 'Main Exhibition Hall & Pier - Adult', false, order.receivedAt],
          ['entrance', 'Main Exhibition Hall & Pier - Student/Senior Citizen', false, order.receivedAt],
        ].sort(byWhat),
      );
      // No token on the page: a pass admits its holder.
      expect(JSON.stringify(detail)).not.toContain(order.passes[0]!.url.split('#')[1]);
      expect(await registrationDetail(service.db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    });
  });
});
