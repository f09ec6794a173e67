import { describe, expect, it } from 'vitest';
import { passKinds } from './pass-claims';
import { passClaimsOf, passOfHash, readPassToken } from './pass-token';
import { sampleClaims, signToken } from './test-samples';

const base64url = (text: string) => Buffer.from(text).toString('base64url');

describe('readPassToken', () => {
  it.each(passKinds)('reads a %s pass the service signed: its claims, nothing else', async (kind) => {
    const claims = sampleClaims(kind);
    expect(readPassToken(await signToken(claims))).toEqual(claims);
  });

  it('reads a holder’s name in UTF-8', async () => {
    const claims = sampleClaims('visitor', { n: 'Zoë Łukasz-Ünal 林' });
    expect(readPassToken(await signToken(claims))?.n).toBe('Zoë Łukasz-Ünal 林');
  });

  it('leaves out claims it does not know, so a later service may add some', async () => {
    const claims = sampleClaims('visitor');
    expect(readPassToken(await signToken({ ...claims, iat: 1, x: 'y' }))).toEqual(claims);
  });

  describe('a damaged token: undefined', () => {
    it('cut short, as a mail program may cut a long link', async () => {
      const token = await signToken(sampleClaims('entrance'));
      for (const length of [token.length - 1, token.length - 40, token.indexOf('.') + 10, 0]) {
        expect(readPassToken(token.slice(0, length)), `${length} characters`).toBeUndefined();
      }
    });

    it('with a character of its payload changed or a part missing', async () => {
      const token = await signToken(sampleClaims('visitor'));
      const [header, payload, signature] = token.split('.') as [string, string, string];
      expect(readPassToken(`${header}.${payload.slice(0, 5)}*${payload.slice(6)}.${signature}`)).toBeUndefined();
      expect(readPassToken(`${header}.${payload.slice(1)}.${signature}`)).toBeUndefined();
      expect(readPassToken(`${header}.${signature}`)).toBeUndefined();
      expect(readPassToken(`${header}.${payload}.${signature}.${signature}`)).toBeUndefined();
      expect(readPassToken(`${header}.${payload}.${signature.slice(0, -2)}`)).toBeUndefined();
    });

    it('too long for a QR code to carry, which no pass the service issues is', async () => {
      const claims = sampleClaims('visitor', { n: 'N'.repeat(1500) });
      expect(readPassToken(await signToken(claims))).toBeUndefined();
      expect(readPassToken(await signToken({ ...claims, n: 'N'.repeat(1000) }))).toEqual({
        ...claims,
        n: 'N'.repeat(1000),
      });
    });

    it('with a header that is not ES256 with a key id', async () => {
      const claims = sampleClaims('visitor');
      const [, payload, signature] = (await signToken(claims)).split('.');
      expect(readPassToken(`${base64url('{"alg":"none","kid":"k"}')}.${payload}.${signature}`)).toBeUndefined();
      expect(readPassToken(`${base64url('{"alg":"ES256"}')}.${payload}.${signature}`)).toBeUndefined();
      expect(readPassToken(`${base64url('not json')}.${payload}.${signature}`)).toBeUndefined();
    });
  });
});

describe('passClaimsOf: a payload of the wrong shape is no pass', () => {
  const good = sampleClaims('boarding');
  it.each([
    ['not an object', 'visitor'],
    ['an unknown kind', { ...good, k: 'vip' }],
    ['an id that is not a UUID', { ...good, jti: '42' }],
    ['no holder', { ...good, n: ' ' }],
    ['no days', { ...good, d: [] }],
    ['a day that is not a date', { ...good, d: ['4 February 2026'] }],
    ['days that are not a list', { ...good, d: '2026-02-04' }],
    ['a category that is not text', { ...sampleClaims('entrance'), c: 3 }],
    ['a boarding pass without its trip', { ...good, tr: undefined }],
    ['a trip without seats', { ...good, tr: { ...good.tr, p: 0 } }],
    ['a trip on no date', { ...good, tr: { ...good.tr, d: 'tomorrow' } }],
  ])('%s', (_, payload) => {
    expect(passClaimsOf(payload)).toBeUndefined();
  });

  it('and takes one of the right shape as it is', () => {
    expect(passClaimsOf(good)).toEqual(good);
  });
});

describe('passOfHash', () => {
  it('finds a pass in the fragment, with or without its #', async () => {
    const claims = sampleClaims('delegate');
    const token = await signToken(claims);
    expect(passOfHash(`#${token}`)).toEqual({ status: 'read', pass: { token, claims } });
    expect(passOfHash(token)).toEqual({ status: 'read', pass: { token, claims } });
  });

  it('drops spaces and line breaks a copy put into the link', async () => {
    const token = await signToken(sampleClaims('visitor'));
    const broken = `#${token.slice(0, 50)}\n ${token.slice(50)} `;
    expect(passOfHash(broken)).toMatchObject({ status: 'read', pass: { token } });
  });

  it('says when there is no pass, and when there is one that cannot be read', async () => {
    expect(passOfHash('')).toEqual({ status: 'missing' });
    expect(passOfHash('#')).toEqual({ status: 'missing' });
    expect(passOfHash('#abc.def')).toEqual({ status: 'damaged' });
    const token = await signToken(sampleClaims('visitor'));
    expect(passOfHash(`#${token.slice(0, -10)}`)).toEqual({ status: 'damaged' });
  });
});
