import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../db/schema';
import { OfficeInputError } from './filters';

/**
 * The office's audit log: every change an office action makes is written here, in the
 * action's own transaction, so a change is never without its entry nor an entry without its
 * change. Who (`actor`, as the caller names the signed-in user), what (`action`, the
 * registration's `reference`, `details`), when (`at`). The details say what is needed to
 * understand the change later (a transfer's reference, trips and pass ids, seats), never the
 * registrant's name, e-mail or phone: those are in the registration, which the reference finds.
 */
export type AuditAction =
  | 'fee.paid'
  | 'fee.unpaid'
  | 'registration.cancelled'
  | 'booking.trip_changed'
  /** A confirmation the office had the service send again (resend.ts). */
  | 'email.resent'
  // The office's sign-in and its people (auth/, docs/decisions/093-office-sign-in-with-passkeys.md):
  // the actor is the user's e-mail (for `office.invite_used`, the new user's), the reference null.
  | 'office.signed_in'
  | 'office.signed_out'
  | 'office.signed_out_everywhere'
  | 'office.invite_sent'
  | 'office.invite_revoked'
  | 'office.invite_used'
  | 'office.user_removed'
  // The gate's devices (gate/devices.ts, docs/decisions/097-gate-devices-and-scans.md): the actor
  // is the admin who made the pairing code, or who revoked the device.
  | 'gate.device_paired'
  | 'gate.device_revoked';

export type AuditEntry = {
  id: string;
  at: string;
  actor: string;
  action: AuditAction;
  reference: string | null;
  details: Record<string, unknown>;
};

/** The office user an action is done by: given by the caller, never empty. */
export function checkActor(actor: string): string {
  const trimmed = typeof actor === 'string' ? actor.trim() : '';
  if (trimmed === '' || trimmed.length > 200)
    throw new OfficeInputError('actor', 'must name who does it (1 to 200 characters)');
  return trimmed;
}

export async function writeAudit(
  executor: Kysely<Database>,
  entry: { at: string; actor: string; action: AuditAction; reference: string | null; details: Record<string, unknown> },
): Promise<string> {
  const id = randomUUID();
  await executor
    .insertInto('audit_log')
    .values({
      id,
      at: entry.at,
      actor: entry.actor,
      action: entry.action,
      reference: entry.reference,
      details: JSON.stringify(entry.details),
    })
    .execute();
  return id;
}

type AuditRow = { id: string; at: string; actor: string; action: string; reference: string | null; details: string };

const entryOf = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at,
  actor: row.actor,
  action: row.action as AuditAction,
  reference: row.reference,
  details: JSON.parse(row.details) as Record<string, unknown>,
});

/** A registration's entries, oldest first: its page's history. */
export async function auditOf(db: Db, reference: string): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('reference', '=', reference)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map(entryOf);
}

/** The latest entries of the whole log, newest first. */
export async function recentAudit(db: Db, { limit = 100 }: { limit?: number } = {}): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(Math.min(Math.max(1, limit), 1000))
    .execute();
  return rows.map(entryOf);
}
