import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLog, type LogEntry } from './http/log';
import type { RunningService } from './start-service';
import { onEachEngine, type TestDatabase } from './test-support/engines';
import { cruises, maxPerOrderLine, orderLines, showDays, tripOf, type CruiseIndex } from './test-support/cruises';
import { cruiseOrder } from './test-support/samples';
import { newReference, put, startTestService } from './test-support/service';
import { syncTrips } from './trips/trip-store';
import type { Trip } from './trips/trips';

type TripRef = { cruise: CruiseIndex; day: string; tripTime: string; id: string };

// Read from the content (content/copy/cruises.yaml, the edition's dates): the second cruise's
// last trip on the show's last day is contested; the same day's last trip of the other cruise
// with the most seats has room.
const lastDay = showDays.at(-1)!;
const contestedIndex: CruiseIndex = 1;
const capacity = cruises[contestedIndex]!.capacity;
const contested: TripRef = tripOf(contestedIndex, lastDay, cruises[contestedIndex]!.tripTimes.at(-1)!);
const roomyIndex = ([0, 2] as const).reduce((most, index) =>
  cruises[index]!.capacity > cruises[most]!.capacity ? index : most,
);
const roomy: TripRef = tripOf(roomyIndex, lastDay, cruises[roomyIndex]!.tripTimes.at(-1)!);
/** The seats left on the contested trip when the 200 orders come: 10, or all of a smaller trip. */
const lastSeats = Math.min(10, capacity);
/** The third cruise, neither contested nor roomy: a trip of it is made short in the third test. */
const otherIndex = ([0, 1, 2] as const).find((index) => index !== contestedIndex && index !== roomyIndex)!;

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

    it(`sells exactly the last ${lastSeats} seats of a trip to 200 orders at once, and no order half-taken`, async () => {
      for (const pax of orderLines(capacity - lastSeats)) {
        expect((await put(service, newReference(), order([{ trip: contested, pax }]))).status).toBe(201);
      }
      expect(await trip(contested.id)).toMatchObject({ capacity, taken: capacity - lastSeats });
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
      expect(sold).toHaveLength(lastSeats);
      expect(refused).toHaveLength(200 - lastSeats);
      for (const answer of refused) {
        expect(answer.status).toBe(409);
        expect(answer.body).toEqual({ error: 'trip_full', trips: [{ id: contested.id, left: 0 }] });
      }
      expect(await trip(contested.id)).toMatchObject({ capacity, taken: capacity });
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
      expect(seatsOn(contested.id)).toBe(capacity);
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
      // The other cruise's first trip of the show, sold but for a few seats, fewer than a line may ask.
      const short = tripOf(otherIndex, showDays[0]!, cruises[otherIndex]!.tripTimes[0]!);
      const left = Math.min(6, maxPerOrderLine - 1, cruises[otherIndex]!.capacity - 1);
      for (const pax of orderLines(cruises[otherIndex]!.capacity - left)) {
        expect((await put(service, newReference(), order([{ trip: short, pax }]))).status).toBe(201);
      }
      const response = await put(
        service,
        newReference(),
        order([
          { trip: short, pax: left + 1 },
          { trip: contested, pax: 1 },
        ]),
      );
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: 'trip_full',
        // By trip id: the order the service takes seats in.
        trips: [
          { id: short.id, left },
          { id: contested.id, left: 0 },
        ].sort((a, b) => (a.id < b.id ? -1 : 1)),
      });
    });

    it('never lets the database hold more seats than a trip has (the CHECK constraint)', async () => {
      await expect(
        service.db
          .updateTable('trips')
          .set({ taken: capacity + 1 })
          .where('id', '=', contested.id)
          .execute(),
      ).rejects.toThrow(/check/i);
    });

    it('applies a changed capacity at start, but never below the seats taken (logged)', async () => {
      const logged: LogEntry[] = [];
      const base = { cruise: cruises[contestedIndex]!.name, day: contested.day, tripTime: contested.tripTime };
      // The contested trip is full: lowered to half its seats, then raised by ten.
      const lowered = Math.floor(capacity / 2);
      await syncTrips(service.db, [{ ...base, id: contested.id, capacity: lowered }] satisfies Trip[], (entry) =>
        logged.push(entry),
      );
      expect(await trip(contested.id)).toMatchObject({ capacity, taken: capacity });
      expect(logged).toEqual([
        expect.objectContaining({ level: 'warn', trip: contested.id, capacity: lowered, taken: capacity }),
      ]);

      await syncTrips(service.db, [{ ...base, id: contested.id, capacity: capacity + 10 }], silentLog);
      expect(await trip(contested.id)).toMatchObject({ capacity: capacity + 10, taken: capacity });
      const trips = (await (await fetch(`${service.url}/v1/trips`)).json()) as { id: string; left: number }[];
      expect(trips.find((listed) => listed.id === contested.id)?.left).toBe(10);
    });
  });
});
