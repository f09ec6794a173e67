import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../start-service';
import { onEachEngine, type TestDatabase } from '../test-support/engines';
import { register } from '../test-support/office';
import { samples } from '../test-support/samples';
import { newReference, startTestService } from '../test-support/service';
import { auditOf, recentAudit } from './audit';
import { cancelRegistrationAsOffice } from './cancel';
import { OfficeInputError } from './filters';
import { markFeePaid, markFeeUnpaid } from './fees';
import { registrationDetail } from './detail';

onEachEngine(({ engine, create }) => {
  describe(`conference fees on ${engine}`, () => {
    let database: TestDatabase;
    let service: RunningService;
    const actor = 'hana@mybos.example';

    beforeAll(async () => {
      database = await create();
      service = await startTestService(database);
    });
    afterAll(async () => {
      await service?.close();
      await database?.drop();
    });

    it('are marked paid with the transfer’s reference and unpaid again, each change in the audit log', async () => {
      const { reference } = await register(service, 'conference', samples.conference);
      const paidAt = new Date('2025-10-05T03:00:00.000Z');
      expect(
        await markFeePaid(service.db, { reference, transferReference: '  CIMB 88231  ', actor, at: paidAt }),
      ).toEqual({ outcome: 'paid', paidAt: paidAt.toISOString() });
      expect((await registrationDetail(service.db, reference))?.fee).toEqual({
        status: 'paid',
        paidAt: paidAt.toISOString(),
        transferReference: 'CIMB 88231',
        markedBy: actor,
      });
      // Again: refused, its reference said, nothing written.
      expect(await markFeePaid(service.db, { reference, transferReference: 'another', actor: 'someone else' })).toEqual(
        {
          outcome: 'already_paid',
          transferReference: 'CIMB 88231',
        },
      );
      expect(await auditOf(service.db, reference)).toEqual([
        {
          id: expect.any(String),
          at: paidAt.toISOString(),
          actor,
          action: 'fee.paid',
          reference,
          details: { transferReference: 'CIMB 88231' },
        },
      ]);

      const unpaidAt = new Date('2025-10-06T03:00:00.000Z');
      expect(await markFeeUnpaid(service.db, { reference, actor: 'lim@mybos.example', at: unpaidAt })).toEqual({
        outcome: 'unpaid',
      });
      expect((await registrationDetail(service.db, reference))?.fee).toEqual({ status: 'outstanding' });
      expect(await markFeeUnpaid(service.db, { reference, actor })).toEqual({ outcome: 'not_paid' });
      const entries = await auditOf(service.db, reference);
      expect(entries.map((entry) => [entry.action, entry.actor])).toEqual([
        ['fee.paid', actor],
        ['fee.unpaid', 'lim@mybos.example'],
      ]);
      expect(entries[1]).toMatchObject({
        at: unpaidAt.toISOString(),
        details: { transferReference: 'CIMB 88231', paidAt: paidAt.toISOString(), markedPaidBy: actor },
      });
      expect((await recentAudit(service.db)).map((entry) => entry.action).slice(0, 2)).toEqual([
        'fee.unpaid',
        'fee.paid',
      ]);

      // Paid again, with the right reference this time.
      expect((await markFeePaid(service.db, { reference, transferReference: 'CIMB 88232', actor })).outcome).toBe(
        'paid',
      );
    });

    it('are marked once when two people mark the same fee at once', async () => {
      const { reference } = await register(service, 'conference', samples.conference, 'ms');
      const outcomes = await Promise.all(
        ['first', 'second'].map((transfer) =>
          markFeePaid(service.db, { reference, transferReference: transfer, actor: `${transfer}@mybos.example` }),
        ),
      );
      expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['already_paid', 'paid']);
      expect(await auditOf(service.db, reference)).toHaveLength(1);
    });

    it('are refused for a registration that owes none, and for what cannot be written down', async () => {
      const visitor = await register(service, 'visitor', samples.visitor);
      const cancelled = await register(service, 'conference', samples.conference);
      await cancelRegistrationAsOffice(service.db, { reference: cancelled.reference, actor });
      const mark = (reference: string) => markFeePaid(service.db, { reference, transferReference: 'X1', actor });
      expect(await mark(visitor.reference)).toEqual({ outcome: 'not_conference' });
      expect(await markFeeUnpaid(service.db, { reference: visitor.reference, actor })).toEqual({
        outcome: 'not_conference',
      });
      expect(await mark(newReference())).toEqual({ outcome: 'not_found' });
      expect(await mark(cancelled.reference)).toEqual({ outcome: 'cancelled' });
      const { reference } = await register(service, 'conference', samples.conference);
      await expect(markFeePaid(service.db, { reference, transferReference: ' ', actor })).rejects.toThrow(
        OfficeInputError,
      );
      await expect(markFeePaid(service.db, { reference, transferReference: 'X2', actor: '' })).rejects.toThrow(/actor/);
      expect((await registrationDetail(service.db, reference))?.fee).toEqual({ status: 'outstanding' });
      expect(await auditOf(service.db, visitor.reference)).toEqual([]);
      expect(await auditOf(service.db, reference)).toEqual([]);
    });

    it('stay marked paid through a cancel, and may be marked unpaid then (a refund)', async () => {
      const { reference } = await register(service, 'conference', samples.conference);
      // Instants apart: the log is in the order of its instants.
      const at = (minute: number) => new Date(Date.UTC(2025, 9, 7, 3, minute));
      await markFeePaid(service.db, { reference, transferReference: 'MBB 1', actor, at: at(1) });
      await cancelRegistrationAsOffice(service.db, { reference, actor, at: at(2) });
      expect((await registrationDetail(service.db, reference))?.fee).toMatchObject({ status: 'paid' });
      expect(await markFeeUnpaid(service.db, { reference, actor, at: at(3) })).toEqual({ outcome: 'unpaid' });
      expect((await registrationDetail(service.db, reference))?.fee).toEqual({ status: 'not_due' });
      expect((await auditOf(service.db, reference)).map((entry) => entry.action)).toEqual([
        'fee.paid',
        'registration.cancelled',
        'fee.unpaid',
      ]);
    });
  });
});
