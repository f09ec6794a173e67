import type { Db } from '../db/schema';
import { checkActor, writeAudit } from './audit';
import { OfficeInputError } from './filters';

/**
 * The conference's admission fee is paid by bank transfer (content/copy/conference.yaml); the
 * office marks a registration paid when the transfer arrives, with the transfer's reference,
 * or unpaid again (a transfer marked against the wrong registration, or refunded). Each is one
 * conditional update and its audit entry, in one transaction: two office users marking the
 * same registration at once change it once, and the other is told what it found.
 */

export type FeeOutcome =
  | { outcome: 'paid'; paidAt: string }
  | { outcome: 'unpaid' }
  | { outcome: 'already_paid'; transferReference: string }
  | { outcome: 'not_paid' }
  | { outcome: 'cancelled' }
  /** Marked paid again by someone else between this action's read and its write: look again. */
  | { outcome: 'changed' }
  | { outcome: 'not_conference' }
  | { outcome: 'not_found' };

function checkTransferReference(value: string): string {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (trimmed === '' || trimmed.length > 100) {
    throw new OfficeInputError('transferReference', "must be the transfer's reference (1 to 100 characters)");
  }
  return trimmed;
}

/** Why a conditional update on a registration's fee changed nothing, marking it paid or unpaid. */
async function refusal(db: Pick<Db, 'selectFrom'>, reference: string, marking: 'paid' | 'unpaid'): Promise<FeeOutcome> {
  const row = await db
    .selectFrom('registrations')
    .select(['kind', 'status', 'paid_at', 'payment_reference'])
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (!row) return { outcome: 'not_found' };
  if (row.kind !== 'conference') return { outcome: 'not_conference' };
  if (marking === 'unpaid') return row.paid_at === null ? { outcome: 'not_paid' } : { outcome: 'changed' };
  if (row.paid_at !== null) return { outcome: 'already_paid', transferReference: row.payment_reference ?? '' };
  return { outcome: 'cancelled' };
}

/**
 * Marks a conference registration's fee paid. Refused (nothing changed, nothing logged) when
 * it is already paid (marked unpaid first, to correct a transfer's reference), cancelled, not
 * a conference registration, or not stored.
 */
export async function markFeePaid(
  db: Db,
  {
    reference,
    transferReference,
    actor,
    at = new Date(),
  }: { reference: string; transferReference: string; actor: string; at?: Date },
): Promise<FeeOutcome> {
  const who = checkActor(actor);
  const transfer = checkTransferReference(transferReference);
  const paidAt = at.toISOString();
  return db.transaction().execute(async (trx): Promise<FeeOutcome> => {
    const marked = await trx
      .updateTable('registrations')
      .set({ paid_at: paidAt, payment_reference: transfer, paid_marked_by: who })
      .where('reference', '=', reference)
      .where('kind', '=', 'conference')
      .where('status', '=', 'received')
      .where('paid_at', 'is', null)
      .returning('reference')
      .executeTakeFirst();
    if (!marked) return refusal(trx, reference, 'paid');
    await writeAudit(trx, {
      at: paidAt,
      actor: who,
      action: 'fee.paid',
      reference,
      details: { transferReference: transfer },
    });
    return { outcome: 'paid', paidAt };
  });
}

/**
 * Marks a paid fee unpaid again, also on a cancelled registration (its refund is the office's
 * business). The audit entry keeps the transfer's reference and when it was marked paid.
 */
export async function markFeeUnpaid(
  db: Db,
  { reference, actor, at = new Date() }: { reference: string; actor: string; at?: Date },
): Promise<FeeOutcome> {
  const who = checkActor(actor);
  return db.transaction().execute(async (trx): Promise<FeeOutcome> => {
    // Read in the transaction, then cleared only if still what was read: the entry says what
    // was undone, and a concurrent change makes the update match nothing.
    const paid = await trx
      .selectFrom('registrations')
      .select(['paid_at', 'payment_reference', 'paid_marked_by'])
      .where('reference', '=', reference)
      .where('kind', '=', 'conference')
      .where('paid_at', 'is not', null)
      .executeTakeFirst();
    if (!paid?.paid_at) return refusal(trx, reference, 'unpaid');
    const cleared = await trx
      .updateTable('registrations')
      .set({ paid_at: null, payment_reference: null, paid_marked_by: null })
      .where('reference', '=', reference)
      .where('paid_at', '=', paid.paid_at)
      .returning('reference')
      .executeTakeFirst();
    if (!cleared) return refusal(trx, reference, 'unpaid');
    await writeAudit(trx, {
      at: at.toISOString(),
      actor: who,
      action: 'fee.unpaid',
      reference,
      details: { transferReference: paid.payment_reference, paidAt: paid.paid_at, markedPaidBy: paid.paid_marked_by },
    });
    return { outcome: 'unpaid' };
  });
}
