import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conferenceForm } from '~/routes/conference/form/definition';
import { exhibitorForm } from '~/routes/exhibitor-registration/form/definition';
import { publicVisitorForm } from '~/routes/public-registration/form/definition';
import { interestForm } from '~/routes/register-interest/form/definition';
import type { FieldDefinition } from '~/features/registration/definition';
import type { Kind } from './registrations/rules';
import { securityHeaders } from './http/security-headers';
import type { RunningService } from './start-service';
import { onEachEngine, type TestDatabase } from './test-support/engines';
import { contentTrips, cruises, dayAfterTheShow, maxPerOrderLine } from './test-support/cruises';
import { samples, sampleTicket, sampleTicketSeats, everyKindInEveryLang } from './test-support/samples';
import { newReference, put, siteOrigin, startTestService } from './test-support/service';

const markup = '<script>alert("x")</script><img src=x onerror=alert(1)>';
/** For phone fields (20 characters at most). */
const shortMarkup = `<b>&amp;"'</b>`;
const uuidOrIso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
/** A count one past the most an order line may hold (content/copy/tickets.yaml). */
const past = String(maxPerOrderLine + 1);
/** A trip time the first cruise does not sail at: another cruise's, or one no cruise has. */
const notFirstCruises =
  cruises.flatMap((cruise) => cruise.tripTimes).find((time) => !cruises[0]!.tripTimes.includes(time)) ??
  `${cruises[0]!.tripTimes[0]} and later`;

/** The fields of each kind that take free text, with the markup each gets: there it is text like any other. */
const textFields: Record<Kind, [string, string][]> = {
  visitor: textFieldsOf(publicVisitorForm.fields),
  exhibitor: textFieldsOf(exhibitorForm.fields),
  conference: textFieldsOf(conferenceForm.fields),
  interest: textFieldsOf(interestForm.fields),
  ticket: [
    ['firstName', markup],
    ['lastName', markup],
  ],
};
function textFieldsOf(fields: readonly FieldDefinition[]) {
  return fields.flatMap((field) =>
    (field.kind === 'input' || field.kind === 'textarea') && field.rule !== 'email'
      ? [[field.name, field.maxLength === 'phone' ? shortMarkup : markup] as [string, string]]
      : [],
  );
}

