import { CompactSign, generateKeyPair } from 'jose';
import { showDates } from '~/features/lifecycle/show-phase';
import { testEdition } from '~/ui/test-render';
import type { PassClaims, PassKind } from './pass-claims';

/**
 * Passes for the unit tests, shaped as the registrations service issues them
 * (service/passes/claims.ts) from the content's show days, ticket categories and cruises, and
 * signed as it signs them (service/passes/sign.ts), with a key made for the test file.
 */

const edition = testEdition('en');
export const showDays = showDates(edition.site.edition);
export const cruise = edition.cruises[0]!;

export function sampleClaims(kind: PassKind, changes: Partial<PassClaims> = {}): PassClaims {
  const base: Omit<PassClaims, 'jti'> =
    kind === 'exhibitor'
      ? { k: kind, n: 'Daniel Ong', c: 'Andaman Sea Charters', d: showDays }
      : kind === 'entrance'
        ? { k: kind, n: 'Nur Aisyah Rahman', c: edition.tickets.categories[2]!.name, d: showDays }
        : kind === 'boarding'
          ? {
              k: kind,
              n: 'Nur Aisyah Rahman',
              tr: { id: 'trip', cr: cruise.name, d: showDays[1]!, t: cruise.tripTimes[1]!, p: 2 },
              d: [showDays[1]!],
            }
          : { k: kind, n: 'Nur Aisyah Rahman', d: showDays };
  return { jti: crypto.randomUUID(), ...base, ...changes };
}

const keys = generateKeyPair('ES256');
const encoder = new TextEncoder();

/** A compact ES256 JWS over any payload, as the service signs a pass's claims. */
export async function signToken(payload: unknown, header: Record<string, unknown> = { alg: 'ES256', kid: 'test-key' }) {
  // Copied into this realm's Uint8Array: under jsdom, TextEncoder's comes from Node's, which jose refuses.
  return new CompactSign(new Uint8Array(encoder.encode(JSON.stringify(payload))))
    .setProtectedHeader(header as { alg: string })
    .sign((await keys).privateKey);
}
