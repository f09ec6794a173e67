import { readConfirmationTemplates, type ConfirmationTemplateIds } from './mail/confirmation-templates';
/**
 * The service's settings, from its environment; every one has a default that needs no setup
 * (the wallets' default is off).
 */
export type ServiceConfig = {
  port: number;
  /** Listen address; all interfaces by default, as a container or a host behind a proxy needs. */
  host: string;
  databaseUrl: string;
  siteOrigin: string;
  rateLimit: { max: number; windowMs: number };
  trustProxy: boolean;
  poolSize: number;
  /**
   * How long after a form's window closes a registration is still taken: one made on a device
   * in time but sent once it was back online (docs/decisions/084-service-keeps-registration-windows.md).
   */
  registrationGraceMs: number;
  /**
   * `PASS_SIGNING_KEY`, a private EC P-256 JWK with a kid, as given (checked at start,
   * service/passes/keys.ts); without it a SQLite deployment generates one beside its database.
   */
  passSigningKey?: string;
  /** `PASS_PREVIOUS_PUBLIC_KEYS`: a JSON array of the public JWKs of keys rotated out, still published. */
  passPreviousPublicKeys?: string;
  /** Google Wallet, from the organisers' own issuer account; absent: no Google Wallet (docs/deployment.md). */
  googleWallet?: GoogleWalletSettings;
  /** Apple Wallet, from the organisers' own Apple Developer account; absent: no Apple Wallet. */
  appleWallet?: AppleWalletSettings;
  /**
   * `OFFICE_ORIGIN`: where the office's pages are (`/office` on the service itself): the one
   * origin its unsafe requests may come from, and the passkeys' WebAuthn origin and RP ID (its
   * host name). By default `http://localhost:<PORT>`: an IP address cannot be an RP ID
   * (docs/decisions/093-office-sign-in-with-passkeys.md).
   */
  officeOrigin: string;
  /** `OFFICE_INVITE_HOURS`: how long an office invite's link works. */
  officeInviteMs: number;
  /** `OFFICE_SIGN_IN_LIMIT`: sign-in and invite requests one client may make per window (`officeSignInWindowMs`). */
  officeSignInRateLimit: { max: number; windowMs: number };
  /** The e-mails the service sends itself (EmailJS's REST API); absent: it sends none. */
  emailJs?: EmailJsConfig;
};

/** `EMAILJS_*`: the account, service and templates the service's own e-mails go through (service/mail/emailjs-mailer.ts). */
export type EmailJsConfig = {
  /** `EMAILJS_ORIGIN`: https://api.emailjs.com by default; the local inbox's origin under `npm start`. */
  origin: string;
  /** `EMAILJS_SERVICE_ID`. */
  serviceId: string;
  /** `EMAILJS_PUBLIC_KEY`: the account's public key. */
  publicKey: string;
  /** `EMAILJS_PRIVATE_KEY`: the account's private key, which EmailJS wants from a server; the local inbox takes none. */
  privateKey?: string;
  /** The template ids, each an `EMAILJS_TEMPLATE_*`. */
  templates: EmailTemplates;
};

export type EmailTemplates = {
  /** `EMAILJS_TEMPLATE_OFFICE_INVITE`: an office invite's link (emails/office_invite.html). */
  officeInvite: string;
  /**
   * The registrant's confirmations the office resends, `EMAILJS_TEMPLATE_<NAME>[_MS]` as the
   * site's variables without `VITE_` (mail/confirmation-templates.ts); each may be unset.
   */
  confirmations: ConfirmationTemplateIds;
};

/** As given, the key checked at start (service/passes/google-wallet.ts). */
export type GoogleWalletSettings = {
  /** `GOOGLE_WALLET_ISSUER_ID`: the Google Pay & Wallet Console's issuer id, digits. */
  issuerId: string;
  /** `GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL`: the service account the console authorised. */
  serviceAccountEmail: string;
  /** `GOOGLE_WALLET_PRIVATE_KEY`: that account's key, PEM (PKCS #8, the key file's `private_key`). */
  privateKey: string;
};

/** As given, the certificates and key checked at start (service/passes/apple-wallet.ts). */
export type AppleWalletSettings = {
  /** `APPLE_WALLET_PASS_TYPE_ID`: `pass.…`, the Pass Type ID the certificate was made for. */
  passTypeIdentifier: string;
  /** `APPLE_WALLET_TEAM_ID`: the Apple Developer team's ten-character id. */
  teamIdentifier: string;
  /** `APPLE_WALLET_SIGNER_CERT`: the Pass Type ID certificate, PEM. */
  signerCertificate: string;
  /** `APPLE_WALLET_SIGNER_KEY`: its private key, PEM, encrypted or not. */
  signerKey: string;
  /** `APPLE_WALLET_SIGNER_KEY_PASSPHRASE`: the key's passphrase, when it is encrypted. */
  signerKeyPassphrase?: string;
  /** `APPLE_WALLET_WWDR_CERT`: Apple's WWDR intermediate certificate (G4), PEM. */
  wwdrCertificate: string;
};

