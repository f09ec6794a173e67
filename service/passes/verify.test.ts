import { describe, expect, it } from 'vitest';
import { CompactSign } from 'jose';
import { generateSigningJwk, parsePassKeys } from './keys';
import { signPass } from './sign';
import { passVerifier } from './verify';

const publicOf = ({ d: _d, ...rest }: Record<string, unknown>) => rest;
const claims = { jti: 'f2b1', k: 'entrance' as const, n: 'Tan Mei Ling', c: 'Adult', d: ['2026-02-04'] };

describe('passVerifier', () => {
  it('gives the claims of a pass signed with the current key or a previous one', async () => {
    const previous = await parsePassKeys(JSON.stringify(await generateSigningJwk()));
    const currentJwk = await generateSigningJwk();
    const keys = await parsePassKeys(
      JSON.stringify(currentJwk),
      JSON.stringify([publicOf(previous.publicKeys[0] as unknown as Record<string, unknown>)]),
    );
    const verify = passVerifier(keys);
    expect(await verify(await signPass(claims, keys))).toEqual(claims);
    expect(await verify(await signPass(claims, previous))).toEqual(claims);
  });

  it('gives nothing for a token it did not sign, nor for claims that are not a pass’s', async () => {
    const keys = await parsePassKeys(JSON.stringify(await generateSigningJwk()));
    const stranger = await parsePassKeys(JSON.stringify(await generateSigningJwk()));
    const verify = passVerifier(keys);
    expect(await verify(await signPass(claims, stranger))).toBeUndefined();
    expect(await verify(await signPass(claims, { kid: keys.kid, privateKey: stranger.privateKey }))).toBeUndefined();
    expect(await verify('not a token')).toBeUndefined();
    expect(await verify('')).toBeUndefined();
    expect(await verify(`${'a'.repeat(5000)}.b.c`)).toBeUndefined();
    const signed = async (payload: unknown) =>
      new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
        .setProtectedHeader({ alg: 'ES256', kid: keys.kid })
        .sign(keys.privateKey);
    expect(await verify(await signed({ ...claims, k: 'crew' }))).toBeUndefined();
    expect(await verify(await signed({ ...claims, d: [] }))).toBeUndefined();
    expect(await verify(await signed({ ...claims, d: ['4 Feb'] }))).toBeUndefined();
    expect(await verify(await signed({ ...claims, tr: { id: 'x' } }))).toBeUndefined();
    expect(await verify(await signed([claims]))).toBeUndefined();
    expect(await verify(await signed({ ...claims, jti: 7 }))).toBeUndefined();
  });
});
