import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/schema';
import { writeAudit } from '../audit';
import type { OfficeRole, OfficeUser } from './office-user';
import { hashSecret, newSecret } from './secrets';
import { endSessionsOf } from './sessions';

/**
 * The office's people: invites and users (docs/decisions/093-office-sign-in-with-passkeys.md).
 * An admin (or `npm run office:invite`) invites an e-mail address with a role; the invite is a
 * one-time link holding a random token, of which the database keeps the SHA-256. Whoever opens
 * it first within its hours makes a passkey and becomes that user. Every change writes its
 * audit entry in its own transaction.
 */

export const officeRoles: readonly OfficeRole[] = ['admin', 'staff'];
export const isOfficeRole = (value: unknown): value is OfficeRole => officeRoles.includes(value as OfficeRole);

/** Who invites from the command line (`npm run office:invite`): the audit's actor and the invite's `invited_by`. */
export const commandLineActor = 'command line';

/**
 * An e-mail address as stored: trimmed and case-folded (one person, one user, however they
 * type it), or undefined when it is not one. Only the shape is checked: the invite's e-mail
 * proves the rest.
 */
export function officeEmail(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const email = value.trim().toLowerCase();
  if (email.length > 254 || !/^[^@\s<>"]+@[^@\s<>"]+\.[^@\s<>".]+$/.test(email)) return undefined;
  return email;
}

/** A user's name as stored: trimmed, 1 to 100 characters, or undefined. */
export function officeName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.trim().replace(/\s+/g, ' ');
  return name.length >= 1 && name.length <= 100 ? name : undefined;
}

/** Where an invite's token goes: in the fragment, which the browser never sends to a server or a log. */
export const inviteLink = (officeOrigin: string, token: string) => `${officeOrigin}/office/invite#${token}`;

export type Invite = {
  id: string;
  email: string;
  role: OfficeRole;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
};

export type CreatedInvite = Invite & { token: string };

export type InviteOutcome = { outcome: 'created'; invite: CreatedInvite } | { outcome: 'user_exists' };

/**
 * Invites `email` as `role`, by `invitedBy` (an admin's e-mail, or `commandLineActor`), for
 * `validMs`. Refused when a current user has that address already. Earlier invites of the same
 * address stay until used, revoked or expired: the admin sees them listed.
 */
export async function createInvite(
  db: Db,
  {
    email,
    role,
    invitedBy,
    now,
    validMs,
  }: { email: string; role: OfficeRole; invitedBy: string; now: Date; validMs: number },
): Promise<InviteOutcome> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('office_users')
      .select('id')
      .where('email', '=', email)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    if (existing) return { outcome: 'user_exists' as const };
    const token = newSecret();
    const invite: CreatedInvite = {
      id: randomUUID(),
      email,
      role,
      invitedBy,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + validMs).toISOString(),
      token,
    };
    await trx
      .insertInto('office_invites')
      .values({
        id: invite.id,
        token_hash: hashSecret(token),
        email,
        role,
        invited_by: invitedBy,
        created_at: invite.createdAt,
        expires_at: invite.expiresAt,
      })
      .execute();
    await writeAudit(trx, {
      at: invite.createdAt,
      actor: invitedBy,
      action: 'office.invite_sent',
      reference: null,
      details: { inviteId: invite.id, email, role, expiresAt: invite.expiresAt },
    });
    return { outcome: 'created' as const, invite };
  });
}

const inviteOf = (row: {
  id: string;
  email: string;
  role: string;
  invited_by: string;
  created_at: string;
  expires_at: string;
}): Invite => ({
  id: row.id,
  email: row.email,
  role: row.role as OfficeRole,
  invitedBy: row.invited_by,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});

/** The invite a link's token names, while it can be used: not used, not revoked, not expired. */
export async function openInvite(executor: Kysely<Database>, token: string, now: Date): Promise<Invite | undefined> {
  const row = await executor
    .selectFrom('office_invites')
    .select(['id', 'email', 'role', 'invited_by', 'created_at', 'expires_at'])
    .where('token_hash', '=', hashSecret(token))
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ? inviteOf(row) : undefined;
}

/**
 * Marks an open invite used, in the caller's transaction (with the user it makes): a
 * conditional update, so of two acceptances at once one wins. False when it was not open.
 */
export async function useInvite(trx: Kysely<Database>, inviteId: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await trx
    .updateTable('office_invites')
    .set({ used_at: at })
    .where('id', '=', inviteId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Revokes an invite not yet used; false when there is none such. */
export async function revokeInvite(
  db: Db,
  { id, actor, now }: { id: string; actor: string; now: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    const row = await trx
      .updateTable('office_invites')
      .set({ revoked_at: at })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .returning(['email', 'role'])
      .executeTakeFirst();
    if (!row) return false;
    await writeAudit(trx, {
      at,
      actor,
      action: 'office.invite_revoked',
      reference: null,
      details: { inviteId: id, email: row.email, role: row.role },
    });
    return true;
  });
}

export type ListedUser = OfficeUser & { createdAt: string; lastSignInAt: string | null; passkeys: number };

/** The current users, by name, with their passkeys and last sign-in; the invites still open, newest first. */
export async function listPeople(db: Db, now: Date): Promise<{ users: ListedUser[]; invites: Invite[] }> {
  const users = await db
    .selectFrom('office_users')
    .leftJoin('office_credentials', 'office_credentials.user_id', 'office_users.id')
    .select((eb) => [
      'office_users.id',
      'office_users.email',
      'office_users.name',
      'office_users.role',
      'office_users.created_at',
      eb.fn.max('office_credentials.last_used_at').as('last_used_at'),
      eb.fn.count<string | number>('office_credentials.id').as('passkeys'),
    ])
    .where('office_users.removed_at', 'is', null)
    .groupBy([
      'office_users.id',
      'office_users.email',
      'office_users.name',
      'office_users.role',
      'office_users.created_at',
    ])
    .orderBy('office_users.name')
    .orderBy('office_users.email')
    .execute();
  const invites = await db
    .selectFrom('office_invites')
    .select(['id', 'email', 'role', 'invited_by', 'created_at', 'expires_at'])
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return {
    users: users.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role as OfficeRole,
      createdAt: row.created_at,
      lastSignInAt: row.last_used_at ?? null,
      passkeys: Number(row.passkeys),
    })),
    invites: invites.map(inviteOf),
  };
}

export type RemoveOutcome = 'removed' | 'not_found' | 'self';

/**
 * Removes a user: they can no longer sign in (their passkeys are deleted) and every session of
 * theirs ends now. Never oneself: so there is always an admin left to invite the next.
 */
export async function removeUser(
  db: Db,
  { id, by, now }: { id: string; by: OfficeUser; now: Date },
): Promise<RemoveOutcome> {
  if (id === by.id) return 'self';
  return db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    const row = await trx
      .updateTable('office_users')
      .set({ removed_at: at })
      .where('id', '=', id)
      .where('removed_at', 'is', null)
      .returning(['email', 'role'])
      .executeTakeFirst();
    if (!row) return 'not_found' as const;
    const sessions = await endSessionsOf(trx, id);
    const removed = await trx.deleteFrom('office_credentials').where('user_id', '=', id).executeTakeFirst();
    await writeAudit(trx, {
      at,
      actor: by.email,
      action: 'office.user_removed',
      reference: null,
      details: {
        userId: id,
        email: row.email,
        role: row.role,
        sessionsEnded: sessions,
        passkeysRemoved: Number(removed.numDeletedRows),
      },
    });
    return 'removed' as const;
  });
}
