import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import type { EmailTemplates } from './config';
import type { Db } from './db/schema';
import { internalError, notFound } from './http/errors';
import type { Log } from './http/log';
import { rateLimit } from './http/rate-limit';
import { withSecurityHeaders } from './http/security-headers';
import type { Mailer } from './mail/emailjs-mailer';
import type { AppleWallet } from './passes/apple-wallet';
import type { PassPlanner } from './passes/claims';
import type { GoogleWallet } from './passes/google-wallet';
import type { PassKeys } from './passes/keys';
import { passVerifier } from './passes/verify';
import type { WalletPasses } from './passes/wallet-pass';
import type { RegistrationRules } from './registrations/rules';
import { healthRoutes } from './routes/health';
import { officePageRoutes } from './routes/office-pages';
import { readConfirmationTemplates } from './mail/confirmation-templates';
import type { ConfirmationContent } from './office/confirmation-email';
import { gateDeviceRoutes } from './gate/gate-device-routes';
import { gateOfficeRoutes } from './gate/gate-office-routes';
import type { OfficeEnv } from './office/auth/office-user';
import { officeDataRoutes } from './office/http/office-data-routes';
import type { OfficeSettings } from './office/office-settings';
import { officeApi } from './routes/office-auth';
import { passRoutes } from './routes/passes';
import { registrationRoutes } from './routes/registrations';
import { tripRoutes } from './routes/trips';
import { walletRoutes } from './routes/wallets';
import type { Trip } from './trips/trips';

export type AppVariables = {
  reference?: string;
  /** Taken after its form's window closed, within the grace (routes/registrations.ts). */
  late?: boolean;
  /** How many passes the registration's answer lists: logged, never the passes themselves. */
  passes?: number;
};

export type AppOptions = {
  db: Db;
  rules: RegistrationRules;
  trips: readonly Trip[];
  log: Log;
  /** The site's origin, the one origin whose pages may call the service (CORS). */
  siteOrigin: string;
  rateLimit: { max: number; windowMs: number };
  /**
   * Behind a load balancer or proxy, the client is the last address it appended to
   * X-Forwarded-For; otherwise the socket's peer. Never trust the header without a proxy:
   * anyone could then pick a fresh address per request.
   */
  trustProxy?: boolean;
  /**
   * How long after a form's registration window closes a new registration is still taken
   * (`REGISTRATION_GRACE_HOURS`; docs/decisions/084-service-keeps-registration-windows.md).
   */
  registrationGraceMs: number;
  /** The passes each registration gets, and the keys they are signed with (docs/decisions/085-passes-signed-es256.md). */
  passPlanner: PassPlanner;
  passKeys: PassKeys;
  /**
   * The wallets configured (`GOOGLE_WALLET_*`, `APPLE_WALLET_*`; none by default), and what
   * their passes say (docs/decisions/088-wallet-passes-from-the-organisers-accounts.md).
   */
  wallets: { google?: GoogleWallet; apple?: AppleWallet; describe: WalletPasses };
  /**
   * The office (docs/decisions/093-office-sign-in-with-passkeys.md): its origin (`OFFICE_ORIGIN`),
   * how long an invite lasts, and the limit on its sign-in and invite requests.
   */
  office: {
    origin: string;
    inviteMs: number;
    signInRateLimit: { max: number; windowMs: number };
    /** What the counts and exports take from the content (office/office-settings.ts). */
    settings: OfficeSettings;
    /** The content a resent confirmation's words come from (office/confirmation-email.ts). */
    content: ConfirmationContent;
  };
  /** The service's own e-mails (`EMAILJS_*`); absent, it sends none: an invite's link goes to the admin instead. */
  mail?: { mailer: Mailer; templates: EmailTemplates };
  /** The clock: the rate limit's windows, `receivedAt`, and the forms' registration windows. */
  now?: () => Date;
  /** Where the office's built pages are (`npm run build:office`; build-office/ by default). */
  officePagesDir?: string;
};

const routeOf = (path: string) =>
  path
    .replace(/^\/v1\/registrations\/[^/]*$/, '/v1/registrations/:reference')
    // An invite's token signs its holder up until used: never in a log. Nor a user's id.
    .replace(/^\/office\/api\/invites\/[^/]+/, '/office/api/invites/:invite')
    .replace(/^\/office\/api\/users\/[^/]+/, '/office/api/users/:id')
    .replace(/^\/office\/api\/gate\/devices\/[^/]+/, '/office/api/gate/devices/:id');

