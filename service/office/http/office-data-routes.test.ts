import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readEditions } from '~/content/read-editions.server';
import { createMailSink } from '../../../mail-sink/server.ts';
import { internalError } from '../../http/errors';
import { silentLog } from '../../http/log';
import { readConfirmationTemplates } from '../../mail/confirmation-templates';
import { emailJsMailer } from '../../mail/emailjs-mailer';
import { parsePassKeys } from '../../passes/keys';
import type { RunningService } from '../../start-service';
import { onEachEngine, type TestDatabase } from '../../test-support/engines';
import { cruises, dayWritten, orderLines, showDay, tripOf } from '../../test-support/cruises';
import { registrationClock, people, register, seatsOn, type Stored } from '../../test-support/office';
import { samples, sampleTicket } from '../../test-support/samples';
import { siteOrigin, startTestService, testSigningKey } from '../../test-support/service';
import { readXlsxSheet, sheetValues } from '../../test-support/xlsx-reader';
import type { OfficeEnv, OfficeRole } from '../auth/office-user';
import { csvBom } from '../csv';
import { exportHeader } from '../export-table';
import type { OfficeListRow, OfficePage } from '../list';
import { officeSettings } from '../office-settings';
import { officeDataRoutes } from './office-data-routes';

type Sink = Server & {
  store: { all(): { template_id: string; template_params: Record<string, string> }[] };
};

const users: Record<OfficeRole, { id: string; email: string; name: string; role: OfficeRole }> = {
  admin: { id: 'u-admin', email: 'aida@mybos.example', name: 'Aida', role: 'admin' },
  staff: { id: 'u-staff', email: 'desk@mybos.example', name: 'Desk', role: 'staff' },
};

/** The local inbox's ids, as .env.inbox gives the site's: the service's variables without VITE_. */
const inboxTemplates = {
  EMAILJS_TEMPLATE_VISITOR_CONFIRMATION: 'visitor_confirmation',
  EMAILJS_TEMPLATE_VISITOR_CONFIRMATION_MS: 'visitor_confirmation_ms',
  EMAILJS_TEMPLATE_EXHIBITOR_CONFIRMATION: 'exhibitor_confirmation',
  EMAILJS_TEMPLATE_EXHIBITOR_CONFIRMATION_MS: 'exhibitor_confirmation_ms',
  EMAILJS_TEMPLATE_CONFERENCE_VISITOR: 'conference_visitor',
  EMAILJS_TEMPLATE_CONFERENCE_VISITOR_MS: 'conference_visitor_ms',
  EMAILJS_TEMPLATE_TICKET_VISITOR: 'ticket_visitor',
  EMAILJS_TEMPLATE_TICKET_VISITOR_MS: 'ticket_visitor_ms',
  EMAILJS_TEMPLATE_INTEREST_CONFIRMATION: 'interest_confirmation',
  EMAILJS_TEMPLATE_INTEREST_CONFIRMATION_MS: 'interest_confirmation_ms',
};

/** RFC 4180 as csv.ts writes it: quoted fields, doubled quotes, CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  return rows;
}

/** csv.ts's neutralising quote taken off: the value as stored. */
const unneutralised = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

// Read from the content: the second cruise, booked on the show's first day (the only booking
// that day), a trip of its on the second day sold but for one seat, and one on the third day.
const cruise = cruises[1]!;
const cruiserTrip = tripOf(1, showDay(1), cruise.tripTimes[0]!);
const fullTrip = tripOf(1, showDay(2), cruise.tripTimes.at(-1)!);
const toTrip = tripOf(1, showDay(3), cruise.tripTimes[0]!);
const fifth = fullTrip.id;
const sixth = toTrip.id;

