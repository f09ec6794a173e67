import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/schema';
import type { OfficeRole, OfficeUser } from './office-user';
import { hashSecret, newSecret } from './secrets';

/**
 * The office's sessions, kept in the database so any instance serves any request
 * (docs/decisions/093-office-sign-in-with-passkeys.md). The browser holds a random cookie; the
 * database its SHA-256 (the session's id) and the session's CSRF token. A session ends after
 * 12 hours unused or 7 days after it began, whichever is first, at sign-out, at sign-out
 * everywhere, and when its user is removed.
 */
export const sessionIdleMs = 12 * 3_600_000;
export const sessionLifetimeMs = 7 * 24 * 3_600_000;
/** `last_seen_at` moves on at most this often: a write a minute, not one per request. */
const touchEveryMs = 60_000;

export type OfficeCookie = { name: string; prefix?: 'host'; secure: boolean };

/**
 * `mybos_office`, and on https `__Host-mybos_office`: the prefix makes the browser refuse it
 * unless Secure, for Path=/ and without a Domain, so no other host of the domain can set it.
 */
export function officeCookie(officeOrigin: string): OfficeCookie {
  const secure = new URL(officeOrigin).protocol === 'https:';
  return secure ? { name: 'mybos_office', prefix: 'host', secure } : { name: 'mybos_office', secure };
}

export const cookieValueOf = (c: Context, cookie: OfficeCookie) =>
  cookie.prefix ? getCookie(c, cookie.name, cookie.prefix) : getCookie(c, cookie.name);

export function setSessionCookie(c: Context, cookie: OfficeCookie, value: string) {
  setCookie(c, cookie.name, value, {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    secure: cookie.secure,
    // The browser may keep it as long as the session can last; the database decides sooner.
    maxAge: sessionLifetimeMs / 1000,
    ...(cookie.prefix ? { prefix: cookie.prefix } : {}),
  });
}

export function clearSessionCookie(c: Context, cookie: OfficeCookie) {
  deleteCookie(c, cookie.name, {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    secure: cookie.secure,
    ...(cookie.prefix ? { prefix: cookie.prefix } : {}),
  });
}

export type StartedSession = { cookieValue: string; sessionId: string; csrfToken: string };

/**
 * Starts a session for `userId` (in the caller's transaction, with what signed them in), and
 * deletes the sessions that have ended by now, anyone's: the table holds live sessions only.
 */
export async function startSession(executor: Kysely<Database>, userId: string, now: Date): Promise<StartedSession> {
  const cookieValue = newSecret();
  const sessionId = hashSecret(cookieValue);
  const csrfToken = newSecret();
  const at = now.toISOString();
  await executor
    .deleteFrom('office_sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', at),
        eb('last_seen_at', '<=', new Date(now.getTime() - sessionIdleMs).toISOString()),
      ]),
    )
    .execute();
  await executor
    .insertInto('office_sessions')
    .values({
      id: sessionId,
      user_id: userId,
      csrf_token: csrfToken,
      created_at: at,
      last_seen_at: at,
      expires_at: new Date(now.getTime() + sessionLifetimeMs).toISOString(),
    })
    .execute();
  return { cookieValue, sessionId, csrfToken };
}

export type FoundSession = { sessionId: string; csrfToken: string; user: OfficeUser };

/**
 * The live session a cookie's value names, with its user (not removed), or undefined. One
 * that has ended is deleted on the way; one in use is seen again now (at most once a minute).
 */
export async function findSession(db: Db, cookieValue: string, now: Date): Promise<FoundSession | undefined> {
  const sessionId = hashSecret(cookieValue);
  const row = await db
    .selectFrom('office_sessions')
    .innerJoin('office_users', 'office_users.id', 'office_sessions.user_id')
    .select([
      'office_sessions.csrf_token',
      'office_sessions.last_seen_at',
      'office_sessions.expires_at',
      'office_users.id as user_id',
      'office_users.email',
      'office_users.name',
      'office_users.role',
      'office_users.removed_at',
    ])
    .where('office_sessions.id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return undefined;
  const at = now.getTime();
  if (
    row.removed_at !== null ||
    at >= Date.parse(row.expires_at) ||
    at >= Date.parse(row.last_seen_at) + sessionIdleMs
  ) {
    await db.deleteFrom('office_sessions').where('id', '=', sessionId).execute();
    return undefined;
  }
  if (at - Date.parse(row.last_seen_at) >= touchEveryMs) {
    await db
      .updateTable('office_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id', '=', sessionId)
      .execute();
  }
  return {
    sessionId,
    csrfToken: row.csrf_token,
    user: { id: row.user_id, email: row.email, name: row.name, role: row.role as OfficeRole },
  };
}

/** Ends one session (sign-out). */
export async function endSession(executor: Kysely<Database>, sessionId: string): Promise<void> {
  await executor.deleteFrom('office_sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of a user (sign-out everywhere, removal); says how many there were. */
export async function endSessionsOf(executor: Kysely<Database>, userId: string): Promise<number> {
  const result = await executor.deleteFrom('office_sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
