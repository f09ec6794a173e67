import { randomUUID } from 'node:crypto';
import { readConfig } from '../config';
import { generateSigningJwk } from '../passes/keys';
import { silentLog, type Log } from '../http/log';
import { startService, type RunningService } from '../start-service';
import type { TestDatabase } from './engines';
import { clockFrom, contentWindows, insideEveryWindow } from './windows';

export const siteOrigin = 'http://localhost:4173';
/** The office's origin in the tests: what their requests send as Origin and their passkeys as theirs. */
export const officeOrigin = 'http://localhost:8787';

let sharedKey: Promise<string> | undefined;
/** One signing key per test file, for PostgreSQL, where the service needs one given. */
export const testSigningKey = () => (sharedKey ??= generateSigningJwk().then((jwk) => JSON.stringify(jwk)));

/**
 * The service on port 0 of the loopback, over `database`, quiet unless given a log. Its clock
 * runs from a time when every form of the content takes registrations, unless given one; its
 * grace after a window closes is the default setting's, unless given one. Its pass signing key:
 * `passSigningKey` when given; otherwise on SQLite the one it generates beside the database,
 * on PostgreSQL the test file's (`null`: none, as an environment without it). Its wallets: none,
 * unless given `walletEnv`, the `GOOGLE_WALLET_*` and `APPLE_WALLET_*` variables, read as
 * `npm run service` reads them. Its office: at `officeOrigin`, its sign-in limit out of the way,
 * no e-mails, unless `officeEnv` (`OFFICE_*`, `EMAILJS_*`) says otherwise.
 */
export async function startTestService(
  database: TestDatabase,
  {
    rateLimitMax = 100_000,
    windowMs = 60_000,
    log = silentLog,
    contentDir,
    trustProxy = false,
    now = clockFrom(insideEveryWindow(contentWindows(contentDir))),
    registrationGraceMs = readConfig({}).registrationGraceMs,
    passSigningKey,
    passPreviousPublicKeys,
    walletEnv = {},
    officePagesDir,
    officeEnv = {},
  }: {
    rateLimitMax?: number;
    windowMs?: number;
    log?: Log;
    contentDir?: string;
    trustProxy?: boolean;
    now?: () => Date;
    registrationGraceMs?: number;
    passSigningKey?: string | null;
    passPreviousPublicKeys?: string;
    walletEnv?: Record<string, string>;
    /** The office's built pages (routes/office-pages.ts); build-office/ by default. */
    officePagesDir?: string;
    officeEnv?: Record<string, string>;
  } = {},
): Promise<RunningService> {
  const signingKey =
    passSigningKey === undefined && database.engine === 'postgres'
      ? await testSigningKey()
      : (passSigningKey ?? undefined);
  const { googleWallet, appleWallet } = readConfig(walletEnv);
  const office = readConfig({ OFFICE_ORIGIN: officeOrigin, OFFICE_SIGN_IN_LIMIT: '100000', ...officeEnv });
  return startService(
    {
      port: 0,
      host: '127.0.0.1',
      databaseUrl: database.url,
      siteOrigin,
      rateLimit: { max: rateLimitMax, windowMs },
      trustProxy,
      poolSize: 20,
      registrationGraceMs,
      ...(signingKey ? { passSigningKey: signingKey } : {}),
      ...(passPreviousPublicKeys ? { passPreviousPublicKeys } : {}),
      ...(googleWallet ? { googleWallet } : {}),
      ...(appleWallet ? { appleWallet } : {}),
      officeOrigin: office.officeOrigin,
      officeInviteMs: office.officeInviteMs,
      officeSignInRateLimit: office.officeSignInRateLimit,
      ...(office.emailJs ? { emailJs: office.emailJs } : {}),
    },
    { log, contentDir, now, officePagesDir },
  );
}

export const newReference = () => randomUUID();

/** A PUT of a registration body, JSON unless told otherwise. */
export function put(
  service: RunningService,
  reference: string,
  body: unknown,
  {
    contentType = 'application/json',
    raw,
    headers = {},
  }: { contentType?: string; raw?: string | Uint8Array<ArrayBuffer>; headers?: Record<string, string> } = {},
) {
  return fetch(`${service.url}/v1/registrations/${reference}`, {
    method: 'PUT',
    headers: { 'content-type': contentType, ...headers },
    body: raw ?? JSON.stringify(body),
  });
}
