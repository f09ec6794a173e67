import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEditions } from '~/content/read-editions.server';
import type { LogEntry } from './http/log';
import { generateSigningJwk, parsePassKeys } from './passes/keys';
import { signPass } from './passes/sign';
import { cancelRegistration } from './registrations/store';
import type { RunningService } from './start-service';
import { onEachEngine, type TestDatabase } from './test-support/engines';
import { samples, sampleTicket } from './test-support/samples';
import { newReference, put, siteOrigin, startTestService } from './test-support/service';
import { walletCredentials, type WalletCredentials } from './test-support/wallet-credentials';

type Pass = { id: string; kind: string; url: string };
type Registered = { reference: string; passes: Pass[] };
type GooglePayload = {
  iss: string;
  aud: string;
  typ: string;
  iat: number;
  origins: string[];
  payload: {
    eventTicketClasses: Record<string, unknown>[];
    eventTicketObjects: (Record<string, unknown> & { barcode: { type: string; value: string } })[];
  };
};

const editions = readEditions();
const { site } = editions.en;
const tokenOf = (pass: Pass) => new URL(pass.url).hash.slice(1);
const publicOf = ({ d: _d, ...rest }: Record<string, unknown>) => rest;

/** The token with one byte of its payload changed. */
function withByteChanged(token: string): string {
  const parts = token.split('.');
  const bytes = Buffer.from(parts[1]!, 'base64url');
  bytes[3] = bytes[3]! ^ 0x01;
  parts[1] = bytes.toString('base64url');
  return parts.join('.');
}

let credentials: WalletCredentials;
beforeAll(() => {
  credentials = walletCredentials();
});
afterAll(() => credentials?.remove());

