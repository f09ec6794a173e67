import type { Context } from 'hono';
import type { ErrorBody } from './errors';

/**
 * The largest body the service reads. The largest registration the forms allow is the
 * exhibitor's, its free text 2,000 characters (up to 8 KB in UTF-8): 32 KiB leaves room
 * and still refuses anything that is not a registration before it is read whole.
 */
export const bodyLimitBytes = 32 * 1024;

type Refused = { ok: false; status: 400 | 413 | 415; error: ErrorBody };
type Read = { ok: true; body: unknown } | Refused;

/** Whether a Content-Type header says JSON: `application/json`, optionally with a UTF-8 charset. */
export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [type, ...parameters] = header.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return parameters.every((parameter) => parameter === 'charset=utf-8' || parameter === 'charset="utf-8"');
}

/** Whether a Content-Type header says an HTML form's encoding, optionally with a UTF-8 charset. */
export function isFormContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [type, ...parameters] = header.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/x-www-form-urlencoded') return false;
  return parameters.every((parameter) => parameter === 'charset=utf-8' || parameter === 'charset="utf-8"');
}

const tooLarge = (limit: number): Refused => ({
  ok: false,
  status: 413,
  error: { error: 'too_large', field: 'body', message: `must be at most ${limit} bytes` },
});

/**
 * The body as UTF-8 text: 413 past `limit` bytes (said by Content-Length or found while
 * reading, so a body without a length is cut off too), 400 for bytes that are not UTF-8.
 */
async function readText(c: Context, limit: number): Promise<{ ok: true; text: string } | Refused> {
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > limit) return tooLarge(limit);
  const stream = c.req.raw.body;
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (stream) {
    const reader = stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        return tooLarge(limit);
      }
      chunks.push(value);
    }
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)) };
  } catch {
    return { ok: false, status: 400, error: { error: 'malformed', field: 'body', message: 'must be UTF-8 text' } };
  }
}

function parseJson(text: string): Read {
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, error: { error: 'malformed', field: 'body', message: 'must be JSON' } };
  }
}

/**
 * Reads a JSON body: 415 for another content type, 413 past `limit` bytes, 400 for bytes that
 * are not UTF-8 or text that is not JSON.
 */
export async function readJsonBody(c: Context, limit = bodyLimitBytes): Promise<Read> {
  if (!isJsonContentType(c.req.header('content-type'))) {
    return {
      ok: false,
      status: 415,
      error: { error: 'unsupported_media_type', field: 'content-type', message: 'must be application/json' },
    };
  }
  const read = await readText(c, limit);
  return read.ok ? parseJson(read.text) : read;
}

/**
 * Reads a JSON body or an HTML form's (`application/x-www-form-urlencoded`, what a plain
 * `<form method="post">` sends), the form's fields as an object of strings: the same limits,
 * and a field given twice is refused (400 `invalid`), never one of them picked.
 */
export async function readJsonOrFormBody(c: Context, limit = bodyLimitBytes): Promise<Read> {
  const type = c.req.header('content-type');
  const form = isFormContentType(type);
  if (!form && !isJsonContentType(type)) {
    return {
      ok: false,
      status: 415,
      error: {
        error: 'unsupported_media_type',
        field: 'content-type',
        message: 'must be application/json or application/x-www-form-urlencoded',
      },
    };
  }
  const read = await readText(c, limit);
  if (!read.ok) return read;
  if (!form) return parseJson(read.text);
  const body: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(read.text)) {
    if (Object.hasOwn(body, name)) {
      return { ok: false, status: 400, error: { error: 'invalid', field: name, message: 'is given more than once' } };
    }
    body[name] = value;
  }
  return { ok: true, body };
}
