import { readConfirmationTemplates } from './mail/confirmation-templates';
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pemFrom, readConfig } from './config';
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
      officeOrigin: 'http://localhost:8787',
      officeInviteMs: 72 * 3_600_000,
      officeSignInRateLimit: { max: 30, windowMs: 300_000 },
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
      OFFICE_ORIGIN: 'https://office.mybos.com.my',
      OFFICE_INVITE_HOURS: '24',
      OFFICE_SIGN_IN_LIMIT: '10',
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
      officeOrigin: 'https://office.mybos.com.my',
      officeInviteMs: 24 * 3_600_000,
      officeSignInRateLimit: { max: 10, windowMs: 300_000 },
    });
    // The office's default origin follows the port.
    expect(readConfig({ PORT: '9000' }).officeOrigin).toBe('http://localhost:9000');
  });

  it('refuses a setting it cannot use, saying which', () => {
    expect(() => readConfig({ PORT: 'http' })).toThrow(/PORT must be a whole number/);
    expect(() => readConfig({ RATE_LIMIT_MAX: '0' })).toThrow(/RATE_LIMIT_MAX/);
    expect(() => readConfig({ SITE_ORIGIN: 'https://www.mybos.com.my/' })).toThrow(/SITE_ORIGIN/);
    expect(() => readConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ REGISTRATION_GRACE_HOURS: '1.5' })).toThrow(/REGISTRATION_GRACE_HOURS/);
    expect(() => readConfig({ REGISTRATION_GRACE_HOURS: '721' })).toThrow(/REGISTRATION_GRACE_HOURS/);
    expect(() => readConfig({ OFFICE_ORIGIN: 'https://office.mybos.com.my/office' })).toThrow(/^OFFICE_ORIGIN/);
    expect(() => readConfig({ OFFICE_ORIGIN: 'office.mybos.com.my' })).toThrow(/^OFFICE_ORIGIN/);
    // An IP address cannot be a passkey's RP ID.
    expect(() => readConfig({ OFFICE_ORIGIN: 'http://127.0.0.1:8787' })).toThrow(/^OFFICE_ORIGIN must name a host/);
    expect(() => readConfig({ OFFICE_ORIGIN: 'http://[::1]:8787' })).toThrow(/^OFFICE_ORIGIN must name a host/);
    expect(() => readConfig({ OFFICE_INVITE_HOURS: '0' })).toThrow(/OFFICE_INVITE_HOURS/);
    expect(() => readConfig({ OFFICE_SIGN_IN_LIMIT: 'many' })).toThrow(/OFFICE_SIGN_IN_LIMIT/);
  });
});

describe('the EmailJS settings (the service’s own e-mails)', () => {
  const emailJs = {
    EMAILJS_SERVICE_ID: 'service_mybos',
    EMAILJS_PUBLIC_KEY: 'public-key',
    EMAILJS_TEMPLATE_OFFICE_INVITE: 'template_office_invite',
  };

  it('are off when none is set', () => {
    expect(readConfig({ EMAILJS_SERVICE_ID: ' ' })).not.toHaveProperty('emailJs');
  });

  it('are read whole, EmailJS’s API by default, the private key when given', () => {
    expect(readConfig(emailJs).emailJs).toEqual({
      origin: 'https://api.emailjs.com',
      serviceId: 'service_mybos',
      publicKey: 'public-key',
      templates: { officeInvite: 'template_office_invite', confirmations: readConfirmationTemplates({}) },
    });
    expect(
      readConfig({ ...emailJs, EMAILJS_TEMPLATE_TICKET_VISITOR_MS: 'ticket_ms' }).emailJs?.templates.confirmations
        .ticketVisitor,
    ).toEqual({ en: '', ms: 'ticket_ms' });
    expect(
      readConfig({ ...emailJs, EMAILJS_ORIGIN: 'http://127.0.0.1:8025', EMAILJS_PRIVATE_KEY: ' private ' }).emailJs,
    ).toMatchObject({ origin: 'http://127.0.0.1:8025', privateKey: 'private' });
  });

  it('refuses them set in part, or a stray one, or an origin that is not one', () => {
    expect(() => readConfig({ ...emailJs, EMAILJS_PUBLIC_KEY: '' })).toThrow(
      /^EmailJS is configured in part: EMAILJS_PUBLIC_KEY is missing$/,
    );
    expect(() => readConfig({ EMAILJS_PRIVATE_KEY: 'private' })).toThrow(
      /^EMAILJS_PRIVATE_KEY is set, but EmailJS is not configured/,
    );
    expect(() => readConfig({ ...emailJs, EMAILJS_ORIGIN: 'https://api.emailjs.com/api' })).toThrow(/^EMAILJS_ORIGIN/);
  });
});

