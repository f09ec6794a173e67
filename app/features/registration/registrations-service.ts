import { issuedPasses, type IssuedPass } from '~/features/passes/issued-pass';
import type { Lang } from '~/lib/lang';

/**
 * The registrations service (service/): how a registration is stored there. Its address comes
 * from the build (service-origin.ts), passed in by the caller: importing it here would pull it
 * into the outbox chunk, and the ticket page, which reads it for the seats left
 * (routes/ticket/form/seats-left.ts), would then load the sending code with it.
 */

/** What the service keeps a registration as: its kind, and the form's own fields. */
export type RegistrationKind = 'visitor' | 'exhibitor' | 'conference' | 'ticket' | 'interest';

/** A registration to store, resolved when it was made, so a later send repeats it byte for byte. */
export type RecordRequest = { url: string; body: string };

/** A trip with fewer seats left than an order asked for (`409 trip_full`). */
export type TripLeft = { id: string; left: number };

/** Stored (or stored before: a replay), with the passes it was issued; or why not. */
export type RecordOutcome =
  | { ok: true; passes: IssuedPass[] }
  | { ok: false; reason: string; retryable: boolean }
  | { ok: false; reason: string; retryable: false; tripsFull: TripLeft[] }
  | { ok: false; reason: string; retryable: false; closed: true };

/** The request that stores a registration, or undefined when the build has no service. */
export function recordRequest(
  id: string,
  record: { kind: RegistrationKind; lang: Lang; data: unknown },
  origin: string | undefined,
): RecordRequest | undefined {
  if (!origin) return undefined;
  return {
    url: `${origin}/v1/registrations/${encodeURIComponent(id)}`,
    body: JSON.stringify({ kind: record.kind, lang: record.lang, data: record.data }),
  };
}

/**
 * Stores a registration: `PUT` by its reference, so sending it again is harmless (the service
 * answers a replay with what it stored, the same passes included). Never throws. What passes (no network, 5xx, 429) is
 * retryable; any other refusal is for good, a full trip with the seats each trip has left.
 */
export async function storeRecord(request: RecordRequest): Promise<RecordOutcome> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: request.body,
    });
  } catch (error) {
    return { ok: false, reason: `Network error: ${(error as Error).message}`, retryable: true };
  }
  const answer = (await response.json().catch(() => ({}))) as { error?: string; trips?: TripLeft[]; field?: string };
  if (response.ok) return { ok: true, passes: issuedPasses(answer) };
  const reason = `The registrations service answered ${response.status}: ${answer.error ?? ''}${answer.field ? ` (${answer.field})` : ''}`;
  if (response.status === 409 && answer.error === 'trip_full' && Array.isArray(answer.trips)) {
    return { ok: false, reason, retryable: false, tripsFull: answer.trips };
  }
  // The form's registration window is shut by the service's clock (a page left open, a device
  // whose clock is wrong): the form says registration is closed, not that sending failed.
  if (response.status === 403 && answer.error === 'closed')
    return { ok: false, reason, retryable: false, closed: true };
  return { ok: false, reason, retryable: response.status === 429 || response.status >= 500 };
}