onEachEngine(({ engine, create }) => {
  describe(`intake on ${engine}`, () => {
    let database: TestDatabase;
    let service: RunningService;
    const baseline = newReference();

    const stored = () => service.db.selectFrom('registrations').selectAll().orderBy('reference').execute();
    const taken = () => service.db.selectFrom('trips').select(['id', 'taken']).orderBy('id').execute();

    beforeAll(async () => {
      database = await create();
      service = await startTestService(database);
      const response = await put(service, baseline, { kind: 'visitor', lang: 'en', data: samples.visitor });
      expect(response.status).toBe(201);
    });
    afterAll(async () => {
      await service?.close();
      await database?.drop();
    });

    describe.each(everyKindInEveryLang)('$kind in $lang', ({ kind, lang }) => {
      it('is stored (201), replayed (200, the same result), and another body under its reference is a conflict (409)', async () => {
        const reference = newReference();
        const body = { kind, lang, data: samples[kind] };
        const first = await put(service, reference, body);
        expect(first.status).toBe(201);
        const result = await first.json();
        expect(result).toMatchObject({ reference, kind, lang, status: 'received' });
        expect(result.receivedAt).toMatch(uuidOrIso);

        // The same body with its keys in another order is the same body.
        const replay = await put(service, reference, { data: samples[kind], lang, kind });
        expect(replay.status).toBe(200);
        expect(await replay.json()).toEqual(result);

        const other = await put(service, reference, {
          kind,
          lang,
          data: { ...samples[kind], email: 'other@example.com' },
        });
        expect(other.status).toBe(409);
        expect(await other.json()).toMatchObject({ error: 'conflict' });

        const rows = (await stored()).filter((row) => row.reference === reference);
        expect(rows).toHaveLength(1);
        expect(JSON.parse(rows[0]!.data)).toMatchObject({ email: (samples[kind] as { email: string }).email });
      });

      it('keeps markup in every text field as text, verbatim; refuses it where the definitions refuse it', async () => {
        const reference = newReference();
        const data = { ...samples[kind], ...Object.fromEntries(textFields[kind]) };
        const response = await put(service, reference, { kind, lang, data });
        expect(response.status).toBe(201);
        expect(response.headers.get('content-type')).toBe('application/json');
        const row = (await stored()).find((candidate) => candidate.reference === reference);
        const saved = JSON.parse(row!.data) as Record<string, unknown>;
        for (const [name, text] of textFields[kind]) expect(saved[name]).toBe(text);

        const inEmail = await put(service, newReference(), { kind, lang, data: { ...samples[kind], email: markup } });
        expect(inEmail.status).toBe(400);
        expect(await inEmail.json()).toMatchObject({ error: 'invalid', field: 'data.email' });
      });
    });

    it('takes the seats of a ticket order, per trip, and lists them with what is left', async () => {
      const before = await (await fetch(`${service.url}/v1/trips`)).json();
      const response = await put(service, newReference(), { kind: 'ticket', lang: 'en', data: samples.ticket });
      expect(response.status).toBe(201);
      // The sample order's seats (read from the content), by trip id as the service takes them.
      expect(sampleTicketSeats.length).toBeGreaterThan(1);
      expect((await response.json()).seats).toEqual(
        sampleTicketSeats.map(({ trip, pax }) => ({ trip, pax })).sort((a, b) => (a.trip < b.trip ? -1 : 1)),
      );
      const after = (await (await fetch(`${service.url}/v1/trips`)).json()) as { id: string; left: number }[];
      // Every trip of the content: each cruise, each show day, each of its trip times.
      expect(after).toHaveLength(contentTrips.length);
      const left = (list: { id: string; left: number }[], id: string) => list.find((trip) => trip.id === id)!.left;
      for (const { trip, pax } of sampleTicketSeats) expect(left(before, trip) - left(after, trip)).toBe(pax);
      expect(after[0]).toEqual({ ...contentTrips[0], left: expect.any(Number) });
    });

    it('stores a ticket order sent 20 times at once exactly once, its seats taken once', async () => {
      const reference = newReference();
      const before = await taken();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => put(service, reference, { kind: 'ticket', lang: 'ms', data: sampleTicket })),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 200)).toHaveLength(19);
      const results = await Promise.all(answers.map((answer) => answer.json()));
      expect(new Set(results.map((result) => JSON.stringify(result))).size).toBe(1);
      const after = await taken();
      const seats =
        after.reduce((sum, trip) => sum + trip.taken, 0) - before.reduce((sum, trip) => sum + trip.taken, 0);
      expect(seats).toBe(sampleTicketSeats.reduce((sum, seat) => sum + seat.pax, 0));
    });

    describe('refuses every hostile or malformed request, storing nothing and leaving the rest as it was', () => {
      const valid = { kind: 'exhibitor', lang: 'en', data: samples.exhibitor };
      const cases: {
        name: string;
        reference?: string;
        body?: unknown;
        raw?: string | Uint8Array<ArrayBuffer>;
        contentType?: string;
        status: number;
        error: Record<string, unknown>;
      }[] = [
        {
          name: 'an oversized body',
          body: { ...valid, data: { ...samples.exhibitor, additionalRequests: 'x'.repeat(40_000) } },
          status: 413,
          error: { error: 'too_large', field: 'body' },
        },
        {
          name: 'text/plain',
          raw: JSON.stringify(valid),
          contentType: 'text/plain',
          status: 415,
          error: { field: 'content-type' },
        },
        {
          name: 'form encoding',
          raw: 'kind=visitor',
          contentType: 'application/x-www-form-urlencoded',
          status: 415,
          error: { error: 'unsupported_media_type' },
        },
        {
          name: 'JSON in Latin-1',
          raw: JSON.stringify(valid),
          contentType: 'application/json; charset=latin1',
          status: 415,
          error: { error: 'unsupported_media_type' },
        },
        {
          name: 'malformed JSON',
          raw: '{"kind": "visitor", "lang":',
          status: 400,
          error: { error: 'malformed', field: 'body' },
        },
        {
          name: 'bytes that are not UTF-8',
          raw: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
          status: 400,
          error: { error: 'malformed', field: 'body' },
        },
        { name: 'a JSON array', raw: '[]', status: 400, error: { error: 'invalid', field: 'body' } },
        { name: 'JSON null', raw: 'null', status: 400, error: { error: 'invalid', field: 'body' } },
        {
          name: 'an unknown kind',
          body: { ...valid, kind: 'vip' },
          status: 400,
          error: { error: 'invalid', field: 'kind' },
        },
        {
          name: 'an unknown language',
          body: { ...valid, lang: 'fr' },
          status: 400,
          error: { error: 'invalid', field: 'lang' },
        },
        {
          name: 'data as text',
          body: { ...valid, data: 'companyName=x' },
          status: 400,
          error: { error: 'invalid', field: 'data' },
        },
        {
          name: 'no data',
          body: { kind: 'exhibitor', lang: 'en' },
          status: 400,
          error: { error: 'invalid', field: 'data' },
        },
        {
          name: 'an unknown top-level field',
          body: { ...valid, admin: true },
          status: 400,
          error: { error: 'unknown_field', field: 'admin' },
        },
        {
          name: '__proto__ at the top level',
          raw: `{"__proto__": {"x": 1}, ${JSON.stringify(valid).slice(1)}`,
          status: 400,
          error: { error: 'unknown_field', field: '__proto__' },
        },
        {
          name: 'an unknown field in data',
          body: { ...valid, data: { ...samples.exhibitor, isPaid: true } },
          status: 400,
          error: { error: 'unknown_field', field: 'data.isPaid' },
        },
        {
          name: 'an unknown field in a cruise line',
          body: {
            kind: 'ticket',
            lang: 'en',
            data: {
              ...samples.ticket,
              cruises: [{ ...sampleTicket.cruises[0], priceRm: 0 }, ...sampleTicket.cruises.slice(1)],
            },
          },
          status: 400,
          error: { error: 'unknown_field', field: 'data.cruises.0.priceRm' },
        },
        {
          name: 'a number for text',
          body: { ...valid, data: { ...samples.exhibitor, companyName: 42 } },
          status: 400,
          error: { error: 'invalid', field: 'data.companyName' },
        },
        {
          name: 'a missing field',
          body: { ...valid, data: { ...samples.exhibitor, productCategory: undefined } },
          status: 400,
          error: { error: 'invalid', field: 'data.productCategory' },
        },
        {
          name: 'blank required text',
          body: { ...valid, data: { ...samples.exhibitor, companyName: '   ' } },
          status: 400,
          error: { field: 'data.companyName', message: 'This field is required' },
        },
        {
          name: 'text past its length',
          body: { ...valid, data: { ...samples.exhibitor, companyName: 'x'.repeat(151) } },
          status: 400,
          error: { field: 'data.companyName' },
        },
        {
          name: 'an option not offered',
          body: { ...valid, data: { ...samples.exhibitor, boothSize: '100x100m' } },
          status: 400,
          error: { field: 'data.boothSize' },
        },
        {
          name: 'text for a checkbox',
          body: { kind: 'conference', lang: 'en', data: { ...samples.conference, agreement: 'yes' } },
          status: 400,
          error: { field: 'data.agreement' },
        },
        {
          name: 'the agreement unticked',
          body: { kind: 'conference', lang: 'ms', data: { ...samples.conference, agreement: false } },
          status: 400,
          error: { field: 'data.agreement', message: 'Anda mesti bersetuju dengan terma dan syarat.' },
        },
        {
          name: 'numbers for ticket counts',
          body: { kind: 'ticket', lang: 'en', data: { ...samples.ticket, tickets: sampleTicket.tickets.map(Number) } },
          status: 400,
          error: { field: 'data.tickets.0' },
        },
        {
          name: 'a count past the most per line',
          body: {
            kind: 'ticket',
            lang: 'en',
            data: { ...samples.ticket, tickets: sampleTicket.tickets.map((_, index) => (index === 0 ? past : '0')) },
          },
          status: 400,
          error: { field: 'data.tickets.0' },
        },
        {
          name: 'a ticket count missing',
          body: { kind: 'ticket', lang: 'en', data: { ...samples.ticket, tickets: sampleTicket.tickets.slice(1) } },
          status: 400,
          error: { field: 'data.tickets' },
        },
        {
          name: 'a cruise day that is not a show day',
          body: {
            kind: 'ticket',
            lang: 'en',
            data: {
              ...samples.ticket,
              cruises: [{ ...sampleTicket.cruises[0], day: dayAfterTheShow }, ...sampleTicket.cruises.slice(1)],
            },
          },
          status: 400,
          error: { field: 'data.cruises.0.day', message: `Please select a show day for ${cruises[0]!.name}` },
        },
        {
          name: "a trip time that is not the cruise's",
          body: {
            kind: 'ticket',
            lang: 'en',
            data: {
              ...samples.ticket,
              cruises: [{ ...sampleTicket.cruises[0], tripTime: notFirstCruises }, ...sampleTicket.cruises.slice(1)],
            },
          },
          status: 400,
          error: { field: 'data.cruises.0.tripTime' },
        },
        {
          name: 'an empty order',
          body: {
            kind: 'ticket',
            lang: 'en',
            data: {
              ...samples.ticket,
              tickets: sampleTicket.tickets.map(() => '0'),
              cruises: cruises.map(() => ({ pax: '0', tripTime: '' })),
            },
          },
          status: 400,
          error: { field: 'data.order' },
        },
        {
          name: 'a reference that is not a UUID',
          reference: 'not-a-uuid',
          body: valid,
          status: 400,
          error: { error: 'invalid', field: 'reference' },
        },
        {
          name: 'a reference of markup',
          reference: encodeURIComponent('<script>alert(1)</script>'),
          body: valid,
          status: 400,
          error: { error: 'invalid', field: 'reference' },
        },
        {
          name: 'a UUID without its dashes',
          reference: '0b8e6f1e7d1a4c7e9a552f9d7c2b1a11',
          body: valid,
          status: 400,
          error: { field: 'reference' },
        },
      ];

      it.each(cases)(
        '$name → $status',
        async ({ reference = newReference(), body, raw, contentType, status, error }) => {
          const rowsBefore = await stored();
          const seatsBefore = await taken();
          const response = await put(service, reference, body, { raw, contentType });
          expect(response.status).toBe(status);
          expect(response.headers.get('content-type')).toBe('application/json');
          for (const [name, value] of Object.entries(securityHeaders)) expect(response.headers.get(name)).toBe(value);
          const answer = await response.json();
          expect(answer).toMatchObject(error);
          expect(JSON.stringify(answer)).not.toMatch(/at .*\.ts|node_modules/);
          expect(await stored()).toEqual(rowsBefore);
          expect(await taken()).toEqual(seatsBefore);
          expect(rowsBefore.some((row) => row.reference === baseline)).toBe(true);
        },
      );

      it('cuts off a body sent without a length once it passes the limit (413)', async () => {
        const before = await stored();
        const chunk = new TextEncoder().encode('x'.repeat(8 * 1024));
        let sent = 0;
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent++ < 8) controller.enqueue(chunk);
            else controller.close();
          },
        });
        const response = await fetch(`${service.url}/v1/registrations/${newReference()}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body,
          duplex: 'half',
        } as RequestInit);
        expect(response.status).toBe(413);
        expect(await stored()).toEqual(before);
      });
    });

    it('answers CORS for the site origin only', async () => {
      const preflight = (origin: string) =>
        fetch(`${service.url}/v1/registrations/${newReference()}`, {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
        });
      const site = await preflight(siteOrigin);
      expect(site.headers.get('access-control-allow-origin')).toBe(siteOrigin);
      expect(site.headers.get('access-control-allow-methods')).toContain('PUT');
      const other = await preflight('https://evil.example');
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('answers an unknown path with a JSON 404 and the security headers', async () => {
      const response = await fetch(`${service.url}/v1/nothing`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'not_found' });
      expect(response.headers.get('content-security-policy')).toBe(securityHeaders['Content-Security-Policy']);
    });

    it('reports its health while the database answers', async () => {
      const response = await fetch(`${service.url}/v1/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    });
  });

  describe(`without its database, on ${engine}`, () => {
    it('reports 503 on health and a bare JSON 500 on intake, with nothing of the error', async () => {
      const database = await create();
      const logged: unknown[] = [];
      const service = await startTestService(database, { log: (entry) => logged.push(entry) });
      await service.db.destroy();
      const health = await fetch(`${service.url}/v1/health`);
      expect(health.status).toBe(503);
      const response = await put(service, newReference(), { kind: 'interest', lang: 'en', data: samples.interest });
      expect(response.status).toBe(500);
      expect(await response.text()).toBe('{"error":"internal"}');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      // The log has the failure, and nothing the visitor typed.
      expect(JSON.stringify(logged)).toContain('unhandled error');
      expect(JSON.stringify(logged)).not.toContain((samples.interest as { email: string }).email);
      await service.close();
      await database.drop();
    });
  });
});
