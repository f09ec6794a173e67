import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { compactVerify, importJWK } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { generateSigningJwk, keyFileOf, loadPassKeys, parsePassKeys, parsePreviousKeys } from './keys';
import { issuePasses, signPass } from './sign';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDb = () => {
  const dir = mkdtempSync(join(tmpdir(), 'mybos-keys-'));
  dirs.push(dir);
  return join(dir, 'registrations.sqlite');
};
const publicOf = ({ d: _d, ...rest }: Record<string, unknown>) => rest;

describe('parsePassKeys', () => {
  it('takes a private P-256 JWK with a kid and publishes its public part, then the previous keys', async () => {
    const current = await generateSigningJwk();
    const previous = await generateSigningJwk();
    const keys = await parsePassKeys(JSON.stringify(current), JSON.stringify([publicOf(previous)]));
    expect(keys.kid).toBe(current.kid);
    expect(keys.publicKeys).toEqual([
      { kty: 'EC', crv: 'P-256', x: current.x, y: current.y, kid: current.kid, alg: 'ES256', use: 'sig' },
      { kty: 'EC', crv: 'P-256', x: previous.x, y: previous.y, kid: previous.kid, alg: 'ES256', use: 'sig' },
    ]);
    const token = await signPass({ jti: 'x', k: 'visitor', n: 'A B', d: ['2026-02-04'] }, keys);
    const verified = await compactVerify(token, await importJWK(keys.publicKeys[0]!, 'ES256'));
    expect(verified.protectedHeader).toEqual({ alg: 'ES256', kid: current.kid });
  });

  it('refuses what is not such a key, in one line naming the setting', async () => {
    const good = await generateSigningJwk();
    await expect(parsePassKeys('nope')).rejects.toThrow(/^PASS_SIGNING_KEY is not JSON/);
    await expect(parsePassKeys('[]')).rejects.toThrow(/^PASS_SIGNING_KEY is not a JSON object/);
    await expect(parsePassKeys(JSON.stringify({ ...good, crv: 'P-384' }))).rejects.toThrow(/not an EC P-256 key/);
    await expect(parsePassKeys(JSON.stringify({ ...good, kid: '' }))).rejects.toThrow(/has no "kid"/);
    await expect(parsePassKeys(JSON.stringify({ ...good, alg: 'RS256' }))).rejects.toThrow(/is for RS256/);
    await expect(parsePassKeys(JSON.stringify(publicOf(good)))).rejects.toThrow(/is a public key/);
  });
});

describe('parsePreviousKeys', () => {
  it('takes nothing, or an array of public keys with distinct kids', async () => {
    const key = publicOf(await generateSigningJwk());
    expect(parsePreviousKeys('')).toEqual([]);
    expect(parsePreviousKeys(JSON.stringify([key]))).toHaveLength(1);
    expect(() => parsePreviousKeys(JSON.stringify([key, key]))).toThrow(/two keys with the same kid/);
    expect(() => parsePreviousKeys(JSON.stringify({ keys: [key] }))).toThrow(/must be a JSON array/);
    expect(() => parsePreviousKeys(JSON.stringify([{ ...key, kid: undefined }]))).toThrow(/\[0\] has no "kid"/);
  });
});

describe('loadPassKeys', () => {
  it('generates a key beside a SQLite file once, mode 0600, and reads it back', async () => {
    const file = tempDb();
    const generated: string[] = [];
    const first = await loadPassKeys({}, { engine: 'sqlite', sqliteFile: file }, (at) => generated.push(at));
    expect(generated).toEqual([keyFileOf(file)]);
    expect(statSync(keyFileOf(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(keyFileOf(file), 'utf8'))).toMatchObject({ kid: first.kid, d: expect.any(String) });
    const second = await loadPassKeys({}, { engine: 'sqlite', sqliteFile: file }, (at) => generated.push(at));
    expect(second.publicKeys).toEqual(first.publicKeys);
    expect(generated).toHaveLength(1);
  });

  it('makes the database’s folder when it does not exist yet (a fresh checkout’s .data/)', async () => {
    const file = join(dirname(tempDb()), 'not-yet', 'registrations.sqlite');
    const keys = await loadPassKeys({}, { engine: 'sqlite', sqliteFile: file });
    expect(JSON.parse(readFileSync(keyFileOf(file), 'utf8'))).toMatchObject({ kid: keys.kid });
  });

  it('prefers the environment’s key, and refuses a damaged key file', async () => {
    const file = tempDb();
    const given = await generateSigningJwk();
    const keys = await loadPassKeys({ signingKey: JSON.stringify(given) }, { engine: 'sqlite', sqliteFile: file });
    expect(keys.kid).toBe(given.kid);
    expect(() => statSync(keyFileOf(file))).toThrow();
    writeFileSync(keyFileOf(file), '{');
    await expect(loadPassKeys({}, { engine: 'sqlite', sqliteFile: file })).rejects.toThrow(
      /pass-signing-key\.json is not JSON/,
    );
  });

  it('refuses PostgreSQL without a key', async () => {
    await expect(loadPassKeys({}, { engine: 'postgres' })).rejects.toThrow(
      /^PASS_SIGNING_KEY is required with PostgreSQL/,
    );
  });
});

describe('issuePasses', () => {
  it('gives each pass an id of its own, the token’s jti', async () => {
    const keys = await parsePassKeys(JSON.stringify(await generateSigningJwk()));
    const passes = await issuePasses(
      [
        { k: 'entrance', n: 'A B', c: 'Adult', d: ['2026-02-04'] },
        { k: 'entrance', n: 'A B', c: 'Adult', d: ['2026-02-04'] },
      ],
      keys,
    );
    expect(new Set(passes.map((pass) => pass.id)).size).toBe(2);
    for (const pass of passes) {
      const payload = JSON.parse(Buffer.from(pass.token.split('.')[1]!, 'base64url').toString()) as { jti: string };
      expect(payload.jti).toBe(pass.id);
      expect(pass.kind).toBe('entrance');
    }
  });
});
