import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Engine } from '../db/schema';

/** A public key as `GET /v1/passes/keys` publishes it. */
export type PublicJwk = { kty: 'EC'; crv: 'P-256'; x: string; y: string; kid: string; alg: 'ES256'; use: 'sig' };

/** The service's keys: the one it signs with, and every public key a pass may carry the kid of. */
export type PassKeys = {
  kid: string;
  privateKey: CryptoKey;
  /** The current key first, then the previous ones (`PASS_PREVIOUS_PUBLIC_KEYS`). */
  publicKeys: PublicJwk[];
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Why `jwk` is not an EC P-256 key with a kid (and a private part when `private`), or undefined. */
function problemWith(jwk: unknown, needsPrivate: boolean): string | undefined {
  if (!isRecord(jwk)) return 'is not a JSON object';
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256') return 'is not an EC P-256 key ("kty": "EC", "crv": "P-256")';
  if (!nonEmpty(jwk.x) || !nonEmpty(jwk.y)) return 'has no "x" and "y"';
  if (!nonEmpty(jwk.kid)) return 'has no "kid"';
  if (jwk.alg !== undefined && jwk.alg !== 'ES256') return `is for ${String(jwk.alg)}, not ES256`;
  if (needsPrivate && !nonEmpty(jwk.d)) return 'is a public key: it needs its private part "d"';
  if (!needsPrivate && jwk.d !== undefined) return 'holds a private key ("d"): publish the public part only';
  return undefined;
}

const publicPart = (jwk: Record<string, unknown>): PublicJwk => ({
  kty: 'EC',
  crv: 'P-256',
  x: jwk.x as string,
  y: jwk.y as string,
  kid: jwk.kid as string,
  alg: 'ES256',
  use: 'sig',
});

function parseJson(raw: string, name: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new Error(`${name} is not JSON (npm run pass-key prints a key to put there)`);
  }
}

/**
 * The keys from their settings' text: `signingKey` a private EC P-256 JWK with a kid
 * (`PASS_SIGNING_KEY`), `previous` a JSON array of public ones (`PASS_PREVIOUS_PUBLIC_KEYS`).
 * Throws a one-line message naming the setting, never its value.
 */
export async function parsePassKeys(signingKey: string, previous = '', name = 'PASS_SIGNING_KEY'): Promise<PassKeys> {
  const jwk = parseJson(signingKey, name);
  const problem = problemWith(jwk, true);
  if (problem) throw new Error(`${name} ${problem} (npm run pass-key prints one)`);
  const privateJwk = jwk as Record<string, unknown>;
  let privateKey: CryptoKey;
  try {
    const imported = await importJWK({ ...(privateJwk as JWK), alg: 'ES256' }, 'ES256');
    if (!('type' in imported) || imported.type !== 'private') throw new Error('not a private key');
    privateKey = imported;
  } catch {
    throw new Error(`${name} is not a valid EC P-256 private key (npm run pass-key prints one)`);
  }
  const current = publicPart(privateJwk);
  const previousKeys = parsePreviousKeys(previous);
  if (previousKeys.some((key) => key.kid === current.kid)) {
    throw new Error(`PASS_PREVIOUS_PUBLIC_KEYS has the kid "${current.kid}" of ${name}: give each key its own kid`);
  }
  return { kid: current.kid, privateKey, publicKeys: [current, ...previousKeys] };
}

/** `PASS_PREVIOUS_PUBLIC_KEYS`: empty, or a JSON array of public EC P-256 JWKs, each with its own kid. */
export function parsePreviousKeys(raw: string): PublicJwk[] {
  if (raw.trim() === '') return [];
  const list = parseJson(raw, 'PASS_PREVIOUS_PUBLIC_KEYS');
  if (!Array.isArray(list)) throw new Error('PASS_PREVIOUS_PUBLIC_KEYS must be a JSON array of public keys');
  const keys = list.map((jwk: unknown, index) => {
    const problem = problemWith(jwk, false);
    if (problem) throw new Error(`PASS_PREVIOUS_PUBLIC_KEYS[${index}] ${problem}`);
    return publicPart(jwk as Record<string, unknown>);
  });
  const kids = new Set(keys.map((key) => key.kid));
  if (kids.size !== keys.length) throw new Error('PASS_PREVIOUS_PUBLIC_KEYS has two keys with the same kid');
  return keys;
}

/**
 * A new private signing key as a JWK: EC P-256 for ES256, its kid the first 12 characters of
 * its RFC 7638 thumbprint (short, since every pass carries it, and unique enough for a few keys).
 */
export async function generateSigningJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = (await calculateJwkThumbprint(jwk)).slice(0, 12);
  return { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, d: jwk.d, kid, alg: 'ES256', use: 'sig' };
}

/** Where a SQLite database keeps its generated key: a file beside it. */
export const keyFileOf = (sqliteFile: string) => join(dirname(sqliteFile), 'pass-signing-key.json');

/**
 * The service's keys at start. `PASS_SIGNING_KEY` when set. Without it: on SQLite (one
 * instance on one host) a key generated once and kept beside the database file, mode 0600,
 * reused at every later start; in memory, one for the process. On PostgreSQL it refuses:
 * instances behind a load balancer must all sign with the one key of the environment.
 */
export async function loadPassKeys(
  settings: { signingKey?: string; previousPublicKeys?: string },
  target: { engine: Engine; sqliteFile?: string },
  onGenerated: (file: string) => void = () => {},
): Promise<PassKeys> {
  const previous = settings.previousPublicKeys ?? '';
  if (settings.signingKey) return parsePassKeys(settings.signingKey, previous);
  if (target.engine === 'postgres') {
    throw new Error(
      'PASS_SIGNING_KEY is required with PostgreSQL: every instance must sign passes with the same key (npm run pass-key prints one)',
    );
  }
  const file = target.sqliteFile;
  if (!file || file === ':memory:') return parsePassKeys(JSON.stringify(await generateSigningJwk()), previous);
  const keyFile = keyFileOf(file);
  const existing = readKeyFile(keyFile);
  if (existing !== undefined) return parsePassKeys(existing, previous, keyFile);
  const generated = JSON.stringify(await generateSigningJwk());
  try {
    // On a fresh checkout the database's folder (.data/) does not exist yet: the keys are
    // loaded before the database is opened.
    mkdirSync(dirname(keyFile), { recursive: true });
    // `wx`: never over a key another start wrote meanwhile; that one is then read.
    writeFileSync(keyFile, `${generated}\n`, { mode: 0o600, flag: 'wx' });
    onGenerated(keyFile);
    return parsePassKeys(generated, previous, keyFile);
  } catch (error) {
    const written = readKeyFile(keyFile);
    if (written === undefined) throw error;
    return parsePassKeys(written, previous, keyFile);
  }
}

function readKeyFile(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
