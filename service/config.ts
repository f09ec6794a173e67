/** The service's settings, from its environment; every one has a default that needs no setup. */
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

export function readConfig(env: Record<string, string | undefined>): ServiceConfig {
  const siteOrigin = env.SITE_ORIGIN || 'http://localhost:4173';
  let parsed: URL;
  try {
    parsed = new URL(siteOrigin);
  } catch {
    throw new Error(`SITE_ORIGIN must be an origin like https://www.mybos.com.my, not "${siteOrigin}"`);
  }
  if (parsed.origin !== siteOrigin) {
    throw new Error(
      `SITE_ORIGIN must be an origin like https://www.mybos.com.my (no path or slash), not "${siteOrigin}"`,
    );
  }
  const trustProxy = env.TRUST_PROXY ?? '';
  if (!['', '0', '1', 'true', 'false'].includes(trustProxy)) throw new Error('TRUST_PROXY must be true or false');
  return {
    port: whole(env, 'PORT', 8787, 0, 65535),
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
  };
}
