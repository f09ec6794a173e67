import type { MiddlewareHandler } from 'hono';

/**
 * Who is signed in to the office. Roles (docs/decisions/093-office-sign-in-with-passkeys.md):
 * `admin` does everything; `staff` reads, checks in and resends confirmations, but does not
 * export, change payments, cancel, move bookings or invite.
 */
export type OfficeRole = 'admin' | 'staff';

export type OfficeUser = { id: string; email: string; name: string; role: OfficeRole };

/** What the session middleware (auth/session-middleware.ts) puts on every signed-in request. */
export type OfficeVariables = { officeUser: OfficeUser; officeSessionId: string };

export type OfficeEnv = { Variables: OfficeVariables };

/** After the session middleware: refuses anyone but an admin, 403 `{ "error": "forbidden" }`. */
export const requireAdmin: MiddlewareHandler<OfficeEnv> = async (c, next) => {
  if (c.get('officeUser').role !== 'admin') return c.json({ error: 'forbidden' }, 403);
  await next();
};
