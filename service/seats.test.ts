import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLog, type LogEntry } from './http/log';
import type { RunningService } from './start-service';
import { onEachEngine, type TestDatabase } from './test-support/engines';
import { cruiseOrder } from './test-support/samples';
import { newReference, put, startTestService } from './test-support/service';
import { syncTrips } from './trips/trip-store';
import type { Trip } from './trips/trips';

type TripRef = { cruise: 0 | 1 | 2; day: string; tripTime: string; id: string };

// Manta Blu seats 30 a trip, Manta Oro 60 (content/copy/cruises.yaml).
const contested: TripRef = { cruise: 1, day: '2026-02-07', tripTime: '4PM-7PM', id: 'manta-blu-2026-02-07-4pm-7pm' };
const roomy: TripRef = { cruise: 0, day: '2026-02-07', tripTime: '4PM-7PM', id: 'manta-oro-2026-02-07-4pm-7pm' };

onEachEngine(({ engine, create }) => {
  describe(`seats on ${engine}`, () => {
    let database: TestDatabase;
    let service: RunningService;
    const trip = async (id: string) =>
      service.db.selectFrom('trips').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const order = (lines: { trip: TripRef; pax: number }[]) => ({
      kind: 'ticket',
      lang: 'en',
      data: cruiseOrder(lines.map(({ trip, pax }) => ({ ...trip, pax }))),
    });

    beforeAll(async () => {
      database = await create();
      service = await startTestService(database);
    });
    afterAll(async () => {
      await service?.close();
      await database?.drop();
    });

    it('sells exactly the last 10 seats of a trip to 200 orders at once, and no order half-taken', async () => {
      for (const pax of [10, 10]) {
        expect((await put(service, newReference(), order([{ trip: contested, pax }]))).status).toBe(201);
      }
      expect(await trip(contested.id)).toMatchObject({ capacity: 30, taken: 20 });
      const roomyBefore = (await trip(roomy.id)).taken;

      // Half the orders want one seat on the contested trip; the other half one there and one on
      // a trip with room, which they must take only together.
      const orders = Array.from({ length: 200 }, (_, index) =>
        index % 2 === 0
          ? { twoLines: false, body: order([{ trip: contested, pax: 1 }]) }
          : {
              twoLines: true,
              body: order([
                { trip: contested, pax: 1 },
                { trip: roomy, pax: 1 },
              ]),
            },
      );
      const answers = await Promise.all(
        orders.map(async ({ twoLines, body }) => {
          const response = await put(service, newReference(), body);
          return { twoLines, status: response.status, body: await response.json() };
        }),
      );

      const sold = answers.filter((answer) => answer.status === 201);
      const refused = answers.filter((answer) => answer.status !== 201);
      expect(sold).toHaveLength(10);
      expect(refused).toHaveLength(190);
      for (const answer of refused) {
        expect(answer.status).toBe(409);
        expect(answer.body).toEqual({ error: 'trip_full', trips: [{ id: contested.id, left: 0 }] });
      }
      expect(await trip(contested.id)).toMatchObject({ capacity: 30, taken: 30 });
      const twoLineSold = sold.filter((answer) => answer.twoLines).length;
      expect((await trip(roomy.id)).taken - roomyBefore).toBe(twoLineSold);

      // What the trips say matches what the bookings hold, and every booking has its registration.
      const bookings = await service.db
        .selectFrom('bookings')
        .innerJoin('registrations', 'registrations.reference', 'bookings.reference')
        .select(['bookings.trip_id', 'bookings.pax'])
        .execute();
      const seatsOn = (id: string) =>
        bookings.filter((row) => row.trip_id === id).reduce((sum, row) => sum + row.pax, 0);
      expect(seatsOn(contested.id)).toBe(30);
      expect(seatsOn(roomy.id)).toBe((await trip(roomy.id)).taken);
    });

    it('refuses an order whose one line is full, taking none of its other lines, and names the trip and what is left', async () => {
      const before = (await trip(roomy.id)).taken;
      const response = await put(
        service,
        newReference(),
        order([
          { trip: contested, pax: 2 },
          { trip: roomy, pax: 3 },
        ]),
      );
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: 'trip_full', trips: [{ id: contested.id, left: 0 }] });
      expect((await trip(roomy.id)).taken).toBe(before);
    });

    it('names every short trip of an order with the seats left on each', async () => {
      const damai = {
        cruise: 2,
        day: '2026-02-04',
        tripTime: '9AM-11AM',
        id: 'damai-puteri-2026-02-04-9am-11am',
      } as const;
      for (let index = 0; index < 3; index++) {
        expect((await put(service, newReference(), order([{ trip: damai, pax: 10 }]))).status).toBe(201);
      }
      const response = await put(
        service,
        newReference(),
        order([
          { trip: damai, pax: 7 },
          { trip: contested, pax: 1 },
        ]),
      );
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: 'trip_full',
        trips: [
          { id: damai.id, left: 6 },
          { id: contested.id, left: 0 },
        ],
      });
    });

    it('never lets the database hold more seats than a trip has (the CHECK constraint)', async () => {
      await expect(
        service.db.updateTable('trips').set({ taken: 31 }).where('id', '=', contested.id).execute(),
      ).rejects.toThrow(/check/i);
    });

    it('applies a changed capacity at start, but never below the seats taken (logged)', async () => {
      const logged: LogEntry[] = [];
      const base = { cruise: 'Manta Blu', day: contested.day, tripTime: contested.tripTime };
      const lowered: Trip[] = [{ ...base, id: contested.id, capacity: 12 }];
      await syncTrips(service.db, lowered, (entry) => logged.push(entry));
      expect(await trip(contested.id)).toMatchObject({ capacity: 30, taken: 30 });
      expect(logged).toEqual([expect.objectContaining({ level: 'warn', trip: contested.id, capacity: 12, taken: 30 })]);

      await syncTrips(service.db, [{ ...base, id: contested.id, capacity: 40 }], silentLog);
      expect(await trip(contested.id)).toMatchObject({ capacity: 40, taken: 30 });
      const trips = (await (await fetch(`${service.url}/v1/trips`)).json()) as { id: string; left: number }[];
      expect(trips.find((listed) => listed.id === contested.id)?.left).toBe(10);
    });
  });
});
