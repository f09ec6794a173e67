import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../start-service';
import { onEachEngine, type TestDatabase } from '../test-support/engines';
import { register } from '../test-support/office';
import { sampleTicket } from '../test-support/samples';
import { newReference, put, startTestService } from '../test-support/service';
import { auditOf } from './audit';
import { cancelRegistrationAsOffice } from './cancel';
import { registrationDetail } from './detail';
import { countRegistrations } from './list';

type Trip = { id: string; left: number };

onEachEngine(({ engine, create }) => {
  describe(`the office cancelling on ${engine}`, () => {
    let database: TestDatabase;
    let service: RunningService;
    const trips = async () => (await (await fetch(`${service.url}/v1/trips`)).json()) as Trip[];
    const leftOn = (list: Trip[], id: string) => list.find((trip) => trip.id === id)!.left;
    const revoked = async () =>
      ((await (await fetch(`${service.url}/v1/passes/revoked`)).json()) as { revoked: string[] }).revoked;

    beforeAll(async () => {
      database = await create();
      service = await startTestService(database);
    });
    afterAll(async () => {
      await service?.close();
      await database?.drop();
    });

    it('releases the seats, revokes the passes and writes who did it, once', async () => {
      const before = await trips();
      const order = await register(service, 'ticket', sampleTicket);
      const at = new Date('2025-10-09T08:30:00.000Z');
      expect(await cancelRegistrationAsOffice(service.db, { reference: order.reference, actor: 'lim', at })).toEqual({
        outcome: 'cancelled',
        released: [...order.seats!].sort((a, b) => (a.trip < b.trip ? -1 : 1)),
        revoked: order.passes.length,
      });
      const after = await trips();
      for (const seat of order.seats!) expect(leftOn(after, seat.trip)).toBe(leftOn(before, seat.trip));
      expect([...(await revoked())].sort()).toEqual(order.passes.map((pass) => pass.id).sort());

      const detail = await registrationDetail(service.db, order.reference);
      expect(detail).toMatchObject({ status: 'cancelled', cancelledAt: at.toISOString(), bookings: [] });
      expect(detail!.passes.every((pass) => pass.revoked && pass.revokedAt === at.toISOString())).toBe(true);
      expect(detail!.audit).toEqual([
        {
          id: expect.any(String),
          at: at.toISOString(),
          actor: 'lim',
          action: 'registration.cancelled',
          reference: order.reference,
          details: {
            released: [...order.seats!].sort((a, b) => (a.trip < b.trip ? -1 : 1)),
            revokedPasses: order.passes.length,
          },
        },
      ]);
      expect(await countRegistrations(service.db, { status: 'cancelled' })).toBe(1);

      // Again, and at once: nothing more changes, nothing more is written.
      const again = await Promise.all(
        ['a', 'b'].map((actor) => cancelRegistrationAsOffice(service.db, { reference: order.reference, actor })),
      );
      expect(again).toEqual([{ outcome: 'already_cancelled' }, { outcome: 'already_cancelled' }]);
      expect(await auditOf(service.db, order.reference)).toHaveLength(1);
      expect(await trips()).toEqual(after);
      // The registrant's device, sending it again, hears it is cancelled.
      const replay = await put(service, order.reference, { kind: 'ticket', lang: 'en', data: sampleTicket });
      expect(await replay.json()).toMatchObject({ status: 'cancelled', cancelledAt: at.toISOString() });
    });

    it('says when nothing is stored under the reference, and writes nothing', async () => {
      const reference = newReference();
      expect(await cancelRegistrationAsOffice(service.db, { reference, actor: 'lim' })).toEqual({
        outcome: 'not_found',
      });
      expect(await auditOf(service.db, reference)).toEqual([]);
      await expect(cancelRegistrationAsOffice(service.db, { reference, actor: '  ' })).rejects.toThrow(/actor/);
    });
  });
});
