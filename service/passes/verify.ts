import { compactVerify, createLocalJWKSet } from 'jose';
import { passKinds, type PassClaims, type PassKind } from '~/features/passes/pass-claims';
import type { PassKeys } from './keys';

/** A compact JWS: three base64url parts. Longer than any pass (a few hundred characters) is refused unread. */
const compactPattern = /^[\w-]+\.[\w-]+\.[\w-]+$/;
export const maxTokenLength = 4096;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Whether a verified payload says what a pass says (service/passes/claims.ts): the shape, not the values. */
function isPassClaims(value: unknown): value is PassClaims {
  if (!isRecord(value)) return false;
  const { jti, k, n, c, tr, d } = value;
  if (typeof jti !== 'string' || jti === '' || typeof n !== 'string') return false;
  if (!passKinds.includes(k as PassKind)) return false;
  if (c !== undefined && typeof c !== 'string') return false;
  if (!Array.isArray(d) || d.length === 0 || !d.every(isDay)) return false;
  if (tr !== undefined) {
    if (!isRecord(tr)) return false;
    if (typeof tr.id !== 'string' || typeof tr.cr !== 'string' || typeof tr.t !== 'string') return false;
    if (!isDay(tr.d) || !Number.isInteger(tr.p)) return false;
  }
  return true;
}

/**
 * The claims of a pass token this service signed, with its current key or a previous one
 * (`PASS_PREVIOUS_PUBLIC_KEYS`); undefined for anything else: not a compact JWS, another
 * algorithm, an unknown kid, one changed byte, or claims that are not a pass's.
 * Revocation is the database's to say (service/registrations/store.ts).
 */
export function passVerifier(keys: Pick<PassKeys, 'publicKeys'>) {
  const jwks = createLocalJWKSet({ keys: keys.publicKeys });
  const decoder = new TextDecoder();
  return async (token: string): Promise<PassClaims | undefined> => {
    if (token.length > maxTokenLength || !compactPattern.test(token)) return undefined;
    try {
      const { payload } = await compactVerify(token, jwks, { algorithms: ['ES256'] });
      const claims: unknown = JSON.parse(decoder.decode(payload));
      return isPassClaims(claims) ? claims : undefined;
    } catch {
      return undefined;
    }
  };
}

export type PassVerifier = ReturnType<typeof passVerifier>;
