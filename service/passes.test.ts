import { compactVerify, createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEditions } from '~/content/read-editions.server';
import { showDates } from '~/features/lifecycle/show-phase';
import { tripId } from '~/routes/ticket/form/trip-id';
import type { LogEntry } from './http/log';
import type { Kind } from './registrations/rules';
import type { RunningService } from './start-service';
import { onEachEngine, type TestDatabase } from './test-support/engines';
import { samples, sampleTicket, everyKindInEveryLang } from './test-support/samples';
import { newReference, put, siteOrigin, startTestService } from './test-support/service';

type Lang = (typeof everyKindInEveryLang)[number]['lang'];
type Pass = { id: string; kind: string; url: string };

// What each pass must say, from the content and the forms' samples, never written out here.
const editions = readEditions();
const showDays = showDates(editions.en.site.edition);
const named = (data: Record<string, unknown>) => `${String(data.firstName)} ${String(data.lastName)}`;

function expectedClaims(kind: Kind, lang: Lang): Record<string, unknown>[] {
  switch (kind) {
    case 'visitor':
      return [{ k: 'visitor', n: named(samples.visitor), d: showDays }];
    case 'conference':
      // The show days: the content's conference date is wrong (issue #45).
      return [{ k: 'delegate', n: named(samples.conference), d: showDays }];
    case 'exhibitor':
      return [{ k: 'exhibitor', n: samples.exhibitor.contactPerson, c: samples.exhibitor.companyName, d: showDays }];
    case 'ticket': {
      const n = named(sampleTicket);
      const entrance = sampleTicket.tickets.flatMap((count, index) =>
        Array.from({ length: Number(count) }, () => ({
          k: 'entrance',
          n,
          c: editions[lang].tickets.categories[index]!.name,
          d: showDays,
        })),
      );
      const boarding = sampleTicket.cruises.flatMap((line, index) => {
        const cruise = editions.en.cruises[index]!.name;
        if (Number(line.pax) === 0) return [];
        const day = line.day!;
        return [
          {
            k: 'boarding',
            n,
            tr: { id: tripId(cruise, day, line.tripTime), cr: cruise, d: day, t: line.tripTime, p: Number(line.pax) },
            d: [day],
          },
        ];
      });
      return [...entrance, ...boarding];
    }
    case 'interest':
      return [];
  }
}

/** The token with one byte of its payload (part 1) or signature (part 2) changed. */
function withByteChanged(token: string, part: 1 | 2): string {
  const parts = token.split('.');
  const bytes = Buffer.from(parts[part]!, 'base64url');
  const at = Math.floor(bytes.length / 2);
  bytes[at] = bytes[at]! ^ 0x01;
  parts[part] = bytes.toString('base64url');
  return parts.join('.');
}

const tokenOf = (pass: Pass) => new URL(pass.url).hash.slice(1);

async function keysOf(service: RunningService) {
  const response = await fetch(`${service.url}/v1/passes/keys`);
  expect(response.status).toBe(200);
  return (await response.json()) as JSONWebKeySet;
}

const verify = async (service: RunningService, token: string) =>
  jwtVerify(token, createLocalJWKSet(await keysOf(service)), { algorithms: ['ES256'] });