describe('the wallets’ settings', () => {
  // A key made at run time: no private key, even a dummy one, is kept in the repository.
  const pem = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    .privateKey.export({ format: 'pem', type: 'pkcs8' })
    .toString()
    .trim();
  const google = {
    GOOGLE_WALLET_ISSUER_ID: '3388000000022123456',
    GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: 'wallet@mybos-show.iam.gserviceaccount.com',
    GOOGLE_WALLET_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
  };
  const apple = {
    APPLE_WALLET_PASS_TYPE_ID: 'pass.my.com.mybos.show',
    APPLE_WALLET_TEAM_ID: 'ABCDE12345',
    APPLE_WALLET_SIGNER_CERT: '-----BEGIN CERTIFICATE-----\\nMIIC\\n-----END CERTIFICATE-----',
    APPLE_WALLET_SIGNER_KEY: pem,
    APPLE_WALLET_WWDR_CERT: '-----BEGIN CERTIFICATE-----\nMIID\n-----END CERTIFICATE-----',
  };

  it('are off when none is set: nothing about wallets in the settings', () => {
    const config = readConfig({ GOOGLE_WALLET_ISSUER_ID: '', APPLE_WALLET_TEAM_ID: '  ' });
    expect(config).not.toHaveProperty('googleWallet');
    expect(config).not.toHaveProperty('appleWallet');
  });

  it('reads each wallet whole, a PEM given on one line with \\n as env files carry it', () => {
    const config = readConfig({ ...google, ...apple, APPLE_WALLET_SIGNER_KEY_PASSPHRASE: ' secret ' });
    expect(config.googleWallet).toEqual({
      issuerId: '3388000000022123456',
      serviceAccountEmail: 'wallet@mybos-show.iam.gserviceaccount.com',
      privateKey: pem,
    });
    expect(config.appleWallet).toEqual({
      passTypeIdentifier: 'pass.my.com.mybos.show',
      teamIdentifier: 'ABCDE12345',
      signerCertificate: '-----BEGIN CERTIFICATE-----\nMIIC\n-----END CERTIFICATE-----',
      signerKey: pem,
      signerKeyPassphrase: ' secret ',
      wwdrCertificate: '-----BEGIN CERTIFICATE-----\nMIID\n-----END CERTIFICATE-----',
    });
    expect(readConfig(google)).not.toHaveProperty('appleWallet');
    expect(readConfig(apple).appleWallet).not.toHaveProperty('signerKeyPassphrase');
  });

  it('refuses a wallet configured in part, naming what is missing', () => {
    const noKey = { ...google, GOOGLE_WALLET_PRIVATE_KEY: '' };
    expect(() => readConfig(noKey)).toThrow(
      /^Google Wallet is configured in part: GOOGLE_WALLET_PRIVATE_KEY is missing$/,
    );
    expect(() => readConfig({ APPLE_WALLET_TEAM_ID: 'ABCDE12345' })).toThrow(
      /^Apple Wallet is configured in part: APPLE_WALLET_PASS_TYPE_ID, APPLE_WALLET_SIGNER_CERT, APPLE_WALLET_SIGNER_KEY, APPLE_WALLET_WWDR_CERT are missing$/,
    );
    expect(() => readConfig({ ...apple, APPLE_WALLET_WWDR_CERT: ' ' })).toThrow(/APPLE_WALLET_WWDR_CERT is missing/);
    expect(() => readConfig({ APPLE_WALLET_SIGNER_KEY_PASSPHRASE: 'x' })).toThrow(
      /^APPLE_WALLET_SIGNER_KEY_PASSPHRASE is set, but Apple Wallet is not configured/,
    );
  });

  it('refuses an id that cannot be one, saying which, never a key', () => {
    expect(() => readConfig({ ...google, GOOGLE_WALLET_ISSUER_ID: 'mybos' })).toThrow(/^GOOGLE_WALLET_ISSUER_ID/);
    expect(() => readConfig({ ...google, GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: 'wallet' })).toThrow(
      /^GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL/,
    );
    expect(() => readConfig({ ...apple, APPLE_WALLET_PASS_TYPE_ID: 'my.com.mybos' })).toThrow(
      /^APPLE_WALLET_PASS_TYPE_ID/,
    );
    expect(() => readConfig({ ...apple, APPLE_WALLET_TEAM_ID: 'abcde12345' })).toThrow(/^APPLE_WALLET_TEAM_ID/);
  });
});

describe('pemFrom', () => {
  it('takes a PEM with real line breaks, \\n or \\r\\n escapes, or in quotes', () => {
    const pem = '-----BEGIN X-----\nAAA\n-----END X-----';
    expect(pemFrom(pem)).toBe(pem);
    expect(pemFrom(pem.replace(/\n/g, '\\n'))).toBe(pem);
    expect(pemFrom(pem.replace(/\n/g, '\\r\\n'))).toBe(pem);
    expect(pemFrom(pem.replace(/\n/g, '\r\n'))).toBe(pem);
    expect(pemFrom(`"${pem.replace(/\n/g, '\\n')}"\n`)).toBe(pem);
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
