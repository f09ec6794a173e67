import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../db/schema';
import type { OfficeEnv } from './office-user';
import { sameSecret } from './secrets';
import { clearSessionCookie, cookieValueOf, findSession, type OfficeCookie } from './sessions';

/** The methods that change nothing: every other one needs the office's Origin, and once signed in its CSRF token. */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
export const isUnsafe = (method: string) => !safeMethods.has(method.toUpperCase());

/**
 * Every unsafe request under /office/api must say it comes from the office's own pages:
 * `Origin` equal to `OFFICE_ORIGIN`, else 403 `{ "error": "csrf" }`, before anything is read.
 * Browsers send Origin on every POST and DELETE, same-origin ones too, and a page cannot forge
 * it; a request without one (a form from an old browser, a script) is refused as well. This
 * covers the sign-in and the invites too, before there is a session to hold a token
 * (docs/decisions/093-office-sign-in-with-passkeys.md).
 */
export function sameOriginOnly(officeOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    if (isUnsafe(c.req.method) && c.req.header('origin') !== officeOrigin) {
      return c.json({ error: 'csrf' }, 403);
    }
    await next();
  };
}

export type OfficeSessionOptions = {
  db: Db;
  /** The session cookie's name and attributes (sessions.ts, `officeCookie`). */
  cookie: OfficeCookie;
  now: () => Date;
};

/**
 * The office's session middleware: a live session from the cookie sets `officeUser` and
 * `officeSessionId` (OfficeVariables); none, or one that has ended, answers 401
 * `{ "error": "signed_out" }` (and clears the cookie). On an unsafe method, the session's
 * CSRF token must be in `X-CSRF-Token` too, else 403 `{ "error": "csrf" }`: SameSite=Strict
 * and the Origin check already stop another site, the token stops anything on the office's
 * origin that did not first read `GET /office/api/session`. Mount `sameOriginOnly` before it.
 */
export function officeSession({ db, cookie, now }: OfficeSessionOptions): MiddlewareHandler<OfficeEnv> {
  return async (c, next) => {
    const value = cookieValueOf(c, cookie);
    const session = value ? await findSession(db, value, now()) : undefined;
    if (!session) {
      if (value) clearSessionCookie(c, cookie);
      return c.json({ error: 'signed_out' }, 401);
    }
    if (isUnsafe(c.req.method) && !sameSecret(c.req.header('x-csrf-token'), session.csrfToken)) {
      return c.json({ error: 'csrf' }, 403);
    }
    c.set('officeUser', session.user);
    c.set('officeSessionId', session.sessionId);
    await next();
  };
}
