import { Hono } from 'hono';
import type { Db } from '../db/schema';
import type { PassKeys } from '../passes/keys';
import { revokedPassIds } from '../registrations/store';

/**
 * `GET /v1/passes/keys`: the public keys a pass may be signed with (a JWK Set, the current key
 * first, then the previous ones), cacheable for five minutes by browsers and gate devices.
 * `GET /v1/passes/revoked`: the ids of revoked passes, nothing personal, never cached.
 */
export const passRoutes = (db: Db, keys: PassKeys) =>
  new Hono()
    .get('/keys', (c) => {
      // Kept by the security headers, whose `no-store` every other answer gets.
      c.header('Cache-Control', 'public, max-age=300');
      return c.json({ keys: keys.publicKeys });
    })
    .get('/revoked', async (c) => c.json({ revoked: await revokedPassIds(db) }));
