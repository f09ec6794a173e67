import { compactVerify, createLocalJWKSet, type JSONWebKeySet } from 'jose';
import type { PassClaims, PassKind } from '~/features/passes/pass-claims';
import { passClaimsOf } from '~/features/passes/pass-token';

/**
 * The gate's decision on one scanned pass (issue #50; docs/decisions/097-gate-devices-and-scans.md).
 * Pure and without Node's APIs: the phone page at /office/scan makes it offline with what its
 * manifest gave it (the service's public keys, the revoked ids, the scans already known), and
 * the service's tests make the same decision. The signature is checked with `jose`, which runs
 * in browsers as in Node.
 */

/** Where a device stands: a side of the hall's entrance, or a cruise trip's gangway. */
export type GatePlace = { gate: 'hall'; direction: 'in' | 'out' } | { gate: 'trip'; trip: string };

/** An admitted scan the device knows of, its own or another device's (the manifest's `scans`). */
export type KnownScan = {
  passId: string;
  /** The device that admitted it, by name: what the refusal shows as "where". */
  device: string;
  gate: 'hall' | 'trip';
  direction?: 'in' | 'out' | null;
  trip?: string | null;
  /** The device's clock, ISO 8601. */
  scannedAt: string;
  /** The show day it was scanned on, `YYYY-MM-DD`. */
  day: string;
};

export const refusalReasons = [
  'already_scanned',
  'wrong_day',
  'wrong_trip',
  /** A boarding pass at the hall, or a hall pass at a gangway. */
  'wrong_gate',
  'revoked',
  'not_ours',
] as const;
export type RefusalReason = (typeof refusalReasons)[number];

export type ScanDecision =
  | {
      outcome: 'admitted';
      passId: string;
      kind: PassKind;
      /** The holder's name. */
      name: string;
      /** What for: the ticket's category, the exhibitor's company, the trip; the kind for the rest. */
      what: string;
      /** The people it lets through: a boarding pass's seats, 1 otherwise. */
      pax: number;
    }
  | {
      outcome: 'refused';
      reason: RefusalReason;
      /** Undefined only for `not_ours`: nothing of a token we did not sign is believed. */
      passId?: string;
      name?: string;
      /** `already_scanned`: the earlier admission. */
      earlier?: { device: string; at: string };
    };

export type ScanContext = {
  /** The service's public keys, as `GET /v1/passes/keys` (and the manifest) give them. */
  keys: JSONWebKeySet;
  revoked: ReadonlySet<string>;
  place: GatePlace;
  /** The show day it is now, `YYYY-MM-DD`, in the show's time zone. */
  day: string;
  /** The admissions known so far: the device's own and the manifest's. */
  known: readonly KnownScan[];
};

/** A compact JWS; a pass is a few hundred characters, so anything past 4096 is not one of ours. */
const compactPattern = /^[\w-]+\.[\w-]+\.[\w-]+$/;
const maxTokenLength = 4096;

/**
 * The claims of `token` if one of `keys` signed it with ES256 and it has a pass's shape;
 * undefined for anything else (another QR code, a changed byte, an unknown key).
 */
export async function verifiedClaims(token: string, keys: JSONWebKeySet): Promise<PassClaims | undefined> {
  const text = token.trim();
  if (text.length > maxTokenLength || !compactPattern.test(text)) return undefined;
  try {
    const { payload } = await compactVerify(text, createLocalJWKSet(keys), { algorithms: ['ES256'] });
    return passClaimsOf(JSON.parse(new TextDecoder().decode(payload)));
  } catch {
    return undefined;
  }
}

/**
 * What the gate decides on: a verified token's claims, or a pass of the device's manifest
 * (found by the search: the service listed it, so it needs no signature).
 */
export type GatePass = {
  id: string;
  kind: PassKind;
  name: string;
  /** What for: the ticket's category, the exhibitor's company, the trip; the kind for the rest. */
  what: string;
  days: readonly string[];
  /** A boarding pass's trip id. */
  trip?: string;
  /** The people it lets through: a boarding pass's seats, 1 otherwise. */
  pax: number;
};

/** A verified token's claims as the gate reads them. */
export const gatePassOf = (claims: PassClaims): GatePass => ({
  id: claims.jti,
  kind: claims.k,
  name: claims.n,
  what: claims.tr ? `${claims.tr.cr}, ${claims.tr.d} ${claims.tr.t}` : (claims.c ?? claims.k),
  days: claims.d,
  ...(claims.tr ? { trip: claims.tr.id } : {}),
  pax: claims.tr?.p ?? 1,
});

/**
 * The latest admission of `passId` that would make this one a second: at a gangway, any
 * boarding of the same trip; at the hall's entrance, an entry that day with no exit after it
 * (whoever went out may come back in). The hall's exit never refuses for this.
 */
export function earlierAdmission(
  passId: string,
  place: GatePlace,
  day: string,
  known: readonly KnownScan[],
): KnownScan | undefined {
  const mine = known.filter((scan) => scan.passId === passId);
  if (place.gate === 'trip') {
    return mine.filter((scan) => scan.gate === 'trip' && scan.trip === place.trip).sort(byTime)[0];
  }
  if (place.direction === 'out') return undefined;
  const latest = mine
    .filter((scan) => scan.gate === 'hall' && scan.day === day)
    .sort(byTime)
    .at(-1);
  return latest?.direction === 'in' ? latest : undefined;
}

const byTime = (a: KnownScan, b: KnownScan) => (a.scannedAt < b.scannedAt ? -1 : a.scannedAt > b.scannedAt ? 1 : 0);

/**
 * The gate's answer for a scanned token. In order: not signed by us (`not_ours`); then
 * `decide`'s rules.
 */
export async function checkScan(token: string, context: ScanContext): Promise<ScanDecision> {
  const claims = await verifiedClaims(token, context.keys);
  if (!claims) return { outcome: 'refused', reason: 'not_ours' };
  return decide(gatePassOf(claims), context);
}

/**
 * The answer for a pass of ours (a verified token's, or one the search found in the manifest).
 * In order: `revoked`; a pass of the other gate (`wrong_gate`); a boarding pass of another trip
 * (`wrong_trip`); a hall pass not valid today (`wrong_day`); already admitted here
 * (`already_scanned`). The hall's exit records every pass of ours that is a hall pass: nobody
 * is kept in.
 */
export function decide(pass: GatePass, context: ScanContext): ScanDecision {
  const { place, day } = context;
  const refused = (reason: RefusalReason, earlier?: KnownScan): ScanDecision => ({
    outcome: 'refused',
    reason,
    passId: pass.id,
    name: pass.name,
    ...(earlier ? { earlier: { device: earlier.device, at: earlier.scannedAt } } : {}),
  });
  const boarding = pass.kind === 'boarding';
  const exit = place.gate === 'hall' && place.direction === 'out';
  if (!exit && context.revoked.has(pass.id)) return refused('revoked');
  if (boarding !== (place.gate === 'trip')) return refused('wrong_gate');
  if (place.gate === 'trip' && pass.trip !== place.trip) return refused('wrong_trip');
  if (!exit && !pass.days.includes(day)) return refused('wrong_day');
  const earlier = earlierAdmission(pass.id, place, day, context.known);
  if (earlier) return refused('already_scanned', earlier);
  return { outcome: 'admitted', passId: pass.id, kind: pass.kind, name: pass.name, what: pass.what, pax: pass.pax };
}
