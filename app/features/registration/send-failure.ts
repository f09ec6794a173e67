/**
 * Why a send failed, in words for the console log. `@emailjs/browser` rejects with
 * `{status, text}` for a non-2xx answer, a `TypeError` when the network or CORS fails, and
 * a plain string when an identifier is missing.
 */
export function describeSendFailure(error: unknown): string {
  if (typeof error === 'string') return `EmailJS configuration error: ${error}`;
  if (error instanceof TypeError) return `Network error: ${error.message}`;
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status, text } = error as { status: unknown; text?: unknown };
    return `EmailJS answered ${String(status)}: ${String(text ?? '')}`;
  }
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return `Unknown error: ${String(error)}`;
}

/**
 * Whether the same send can succeed later without anyone changing anything: no network, a
 * server error (5xx) or too many requests (429). A 4xx answer or a missing identifier will
 * fail the same way every time.
 */
export function isRetryableSendFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = Number((error as { status: unknown }).status);
    return status === 0 || status === 429 || status >= 500;
  }
  return false;
}

export type SendOutcome = { ok: true } | { ok: false; reason: string; retryable: boolean };
