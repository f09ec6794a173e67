import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { parseDatabaseUrl } from './db/open-database';

describe('readConfig', () => {
  it('needs nothing set', () => {
    expect(readConfig({})).toEqual({
      port: 8787,
      host: '0.0.0.0',
      databaseUrl: 'sqlite:.data/registrations.sqlite',
      siteOrigin: 'http://localhost:4173',
      rateLimit: { max: 60, windowMs: 60_000 },
      trustProxy: false,
      poolSize: 10,
      registrationGraceMs: 48 * 3_600_000,
    });
  });

  it('reads each setting', () => {
    const config = readConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://mybos@db/mybos',
      SITE_ORIGIN: 'https://www.mybos.com.my',
      RATE_LIMIT_MAX: '10',
      RATE_LIMIT_WINDOW_SECONDS: '30',
      TRUST_PROXY: 'true',
      DATABASE_POOL_SIZE: '4',
      REGISTRATION_GRACE_HOURS: '0',
      PASS_SIGNING_KEY: '{"kty":"EC"}',
      PASS_PREVIOUS_PUBLIC_KEYS: '[]',
    });
    expect(config).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://mybos@db/mybos',
      siteOrigin: 'https://www.mybos.com.my',
      rateLimit: { max: 10, windowMs: 30_000 },
      trustProxy: true,
      poolSize: 4,
      registrationGraceMs: 0,
      // As given: checked, and a key generated where none is, at start (service/passes/keys.ts).
      passSigningKey: '{"kty":"EC"}',
      passPreviousPublicKeys: '[]',
    });
  });

  it('refuses a setting it cannot use, saying which', () => {
    expect(() => readConfig({ PORT: 'http' })).toThrow(/PORT must be a whole number/);
    expect(() => readConfig({ RATE_LIMIT_MAX: '0' })).toThrow(/RATE_LIMIT_MAX/);
    expect(() => readConfig({ SITE_ORIGIN: 'https://www.mybos.com.my/' })).toThrow(/SITE_ORIGIN/);
    expect(() => readConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ REGISTRATION_GRACE_HOURS: '1.5' })).toThrow(/REGISTRATION_GRACE_HOURS/);
    expect(() => readConfig({ REGISTRATION_GRACE_HOURS: '721' })).toThrow(/REGISTRATION_GRACE_HOURS/);
  });
});

describe('parseDatabaseUrl', () => {
  it('tells the engine from the URL', () => {
    expect(parseDatabaseUrl('sqlite:.data/r.sqlite')).toEqual({ engine: 'sqlite', file: '.data/r.sqlite' });
    expect(parseDatabaseUrl('postgresql://u@h/db')).toEqual({ engine: 'postgres', url: 'postgresql://u@h/db' });
    expect(() => parseDatabaseUrl('mysql://u@h/db')).toThrow(/sqlite: or postgres/);
    expect(() => parseDatabaseUrl('sqlite:')).toThrow(/needs a file/);
  });
});
