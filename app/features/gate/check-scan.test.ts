import { CompactSign, exportJWK, generateKeyPair, type JSONWebKeySet } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PassClaims } from '~/features/passes/pass-claims';
import { checkScan, earlierAdmission, verifiedClaims, type KnownScan, type ScanContext } from './check-scan';

const encoder = new TextEncoder();
const days = ['2026-02-05', '2026-02-06', '2026-02-07', '2026-02-08'];
const trip = 'manta-blu-2026-02-06-11am-2pm';

let keys: JSONWebKeySet;
let sign: (claims: unknown, kid?: string) => Promise<string>;
/** Signed by a key the gate does not know. */
let signStranger: (claims: unknown) => Promise<string>;

beforeAll(async () => {
  const ours = await generateKeyPair('ES256', { extractable: true });
  const theirs = await generateKeyPair('ES256');
  keys = { keys: [{ ...(await exportJWK(ours.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' }] };
  const signWith = (key: CryptoKey, kid: string) => (claims: unknown) =>
    new CompactSign(encoder.encode(JSON.stringify(claims))).setProtectedHeader({ alg: 'ES256', kid }).sign(key);
  sign = (claims, kid = 'k1') => signWith(ours.privateKey, kid)(claims);
  signStranger = signWith(theirs.privateKey, 'k1');
});

const entrance = (changes: Partial<PassClaims> = {}): PassClaims => ({
  jti: crypto.randomUUID(),
  k: 'entrance',
  n: 'Nur Aisyah Rahman',
  c: 'Adult',
  d: days,
  ...changes,
});
const boarding = (tripId = trip, pax = 3): PassClaims => ({
  jti: crypto.randomUUID(),
  k: 'boarding',
  n: 'Daniel Ong',
  tr: { id: tripId, cr: 'Manta Blu', d: '2026-02-06', t: '11AM-2PM', p: pax },
  d: ['2026-02-06'],
});

const hallIn = (changes: Partial<ScanContext> = {}): ScanContext => ({
  keys,
  revoked: new Set(),
  place: { gate: 'hall', direction: 'in' },
  day: '2026-02-06',
  known: [],
  ...changes,
});
const scan = (passId: string, changes: Partial<KnownScan> = {}): KnownScan => ({
  passId,
  device: 'Hall door 1',
  gate: 'hall',
  direction: 'in',
  scannedAt: '2026-02-06T02:00:00.000Z',
  day: '2026-02-06',
  ...changes,
});

describe('verifiedClaims', () => {
  it('reads a pass signed by one of the keys, and nothing else', async () => {
    const claims = entrance();
    expect(await verifiedClaims(await sign(claims), keys)).toEqual(claims);
    expect(await verifiedClaims(await signStranger(claims), keys)).toBeUndefined();
    expect(await verifiedClaims(await sign(claims, 'unknown-kid'), keys)).toBeUndefined();
    expect(await verifiedClaims('https://example.com/not-a-pass', keys)).toBeUndefined();
    expect(await verifiedClaims(await sign({ hello: 'world' }), keys)).toBeUndefined();
    const token = await sign(claims);
    const changed = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifiedClaims(changed, keys)).toBeUndefined();
  });
});

describe('checkScan at the hall', () => {
  it('admits a hall pass valid today with its name and what for', async () => {
    const claims = entrance();
    expect(await checkScan(await sign(claims), hallIn())).toEqual({
      outcome: 'admitted',
      passId: claims.jti,
      kind: 'entrance',
      name: 'Nur Aisyah Rahman',
      what: 'Adult',
      pax: 1,
    });
    for (const kind of ['visitor', 'exhibitor', 'delegate'] as const) {
      expect(await checkScan(await sign(entrance({ k: kind })), hallIn())).toMatchObject({ outcome: 'admitted' });
    }
  });

  it('refuses what is not ours, revoked, a boarding pass, another day', async () => {
    const claims = entrance();
    expect(await checkScan(await signStranger(claims), hallIn())).toEqual({ outcome: 'refused', reason: 'not_ours' });
    expect(await checkScan('garbage', hallIn())).toEqual({ outcome: 'refused', reason: 'not_ours' });
    expect(await checkScan(await sign(claims), hallIn({ revoked: new Set([claims.jti]) }))).toMatchObject({
      outcome: 'refused',
      reason: 'revoked',
      passId: claims.jti,
    });
    expect(await checkScan(await sign(boarding()), hallIn())).toMatchObject({ reason: 'wrong_gate' });
    expect(await checkScan(await sign(entrance({ d: ['2026-02-05'] })), hallIn())).toMatchObject({
      reason: 'wrong_day',
    });
  });

  it('refuses a second entry the same day, says where and when, and lets in again after an exit', async () => {
    const claims = entrance();
    const token = await sign(claims);
    const entered = scan(claims.jti);
    expect(await checkScan(token, hallIn({ known: [entered] }))).toEqual({
      outcome: 'refused',
      reason: 'already_scanned',
      passId: claims.jti,
      name: 'Nur Aisyah Rahman',
      earlier: { device: 'Hall door 1', at: '2026-02-06T02:00:00.000Z' },
    });
    const exited = scan(claims.jti, { direction: 'out', device: 'Hall exit', scannedAt: '2026-02-06T04:00:00.000Z' });
    expect(await checkScan(token, hallIn({ known: [exited, entered] }))).toMatchObject({ outcome: 'admitted' });
    // Yesterday's entry is not today's.
    expect(await checkScan(token, hallIn({ known: [scan(claims.jti, { day: '2026-02-05' })] }))).toMatchObject({
      outcome: 'admitted',
    });
    // Another pass's entry is not this one's.
    expect(await checkScan(token, hallIn({ known: [scan(crypto.randomUUID())] }))).toMatchObject({
      outcome: 'admitted',
    });
  });

  it("records every exit of a hall pass of ours, even revoked, another day's or twice", async () => {
    const claims = entrance({ d: ['2026-02-05'] });
    const context = hallIn({
      place: { gate: 'hall', direction: 'out' },
      revoked: new Set([claims.jti]),
      known: [scan(claims.jti, { direction: 'out' })],
    });
    expect(await checkScan(await sign(claims), context)).toMatchObject({ outcome: 'admitted', passId: claims.jti });
    expect(await checkScan(await signStranger(claims), context)).toMatchObject({ reason: 'not_ours' });
    expect(await checkScan(await sign(boarding()), context)).toMatchObject({ reason: 'wrong_gate' });
  });
});

describe('checkScan at a gangway', () => {
  const gangway = (changes: Partial<ScanContext> = {}) => hallIn({ place: { gate: 'trip', trip }, ...changes });

  it("admits its trip's boarding pass with its seats", async () => {
    const claims = boarding();
    expect(await checkScan(await sign(claims), gangway())).toEqual({
      outcome: 'admitted',
      passId: claims.jti,
      kind: 'boarding',
      name: 'Daniel Ong',
      what: 'Manta Blu, 2026-02-06 11AM-2PM',
      pax: 3,
    });
  });

  it("refuses another trip's, a hall pass, a revoked one, one already boarded", async () => {
    expect(await checkScan(await sign(boarding('manta-blu-2026-02-06-4pm-7pm')), gangway())).toMatchObject({
      reason: 'wrong_trip',
    });
    expect(await checkScan(await sign(entrance()), gangway())).toMatchObject({ reason: 'wrong_gate' });
    const claims = boarding();
    const token = await sign(claims);
    expect(await checkScan(token, gangway({ revoked: new Set([claims.jti]) }))).toMatchObject({ reason: 'revoked' });
    const boarded = scan(claims.jti, { gate: 'trip', direction: null, trip, device: 'Gangway' });
    expect(await checkScan(token, gangway({ known: [boarded] }))).toMatchObject({
      reason: 'already_scanned',
      earlier: { device: 'Gangway', at: boarded.scannedAt },
    });
  });

  it('on the wrong day refuses even its own trip', async () => {
    expect(await checkScan(await sign(boarding()), gangway({ day: '2026-02-05' }))).toMatchObject({
      reason: 'wrong_day',
    });
  });
});

describe('earlierAdmission', () => {
  it('at the hall, the latest of the day decides; at a gangway, the first boarding', () => {
    const id = crypto.randomUUID();
    const at = (time: string, direction: 'in' | 'out') =>
      scan(id, { scannedAt: `2026-02-06T${time}:00.000Z`, direction });
    const place = { gate: 'hall', direction: 'in' } as const;
    expect(earlierAdmission(id, place, '2026-02-06', [at('03', 'out'), at('02', 'in')])).toBeUndefined();
    expect(earlierAdmission(id, place, '2026-02-06', [at('03', 'in'), at('02', 'out')])?.scannedAt).toContain('T03');
    expect(earlierAdmission(id, { gate: 'hall', direction: 'out' }, '2026-02-06', [at('02', 'in')])).toBeUndefined();
    const first = scan(id, { gate: 'trip', trip, scannedAt: '2026-02-06T01:00:00.000Z' });
    const second = scan(id, { gate: 'trip', trip, scannedAt: '2026-02-06T02:00:00.000Z' });
    expect(earlierAdmission(id, { gate: 'trip', trip }, '2026-02-06', [second, first])).toBe(first);
  });
});
