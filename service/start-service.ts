import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { readEditions } from '~/content/read-editions.server';
import { createApp } from './app';
import type { EmailJsConfig, ServiceConfig } from './config';
import { migrate } from './db/migrations';
import { openDatabase, parseDatabaseUrl } from './db/open-database';
import type { Db, Engine } from './db/schema';
import type { Log } from './http/log';
import { passPlanner } from './passes/claims';
import { googleWallet, type GoogleWallet } from './passes/google-wallet';
import { loadPassKeys } from './passes/keys';
import { emailJsMailer } from './mail/emailjs-mailer';
import { indexStoredRegistrations } from './office/backfill';
import { officeSettings } from './office/office-settings';
import { walletPasses } from './passes/wallet-pass';
import { registrationRules } from './registrations/rules';
import { syncTrips } from './trips/trip-store';
import { tripsFromContent } from './trips/trips';

export type RunningService = {
  url: string;
  port: number;
  engine: Engine;
  db: Db;
  /** Stops taking connections, lets requests in flight finish (at most `graceMs`), closes the database. */
  close(graceMs?: number): Promise<void>;
};

/**
 * Reads the pass signing keys (service/passes/keys.ts) and the wallets' settings, opens the database, applies the migrations, reads the content (CONTENT_DIR or ./content),
 * writes its trips, gives registrations stored before migration 003 their office rows, and listens; its e-mails go through EmailJS when `emailJs` is given. What `npm run service` runs, and what the tests start on port 0.
 */
export async function startService(
  config: Pick<
    ServiceConfig,
    | 'port'
    | 'host'
    | 'databaseUrl'
    | 'siteOrigin'
    | 'rateLimit'
    | 'trustProxy'
    | 'poolSize'
    | 'registrationGraceMs'
    | 'passSigningKey'
    | 'passPreviousPublicKeys'
    | 'googleWallet'
    | 'appleWallet'
    | 'officeOrigin'
    | 'officeInviteMs'
    | 'officeSignInRateLimit'
    | 'emailJs'
  >,
  {
    log,
    now,
    contentDir,
    officePagesDir,
  }: { log: Log; now?: () => Date; contentDir?: string; officePagesDir?: string },
): Promise<RunningService> {
  // The keys first: a missing or bad key is said before the database is touched.
  const target = parseDatabaseUrl(config.databaseUrl);
  const passKeys = await loadPassKeys(
    { signingKey: config.passSigningKey, previousPublicKeys: config.passPreviousPublicKeys },
    target.engine === 'sqlite' ? { engine: 'sqlite', sqliteFile: target.file } : { engine: 'postgres' },
    (file) => log({ level: 'info', msg: 'pass signing key generated', file }),
  );
  const wallets = await loadWallets(config);
  if (wallets.google || wallets.apple) {
    log({
      level: 'info',
      msg: 'wallets',
      google: wallets.google !== undefined,
      apple: wallets.apple !== undefined,
      ...(wallets.apple ? { appleCertificateExpires: wallets.apple.expires.toISOString() } : {}),
    });
  }
  const { db, engine } = openDatabase(config.databaseUrl, { poolSize: config.poolSize });
  try {
    const applied = await migrate(db, engine);
    if (applied.length > 0) log({ level: 'info', msg: 'migrations applied', migrations: applied });
    const editions = readEditions(undefined, undefined, contentDir);
    const trips = tripsFromContent(editions.en);
    await syncTrips(db, trips, log);
    // Migration 003's backfill: the office's rows of registrations stored without them.
    const indexed = await indexStoredRegistrations(db, editions.en.site.timeZone.utcOffset);
    if (indexed > 0) log({ level: 'info', msg: 'registrations indexed for the office', count: indexed });
    const app = createApp({
      db,
      rules: registrationRules(editions),
      trips,
      log,
      siteOrigin: config.siteOrigin,
      rateLimit: config.rateLimit,
      trustProxy: config.trustProxy,
      registrationGraceMs: config.registrationGraceMs,
      passPlanner: passPlanner(editions),
      passKeys,
      wallets: { ...wallets, describe: walletPasses(editions) },
      office: {
        origin: config.officeOrigin,
        inviteMs: config.officeInviteMs,
        signInRateLimit: config.officeSignInRateLimit,
        settings: officeSettings(editions),
        content: editions,
      },
      ...(config.emailJs ? { mail: mailFrom(config.emailJs) } : {}),
      now,
      officePagesDir,
    });
    const server = await listen(app.fetch, config.port, config.host);
    const port = (server.address() as AddressInfo).port;
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
    return {
      url: `http://${shownHost}:${port}`,
      port,
      engine,
      db,
      close: async (graceMs = 10_000) => {
        await stop(server, graceMs);
        await db.destroy();
      },
    };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

/**
 * The wallets whose settings are given, their keys and certificates checked (a bad one stops
 * the start, said in one line). passkit-generator is loaded only when Apple Wallet is on:
 * without wallets the service starts as it did before them.
 */
async function loadWallets(config: Pick<ServiceConfig, 'siteOrigin' | 'googleWallet' | 'appleWallet'>) {
  const google: GoogleWallet | undefined = config.googleWallet
    ? await googleWallet(config.googleWallet, config.siteOrigin)
    : undefined;
  const apple = config.appleWallet
    ? (await import('./passes/apple-wallet')).appleWallet(config.appleWallet)
    : undefined;
  return { ...(google ? { google } : {}), ...(apple ? { apple } : {}) };
}

/** The service's own e-mails, through EmailJS's REST API (or the local inbox, which answers the same). */
function mailFrom({ templates, ...settings }: EmailJsConfig) {
  return { mailer: emailJsMailer(settings), templates };
}

function listen(fetch: Parameters<typeof serve>[0]['fetch'], port: number, hostname: string): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, () => resolve(server));
    server.once('error', reject);
  });
}

/**
 * `close()` stops accepting and closes idle keep-alive connections; a connection with a request
 * in flight becomes idle once answered, and is closed at the next sweep (every 100 ms) rather
 * than at its keep-alive timeout. Past the grace, whatever is left is cut.
 */
function stop(server: ServerType, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const closeIdle = () => {
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    };
    const sweep = setInterval(closeIdle, 100);
    const timer = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(timer);
      resolve();
    });
    closeIdle();
  });
}
