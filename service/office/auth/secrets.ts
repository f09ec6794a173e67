import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A secret to hand out once (a session's cookie, an invite's token, a CSRF token): 32 random
 * bytes, base64url, 43 characters.
 */
export const newSecret = () => randomBytes(32).toString('base64url');

/**
 * What the database keeps of a secret it must recognise but never give back (a cookie, an
 * invite's token): its SHA-256, base64url. The secrets are random, so a plain hash is enough:
 * there is nothing to guess from it, and a copy of the database signs nobody in.
 */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/** Whether `given` is `expected`, in a time that does not tell how much of it matched (their hashes are compared). */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
