import { statSync } from 'node:fs';
import {
  createLocalJWKSet,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  type JSONWebKeySet,
} from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { keyFileOf, generateSigningJwk } from './passes/keys';
import type { RunningService } from './start-service';
import {
  onEachEngine,
  postgresDatabase,
  postgresReachable,
  sqliteDatabase,
  type TestDatabase,
} from './test-support/engines';
import { samples } from './test-support/samples';
import { newReference, put, startTestService } from './test-support/service';

type Pass = { id: string; kind: string; url: string };

const tokenOf = (pass: Pass) => new URL(pass.url).hash.slice(1);
const keysOf = async (service: RunningService) =>
  (await (await fetch(`${service.url}/v1/passes/keys`)).json()) as JSONWebKeySet;
const verify = async (service: RunningService, token: string) =>
  jwtVerify(token, createLocalJWKSet(await keysOf(service)), { algorithms: ['ES256'] });
const visitor = { kind: 'visitor', lang: 'en', data: samples.visitor };
const publicOf = ({ d: _d, ...rest }: Record<string, unknown>) => rest;

async function issue(service: RunningService) {
  const reference = newReference();
  const response = await put(service, reference, visitor);
  expect(response.status).toBe(201);
  const [pass] = ((await response.json()) as { passes: Pass[] }).passes;
  return { reference, token: tokenOf(pass!) };
}

const running: RunningService[] = [];
const databases: TestDatabase[] = [];
afterEach(async () => {
  for (const service of running.splice(0)) await service.close();
  for (const database of databases.splice(0)) await database.drop();
});
async function start(database: TestDatabase, keys: Parameters<typeof startTestService>[1] = {}) {
  const service = await startTestService(database, keys);
  running.push(service);
  return service;
}

describe('a key generated on SQLite', () => {
  it('is kept beside the database file (0600) and reused after a restart: passes from before still verify', async () => {
    const database = await sqliteDatabase();
    databases.push(database);
    const first = await start(database, { passSigningKey: null });
    const before = await issue(first);
    const keys = await keysOf(first);
    const file = keyFileOf(database.url.slice('sqlite:'.length));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    await first.close();
    running.splice(0);

    const second = await start(database, { passSigningKey: null });
    expect(await keysOf(second)).toEqual(keys);
    await expect(verify(second, before.token)).resolves.toBeDefined();
    const after = await issue(second);
    expect(decodeProtectedHeader(after.token).kid).toBe(keys.keys[0]!.kid);
  });
});

onEachEngine(({ engine, create }) => {
  describe(`pass keys on ${engine}`, () => {
    it('rotates: key B signs, key A still published after it, and passes signed with A still verify', async () => {
      const database = await create();
      databases.push(database);
      const keyA = await generateSigningJwk();
      const keyB = await generateSigningJwk();
      const withA = await start(database, { passSigningKey: JSON.stringify(keyA) });
      const old = await issue(withA);
      expect(decodeProtectedHeader(old.token).kid).toBe(keyA.kid);
      await withA.close();
      running.splice(0);

      const withB = await start(database, {
        passSigningKey: JSON.stringify(keyB),
        passPreviousPublicKeys: JSON.stringify([publicOf(keyA)]),
      });
      const { keys } = await keysOf(withB);
      expect(keys.map((key) => key.kid)).toEqual([keyB.kid, keyA.kid]);
      expect(keys.every((key) => key.d === undefined)).toBe(true);
      await expect(verify(withB, old.token)).resolves.toMatchObject({ protectedHeader: { kid: keyA.kid } });
      const fresh = await issue(withB);
      expect(decodeProtectedHeader(fresh.token).kid).toBe(keyB.kid);
      await expect(verify(withB, fresh.token)).resolves.toBeDefined();
      // A replay of the old registration answers the pass signed with A, as stored.
      const replay = await put(withB, old.reference, visitor);
      expect(tokenOf(((await replay.json()) as { passes: Pass[] }).passes[0]!)).toBe(old.token);

      // Once A is no longer published, its passes no longer verify.
      await withB.close();
      running.splice(0);
      const onlyB = await start(database, { passSigningKey: JSON.stringify(keyB) });
      await expect(verify(onlyB, old.token)).rejects.toThrow();
    });

    it('refuses to start with a bad key, saying which setting and why', async () => {
      const database = await create();
      databases.push(database);
      const good = await generateSigningJwk();
      const { privateKey: p384 } = await generateKeyPair('ES384', { extractable: true });
      const noKid = { ...good, kid: undefined };
      const cases: [Parameters<typeof startTestService>[1], RegExp][] = [
        [{ passSigningKey: '{"kty": "EC",' }, /^PASS_SIGNING_KEY is not JSON/],
        [
          { passSigningKey: JSON.stringify({ ...(await exportJWK(p384)), kid: 'k' }) },
          /^PASS_SIGNING_KEY is not an EC P-256 key/,
        ],
        [{ passSigningKey: JSON.stringify(noKid) }, /^PASS_SIGNING_KEY has no "kid"/],
        [{ passSigningKey: JSON.stringify(publicOf(good)) }, /^PASS_SIGNING_KEY is a public key/],
        [
          { passSigningKey: JSON.stringify({ ...good, d: good.x }) },
          /^PASS_SIGNING_KEY is not a valid EC P-256 private key/,
        ],
        [
          { passSigningKey: JSON.stringify(good), passPreviousPublicKeys: JSON.stringify([good]) },
          /^PASS_PREVIOUS_PUBLIC_KEYS\[0\] holds a private key/,
        ],
        [
          { passSigningKey: JSON.stringify(good), passPreviousPublicKeys: JSON.stringify(publicOf(good)) },
          /^PASS_PREVIOUS_PUBLIC_KEYS must be a JSON array/,
        ],
        [
          { passSigningKey: JSON.stringify(good), passPreviousPublicKeys: JSON.stringify([publicOf(good)]) },
          /^PASS_PREVIOUS_PUBLIC_KEYS has the kid/,
        ],
      ];
      for (const [settings, message] of cases) {
        const refusal = await startTestService(database, settings).then(
          (service) => {
            running.push(service);
            return 'started';
          },
          (error: unknown) => (error instanceof Error ? error.message : String(error)),
        );
        expect(refusal).toMatch(message);
        // The message names the setting, never the key in it.
        expect(refusal).not.toContain(good.d!);
        expect(refusal).not.toContain('\n');
      }
    });
  });
});

describe.skipIf(!postgresReachable)('PostgreSQL without PASS_SIGNING_KEY', () => {
  it('refuses to start', async () => {
    const database = await postgresDatabase();
    databases.push(database);
    await expect(start(database, { passSigningKey: null })).rejects.toThrow(
      /^PASS_SIGNING_KEY is required with PostgreSQL: every instance must sign passes with the same key/,
    );
  });
});
