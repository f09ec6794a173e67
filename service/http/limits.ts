import type { Context } from 'hono';
import type { ErrorBody } from './errors';

/**
 * The largest body the service reads. The largest registration the forms allow is the
 * exhibitor's, its free text 2,000 characters (up to 8 KB in UTF-8): 32 KiB leaves room
 * and still refuses anything that is not a registration before it is read whole.
 */
export const bodyLimitBytes = 32 * 1024;

type Read = { ok: true; body: unknown } | { ok: false; status: 400 | 413 | 415; error: ErrorBody };

/** Whether a Content-Type header says JSON: `application/json`, optionally with a UTF-8 charset. */
export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [type, ...parameters] = header.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return parameters.every((parameter) => parameter === 'charset=utf-8' || parameter === 'charset="utf-8"');
}

/**
 * Reads a JSON body: 415 for another content type, 413 past `limit` bytes (said by
 * Content-Length or found while reading, so a body without a length is cut off too), 400 for
 * bytes that are not UTF-8 or text that is not JSON.
 */
export async function readJsonBody(c: Context, limit = bodyLimitBytes): Promise<Read> {
  if (!isJsonContentType(c.req.header('content-type'))) {
    return {
      ok: false,
      status: 415,
      error: { error: 'unsupported_media_type', field: 'content-type', message: 'must be application/json' },
    };
  }
  const tooLarge: Read = {
    ok: false,
    status: 413,
    error: { error: 'too_large', field: 'body', message: `must be at most ${limit} bytes` },
  };
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > limit) return tooLarge;
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
        return tooLarge;
      }
      chunks.push(value);
    }
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    return { ok: false, status: 400, error: { error: 'malformed', field: 'body', message: 'must be UTF-8 text' } };
  }
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, error: { error: 'malformed', field: 'body', message: 'must be JSON' } };
  }
}
