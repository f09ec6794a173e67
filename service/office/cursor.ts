/**
 * A page of the office's list ends at a registration; the next page starts after it. The
 * cursor is that row's sort key, `received_at` and `reference`, opaque to the page (base64url
 * of the two joined by a space), so a link to "the next page" stays one short query string
 * parameter (docs/decisions/091-office-search-and-keyset-paging.md).
 */
export type Cursor = { receivedAt: string; reference: string };

/** `received_at` as the service writes it: `Date#toISOString()`, always UTC with milliseconds. */
const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** A reference as stored: a lower-case UUID (routes/registrations.ts lower-cases it). */
const referencePattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.receivedAt} ${cursor.reference}`, 'utf8').toString('base64url');
}

/** The cursor a page was given, or undefined when `value` is not one (edited, cut short). */
export function decodeCursor(value: string): Cursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(value)) return undefined;
  const [receivedAt = '', reference = '', ...rest] = Buffer.from(value, 'base64url').toString('utf8').split(' ');
  if (rest.length > 0 || !instantPattern.test(receivedAt) || !referencePattern.test(reference)) return undefined;
  return { receivedAt, reference };
}
