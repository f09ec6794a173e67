import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelRegistration } from './registrations/store';
import type { RunningService } from './start-service';
import { onEachEngine, type TestDatabase } from './test-support/engines';
import { samples, sampleTicket } from './test-support/samples';
import { newReference, put, startTestService } from './test-support/service';

type Pass = { id: string; kind: string; url: string };
type Trip = { id: string; left: number };

onEachEngine(({ engine, create }) => {
  describe(`cancelling on ${engine}`, () => {
    let database: TestDatabase;
    let service: RunningService;
    const trips = async () => (await (await fetch(`${service.url}/v1/trips`)).json()) as Trip[];
    const leftOn = (list: Trip[], id: string) => list.find((trip) => trip.id === id)!.left;
    const revoked = async () => {
      const response = await fetch(`${service.url}/v1/passes/revoked`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { revoked: string[] }).revoked;
    };
    const order = { kind: 'ticket', lang: 'en', data: sampleTicket };

    beforeAll(async () => {
      database = await create();
      service = await startTestService(database);
    });
    afterAll(async () => {
      await service?.close();
      await database?.drop();
    });

    it('releases a ticket order’s seats, revokes its passes, and its replay says it is cancelled', async () => {
      // Another order's passes stay good.
      const other = (await (await put(service, newReference(), order)).json()) as { passes: Pass[] };
      expect(await revoked()).toEqual([]);
      const before = await trips();
      const reference = newReference();
      const created = await put(service, reference, order);
      expect(created.status).toBe(201);
      const result = (await created.json()) as { seats: { trip: string; pax: number }[]; passes: Pass[] };
      expect(result.seats.length).toBeGreaterThan(0);
      const during = await trips();
      for (const seat of result.seats) expect(leftOn(before, seat.trip) - leftOn(during, seat.trip)).toBe(seat.pax);

      const at = new Date().toISOString();
      const outcome = await cancelRegistration(service.db, reference, at);
      expect(outcome).toEqual({
        outcome: 'cancelled',
        released: [...result.seats].sort((a, b) => (a.trip < b.trip ? -1 : 1)),
        revoked: result.passes.length,
      });

      const after = await trips();
      for (const seat of result.seats) expect(leftOn(after, seat.trip)).toBe(leftOn(during, seat.trip) + seat.pax);
      const bookings = await service.db
        .selectFrom('bookings')
        .select('trip_id')
        .where('reference', '=', reference)
        .execute();
      expect(bookings).toEqual([]);
      const list = await revoked();
      expect([...list].sort()).toEqual(result.passes.map((pass) => pass.id).sort());
      for (const pass of other.passes) expect(list).not.toContain(pass.id);

      // A replay: still 200, its stored answer with the status and when.
      const replay = await put(service, reference, order);
      expect(replay.status).toBe(200);
      expect(await replay.json()).toEqual({ ...result, status: 'cancelled', cancelledAt: at });

      // Again: nothing more changes.
      expect(await cancelRegistration(service.db, reference, new Date().toISOString())).toEqual({
        outcome: 'already_cancelled',
      });
      expect(await trips()).toEqual(after);
      expect(await revoked()).toEqual(list);
      expect(await (await put(service, reference, order)).json()).toMatchObject({ cancelledAt: at });
    });

    it('cancels a registration once when asked twice at once, its seats released once', async () => {
      const reference = newReference();
      const result = (await (await put(service, reference, order)).json()) as {
        seats: { trip: string; pax: number }[];
      };
      const during = await trips();
      const outcomes = await Promise.all(
        [1, 2].map(() => cancelRegistration(service.db, reference, new Date().toISOString())),
      );
      expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['already_cancelled', 'cancelled']);
      const after = await trips();
      for (const seat of result.seats) expect(leftOn(after, seat.trip)).toBe(leftOn(during, seat.trip) + seat.pax);
    });

    it('revokes a registration without seats, and says when nothing is stored under a reference', async () => {
      const reference = newReference();
      const result = (await (
        await put(service, reference, { kind: 'exhibitor', lang: 'ms', data: samples.exhibitor })
      ).json()) as {
        passes: Pass[];
      };
      expect(await cancelRegistration(service.db, reference, new Date().toISOString())).toEqual({
        outcome: 'cancelled',
        released: [],
        revoked: 1,
      });
      expect(await revoked()).toContain(result.passes[0]!.id);
      expect(await cancelRegistration(service.db, newReference(), new Date().toISOString())).toEqual({
        outcome: 'not_found',
      });
    });
  });
});
