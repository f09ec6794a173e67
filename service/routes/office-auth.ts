import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { EmailTemplates } from '../config';
import type { Db } from '../db/schema';
import { refuse } from '../http/errors';
import { readJsonBody } from '../http/limits';
import type { Log } from '../http/log';
import type { Mailer } from '../mail/emailjs-mailer';
import { writeAudit } from '../office/audit';
import { requireAdmin, type OfficeEnv, type OfficeRole, type OfficeUser } from '../office/auth/office-user';
import {
  authenticationOptions,
  findPasskey,
  recordPasskeyUse,
  registrationOptions,
  relyingParty,
  takeChallenge,
  verifyRegistration,
  verifySignIn,
} from '../office/auth/passkeys';
import {
  createInvite,
  inviteLink,
  isOfficeRole,
  listPeople,
  officeEmail,
  officeName,
  openInvite,
  removeUser,
  revokeInvite,
  useInvite,
} from '../office/auth/people';
import { officeInviteEmail } from '../office/auth/invite-email';
import { officeSession, sameOriginOnly } from '../office/auth/session-middleware';
import {
  clearSessionCookie,
  endSession,
  endSessionsOf,
  officeCookie,
  setSessionCookie,
  startSession,
} from '../office/auth/sessions';
import { isRecord } from '../registrations/unknown-keys';

/**
 * A sign-in or registration answer is a few hundred bytes of base64url (a packed attestation
 * with its certificates a few KB): 16 KiB, the JSON around it included.
 */
export const officeAuthBodyLimitBytes = 16 * 1024;

export type OfficeApiOptions = {
  db: Db;
  /** `OFFICE_ORIGIN`: the only origin of unsafe requests, and the passkeys' relying party. */
  officeOrigin: string;
  /** How long an invite's link works (`OFFICE_INVITE_HOURS`). */
  inviteMs: number;
  /** The limit on sign-in and invite requests per client (`OFFICE_SIGN_IN_LIMIT`), counted apart from the registrations'. */
  signInRateLimit: MiddlewareHandler;
  /** The service's own e-mails; absent, an invite's link is given to the admin to pass on. */
  mail?: { mailer: Mailer; templates: EmailTemplates };
  log: Log;
  now: () => Date;
  /**
   * The office's data routes (registrations, counts, exports…), mounted at /office/api behind
   * the session middleware: every one of them sees `officeUser` and `officeSessionId`, and
   * refuses without a session (401), from another origin or without the CSRF token (403).
   * Admin-only ones add `requireAdmin` (office/auth/office-user.ts).
   */
  dataRoutes?: Hono<OfficeEnv>;
};

type Fields = { ok: true; body: Record<string, unknown> } | { ok: false; response: Response };

/** A JSON object body with only `allowed` fields (another is refused, as a registration's are). */
async function readFields(c: Context, allowed: readonly string[]): Promise<Fields> {
  const read = await readJsonBody(c, officeAuthBodyLimitBytes);
  if (!read.ok) return { ok: false, response: refuse(c, read.status, read.error) };
  if (!isRecord(read.body)) {
    return {
      ok: false,
      response: refuse(c, 400, { error: 'invalid', field: 'body', message: 'must be a JSON object' }),
    };
  }
  const unknown = Object.keys(read.body).find((key) => !allowed.includes(key));
  if (unknown !== undefined) {
    return {
      ok: false,
      response: refuse(c, 400, { error: 'unknown_field', field: unknown, message: 'is not a field' }),
    };
  }
  return { ok: true, body: read.body };
}

const invalid = (c: Context, field: string, message: string) => refuse(c, 400, { error: 'invalid', field, message });

/** A refusal found inside a transaction, thrown to roll it back. */
class Refused extends Error {
  readonly outcome: 'user_exists' | 'passkey_exists';

  constructor(outcome: 'user_exists' | 'passkey_exists') {
    super(outcome);
    this.outcome = outcome;
  }
}

const challengeIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** An invite's token as `newSecret` makes it: 43 base64url characters. */
const tokenPattern = /^[\w-]{43}$/;

const isBase64Url = (value: unknown): value is string => typeof value === 'string' && /^[\w-]*$/.test(value);

