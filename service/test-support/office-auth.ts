import { expect } from 'vitest';
import type { Db } from '../db/schema';
import type { OfficeRole, OfficeUser } from '../office/auth/office-user';
import { commandLineActor, createInvite, officeEmail } from '../office/auth/people';
import type { RunningService } from '../start-service';
import { SoftwareAuthenticator } from './authenticator';
import { officeOrigin } from './service';

/**
 * The office's tests sign in as a browser would: an invite, a passkey made by a software
 * authenticator (authenticator.ts), the session's cookie and CSRF token on every request.
 * For the office's data routes' tests too: `signedInAs(service, 'admin')` gives a session.
 */

export type OfficeSession = { cookie: string; csrfToken: string; user: OfficeUser };

export type OfficeRequest = {
  method?: string;
  /** JSON, sent with its content type. */
  body?: unknown;
  session?: OfficeSession;
  /** Origin sent on unsafe methods: the office's unless told (`null`: none). */
  origin?: string | null;
  /** X-CSRF-Token: the session's unless told (`null`: none). */
  csrfToken?: string | null;
  headers?: Record<string, string>;
};

/** A request to `/office/api<path>`, with the office's Origin and the session's cookie and CSRF token. */
export function officeFetch(service: RunningService, path: string, request: OfficeRequest = {}) {
  const {
    method = 'GET',
    body,
    session,
    origin = officeOrigin,
    csrfToken = session?.csrfToken,
    headers = {},
  } = request;
  const unsafe = !['GET', 'HEAD'].includes(method);
  return fetch(`${service.url}/office/api${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(unsafe && origin !== null ? { origin } : {}),
      ...(session ? { cookie: `mybos_office=${session.cookie}` } : {}),
      ...(session && csrfToken !== null && csrfToken !== undefined ? { 'x-csrf-token': csrfToken } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

/** The session cookie an answer sets, or undefined. */
export function sessionCookieOf(response: Response): string | undefined {
  const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith('mybos_office='));
  const value = set?.slice('mybos_office='.length).split(';')[0];
  return value ? value : undefined;
}

/** An invite made as `npm run office:invite` makes it, straight in the database: its token. */
export async function inviteToken(
  db: Db,
  email: string,
  role: OfficeRole,
  now = new Date(),
  validMs = 72 * 3_600_000,
): Promise<string> {
  const created = await createInvite(db, {
    email: officeEmail(email) ?? email,
    role,
    invitedBy: commandLineActor,
    now,
    validMs,
  });
  if (created.outcome !== 'created') throw new Error(`${email} is a user already`);
  return created.invite.token;
}

/** Accepts an invite with a new passkey on `authenticator`: the whole ceremony, expecting 201. */
export async function acceptInvite(
  service: RunningService,
  token: string,
  authenticator: SoftwareAuthenticator,
  name = 'Office User',
): Promise<OfficeSession> {
  const options = await officeFetch(service, `/invites/${token}/options`, { method: 'POST', body: { name } });
  expect(options.status, await options.clone().text()).toBe(200);
  const { challengeId, options: creation } = (await options.json()) as {
    challengeId: string;
    options: Parameters<SoftwareAuthenticator['register']>[0];
  };
  const accepted = await officeFetch(service, `/invites/${token}`, {
    method: 'POST',
    body: { challengeId, name, response: authenticator.register(creation) },
  });
  expect(accepted.status, await accepted.clone().text()).toBe(201);
  const { user, csrfToken } = (await accepted.json()) as { user: OfficeUser; csrfToken: string };
  const cookie = sessionCookieOf(accepted);
  if (!cookie) throw new Error('no session cookie');
  return { cookie, csrfToken, user };
}

/** Signs in with the authenticator's passkey: options, the authenticator's answer, the answer's session. */
export async function signIn(
  service: RunningService,
  authenticator: SoftwareAuthenticator,
  answer: Parameters<SoftwareAuthenticator['signIn']>[1] = {},
): Promise<Response> {
  const options = await officeFetch(service, '/sign-in/options', { method: 'POST' });
  expect(options.status, await options.clone().text()).toBe(200);
  const { challengeId, options: request } = (await options.json()) as {
    challengeId: string;
    options: Parameters<SoftwareAuthenticator['signIn']>[0];
  };
  return officeFetch(service, '/sign-in', {
    method: 'POST',
    body: { challengeId, response: authenticator.signIn(request, answer) },
  });
}

/** The session of a signed-in answer (200 or 201). */
export async function sessionOf(response: Response): Promise<OfficeSession> {
  expect([200, 201], await response.clone().text()).toContain(response.status);
  const { user, csrfToken } = (await response.json()) as { user: OfficeUser; csrfToken: string };
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error('no session cookie');
  return { cookie, csrfToken, user };
}

let people = 0;

/**
 * A new office user of `role`, signed in: invited, a passkey made, its session. The e-mail is
 * new each time (`<role>-<n>@mybos.test`) unless given.
 */
export async function signedInAs(
  service: RunningService,
  role: OfficeRole,
  { email = `${role}-${++people}@mybos.test`, name = `${role} ${people}`, now = new Date() } = {},
): Promise<OfficeSession & { authenticator: SoftwareAuthenticator }> {
  const authenticator = new SoftwareAuthenticator(officeOrigin);
  const token = await inviteToken(service.db, email, role, now);
  return { ...(await acceptInvite(service, token, authenticator, name)), authenticator };
}