onEachEngine(({ engine, create }) => {
  describe(`the office's data API on ${engine}`, () => {
    const clock = registrationClock('2025-04-10T02:00:00.000Z');
    const mailDir = mkdtempSync(join(tmpdir(), 'mybos-office-api-'));
    const sink = createMailSink({ dataDir: mailDir }) as Sink;
    let database: TestDatabase;
    let service: RunningService;
    let office: ServerType;
    let officeUrl = '';
    const stored: Record<string, Stored> = {};

    /** A request as the signed-in `as`, to one of the mounts: the real one, or one whose e-mail fails or is not set up. */
    const call = (
      path: string,
      { as = 'admin', method = 'GET', body, mount = 'office', headers = {} } = {} as {
        as?: OfficeRole;
        method?: string;
        body?: unknown;
        mount?: 'office' | 'broken' | 'unconfigured';
        headers?: Record<string, string>;
      },
    ) =>
      fetch(`${officeUrl}/${mount}/api${path}`, {
        method,
        headers: {
          'x-test-user': as,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
    const json = async <T = Record<string, unknown>>(response: Response, status: number) => {
      expect(response.status, await response.clone().text()).toBe(status);
      return (await response.json()) as T;
    };
    const list = async (query = '') => json<OfficePage>(await call(`/registrations${query}`), 200);
    const detail = async (reference: string) =>
      json<{
        status: string;
        passes: { id: string; revoked: boolean; trip?: string }[];
        bookings: { trip: string; pax: number }[];
        emails: { template: string; to: string; status: string; error: string | null; by: string }[];
        audit: { action: string; actor: string }[];
        fee: { status: string; transferReference?: string } | null;
      }>(await call(`/registrations/${reference}`), 200);
    const tripsLeft = async () =>
      Object.fromEntries(
        (await json<{ trips: { id: string; left: number }[] }>(await call('/trips'), 200)).trips.map((trip) => [
          trip.id,
          trip.left,
        ]),
      );

    beforeAll(async () => {
      await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
      const mailOrigin = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;
      database = await create();
      const passSigningKey = await testSigningKey();
      service = await startTestService(database, { now: clock.now, passSigningKey });
      const editions = readEditions();
      const settings = officeSettings(editions);
      const templates = readConfirmationTemplates(inboxTemplates);
      const mailer = emailJsMailer({ origin: mailOrigin, serviceId: 'local_service', publicKey: 'local-public-key' });
      const base = {
        db: service.db,
        settings,
        passes: { keys: await parsePassKeys(passSigningKey), siteOrigin },
        now: clock.now,
        log: silentLog,
      };
      // The session middleware is another branch's: here the test says who is signed in.
      const app = new Hono<OfficeEnv>();
      app.use('*', async (c, next) => {
        const role = c.req.header('x-test-user') as OfficeRole | undefined;
        if (!role || !users[role]) return c.json({ error: 'signed_out' }, 401);
        c.set('officeUser', users[role]);
        c.set('officeSessionId', `session-${role}`);
        await next();
      });
      app.route('/office/api', officeDataRoutes({ ...base, resend: { mailer, templates, content: editions } }));
      // Templates the inbox does not have: EmailJS refuses every send.
      const missing = readConfirmationTemplates(
        Object.fromEntries(Object.keys(inboxTemplates).map((name) => [name, 'no_such_template'])),
      );
      app.route(
        '/broken/api',
        officeDataRoutes({ ...base, resend: { mailer, templates: missing, content: editions } }),
      );
      app.route('/unconfigured/api', officeDataRoutes({ ...base, resend: { templates, content: editions } }));
      app.onError(internalError(silentLog));
      office = await new Promise<ServerType>((resolve) => {
        const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(server));
      });
      officeUrl = `http://127.0.0.1:${(office.address() as AddressInfo).port}`;

      const add = async (
        name: string,
        kind: Parameters<typeof register>[1],
        data: object,
        lang: 'en' | 'ms' = 'en',
      ) => {
        stored[name] = await register(service, kind, data as Record<string, unknown>, lang);
        clock.tick(60_000);
      };
      await add('malay', 'visitor', people.malay, 'ms');
      await add('chinese', 'visitor', people.chinese);
      await add('accented', 'visitor', people.accented);
      await add('formula', 'visitor', {
        ...samples.visitor,
        firstName: '=HYPERLINK("http://x.example")',
        company: 'Lee, Tan & Co',
      });
      await add('delegate', 'conference', samples.conference);
      await add('exhibitor', 'exhibitor', samples.exhibitor, 'ms');
      await add('interest', 'interest', samples.interest, 'ms');
      await add('order', 'ticket', sampleTicket);
      await add('cruiser', 'ticket', seatsOn(1, 2, cruiserTrip.day, cruiserTrip.tripTime));
      // The full trip: all its seats but one sold.
      for (const [index, pax] of orderLines(cruise.capacity - 1).entries()) {
        await add(`filler${index}`, 'ticket', seatsOn(1, pax, fullTrip.day, fullTrip.tripTime));
      }
      // The next show day (+08:00) from here.
      clock.set('2025-04-10T16:30:00.000Z');
      await add('late', 'visitor', { ...samples.visitor, firstName: 'Hafiz', email: 'hafiz@example.my' }, 'ms');
    });
    afterAll(async () => {
      await new Promise((resolve) => office?.close(resolve));
      await service?.close();
      await database?.drop();
      sink.closeAllConnections();
      await new Promise((resolve) => sink.close(resolve));
      rmSync(mailDir, { recursive: true, force: true });
    });

    // Each test's actions at their own instant: the audit log's order is by time.
    beforeEach(() => clock.tick(1_000));

    it('lists newest first with the total, searches, filters and pages', async () => {
      const all = await list('?limit=200');
      expect(all.total).toBe(Object.keys(stored).length);
      expect(all.rows[0]!.reference).toBe(stored.late!.reference);
      expect(all.next).toBeNull();

      expect((await list(`?search=${encodeURIComponent('binti abdullah')}`)).rows.map((row) => row.reference)).toEqual([
        stored.malay!.reference,
      ]);
      const chinese = await list(`?search=${encodeURIComponent('陈')}`);
      expect(chinese.rows.map((row) => [row.reference, row.name])).toEqual([[stored.chinese!.reference, '伟明 陈']]);
      expect((await list('?search=munoz')).rows.map((row) => row.name)).toEqual(['José Muñoz']);
      expect((await list(`?search=${stored.delegate!.reference.toUpperCase()}`)).total).toBe(1);

      const visitorsMs = await list('?kind=visitor&lang=ms');
      expect(new Set(visitorsMs.rows.map((row) => row.reference))).toEqual(
        new Set([stored.malay!.reference, stored.late!.reference]),
      );
      expect((await list('?day=2025-04-11')).rows.map((row) => row.reference)).toEqual([stored.late!.reference]);
      expect((await list(`?cruiseDay=${cruiserTrip.day}`)).rows.map((row) => row.reference)).toEqual([
        stored.cruiser!.reference,
      ]);
      // An empty value is no filter, as a form's empty select sends it.
      expect((await list('?kind=&status=&search=')).total).toBe(all.total);

      // Three at a time, by the cursor: every row once, in the list's order.
      const paged: OfficeListRow[] = [];
      let after = '';
      for (;;) {
        const page = await list(`?limit=3${after ? `&after=${encodeURIComponent(after)}` : ''}`);
        expect(page.total).toBe(all.total);
        paged.push(...page.rows);
        if (!page.next) break;
        after = page.next;
      }
      expect(paged).toEqual(all.rows);
    });

    it('refuses a filter, cursor, limit or query name it cannot use (400, naming it)', async () => {
      for (const [query, field] of [
        ['?kind=boat', 'kind'],
        ['?day=10-10-2025', 'day'],
        ['?lang=fr', 'lang'],
        ['?fee=maybe', 'fee'],
        ['?limit=0', 'limit'],
        ['?limit=abc', 'limit'],
        ['?after=nonsense', 'after'],
        ['?colour=red', 'colour'],
        ['?kind=visitor&kind=ticket', 'kind'],
      ] as const) {
        expect(await json(await call(`/registrations${query}`), 400), query).toMatchObject({ error: 'invalid', field });
      }
      expect(await json(await call('/export.csv?status=gone'), 400)).toMatchObject({
        error: 'invalid',
        field: 'status',
      });
      expect(await json(await call('/audit?limit=5000'), 400)).toMatchObject({ error: 'invalid', field: 'limit' });
    });

    it('shows one registration with its passes and bookings, and 404 for anything else', async () => {
      const order = await detail(stored.order!.reference);
      expect(order).toMatchObject({ status: 'received', emails: [], audit: [] });
      expect(order.passes.map((pass) => pass.id).sort()).toEqual(stored.order!.passes.map((pass) => pass.id).sort());
      const byTrip = (a: { trip: string }, b: { trip: string }) => (a.trip < b.trip ? -1 : 1);
      expect(order.bookings.map(({ trip, pax }) => ({ trip, pax })).sort(byTrip)).toEqual(
        [...stored.order!.seats!].sort(byTrip),
      );
      // Staff read too.
      expect((await call(`/registrations/${stored.order!.reference}`, { as: 'staff' })).status).toBe(200);
      expect(await json(await call('/registrations/0f3c1a52-2b1e-4f55-9d0a-000000000000'), 404)).toEqual({
        error: 'not_found',
      });
      expect((await call('/registrations/not-a-reference')).status).toBe(404);
    });

    it('counts at a glance, and lists the trips with their seats', async () => {
      const counts = await json<{
        registrations: { total: number; byKind: { kind: string; received: number }[] };
        conferenceFees: { outstanding: { count: number } };
      }>(await call('/counts', { as: 'staff' }), 200);
      expect(counts.registrations.total).toBe(Object.keys(stored).length);
      expect(counts.registrations.byKind.find((row) => row.kind === 'visitor')?.received).toBe(5);
      expect(counts.conferenceFees.outstanding.count).toBe(1);
      const trips = await json<{ trips: { id: string; capacity: number; taken: number; left: number }[] }>(
        await call('/trips', { as: 'staff' }),
        200,
      );
      expect(trips.trips.find((trip) => trip.id === fifth)).toMatchObject({
        capacity: cruise.capacity,
        taken: cruise.capacity - 1,
        left: 1,
      });
    });

    it('marks a fee paid and unpaid (admins only), and says why it cannot', async () => {
      const path = `/registrations/${stored.delegate!.reference}/fee`;
      const paid = { paid: true, transferReference: 'MBB 2025-04-10 0042' };
      expect(await json(await call(path, { as: 'staff', method: 'POST', body: paid }), 403)).toEqual({
        error: 'forbidden',
      });
      expect(await json(await call(path, { method: 'POST', body: { ...paid, amount: 350 } }), 400)).toMatchObject({
        error: 'invalid',
        field: 'amount',
      });
      expect(await json(await call(path, { method: 'POST', body: { transferReference: 'x' } }), 400)).toMatchObject({
        field: 'paid',
      });
      expect(await json(await call(path, { method: 'POST', body: { paid: 'yes' } }), 400)).toMatchObject({
        field: 'paid',
      });
      expect(
        await json(await call(path, { method: 'POST', body: { paid: true, transferReference: ' ' } }), 400),
      ).toMatchObject({ error: 'invalid', field: 'transferReference' });
      expect(
        await json(await call(path, { method: 'POST', body: { paid: false, transferReference: 'x' } }), 400),
      ).toMatchObject({ field: 'transferReference' });
      expect((await call(path, { method: 'POST', body: '{"paid":', headers: {} })).status).toBe(400);
      expect(
        (await call(path, { method: 'POST', body: 'paid=true', headers: { 'content-type': 'text/plain' } })).status,
      ).toBe(415);
      expect(
        (await call(path, { method: 'POST', body: { paid: true, transferReference: 'x'.repeat(5000) } })).status,
      ).toBe(413);

      clock.tick(1_000);
      expect(await json(await call(path, { method: 'POST', body: paid }), 200)).toEqual({
        outcome: 'paid',
        paidAt: clock.now().toISOString(),
      });
      expect(await json(await call(path, { method: 'POST', body: paid }), 409)).toEqual({
        error: 'already_paid',
        transferReference: paid.transferReference,
      });
      expect((await list('?fee=paid')).rows.map((row) => row.reference)).toEqual([stored.delegate!.reference]);
      expect((await detail(stored.delegate!.reference)).fee).toMatchObject({
        status: 'paid',
        transferReference: paid.transferReference,
        markedBy: users.admin.email,
      });
      clock.tick(1_000);
      expect(await json(await call(path, { method: 'POST', body: { paid: false } }), 200)).toEqual({
        outcome: 'unpaid',
      });
      expect(await json(await call(path, { method: 'POST', body: { paid: false } }), 409)).toEqual({
        error: 'not_paid',
      });
      expect(
        await json(await call(`/registrations/${stored.chinese!.reference}/fee`, { method: 'POST', body: paid }), 409),
      ).toEqual({ error: 'not_conference' });
      expect((await detail(stored.delegate!.reference)).audit.map((entry) => [entry.action, entry.actor])).toEqual([
        ['fee.paid', users.admin.email],
        ['fee.unpaid', users.admin.email],
      ]);
    });

    it("changes a booking's trip when it has the seats (admins only)", async () => {
      const path = `/registrations/${stored.cruiser!.reference}/trip`;
      expect(
        (await call(path, { as: 'staff', method: 'POST', body: { cruiseLine: cruise.name, toTrip: sixth } })).status,
      ).toBe(403);
      expect(
        await json(await call(path, { method: 'POST', body: { cruiseLine: cruise.name, toTrip: fifth } }), 409),
      ).toEqual({
        error: 'trip_full',
        trip: fifth,
        left: 1,
      });
      expect(
        await json(await call(path, { method: 'POST', body: { cruiseLine: cruise.name, to: sixth } }), 400),
      ).toMatchObject({
        error: 'invalid',
        field: 'to',
      });
      expect(await json(await call(path, { method: 'POST', body: { cruiseLine: cruise.name } }), 400)).toMatchObject({
        field: 'toTrip',
      });
      expect(
        await json(
          await call(path, { method: 'POST', body: { cruiseLine: cruise.name, toTrip: 'no-such-trip' } }),
          400,
        ),
      ).toMatchObject({ error: 'unknown_trip', field: 'toTrip' });

      const before = await tripsLeft();
      const changed = await json<{ outcome: string; from: string; to: string; pax: number; pass: { url: string } }>(
        await call(path, { method: 'POST', body: { cruiseLine: cruise.name, toTrip: sixth } }),
        200,
      );
      expect(changed).toMatchObject({ outcome: 'changed', to: sixth, pax: 2 });
      expect(changed.pass.url.startsWith(`${siteOrigin}/pass#`)).toBe(true);
      const after = await tripsLeft();
      expect(after[sixth]).toBe(before[sixth]! - 2);
      expect(after[changed.from]).toBe(before[changed.from]! + 2);
      const now = await detail(stored.cruiser!.reference);
      expect(now.bookings).toMatchObject([{ trip: sixth, pax: 2 }]);
      expect(now.passes.filter((pass) => !pass.revoked).map((pass) => pass.trip)).toEqual([sixth]);
      expect(now.audit.map((entry) => entry.action)).toEqual(['booking.trip_changed']);
    });

    it('resends a confirmation the way the form sent it, into the inbox (staff too), and lists it', async () => {
      const malay = stored.malay!;
      expect(
        await json(await call(`/registrations/${malay.reference}/resend`, { as: 'staff', method: 'POST' }), 200),
      ).toEqual({
        sent: ['visitor_confirmation_ms'],
      });
      const mail = sink.store.all().at(-1)!;
      expect(mail.template_id).toBe('visitor_confirmation_ms');
      expect(mail.template_params).toMatchObject({
        visitor_email: people.malay.email,
        visitor_name: `${people.malay.firstName} ${people.malay.lastName}`,
        submissionId: malay.reference,
      });
      expect(mail.template_params.passes).toContain(malay.passes[0]!.url);
      expect(mail.template_params.passes!.split('\n')).toHaveLength(2);

      // A ticket order: its cruise where the seats are now (moved above), its new boarding pass only.
      expect(
        await json(await call(`/registrations/${stored.cruiser!.reference}/resend`, { method: 'POST', body: {} }), 200),
      ).toEqual({
        sent: ['ticket_visitor'],
      });
      const ticket = sink.store.all().at(-1)!.template_params;
      expect(ticket.cruiseDetails).toContain(`2x ${cruise.name} (${dayWritten(toTrip.day)}`);
      expect(ticket.passes).not.toContain(stored.cruiser!.passes[0]!.url);
      expect(ticket.passes!.split('\n')).toHaveLength(2);

      // The interest form's carries no passes, and its next edition.
      expect(
        await json(await call(`/registrations/${stored.interest!.reference}/resend`, { method: 'POST' }), 200),
      ).toEqual({
        sent: ['interest_confirmation_ms'],
      });
      expect(sink.store.all().at(-1)!.template_params).toMatchObject({
        nextEdition: expect.stringMatching(/^MYBOS \d{4}$/),
      });
      expect(sink.store.all().at(-1)!.template_params).not.toHaveProperty('passes');

      const page = await detail(malay.reference);
      expect(page.emails).toEqual([
        {
          id: expect.any(String),
          template: 'visitor_confirmation_ms',
          to: 'registrant',
          status: 'sent',
          error: null,
          at: clock.now().toISOString(),
          by: users.staff.email,
        },
      ]);
      expect(page.audit.map((entry) => [entry.action, entry.actor])).toEqual([['email.resent', users.staff.email]]);
      expect(
        await json(await call(`/registrations/${malay.reference}/resend`, { method: 'POST', body: { to: 'x' } }), 400),
      ).toMatchObject({
        error: 'invalid',
        field: 'to',
      });
    });

    it('records a resend EmailJS refused (502), and sends nothing without a mailer (503)', async () => {
      const reference = stored.accented!.reference;
      const inbox = sink.store.all().length;
      const failed = await json(
        await call(`/registrations/${reference}/resend`, { method: 'POST', mount: 'broken' }),
        502,
      );
      expect(failed).toMatchObject({ error: 'email_not_sent' });
      expect(JSON.stringify(failed)).not.toContain(people.accented.email);
      expect(
        await json(await call(`/registrations/${reference}/resend`, { method: 'POST', mount: 'unconfigured' }), 503),
      ).toEqual({
        error: 'email_not_configured',
      });
      expect(sink.store.all()).toHaveLength(inbox);
      const page = await detail(reference);
      expect(page.emails).toMatchObject([{ template: 'no_such_template', status: 'failed', by: users.admin.email }]);
      expect(page.emails[0]!.error).toMatch(/^EmailJS answered 400/);
      expect(page.audit).toEqual([]);
    });

    it('cancels (admins only): seats return, passes revoked; a cancelled one gets no resend', async () => {
      const order = stored.order!;
      const path = `/registrations/${order.reference}/cancel`;
      expect((await call(path, { as: 'staff', method: 'POST' })).status).toBe(403);
      expect(await json(await call(path, { method: 'POST', body: { reason: 'x' } }), 400)).toMatchObject({
        field: 'reason',
      });
      const before = await tripsLeft();
      const cancelled = await json<{ outcome: string; revoked: number }>(await call(path, { method: 'POST' }), 200);
      expect(cancelled).toMatchObject({ outcome: 'cancelled', revoked: order.passes.length });
      const after = await tripsLeft();
      for (const seat of order.seats!) expect(after[seat.trip]).toBe(before[seat.trip]! + seat.pax);
      const page = await detail(order.reference);
      expect(page.status).toBe('cancelled');
      expect(page.passes.every((pass) => pass.revoked)).toBe(true);
      const revoked = (await (await fetch(`${service.url}/v1/passes/revoked`)).json()) as { revoked: string[] };
      expect(revoked.revoked).toEqual(expect.arrayContaining(order.passes.map((pass) => pass.id)));
      expect(await json(await call(path, { method: 'POST' }), 409)).toEqual({ error: 'already_cancelled' });
      expect(await json(await call(`/registrations/${order.reference}/resend`, { method: 'POST' }), 409)).toEqual({
        error: 'cancelled',
      });
      expect((await list('?status=cancelled')).rows.map((row) => row.reference)).toEqual([order.reference]);
    });

    it('exports the filtered list as CSV (admins only): BOM, neutralised cells, the list parsed back', async () => {
      expect((await call('/export.csv', { as: 'staff' })).status).toBe(403);
      const response = await call('/export.csv?kind=visitor');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="mybos-registrations-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
      expect(text.startsWith(csvBom)).toBe(true);
      const [header, ...rows] = parseCsv(text.slice(1));
      expect(header).toEqual([...exportHeader]);
      const listed = (await list('?kind=visitor&limit=200')).rows;
      const column = (name: (typeof exportHeader)[number]) => exportHeader.indexOf(name);
      expect(
        rows.map((row) => [
          row[column('reference')],
          unneutralised(row[column('name')]!),
          row[column('email')],
          row[column('company')],
        ]),
      ).toEqual(listed.map((row) => [row.reference, row.name, row.email, row.company]));
      const formula = rows.find((row) => row[column('reference')] === stored.formula!.reference)!;
      expect(formula[column('name')]).toBe(`'=HYPERLINK("http://x.example") ${samples.visitor.lastName as string}`);
      expect(formula[column('company')]).toBe('Lee, Tan & Co');
      expect(formula[column('phone')]!.startsWith("'+")).toBe(true);
      expect(rows.find((row) => row[column('reference')] === stored.chinese!.reference)![column('name')]).toBe(
        '伟明 陈',
      );
    });

    it('exports the filtered list as XLSX (admins only): the same rows, text never a formula', async () => {
      expect((await call('/export.xlsx', { as: 'staff' })).status).toBe(403);
      const csv = parseCsv((await (await call('/export.csv?lang=ms')).text()).replace(/^\uFEFF/, ''));
      const response = await call('/export.xlsx?lang=ms');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(response.headers.get('content-disposition')).toMatch(/filename="mybos-registrations-[\d-]+\.xlsx"$/);
      const { rows } = readXlsxSheet(new Uint8Array(await response.arrayBuffer()));
      expect(sheetValues(rows, exportHeader.length)).toEqual(csv.map((row) => row.map(unneutralised)));
      const listed = (await list('?lang=ms&limit=200')).rows;
      expect(sheetValues(rows, 1).slice(1).flat()).toEqual(listed.map((row) => row.reference));
      expect(sheetValues(rows, 8).find((row) => row[0] === stored.malay!.reference)?.[7]).toBe(
        'Nur Aisyah binti Abdullah',
      );

      const all = readXlsxSheet(new Uint8Array(await (await call('/export.xlsx')).arrayBuffer())).rows;
      const formula = all.find((row) => row[0]?.value === stored.formula!.reference)!;
      expect(formula[exportHeader.indexOf('name')]).toMatchObject({
        value: `=HYPERLINK("http://x.example") ${samples.visitor.lastName as string}`,
        type: 'inlineStr',
        style: '1',
        formula: false,
      });
      expect(all.flat().some((cell) => cell.formula)).toBe(false);
      expect(all.find((row) => row[0]?.value === stored.chinese!.reference)![exportHeader.indexOf('name')]!.value).toBe(
        '伟明 陈',
      );
    });

    it('shows the audit log to admins, newest first', async () => {
      expect((await call('/audit', { as: 'staff' })).status).toBe(403);
      const { entries } = await json<{ entries: { action: string }[] }>(await call('/audit?limit=3'), 200);
      expect(entries.map((entry) => entry.action)).toEqual(['registration.cancelled', 'email.resent', 'email.resent']);
    });
  });
});