export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not on a Node socket (app.request() in a unit test).
    return 'unknown';
  }
}

/** Without EmailJS settings: no template, so a resend answers 503 `email_not_configured`. */
const noConfirmationTemplates = readConfirmationTemplates({});

/** The service's HTTP app over a database: everything but the listening socket and the process. */
export function createApp({
  db,
  rules,
  trips,
  log,
  siteOrigin,
  rateLimit: limits,
  trustProxy = false,
  registrationGraceMs,
  passPlanner,
  passKeys,
  wallets,
  office,
  mail,
  now = () => new Date(),
  officePagesDir,
}: AppOptions) {
  const app = new Hono<{ Variables: AppVariables }>();
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    log({
      level: c.res.status >= 500 ? 'error' : 'info',
      msg: 'request',
      method: c.req.method,
      // The route, not the path: a path carries the reference, logged on its own once valid.
      route: routeOf(c.req.path),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(c.get('reference') ? { reference: c.get('reference') } : {}),
      ...(c.get('late') ? { late: true } : {}),
      ...(c.get('passes') !== undefined ? { passes: c.get('passes') } : {}),
    });
  });
  app.use(withSecurityHeaders);
  app.use(
    '/v1/*',
    cors({
      origin: (origin) => (origin === siteOrigin ? origin : null),
      // POST: the wallets (a JSON body needs the preflight; the Apple form's POST is a navigation).
      allowMethods: ['GET', 'PUT', 'POST'],
      allowHeaders: ['Content-Type'],
      maxAge: 600,
    }),
  );
  const limit = rateLimit(db, {
    ...limits,
    clientOf: (c) => clientAddress(c, trustProxy),
    now: () => now().getTime(),
    log,
  });
  app.route('/v1/health', healthRoutes(db));
  app.route('/v1/trips', tripRoutes(db, trips));
  app.route(
    '/v1/registrations',
    registrationRoutes({
      db,
      rules,
      now,
      graceMs: registrationGraceMs,
      rateLimit: limit,
      passes: { plan: passPlanner, keys: passKeys, siteOrigin },
    }),
  );
  app.route('/v1/passes', passRoutes(db, passKeys));
  app.route('/v1/passes', walletRoutes({ db, verify: passVerifier(passKeys), rateLimit: limit, ...wallets }));
  app.route(
    '/office/api',
    officeApi({
      db,
      officeOrigin: office.origin,
      inviteMs: office.inviteMs,
      // Counted apart from the registrations' (a key of its own per client), and stricter.
      signInRateLimit: rateLimit(db, {
        ...office.signInRateLimit,
        clientOf: (c) => `office-sign-in ${clientAddress(c, trustProxy)}`,
        now: () => now().getTime(),
        log,
      }),
      ...(mail ? { mail } : {}),
      log,
      now,
      // Behind the session middleware: every one needs a signed-in user (and CSRF token). The
      // gate's office side (issue #50) is among them, at /office/api/gate.
      dataRoutes: new Hono<OfficeEnv>()
        .route('/gate', gateOfficeRoutes({ db, trips: office.settings.trips, utcOffset: rules.utcOffset, now }))
        .route(
          '/',
          officeDataRoutes({
            db,
            settings: office.settings,
            passes: { keys: passKeys, siteOrigin },
            resend: {
              ...(mail ? { mailer: mail.mailer } : {}),
              templates: mail?.templates.confirmations ?? noConfirmationTemplates,
              content: office.content,
            },
            now,
            log,
          }),
        ),
    }),
  );
  // The gate devices' own API (issue #50): a device's bearer token, no cookie; same origin as the office.
  app.route(
    '/gate/api',
    gateDeviceRoutes({
      db,
      keys: passKeys,
      verify: passVerifier(passKeys),
      utcOffset: rules.utcOffset,
      trips,
      // The office's sign-in limit, counted apart: a pairing code is a short secret.
      pairRateLimit: rateLimit(db, {
        ...office.signInRateLimit,
        clientOf: (c) => `gate-pair ${clientAddress(c, trustProxy)}`,
        now: () => now().getTime(),
        log,
      }),
      now,
    }),
  );
  // After the office's API (/office/api/*), which its pages pass on to.
  app.route('/office', officePageRoutes(officePagesDir ? { dir: officePagesDir } : {}));
  app.notFound(notFound);
  app.onError(internalError(log));
  return app;
}