/** The shape of a WebAuthn answer, as the browser's `toJSON()` (or @simplewebauthn/browser) writes it; the rest is the library's to verify. */
function credentialShape(value: unknown, fields: readonly string[]): boolean {
  if (!isRecord(value) || !isRecord(value.response)) return false;
  if (!isBase64Url(value.id) || value.id === '' || !isBase64Url(value.rawId) || value.type !== 'public-key')
    return false;
  const response = value.response;
  return fields.every((field) => isBase64Url(response[field]));
}

const challengeExpired = (c: Context) =>
  refuse(c, 400, {
    error: 'challenge_expired',
    field: 'challengeId',
    message: 'is unknown, used or older than five minutes: ask for new options',
  });

const inviteNotFound = (c: Context) =>
  refuse(c, 404, { error: 'invite_not_found', message: 'this invite is unknown, used, revoked or expired' });

/**
 * The office's API at /office/api (issue #49; docs/decisions/093-office-sign-in-with-passkeys.md):
 * sign-in with passkeys, invites, sessions and the office's people, then `dataRoutes` behind the
 * session. In order, every request meets: the Origin check on unsafe methods (403 `csrf`); for
 * the sign-in and invite routes, their rate limit (429); for everything else, the session
 * (401 `signed_out`) and on unsafe methods its CSRF token (403 `csrf`); admin routes the role
 * (403 `forbidden`).
 */
