import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Log } from './log';

/** Every refusal is JSON: `error`, a stable code a client can branch on, and what it is about. */
export type ErrorBody = { error: string; field?: string; message?: string } & Record<string, unknown>;

export const refuse = (c: Context, status: ContentfulStatusCode, body: ErrorBody) => c.json(body, status);

/** An unexpected failure: the log gets the stack, the client a bare 500 and nothing of the internals. */
export const internalError =
  (log: Log): ErrorHandler =>
  (error, c) => {
    log({
      level: 'error',
      msg: 'unhandled error',
      method: c.req.method,
      path: c.req.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return c.json({ error: 'internal' }, 500);
  };

export const notFound: NotFoundHandler = (c) => c.json({ error: 'not_found' }, 404);
