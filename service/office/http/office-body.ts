import type { Context } from 'hono';
import type { ErrorBody } from '../../http/errors';
import { readJsonBody } from '../../http/limits';

/**
 * The office's action bodies are a few short fields: 4 KiB is plenty, and anything larger is
 * refused before it is read whole.
 */
export const officeBodyLimitBytes = 4 * 1024;

type FieldType = 'string' | 'boolean';

export type BodyRead<Fields extends Record<string, FieldType>> =
  | {
      ok: true;
      body: { [K in keyof Fields]?: Fields[K] extends 'string' ? string : boolean };
    }
  | { ok: false; status: 400 | 413 | 415; error: ErrorBody };

const invalid = (field: string, message: string) =>
  ({ ok: false, status: 400, error: { error: 'invalid', field, message } }) as const;

/**
 * An action's JSON body: an object of the named fields, each of its type or absent. A field
 * the action does not take is refused (400 `invalid`, naming it), as the intake refuses one:
 * a misspelt field must not pass for a missing one. An action without fields (cancel, resend)
 * may be sent without a body, or with `{}`.
 */
export async function readOfficeBody<Fields extends Record<string, FieldType>>(
  c: Context,
  fields: Fields,
): Promise<BodyRead<Fields>> {
  // Nothing sent (no type, no length or 0): what `fetch(url, { method: 'POST' })` sends.
  const empty =
    c.req.header('content-type') === undefined &&
    c.req.header('transfer-encoding') === undefined &&
    (c.req.header('content-length') ?? '0') === '0';
  if (empty && Object.keys(fields).length === 0) return { ok: true, body: {} };
  const read = await readJsonBody(c, officeBodyLimitBytes);
  if (!read.ok) return read;
  const body = read.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return invalid('body', 'must be a JSON object');
  }
  for (const [name, value] of Object.entries(body)) {
    const type = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (type === undefined) return invalid(name, 'is not a field');
    if (typeof value !== type) return invalid(name, `must be a ${type}`);
  }
  return { ok: true, body: body as { [K in keyof Fields]?: Fields[K] extends 'string' ? string : boolean } };
}