export function officeApi({
  db,
  officeOrigin,
  inviteMs,
  signInRateLimit: limit,
  mail,
  log,
  now,
  dataRoutes,
}: OfficeApiOptions) {
  const rp = relyingParty(officeOrigin);
  const cookie = officeCookie(officeOrigin);
  const api = new Hono<OfficeEnv>();

  /** Signs `user` in on this answer: the session's cookie, and what the office's pages need. */
  const signedIn = (c: Context, user: OfficeUser, cookieValue: string, csrfToken: string, status: 200 | 201) => {
    setSessionCookie(c, cookie, cookieValue);
    return c.json({ user, csrfToken }, status);
  };

  api.use(sameOriginOnly(officeOrigin));

  // Signing in: no session yet.
  api.post('/sign-in/options', limit, async (c) => c.json(await authenticationOptions(db, rp, now())));

  api.post('/sign-in', limit, async (c) => {
    const read = await readFields(c, ['challengeId', 'response']);
    if (!read.ok) return read.response;
    const { challengeId, response } = read.body;
    if (typeof challengeId !== 'string' || !challengeIdPattern.test(challengeId)) {
      return invalid(c, 'challengeId', 'must be the challengeId of POST /sign-in/options');
    }
    if (!credentialShape(response, ['clientDataJSON', 'authenticatorData', 'signature'])) {
      return invalid(c, 'response', "must be the passkey's answer (PublicKeyCredential's JSON)");
    }
    const at = now();
    // Taken before anything else is checked: one try per challenge, whatever the outcome.
    const challenge = await takeChallenge(db, challengeId, 'sign-in', at);
    if (!challenge) return challengeExpired(c);
    const answer = response as unknown as AuthenticationResponseJSON;
    const refused = (reason: string) => {
      // Why, for whoever reads the log; never who.
      log({ level: 'warn', msg: 'office sign-in refused', reason });
      return refuse(c, 401, { error: 'passkey_refused', message: 'this passkey does not sign in to the office' });
    };
    const passkey = await findPasskey(db, answer.id);
    if (!passkey) return refused('unknown passkey');
    const verified = await verifySignIn(rp, challenge.challenge, passkey, answer);
    if (!verified.ok) return refused(verified.reason);
    const outcome = await db.transaction().execute(async (trx) => {
      if (!(await recordPasskeyUse(trx, passkey, verified.newCounter, at))) return undefined;
      const row = await trx
        .selectFrom('office_users')
        .select(['id', 'email', 'name', 'role'])
        .where('id', '=', passkey.userId)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      if (!row) return undefined;
      const user: OfficeUser = { ...row, role: row.role as OfficeRole };
      const session = await startSession(trx, user.id, at);
      await writeAudit(trx, {
        at: at.toISOString(),
        actor: user.email,
        action: 'office.signed_in',
        reference: null,
        details: { userId: user.id, passkey: passkey.id },
      });
      return { user, session };
    });
    if (!outcome) return refused('passkey used meanwhile, or its user removed');
    return signedIn(c, outcome.user, outcome.session.cookieValue, outcome.session.csrfToken, 200);
  });

  // An invite's link: its token, then the new user's passkey.
  api.get('/invites/:token', limit, async (c) => {
    const token = c.req.param('token');
    const invite = tokenPattern.test(token) ? await openInvite(db, token, now()) : undefined;
    if (!invite) return inviteNotFound(c);
    return c.json({ email: invite.email, role: invite.role, expiresAt: invite.expiresAt });
  });

  api.post('/invites/:token/options', limit, async (c) => {
    const token = c.req.param('token');
    const invite = tokenPattern.test(token) ? await openInvite(db, token, now()) : undefined;
    if (!invite) return inviteNotFound(c);
    const read = await readFields(c, ['name']);
    if (!read.ok) return read.response;
    const name = officeName(read.body.name);
    if (!name) return invalid(c, 'name', 'must be your name, 1 to 100 characters');
    return c.json(await registrationOptions(db, rp, { inviteId: invite.id, email: invite.email, name, now: now() }));
  });

  api.post('/invites/:token', limit, async (c) => {
    const token = c.req.param('token');
    const at = now();
    const invite = tokenPattern.test(token) ? await openInvite(db, token, at) : undefined;
    if (!invite) return inviteNotFound(c);
    const read = await readFields(c, ['challengeId', 'name', 'response']);
    if (!read.ok) return read.response;
    const { challengeId, response } = read.body;
    const name = officeName(read.body.name);
    if (typeof challengeId !== 'string' || !challengeIdPattern.test(challengeId)) {
      return invalid(c, 'challengeId', 'must be the challengeId of POST /invites/{token}/options');
    }
    if (!name) return invalid(c, 'name', 'must be your name, 1 to 100 characters');
    if (!credentialShape(response, ['clientDataJSON', 'attestationObject'])) {
      return invalid(c, 'response', "must be the new passkey's answer (PublicKeyCredential's JSON)");
    }
    const challenge = await takeChallenge(db, challengeId, 'register', at);
    if (!challenge || challenge.inviteId !== invite.id || !challenge.userId) return challengeExpired(c);
    const userId = challenge.userId;
    const verified = await verifyRegistration(rp, challenge.challenge, response as unknown as RegistrationResponseJSON);
    if (!verified.ok) {
      log({ level: 'warn', msg: 'office passkey refused', reason: verified.reason });
      return refuse(c, 400, { error: 'passkey_refused', message: 'this passkey could not be registered' });
    }
    const { passkey } = verified;
    const outcome = await db
      .transaction()
      .execute(async (trx) => {
        // The invite first: of two acceptances at once, the second finds it used.
        if (!(await useInvite(trx, invite.id, at))) return 'invite_not_found' as const;
        const taken = await trx
          .selectFrom('office_users')
          .select('id')
          .where('email', '=', invite.email)
          .where('removed_at', 'is', null)
          .executeTakeFirst();
        // Thrown, so that the transaction rolls back and the invite stays open.
        if (taken) throw new Refused('user_exists');
        const known = await trx
          .selectFrom('office_credentials')
          .select('id')
          .where('id', '=', passkey.id)
          .executeTakeFirst();
        if (known) throw new Refused('passkey_exists');
        const iso = at.toISOString();
        const user: OfficeUser = { id: userId, email: invite.email, name, role: invite.role };
        await trx
          .insertInto('office_users')
          .values({ id: user.id, email: user.email, name: user.name, role: user.role, created_at: iso })
          .execute();
        await trx
          .insertInto('office_credentials')
          .values({
            id: passkey.id,
            user_id: user.id,
            public_key: passkey.publicKey,
            counter: passkey.counter,
            transports: JSON.stringify(passkey.transports),
            created_at: iso,
            last_used_at: iso,
          })
          .execute();
        const session = await startSession(trx, user.id, at);
        await writeAudit(trx, {
          at: iso,
          actor: user.email,
          action: 'office.invite_used',
          reference: null,
          details: { inviteId: invite.id, userId: user.id, role: user.role, invitedBy: invite.invitedBy },
        });
        await writeAudit(trx, {
          at: iso,
          actor: user.email,
          action: 'office.signed_in',
          reference: null,
          details: { userId: user.id, passkey: passkey.id },
        });
        return { user, session };
      })
      .catch((error: unknown) => {
        if (error instanceof Refused) return error.outcome;
        throw error;
      });
    if (outcome === 'invite_not_found') return inviteNotFound(c);
    if (outcome === 'user_exists') {
      return refuse(c, 409, { error: 'user_exists', message: 'this e-mail address is already an office user' });
    }
    if (outcome === 'passkey_exists') {
      return refuse(c, 409, { error: 'passkey_exists', message: 'this passkey is already registered' });
    }
    return signedIn(c, outcome.user, outcome.session.cookieValue, outcome.session.csrfToken, 201);
  });

  // Everything below needs a session.
  api.use(officeSession({ db, cookie, now }));

  api.get('/session', async (c) => {
    const row = await db
      .selectFrom('office_sessions')
      .select('csrf_token')
      .where('id', '=', c.get('officeSessionId'))
      .executeTakeFirstOrThrow();
    return c.json({ user: c.get('officeUser'), csrfToken: row.csrf_token });
  });

  api.post('/sign-out', async (c) => {
    const user = c.get('officeUser');
    await db.transaction().execute(async (trx) => {
      await endSession(trx, c.get('officeSessionId'));
      await writeAudit(trx, {
        at: now().toISOString(),
        actor: user.email,
        action: 'office.signed_out',
        reference: null,
        details: { userId: user.id },
      });
    });
    clearSessionCookie(c, cookie);
    return c.body(null, 204);
  });

  api.post('/sign-out-everywhere', async (c) => {
    const user = c.get('officeUser');
    await db.transaction().execute(async (trx) => {
      const ended = await endSessionsOf(trx, user.id);
      await writeAudit(trx, {
        at: now().toISOString(),
        actor: user.email,
        action: 'office.signed_out_everywhere',
        reference: null,
        details: { userId: user.id, sessionsEnded: ended },
      });
    });
    clearSessionCookie(c, cookie);
    return c.body(null, 204);
  });

  // The office's people: admins only.
  api.get('/users', requireAdmin, async (c) => c.json(await listPeople(db, now())));

  api.post('/invites', requireAdmin, async (c) => {
    const admin = c.get('officeUser');
    const read = await readFields(c, ['email', 'role']);
    if (!read.ok) return read.response;
    const email = officeEmail(read.body.email);
    if (!email) return invalid(c, 'email', 'must be an e-mail address');
    const role = read.body.role;
    if (!isOfficeRole(role)) return invalid(c, 'role', 'must be admin or staff');
    const created = await createInvite(db, { email, role, invitedBy: admin.email, now: now(), validMs: inviteMs });
    if (created.outcome === 'user_exists') {
      return refuse(c, 409, { error: 'user_exists', field: 'email', message: 'is already an office user' });
    }
    const { invite } = created;
    const link = inviteLink(officeOrigin, invite.token);
    let emailed = false;
    if (mail) {
      try {
        await mail.mailer.send(
          officeInviteEmail(mail.templates.officeInvite, {
            email,
            role,
            link,
            invitedBy: admin.name,
            expiresAt: invite.expiresAt,
          }),
        );
        emailed = true;
      } catch (error) {
        // The invite stands: the admin gets its link to pass on instead.
        log({
          level: 'warn',
          msg: 'office invite not e-mailed',
          invite: invite.id,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    const answer = { id: invite.id, email, role, expiresAt: invite.expiresAt, emailed };
    // The link only when it was not e-mailed: the admin passes it on, and nobody else sees it.
    return c.json(emailed ? answer : { ...answer, link }, 201);
  });

  api.delete('/invites/:id', requireAdmin, async (c) => {
    const revoked = await revokeInvite(db, { id: c.req.param('id'), actor: c.get('officeUser').email, now: now() });
    return revoked ? c.body(null, 204) : refuse(c, 404, { error: 'not_found', message: 'no such open invite' });
  });

  api.post('/users/:id/remove', requireAdmin, async (c) => {
    const outcome = await removeUser(db, { id: c.req.param('id'), by: c.get('officeUser'), now: now() });
    if (outcome === 'self') {
      return refuse(c, 409, { error: 'cannot_remove_self', message: 'another admin must remove you' });
    }
    return outcome === 'removed' ? c.body(null, 204) : refuse(c, 404, { error: 'not_found', message: 'no such user' });
  });

  if (dataRoutes) api.route('/', dataRoutes);
  return api;
}