const post = (
  service: RunningService,
  wallet: 'google' | 'apple',
  body: unknown,
  headers: Record<string, string> = {},
) =>
  fetch(`${service.url}/v1/passes/${wallet}-wallet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function register(service: RunningService, kind: 'ticket' | 'visitor' | 'exhibitor', lang: 'en' | 'ms') {
  const reference = newReference();
  const data = kind === 'ticket' ? sampleTicket : samples[kind];
  const response = await put(service, reference, { kind, lang, data });
  expect(response.status).toBe(201);
  return { reference, ...((await response.json()) as { passes: Pass[] }) } satisfies Registered;
}

async function googleJwt(response: Response) {
  expect(response.status).toBe(200);
  const { url, ...rest } = (await response.json()) as { url: string };
  expect(rest).toEqual({});
  expect(url.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
  const jwt = url.slice('https://pay.google.com/gp/v/save/'.length);
  const key = await importSPKI(credentials.google.publicKeyPem, 'RS256');
  const { payload, protectedHeader } = await jwtVerify(jwt, key, {
    algorithms: ['RS256'],
    issuer: credentials.google.serviceAccountEmail,
    audience: 'google',
  });
  expect(protectedHeader.alg).toBe('RS256');
  return payload as unknown as GooglePayload;
}

/** The files of a .pkpass, by name. */
async function pkpassFiles(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
  return unzipSync(new Uint8Array(await response.arrayBuffer()));
}

onEachEngine(({ engine, create }) => {
  describe(`wallet passes on ${engine}`, () => {
    let database: TestDatabase;
    let service: RunningService;
    const logged: LogEntry[] = [];
    let order: Registered;
    let visitor: Registered;

    beforeAll(async () => {
      database = await create();
      service = await startTestService(database, { log: (entry) => logged.push(entry), walletEnv: credentials.env });
      order = await register(service, 'ticket', 'ms');
      visitor = await register(service, 'visitor', 'en');
    });
    afterAll(async () => {
      await service?.close();
      await database?.drop();
    });

    it('says which wallets are on, cacheable, with the CORS of the other routes', async () => {
      const response = await fetch(`${service.url}/v1/passes/wallets`, { headers: { origin: siteOrigin } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ google: true, apple: true });
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      expect(response.headers.get('access-control-allow-origin')).toBe(siteOrigin);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      // The Google button's JSON POST is preflighted: POST is allowed, from the site only.
      const preflight = await fetch(`${service.url}/v1/passes/google-wallet`, {
        method: 'OPTIONS',
        headers: {
          origin: siteOrigin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
      expect(preflight.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    });

    it('gives each pass a Google save link: a JWT signed with the service account key, its barcode the token', async () => {
      const issuer = credentials.google.issuerId;
      for (const pass of [...order.passes, ...visitor.passes]) {
        const token = tokenOf(pass);
        const response = await post(service, 'google', { token }, { origin: siteOrigin });
        expect(response.headers.get('access-control-allow-origin')).toBe(siteOrigin);
        expect(response.headers.get('cache-control')).toBe('no-store');
        const jwt = await googleJwt(response);
        expect(jwt).toMatchObject({ typ: 'savetowallet', origins: [siteOrigin] });
        expect(typeof jwt.iat).toBe('number');
        const [ticketClass] = jwt.payload.eventTicketClasses;
        const [ticket] = jwt.payload.eventTicketObjects;
        expect(jwt.payload.eventTicketClasses).toHaveLength(1);
        expect(jwt.payload.eventTicketObjects).toHaveLength(1);
        expect(ticketClass).toMatchObject({
          id: `${issuer}.mybos-${site.edition.year}`,
          issuerName: site.organiser,
          eventName: { defaultValue: { value: `${site.fullName} ${site.edition.year}` } },
          venue: { name: { defaultValue: { value: site.venue.name } } },
          dateTime: {
            start: `${site.edition.startDate}T${site.edition.dailyHours.opens}:00${site.timeZone.utcOffset}`,
            end: `${site.edition.endDate}T${site.edition.dailyHours.closes}:00${site.timeZone.utcOffset}`,
          },
        });
        expect(ticket).toMatchObject({
          id: `${issuer}.${pass.id}`,
          classId: ticketClass!.id,
          state: 'ACTIVE',
          barcode: { type: 'QR_CODE', value: token },
        });
      }
    });

    it('writes a Google pass in its registration’s language: holder, ticket type, trip', async () => {
      const boarding = order.passes.find((pass) => pass.kind === 'boarding')!;
      const entrance = order.passes.find((pass) => pass.kind === 'entrance')!;
      const jwtOf = async (pass: Pass) =>
        (await googleJwt(await post(service, 'google', { token: tokenOf(pass) }))).payload.eventTicketObjects[0]!;
      const holder = `${sampleTicket.firstName} ${sampleTicket.lastName}`;
      const line = sampleTicket.cruises.find((cruise) => Number(cruise.pax) > 0)!;
      expect(await jwtOf(boarding)).toMatchObject({
        ticketHolderName: holder,
        ticketType: { defaultValue: { language: 'ms', value: `Pas menaiki kapal · ${editions.en.cruises[0]!.name}` } },
        textModulesData: expect.arrayContaining([
          { id: 'tripTime', header: 'Waktu pelayaran', body: line.tripTime },
          { id: 'seats', header: 'Tempat duduk', body: line.pax },
        ]),
      });
      const category = editions.ms.tickets.categories[sampleTicket.tickets.findIndex((count) => Number(count) > 0)]!;
      expect(await jwtOf(entrance)).toMatchObject({
        ticketType: { defaultValue: { language: 'ms', value: `Tiket masuk · ${category.name}` } },
        textModulesData: expect.arrayContaining([
          { id: 'days', header: 'Hari', body: editions.ms.site.edition.datesLabel },
        ]),
      });
      expect(await jwtOf(visitor.passes[0]!)).toMatchObject({
        ticketHolderName: `${String(samples.visitor.firstName)} ${String(samples.visitor.lastName)}`,
        ticketType: { defaultValue: { language: 'en', value: 'Visitor pass' } },
      });
    });

    it('gives each pass an Apple Wallet pass, from a plain form or JSON: the token its QR code, signed', async () => {
      for (const [index, pass] of [...order.passes, ...visitor.passes].entries()) {
        const token = tokenOf(pass);
        // A plain HTML form's POST, as the pass page's button sends it (no CORS: a navigation).
        const response =
          index % 2 === 0
            ? await fetch(`${service.url}/v1/passes/apple-wallet`, {
                method: 'POST',
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                body: new URLSearchParams({ token }).toString(),
              })
            : await post(service, 'apple', { token });
        expect(response.headers.get('content-disposition')).toBe(`attachment; filename="mybos-${pass.kind}.pkpass"`);
        const files = await pkpassFiles(response);
        expect(Object.keys(files).sort()).toEqual(
          [
            'icon.png',
            'icon@2x.png',
            'icon@3x.png',
            'logo.png',
            'logo@2x.png',
            'logo@3x.png',
            'manifest.json',
            'pass.json',
            'signature',
          ].sort(),
        );
        const passJson = JSON.parse(Buffer.from(files['pass.json']!).toString()) as Record<string, unknown>;
        expect(passJson).toMatchObject({
          formatVersion: 1,
          passTypeIdentifier: credentials.apple.passTypeIdentifier,
          teamIdentifier: credentials.apple.teamIdentifier,
          serialNumber: pass.id,
          organizationName: site.organiser,
          barcodes: [{ format: 'PKBarcodeFormatQR', message: token, messageEncoding: 'iso-8859-1' }],
          eventTicket: { primaryFields: [{ key: 'event', value: `${site.fullName} ${site.edition.year}` }] },
        });
        // Relevant on the first day it is valid (the cruise's day for a boarding pass), in the show's time zone.
        const [firstDay] = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { d: string[] }).d;
        const relevant = Date.parse(passJson.relevantDate as string);
        const dayStarts = Date.parse(`${firstDay}T00:00:00${site.timeZone.utcOffset}`);
        expect(relevant).toBeGreaterThanOrEqual(dayStarts);
        expect(relevant).toBeLessThan(dayStarts + 86_400_000);

        // Every file but the manifest and the signature, by its SHA-1.
        const manifest = JSON.parse(Buffer.from(files['manifest.json']!).toString()) as Record<string, string>;
        const listed = Object.keys(files).filter((name) => name !== 'manifest.json' && name !== 'signature');
        expect(Object.keys(manifest).sort()).toEqual(listed.sort());
        for (const name of listed) {
          expect(manifest[name]).toBe(createHash('sha1').update(files[name]!).digest('hex'));
        }

        // A detached PKCS #7 over manifest.json, by the signer certificate, chained to the root.
        const manifestFile = join(credentials.dir, `manifest-${engine}-${index}.json`);
        const signatureFile = join(credentials.dir, `signature-${engine}-${index}`);
        writeFileSync(manifestFile, files['manifest.json']!);
        writeFileSync(signatureFile, files.signature!);
        const verify = (trusting: string[]) =>
          execFileSync(
            'openssl',
            ['cms', '-verify', '-inform', 'DER', '-binary', '-in', signatureFile, '-content', manifestFile]
              .concat(trusting)
              .concat(['-out', '/dev/null']),
            { stdio: 'pipe' },
          );
        const ca = ['-CAfile', join(credentials.dir, 'ca.pem')];
        verify(ca);
        // Not trusted without the root; and over these bytes only: one more byte fails it.
        expect(() => verify([])).toThrow();
        writeFileSync(manifestFile, Buffer.from(files['manifest.json']!).toString().replace('{', '{ '));
        expect(() => verify(ca)).toThrow();
      }
    });

    it('refuses a token with one changed byte, another key’s, or none: 400 invalid_token', async () => {
      const token = tokenOf(visitor.passes[0]!);
      // Claims a pass could hold, signed with another key under the service's own kid.
      const { keys } = (await (await fetch(`${service.url}/v1/passes/keys`)).json()) as { keys: { kid: string }[] };
      const stranger = await parsePassKeys(JSON.stringify(await generateSigningJwk()));
      const forged = await signPass(
        { jti: visitor.passes[0]!.id, k: 'visitor', n: 'Somebody Else', d: [site.edition.startDate] },
        { kid: keys[0]!.kid, privateKey: stranger.privateKey },
      );
      for (const wallet of ['google', 'apple'] as const) {
        for (const bad of [withByteChanged(token), forged, 'a.b.c', token.split('.').slice(0, 2).join('.')]) {
          const response = await post(service, wallet, { token: bad });
          expect(response.status).toBe(400);
          expect(await response.json()).toMatchObject({ error: 'invalid_token', field: 'token' });
        }
      }
    });

    it('refuses what is not one token, as the other routes do', async () => {
      const token = tokenOf(visitor.passes[0]!);
      for (const wallet of ['google', 'apple'] as const) {
        const unknown = await post(service, wallet, { token, name: 'x' });
        expect(unknown.status).toBe(400);
        expect(await unknown.json()).toEqual({ error: 'unknown_field', field: 'name', message: 'is not a field' });
        for (const body of [{}, { token: 42 }, { token: '' }]) {
          const response = await post(service, wallet, body);
          expect(response.status).toBe(400);
          expect(await response.json()).toMatchObject({ error: 'invalid', field: 'token' });
        }
        const notJson = await post(service, wallet, '{"token":');
        expect(notJson.status).toBe(400);
        expect(await notJson.json()).toMatchObject({ error: 'malformed' });
        const large = await post(service, wallet, { token: 'x'.repeat(9 * 1024) });
        expect(large.status).toBe(413);
        const text = await post(service, wallet, token, { 'content-type': 'text/plain' });
        expect(text.status).toBe(415);
        expect(await text.json()).toMatchObject({ error: 'unsupported_media_type' });
      }
      // Google's is JSON only; Apple's form takes one `token` field, once.
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      expect((await post(service, 'google', `token=${token}`, form)).status).toBe(415);
      const twice = await post(service, 'apple', `token=${token}&token=${token}`, form);
      expect(twice.status).toBe(400);
      expect(await twice.json()).toMatchObject({ error: 'invalid', field: 'token' });
      const other = await post(service, 'apple', `token=${token}&lang=ms`, form);
      expect(await other.json()).toMatchObject({ error: 'unknown_field', field: 'lang' });
    });

    it('refuses a revoked pass: 410 revoked, once its registration is cancelled', async () => {
      const cancelled = await register(service, 'exhibitor', 'en');
      const token = tokenOf(cancelled.passes[0]!);
      expect((await post(service, 'google', { token })).status).toBe(200);
      await cancelRegistration(service.db, cancelled.reference, new Date().toISOString());
      for (const wallet of ['google', 'apple'] as const) {
        const response = await post(service, wallet, { token });
        expect(response.status).toBe(410);
        expect(await response.json()).toMatchObject({ error: 'revoked' });
      }
      // Its neighbours' passes are still good.
      expect((await post(service, 'apple', { token: tokenOf(visitor.passes[0]!) })).status).toBe(200);
    });

    it('logs its requests, never a token, a holder or a save link', () => {
      const wallet = logged.filter((entry) => entry.msg === 'request' && String(entry.route).includes('-wallet'));
      expect(wallet.length).toBeGreaterThan(10);
      expect(new Set(wallet.map((entry) => entry.route))).toEqual(
        new Set(['/v1/passes/google-wallet', '/v1/passes/apple-wallet']),
      );
      const text = JSON.stringify(logged);
      for (const pass of [...order.passes, ...visitor.passes]) expect(text).not.toContain(tokenOf(pass).split('.')[2]);
      expect(text).not.toContain(String(sampleTicket.lastName));
      expect(text).not.toContain(String(samples.visitor.lastName));
      expect(text).not.toContain('pay.google.com');
      expect(logged.find((entry) => entry.msg === 'wallets')).toMatchObject({ google: true, apple: true });
    });

    it('takes a pass signed with a previous key, after a rotation', async () => {
      const previous = await generateSigningJwk();
      const current = await generateSigningJwk();
      const before = await startTestService(database, {
        passSigningKey: JSON.stringify(previous),
        walletEnv: credentials.env,
      });
      const old = await register(before, 'visitor', 'ms');
      await before.close();
      const after = await startTestService(database, {
        passSigningKey: JSON.stringify(current),
        passPreviousPublicKeys: JSON.stringify([publicOf(previous as Record<string, unknown>)]),
        walletEnv: credentials.env,
      });
      try {
        const jwt = await googleJwt(await post(after, 'google', { token: tokenOf(old.passes[0]!) }));
        expect(jwt.payload.eventTicketObjects[0]!.barcode.value).toBe(tokenOf(old.passes[0]!));
        // Without the previous key published, it is not one of ours any more.
        await after.close();
        const forgetful = await startTestService(database, {
          passSigningKey: JSON.stringify(current),
          walletEnv: credentials.env,
        });
        const response = await post(forgetful, 'google', { token: tokenOf(old.passes[0]!) });
        expect(response.status).toBe(400);
        await forgetful.close();
      } finally {
        await after.close().catch(() => {});
      }
    });
  });

  describe(`no wallets configured on ${engine}`, () => {
    let database: TestDatabase;
    let service: RunningService;

    beforeAll(async () => {
      database = await create();
      service = await startTestService(database);
    });
    afterAll(async () => {
      await service?.close();
      await database?.drop();
    });

    it('says both are off, and their routes answer 404 wallet_not_configured', async () => {
      const wallets = await fetch(`${service.url}/v1/passes/wallets`);
      expect(await wallets.json()).toEqual({ google: false, apple: false });
      const { passes } = (await (
        await put(service, newReference(), { kind: 'visitor', lang: 'en', data: samples.visitor })
      ).json()) as { passes: Pass[] };
      for (const wallet of ['google', 'apple'] as const) {
        const response = await post(service, wallet, { token: tokenOf(passes[0]!) });
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({ error: 'wallet_not_configured' });
      }
    });

    it('turns on one wallet alone', async () => {
      const google = Object.fromEntries(Object.entries(credentials.env).filter(([name]) => name.startsWith('GOOGLE_')));
      const only = await startTestService(database, { walletEnv: google });
      try {
        expect(await (await fetch(`${only.url}/v1/passes/wallets`)).json()).toEqual({ google: true, apple: false });
        expect((await post(only, 'apple', { token: 'a.b.c' })).status).toBe(404);
      } finally {
        await only.close();
      }
    });
  });
});
