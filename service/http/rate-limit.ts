import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/schema';
import type { Log } from './log';

export type RateLimitOptions = {
  /** Requests one client may make per window. */
  max: number;
  windowMs: number;
  /** Who is asking: the client's address, as the app decides it (behind a proxy or not). */
  clientOf: (c: Parameters<MiddlewareHandler>[0]) => string;
  now?: () => number;
  log?: Log;
};

/** The fixed window an instant falls in, and the seconds until the next one starts (at least 1). */
export function windowAt(now: number, windowMs: number) {
  const index = Math.floor(now / windowMs);
  return { index, retryAfterSeconds: Math.max(1, Math.ceil(((index + 1) * windowMs - now) / 1000)) };
}

/**
 * The client's key as stored: a hash, so the table never holds an address (personal data),
 * and every key has the same short length whatever a proxy sends.
 */
export const clientKey = (client: string) => createHash('sha256').update(client).digest('base64url').slice(0, 22);

/**
 * A fixed-window count per client, kept in the database so that every instance behind the load
 * balancer counts the same requests (docs/decisions/080-rate-limit-in-the-database.md): one
 * upsert per request, which returns the new count. Windows before the last are deleted now
 * and then, by whichever instance first sees a new window.
 */
export function rateLimit(
  db: Db,
  { max, windowMs, clientOf, now = Date.now, log }: RateLimitOptions,
): MiddlewareHandler {
  let prunedBefore = -1;
  return async (c, next) => {
    const { index, retryAfterSeconds } = windowAt(now(), windowMs);
    const row = await db
      .insertInto('rate_limits')
      .values({ client: clientKey(clientOf(c)), window_index: index, count: 1 })
      .onConflict((conflict) =>
        conflict.columns(['client', 'window_index']).doUpdateSet((eb) => ({ count: eb('rate_limits.count', '+', 1) })),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    if (index > prunedBefore) {
      prunedBefore = index;
      db.deleteFrom('rate_limits')
        .where('window_index', '<', index - 1)
        .execute()
        .catch((error: unknown) => log?.({ level: 'warn', msg: 'rate limit prune failed', error: String(error) }));
    }
    if (row.count > max) {
      c.header('Retry-After', String(retryAfterSeconds));
      return c.json({ error: 'rate_limited', message: `at most ${max} requests a window; try again later` }, 429);
    }
    await next();
  };
}