/** Two days: a weekend offline, or the day after the show, on the boat or on the road home. */
export const defaultRegistrationGraceHours = 48;

export const defaultDatabaseUrl = 'sqlite:.data/registrations.sqlite';

function whole(env: Record<string, string | undefined>, name: string, fallback: number, min: number, max: number) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

/**
 * A PEM as an environment file carries it: on one line with `\n` for its line breaks (as
 * Google's key file writes `private_key`), or with real ones; either way, real ones. Quotes
 * around it are dropped too: Docker's `--env-file` keeps them, and no PEM starts with one.
 */
export const pemFrom = (raw: string) =>
  raw
    .trim()
    .replace(/^"([\s\S]*)"$/, '$1')
    .replace(/\\r\\n|\\n/g, '\n')
    .replace(/\r\n/g, '\n')
    .trim();

/**
 * One wallet's variables (or EmailJS's): none set is that wallet off; some but not all refuses
 * to start, naming the missing ones (a wallet half-configured would show a button that fails).
 */
function walletVariables<Name extends string>(
  env: Record<string, string | undefined>,
  wallet: string,
  required: readonly Name[],
  optional: readonly string[] = [],
): Record<Name, string> | undefined {
  const given = (name: string) => (env[name] ?? '').trim() !== '';
  const missing = required.filter((name) => !given(name));
  if (missing.length === required.length) {
    const stray = optional.filter(given);
    if (stray.length === 0) return undefined;
    throw new Error(`${stray.join(', ')} is set, but ${wallet} is not configured: set ${required.join(', ')} too`);
  }
  if (missing.length > 0) {
    throw new Error(
      `${wallet} is configured in part: ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing`,
    );
  }
  return Object.fromEntries(required.map((name) => [name, (env[name] ?? '').trim()])) as Record<Name, string>;
}

function readGoogleWallet(env: Record<string, string | undefined>): GoogleWalletSettings | undefined {
  const vars = walletVariables(env, 'Google Wallet', [
    'GOOGLE_WALLET_ISSUER_ID',
    'GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL',
    'GOOGLE_WALLET_PRIVATE_KEY',
  ]);
  if (!vars) return undefined;
  if (!/^\d+$/.test(vars.GOOGLE_WALLET_ISSUER_ID)) {
    throw new Error('GOOGLE_WALLET_ISSUER_ID must be the issuer id the Google Pay & Wallet Console shows: digits only');
  }
  if (!/^[^@\s]+@[^@\s]+$/.test(vars.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL)) {
    throw new Error("GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL must be the service account's e-mail address");
  }
  return {
    issuerId: vars.GOOGLE_WALLET_ISSUER_ID,
    serviceAccountEmail: vars.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL,
    privateKey: pemFrom(vars.GOOGLE_WALLET_PRIVATE_KEY),
  };
}

function readAppleWallet(env: Record<string, string | undefined>): AppleWalletSettings | undefined {
  const vars = walletVariables(
    env,
    'Apple Wallet',
    [
      'APPLE_WALLET_PASS_TYPE_ID',
      'APPLE_WALLET_TEAM_ID',
      'APPLE_WALLET_SIGNER_CERT',
      'APPLE_WALLET_SIGNER_KEY',
      'APPLE_WALLET_WWDR_CERT',
    ],
    ['APPLE_WALLET_SIGNER_KEY_PASSPHRASE'],
  );
  if (!vars) return undefined;
  if (!/^pass\.[\w.-]+$/.test(vars.APPLE_WALLET_PASS_TYPE_ID)) {
    throw new Error('APPLE_WALLET_PASS_TYPE_ID must be a Pass Type ID such as pass.my.com.mybos.show');
  }
  if (!/^[A-Z0-9]{10}$/.test(vars.APPLE_WALLET_TEAM_ID)) {
    throw new Error('APPLE_WALLET_TEAM_ID must be the Apple Developer team id: ten capital letters and digits');
  }
  const passphrase = env.APPLE_WALLET_SIGNER_KEY_PASSPHRASE;
  return {
    passTypeIdentifier: vars.APPLE_WALLET_PASS_TYPE_ID,
    teamIdentifier: vars.APPLE_WALLET_TEAM_ID,
    signerCertificate: pemFrom(vars.APPLE_WALLET_SIGNER_CERT),
    signerKey: pemFrom(vars.APPLE_WALLET_SIGNER_KEY),
    // As given, not trimmed: a passphrase may end in a space.
    ...(passphrase ? { signerKeyPassphrase: passphrase } : {}),
    wwdrCertificate: pemFrom(vars.APPLE_WALLET_WWDR_CERT),
  };
}

