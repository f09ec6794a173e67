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

export type SendOutcome = { ok: true } | { ok: false; reason: string };
