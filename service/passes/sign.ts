import { randomUUID } from 'node:crypto';
import { CompactSign } from 'jose';
import type { PassClaims, PassKind } from '~/features/passes/pass-claims';
import type { PlannedPass } from './claims';
import type { PassKeys } from './keys';

/** A signed pass, as stored (`passes` table) and listed in a registration's answer. */
export type IssuedPass = { id: string; kind: PassKind; token: string };

const encoder = new TextEncoder();

/**
 * A compact ES256 JWS over the claims, the key's kid in its header, nothing else there: the
 * token goes into a QR code. Its payload is a JWT claims set (`jti` the pass's id), so a gate
 * may verify it with any JWT library, as with jose's `jwtVerify` and the published keys.
 */
export async function signPass(claims: PassClaims, keys: Pick<PassKeys, 'kid' | 'privateKey'>): Promise<string> {
  return new CompactSign(encoder.encode(JSON.stringify(claims)))
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid })
    .sign(keys.privateKey);
}

/** Each planned pass with an id of its own, signed. */
export function issuePasses(planned: readonly PlannedPass[], keys: PassKeys): Promise<IssuedPass[]> {
  return Promise.all(
    planned.map(async (pass) => {
      const id = randomUUID();
      const token = await signPass({ jti: id, ...pass }, keys);
      return { id, kind: pass.k, token };
    }),
  );
}
