import { redirect } from 'react-router';
import type { OfficeUser } from '../office/auth/office-user';

/**
 * The office's calls to its API (`/office/api/*`, same origin; the contract is in
 * docs/decisions/096-office-pages-a-separate-react-entry.md). Reads are `getJson`; every unsafe
 * request goes through `send`, which adds the session's CSRF token (`X-CSRF-Token`, from
 * `GET /office/api/session` or the sign-in's answer). A refusal is an `ApiError` whose
 * `message` says in words what happened and what to do.
 */
export const apiBase = '/office/api';

export type Session = { user: OfficeUser; csrfToken: string };

let csrfToken: string | undefined;

export function keepSession(session: Session | undefined) {
  csrfToken = session?.csrfToken;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field?: string;
  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

type ErrorBody = { error?: string; field?: string; message?: string; left?: number; [key: string]: unknown };

const messages: Record<string, string> = {
  signed_out: 'You are signed out. Sign in again to go on.',
  forbidden: 'Only an admin can do this.',
  csrf: 'This page’s session check is out of date. Reload the page and try again.',
  rate_limited: 'Too many attempts in a short time. Wait a minute, then try again.',
  not_found: 'Nothing was found at this address: it may have been removed.',
  invite_not_found: 'This invitation is unknown, already used or expired. Ask an admin for a new one.',
  email_not_sent: 'The e-mail could not be sent just now. Try again in a few minutes.',
  email_not_configured: 'The service has no e-mail settings, so it cannot send e-mails.',
  trip_full: 'That trip does not have enough seats left.',
  changed_meanwhile: 'Someone else changed this registration meanwhile. Look at it again, then retry.',
  changed: 'Someone else changed this registration meanwhile. Look at it again, then retry.',
  already_paid: 'This fee is already marked paid.',
  not_paid: 'This fee is not marked paid.',
  already_cancelled: 'This registration is already cancelled.',
  cancelled: 'This registration is cancelled.',
  not_conference: 'Only a conference registration has a fee.',
  not_a_ticket_order: 'Only a ticket order has bookings.',
  no_booking: 'This order holds no seats on that cruise.',
  unknown_trip: 'That trip is not offered.',
  other_cruise: 'A booking can move to another trip of the same cruise only.',
  same_trip: 'The booking is already on that trip.',
  verification_failed: 'The passkey could not be verified. Try again.',
};

/** What a refusal says, in words. */
export function describeError(status: number, body: ErrorBody): string {
  const code = body.error ?? '';
  if (code === 'invalid' && body.field) {
    // The data layer's message may start with the field's own name (`transferReference must …`).
    const message = (body.message ?? 'is not valid').replace(new RegExp(`^${body.field}\\s+`), '');
    return `${fieldName(body.field)} ${message}.`;
  }
  if (code === 'trip_full' && typeof body.left === 'number') {
    return `That trip has ${body.left} ${body.left === 1 ? 'seat' : 'seats'} left: not enough for this booking.`;
  }
  if (messages[code]) return messages[code];
  if (typeof body.message === 'string' && body.message) return body.message;
  if (status >= 500) return `The service failed (${status}). Try again in a moment.`;
  return `The service refused the request (${status}${code ? `, ${code}` : ''}).`;
}

const fieldNames: Record<string, string> = {
  transferReference: 'The transfer reference',
  email: 'The e-mail address',
  name: 'The name',
  role: 'The role',
  search: 'The search',
  day: 'The day',
  cruiseDay: 'The cruise day',
};
const fieldName = (field: string) => fieldNames[field] ?? `The field “${field}”`;

async function call(method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['X-CSRF-Token'] = csrfToken;
  try {
    return await fetch(`${apiBase}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(0, 'network', 'The office service could not be reached. Check the connection and try again.');
  }
}

async function answer<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const error = (body ?? {}) as ErrorBody;
    throw new ApiError(response.status, error.error ?? 'http', describeError(response.status, error), error.field);
  }
  return body as T;
}

export async function getJson<T>(path: string): Promise<T> {
  return answer<T>(await call('GET', path));
}

/** An unsafe request (POST, DELETE), with the session's CSRF token. */
export async function send<T = unknown>(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  return answer<T>(await call(method, path, body));
}

/** The signed-in user, or undefined when signed out; keeps the session's CSRF token. */
export async function readSession(): Promise<Session | undefined> {
  try {
    const session = await getJson<Session>('/session');
    keepSession(session);
    return session;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      keepSession(undefined);
      return undefined;
    }
    throw error;
  }
}

/** In a loader: a read that sends a signed-out user to the sign-in page, back here afterwards. */
export async function load<T>(path: string, request: Request): Promise<T> {
  try {
    return await getJson<T>(path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw signInRedirect(request);
    throw error;
  }
}

export function signInRedirect(request: Request) {
  const url = new URL(request.url);
  const back = url.pathname.replace(/^\/office/, '') + url.search;
  return redirect(`/sign-in?next=${encodeURIComponent(back || '/')}`);
}

/** The outcome of a form's action, shown in its live region. */
export type ActionResult = { ok: true; message: string } | { ok: false; message: string };

export async function attempt(run: () => Promise<string>): Promise<ActionResult> {
  try {
    return { ok: true, message: await run() };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The office's data actions answer an outcome (service/office/fees.ts, cancel.ts,
 * change-trip.ts): one that changed nothing is said as a refusal.
 */
export function expectOutcome(result: unknown, done: readonly string[]) {
  const outcome = (result as { outcome?: string } | undefined)?.outcome;
  if (outcome !== undefined && !done.includes(outcome)) {
    throw new ApiError(409, outcome, describeError(409, { ...(result as object), error: outcome }));
  }
}
