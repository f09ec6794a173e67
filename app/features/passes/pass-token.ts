import { passKinds, type PassClaims, type PassKind, type TripClaim } from './pass-claims';

/**
 * Reading a pass from its token, a compact ES256 JWS (docs/decisions/085-passes-signed-es256.md):
 * `header.payload.signature`, each base64url. The site does not check the signature (the gate
 * does, with the published keys); it checks that the token is whole and that its claims have the
 * service's shape (service/passes/claims.ts), so a link cut short or changed says so instead of
 * showing a QR code the gate would refuse.
 */

/** A pass as the device holds it: its token (what the QR code carries) and what it says. */
export type ReadPass = { token: string; claims: PassClaims };

// An ES256 signature is 64 bytes: 86 base64url characters. A link cut short loses its end first.
const signatureLength = 86;
// A QR code at level M holds at most 2,331 bytes; the service's passes are under 700 characters.
// Anything longer was not issued by it, and could not be drawn.
const maxTokenLength = 2000;
const base64url = /^[A-Za-z0-9_-]+$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isoDate = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The JSON a base64url part holds (UTF-8: a holder's name may be `Zoë`), or undefined. */
function jsonOf(part: string): unknown {
  if (!base64url.test(part) || part.length % 4 === 1) return undefined;
  try {
    const binary = atob(part.replaceAll('-', '+').replaceAll('_', '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function tripOf(value: unknown): TripClaim | undefined {
  if (!isRecord(value)) return undefined;
  const { id, cr, d, t, p } = value;
  if (!isText(id) || !isText(cr) || typeof d !== 'string' || !isoDate.test(d) || !isText(t)) return undefined;
  if (typeof p !== 'number' || !Number.isInteger(p) || p < 1) return undefined;
  return { id, cr, d, t, p };
}

/**
 * A payload's claims, if they have the shape the service signs: an id, a known kind, a holder,
 * one or more valid days; a boarding pass its trip. Claims it does not know are left out (a
 * later service may add some); a known one of the wrong type makes the pass unreadable.
 */
export function passClaimsOf(payload: unknown): PassClaims | undefined {
  if (!isRecord(payload)) return undefined;
  const { jti, k, n, c, tr, d } = payload;
  if (typeof jti !== 'string' || !uuid.test(jti)) return undefined;
  if (!passKinds.includes(k as PassKind) || !isText(n)) return undefined;
  if (!Array.isArray(d) || d.length === 0 || !d.every((day) => typeof day === 'string' && isoDate.test(day))) {
    return undefined;
  }
  if (c !== undefined && typeof c !== 'string') return undefined;
  const trip = tr === undefined ? undefined : tripOf(tr);
  if (tr !== undefined && !trip) return undefined;
  if (k === 'boarding' && !trip) return undefined;
  return {
    jti,
    k: k as PassKind,
    n,
    ...(isText(c) ? { c } : {}),
    ...(trip ? { tr: trip } : {}),
    d: d as string[],
  };
}

/** What a token says, if it is a whole pass token; undefined for anything else. */
export function readPassToken(token: string): PassClaims | undefined {
  if (token.length > maxTokenLength) return undefined;
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, payload, signature] = parts as [string, string, string];
  if (signature.length !== signatureLength || !base64url.test(signature)) return undefined;
  const protectedHeader = jsonOf(header);
  if (!isRecord(protectedHeader) || protectedHeader.alg !== 'ES256' || !isText(protectedHeader.kid)) return undefined;
  return passClaimsOf(jsonOf(payload));
}

/** What the pass page found in its address's fragment. */
export type PassReading = { status: 'missing' } | { status: 'damaged' } | { status: 'read'; pass: ReadPass };

/**
 * The pass in a location's fragment (`#<token>`, as the service's pass url writes it). Spaces
 * and line breaks a mail program or a copy may have put in are dropped; nothing else is fixed.
 */
export function passOfHash(hash: string): PassReading {
  const token = hash.replace(/^#/, '').replace(/\s+/g, '');
  if (token === '') return { status: 'missing' };
  const claims = readPassToken(token);
  return claims ? { status: 'read', pass: { token, claims } } : { status: 'damaged' };
}