/** An origin as given, checked: scheme, host and port only, no path, not even a slash. */
function origin(name: string, value: string, example: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${name} must be an origin like ${example}, not "${value}"`);
  }
  if (parsed.origin !== value || !['http:', 'https:'].includes(parsed.protocol)) {
    throw new Error(`${name} must be an origin like ${example} (no path or slash), not "${value}"`);
  }
  return value;
}

/** Three days: an invite sent on a Friday still works on Monday. */
export const defaultOfficeInviteHours = 72;

/**
 * The office's sign-in and invite requests one client may make in five minutes: a sign-in is
 * two, accepting an invite three, so a whole team behind the show's Wi-Fi (one address) signs
 * in at once, and guessing at passkeys or invite tokens gets nowhere. Stricter than the
 * registrations' limit, and counted apart from it.
 */
export const defaultOfficeSignInLimit = 30;
export const officeSignInWindowMs = 5 * 60_000;

function readEmailJs(env: Record<string, string | undefined>): EmailJsConfig | undefined {
  const vars = walletVariables(
    env,
    'EmailJS',
    ['EMAILJS_SERVICE_ID', 'EMAILJS_PUBLIC_KEY', 'EMAILJS_TEMPLATE_OFFICE_INVITE'],
    ['EMAILJS_ORIGIN', 'EMAILJS_PRIVATE_KEY'],
  );
  if (!vars) return undefined;
  const privateKey = (env.EMAILJS_PRIVATE_KEY ?? '').trim();
  return {
    origin: origin('EMAILJS_ORIGIN', env.EMAILJS_ORIGIN || 'https://api.emailjs.com', 'https://api.emailjs.com'),
    serviceId: vars.EMAILJS_SERVICE_ID,
    publicKey: vars.EMAILJS_PUBLIC_KEY,
    ...(privateKey ? { privateKey } : {}),
    templates: { officeInvite: vars.EMAILJS_TEMPLATE_OFFICE_INVITE, confirmations: readConfirmationTemplates(env) },
  };
}

export function readConfig(env: Record<string, string | undefined>): ServiceConfig {
  const siteOrigin = origin('SITE_ORIGIN', env.SITE_ORIGIN || 'http://localhost:4173', 'https://www.mybos.com.my');
  const trustProxy = env.TRUST_PROXY ?? '';
  if (!['', '0', '1', 'true', 'false'].includes(trustProxy)) throw new Error('TRUST_PROXY must be true or false');
  const googleWallet = readGoogleWallet(env);
  const appleWallet = readAppleWallet(env);
  const emailJs = readEmailJs(env);
  const port = whole(env, 'PORT', 8787, 0, 65535);
  const officeOrigin = origin(
    'OFFICE_ORIGIN',
    env.OFFICE_ORIGIN || `http://localhost:${port}`,
    'https://office.mybos.com.my',
  );
  // WebAuthn refuses an IP address as its RP ID: said at start, not at the first sign-in.
  if (/^[\d.]+$|^\[/.test(new URL(officeOrigin).hostname)) {
    throw new Error(`OFFICE_ORIGIN must name a host, not an IP address (passkeys need a domain): "${officeOrigin}"`);
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || defaultDatabaseUrl,
    siteOrigin,
    rateLimit: {
      max: whole(env, 'RATE_LIMIT_MAX', 60, 1, 1_000_000),
      windowMs: whole(env, 'RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400) * 1000,
    },
    trustProxy: trustProxy === '1' || trustProxy === 'true',
    poolSize: whole(env, 'DATABASE_POOL_SIZE', 10, 1, 1000),
    registrationGraceMs: whole(env, 'REGISTRATION_GRACE_HOURS', defaultRegistrationGraceHours, 0, 24 * 30) * 3_600_000,
    ...(env.PASS_SIGNING_KEY ? { passSigningKey: env.PASS_SIGNING_KEY } : {}),
    ...(env.PASS_PREVIOUS_PUBLIC_KEYS ? { passPreviousPublicKeys: env.PASS_PREVIOUS_PUBLIC_KEYS } : {}),
    ...(googleWallet ? { googleWallet } : {}),
    ...(appleWallet ? { appleWallet } : {}),
    officeOrigin,
    officeInviteMs: whole(env, 'OFFICE_INVITE_HOURS', defaultOfficeInviteHours, 1, 24 * 30) * 3_600_000,
    officeSignInRateLimit: {
      max: whole(env, 'OFFICE_SIGN_IN_LIMIT', defaultOfficeSignInLimit, 1, 100_000),
      windowMs: officeSignInWindowMs,
    },
    ...(emailJs ? { emailJs } : {}),
  };
}
