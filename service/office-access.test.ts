import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples } from './test-support/samples';
import type { RunningService } from './start-service';
import { onEachEngine, type TestDatabase } from './test-support/engines';
import { cruises, showDay } from './test-support/cruises';
import { registrationClock, register, seatsOn, type Stored } from './test-support/office';
import { officeFetch, signedInAs, type OfficeSession } from './test-support/office-auth';
import { startTestService } from './test-support/service';

/**
 * Who may call the office's data API (issue #49), through the real session middleware: every
 * route refuses without a session, after sign-out and from another origin; a staff session
 * refuses the admins' routes. A refused request changes nothing. The routes' own behaviour is
 * office/http/office-data-routes.test.ts's; the sign-in's is office-auth.test.ts's.
 */

type Route = { method: 'GET' | 'POST'; path: (stored: Fixtures) => string; body?: unknown; admin: boolean };
type Fixtures = { conference: Stored; order: Stored };

const routes: Route[] = [
  { method: 'GET', path: () => '/registrations', admin: false },
  { method: 'GET', path: () => '/registrations?search=a&kind=conference', admin: false },
  { method: 'GET', path: ({ conference }) => `/registrations/${conference.reference}`, admin: false },
  { method: 'GET', path: () => '/counts', admin: false },
  { method: 'GET', path: () => '/trips', admin: false },
  { method: 'POST', path: ({ conference }) => `/registrations/${conference.reference}/resend`, admin: false },
  {
    method: 'POST',
    path: ({ conference }) => `/registrations/${conference.reference}/fee`,
    body: { paid: true, transferReference: 'MBB 2026 0001' },
    admin: true,
  },
  {
    method: 'POST',
    path: ({ conference }) => `/registrations/${conference.reference}/fee`,
    body: { paid: false },
    admin: true,
  },
  { method: 'POST', path: ({ order }) => `/registrations/${order.reference}/cancel`, admin: true },
  {
    method: 'POST',
    path: ({ order }) => `/registrations/${order.reference}/trip`,
    body: { cruiseLine: 'x', toTrip: 'y' },
    admin: true,
  },
  { method: 'GET', path: () => '/export.csv', admin: true },
  { method: 'GET', path: () => '/export.xlsx?kind=ticket', admin: true },
  { method: 'GET', path: () => '/audit', admin: true },
];

const named = (route: Route) =>
  `${route.method} ${route.path({ conference: { reference: ':ref' }, order: { reference: ':ref' } } as Fixtures)}`;

onEachEngine(({ engine, create }) => {
  describe(`who may use the office's data API on ${engine}`, () => {
    // Inside the forms' windows, so the registrations below are taken.
    const clock = registrationClock('2025-04-10T02:00:00.000Z');
    let database: TestDatabase;
    let service: RunningService;
    let admin: OfficeSession;
    let staff: OfficeSession;
    const fixtures = {} as Fixtures;

    /** What the refused requests must leave as it was: the registrations' state and the audit log. */
    const snapshot = async () => ({
      registrations: await service.db
        .selectFrom('registrations')
        .select(['reference', 'status', 'paid_at'])
        .orderBy('reference')
        .execute(),
      bookings: await service.db.selectFrom('bookings').selectAll().orderBy('reference').execute(),
      revoked: await service.db.selectFrom('passes').select('id').where('revoked_at', 'is not', null).execute(),
      audit: await service.db
        .selectFrom('audit_log')
        .select('action')
        .where('action', 'not like', 'office.%')
        .execute(),
    });

    beforeAll(async () => {
      database = await create();
      service = await startTestService(database, { now: clock.now });
      fixtures.conference = await register(service, 'conference', samples.conference);
      fixtures.order = await register(service, 'ticket', seatsOn(0, 2, showDay(2), cruises[0]!.tripTimes.at(-1)!));
      admin = await signedInAs(service, 'admin', { now: clock.now() });
      staff = await signedInAs(service, 'staff', { now: clock.now() });
    });
    afterAll(async () => {
      await service?.close();
      await database?.drop();
    });

    it('refuses every route without a session (401), and changes nothing', async () => {
      const before = await snapshot();
      for (const route of routes) {
        const response = await officeFetch(service, route.path(fixtures), { method: route.method, body: route.body });
        expect(response.status, named(route)).toBe(401);
        expect(await response.json(), named(route)).toEqual({ error: 'signed_out' });
      }
      expect(await snapshot()).toEqual(before);
    });

    it("refuses the admins' routes to staff (403), and answers staff the rest", async () => {
      const before = await snapshot();
      for (const route of routes.filter(({ method, admin }) => admin || method === 'GET')) {
        const response = await officeFetch(service, route.path(fixtures), {
          method: route.method,
          body: route.body,
          session: staff,
        });
        if (route.admin) {
          expect(response.status, named(route)).toBe(403);
          expect(await response.json(), named(route)).toEqual({ error: 'forbidden' });
        } else {
          expect(response.status, named(route)).toBe(200);
        }
      }
      expect(await snapshot()).toEqual(before);
    });

    it("refuses a change from another origin, or without the session's CSRF token (403)", async () => {
      const before = await snapshot();
      for (const route of routes.filter(({ method }) => method === 'POST')) {
        for (const request of [
          { origin: 'https://evil.example' },
          { origin: null },
          { csrfToken: null },
          { csrfToken: staff.csrfToken },
        ]) {
          const response = await officeFetch(service, route.path(fixtures), {
            method: route.method,
            body: route.body,
            session: admin,
            ...request,
          });
          expect(response.status, `${named(route)} ${JSON.stringify(request)}`).toBe(403);
          expect(await response.json()).toEqual({ error: 'csrf' });
        }
      }
      expect(await snapshot()).toEqual(before);
    });

    it('lets an admin act, then refuses the same session once signed out: no replay', async () => {
      const session = await signedInAs(service, 'admin', { now: clock.now() });
      const paid = await officeFetch(service, `/registrations/${fixtures.conference.reference}/fee`, {
        method: 'POST',
        body: { paid: true, transferReference: 'MBB 2026 0002' },
        session,
      });
      expect(paid.status, await paid.clone().text()).toBe(200);
      expect((await officeFetch(service, '/export.csv', { session })).status).toBe(200);

      expect((await officeFetch(service, '/sign-out', { method: 'POST', session })).status).toBe(204);
      const before = await snapshot();
      for (const route of routes) {
        const response = await officeFetch(service, route.path(fixtures), {
          method: route.method,
          body: route.body,
          session,
        });
        expect(response.status, named(route)).toBe(401);
      }
      expect(await snapshot()).toEqual(before);
    });
  });
});