onEachEngine(({ engine, create }) => {
  describe(`passes on ${engine}`, () => {
    let database: TestDatabase;
    let service: RunningService;
    const logged: LogEntry[] = [];
    const issued: { tokens: string[]; names: string[] } = { tokens: [], names: [] };

    beforeAll(async () => {
      database = await create();
      service = await startTestService(database, { log: (entry) => logged.push(entry) });
    });
    afterAll(async () => {
      await service?.close();
      await database?.drop();
    });

    describe.each(everyKindInEveryLang)('$kind in $lang', ({ kind, lang }) => {
      it('gets its signed passes, on the pass page of its language, the same ones on a replay', async () => {
        const reference = newReference();
        const body = { kind, lang, data: samples[kind] };
        const first = await put(service, reference, body);
        expect(first.status).toBe(201);
        const text = await first.text();
        const { passes } = JSON.parse(text) as { passes: Pass[] };
        const expected = expectedClaims(kind, lang);
        expect(passes.map((pass) => pass.kind)).toEqual(expected.map((claims) => claims.k));

        const keys = await keysOf(service);
        for (const [index, pass] of passes.entries()) {
          expect(pass.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
          const url = new URL(pass.url);
          expect(url.origin).toBe(siteOrigin);
          expect(url.pathname).toBe(lang === 'en' ? '/pass' : `/${lang}/pass`);
          expect(url.search).toBe('');
          // The token only in the fragment: the browser never sends it to a server.
          expect(pass.url.indexOf(tokenOf(pass))).toBe(pass.url.indexOf('#') + 1);
          const { payload, protectedHeader } = await verify(service, tokenOf(pass));
          expect(protectedHeader).toEqual({ alg: 'ES256', kid: keys.keys[0]!.kid });
          // Exactly these claims: nothing more personal than the name.
          expect(payload).toEqual({ jti: pass.id, ...expected[index] });
          issued.tokens.push(tokenOf(pass));
          issued.names.push(payload.n as string);
        }
        expect(new Set(passes.map((pass) => pass.id)).size).toBe(passes.length);

        const replay = await put(service, reference, body);
        expect(replay.status).toBe(200);
        expect(await replay.text()).toBe(text);

        const rows = await service.db
          .selectFrom('passes')
          .selectAll()
          .where('reference', '=', reference)
          .orderBy('id')
          .execute();
        expect(
          rows.map(({ id, kind: passKind, token, revoked_at }) => ({ id, kind: passKind, token, revoked_at })),
        ).toEqual(
          passes
            .map((pass) => ({ id: pass.id, kind: pass.kind, token: tokenOf(pass), revoked_at: null }))
            .sort((a, b) => (a.id < b.id ? -1 : 1)),
        );
      });

      if (kind !== 'interest') {
        it('refuses a token with one byte of its payload or its signature changed', async () => {
          const response = await put(service, newReference(), { kind, lang, data: samples[kind] });
          const [pass] = ((await response.json()) as { passes: Pass[] }).passes;
          const keys = createLocalJWKSet(await keysOf(service));
          const token = tokenOf(pass!);
          await expect(compactVerify(token, keys)).resolves.toBeDefined();
          await expect(compactVerify(withByteChanged(token, 1), keys)).rejects.toThrow(/signature verification failed/);
          await expect(compactVerify(withByteChanged(token, 2), keys)).rejects.toThrow(/signature verification failed/);
        });
      }
    });

    it('publishes its public keys, cacheable, with the CORS of the other routes', async () => {
      const response = await fetch(`${service.url}/v1/passes/keys`, { headers: { origin: siteOrigin } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      expect(response.headers.get('access-control-allow-origin')).toBe(siteOrigin);
      const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
      expect(keys).toHaveLength(1);
      expect(keys[0]).toEqual({
        kty: 'EC',
        crv: 'P-256',
        x: expect.any(String),
        y: expect.any(String),
        kid: expect.any(String),
        alg: 'ES256',
        use: 'sig',
      });
      const other = await fetch(`${service.url}/v1/passes/keys`, { headers: { origin: 'https://evil.example' } });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      // Every other answer stays uncached.
      const revoked = await fetch(`${service.url}/v1/passes/revoked`);
      expect(revoked.headers.get('cache-control')).toBe('no-store');
      expect((await fetch(`${service.url}/v1/passes/nothing`)).headers.get('cache-control')).toBe('no-store');
    });

    it('logs how many passes an answer lists, never a token or a holder', () => {
      expect(issued.tokens.length).toBeGreaterThan(0);
      const puts = logged.filter((entry) => entry.msg === 'request' && entry.method === 'PUT');
      expect(puts.length).toBeGreaterThan(0);
      expect(puts.every((entry) => typeof entry.passes === 'number')).toBe(true);
      expect(puts.some((entry) => (entry.passes as number) > 1)).toBe(true);
      const text = JSON.stringify(logged);
      for (const token of issued.tokens) expect(text).not.toContain(token.split('.')[2]);
      for (const name of issued.names) expect(text).not.toContain(name);
    });
  });
});
