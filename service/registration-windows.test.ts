import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEditions } from '~/content/read-editions.server';
import { readConfig } from './config';
import { kinds, registrationRules, type Kind } from './registrations/rules';
import type { RunningService } from './start-service';
import { onEachEngine, type TestDatabase } from './test-support/engines';
import { samples } from './test-support/samples';
import { newReference, put, startTestService } from './test-support/service';

// The windows as the service reads them at start: from the content, never dates written here.
const { windowOf, deadlineOf } = registrationRules(readEditions());
const grace = readConfig({}).registrationGraceMs;
// A registration made in time is still taken after closing for the grace, but never once what
// it is for has begun (the conference's start, the gates' last closing): until `lastArrival`.
const withWindow = kinds.flatMap((kind) => {
  const window = windowOf(kind);
  if (!window) return [];
  const closes = Date.parse(window.closes);
  return [
    { kind, opens: Date.parse(window.opens), closes, lastArrival: Math.min(closes + grace, deadlineOf(kind)!), window },
  ];
});
const withoutWindow = kinds.filter((kind) => !windowOf(kind));
const day = 86_400_000;
const lastClosing = Math.max(...withWindow.map(({ closes }) => closes));

onEachEngine(({ engine, create }) => {
  describe(`registration windows on ${engine}`, () => {
    let database: TestDatabase;
    let service: RunningService;
    // The service's clock, set by each step.
    let at = 0;

    const stored = () => service.db.selectFrom('registrations').selectAll().orderBy('reference').execute();
    const taken = () => service.db.selectFrom('trips').select(['id', 'taken']).orderBy('id').execute();
    const body = (kind: Kind) => ({ kind, lang: 'en', data: samples[kind] });

    /** A new registration of `kind` at `when`, refused: 403 closed with the window, and nothing stored. */
    async function expectRefused(kind: Kind, when: number) {
      const rowsBefore = await stored();
      const seatsBefore = await taken();
      at = when;
      const response = await put(service, newReference(), body(kind));
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toBe('application/json');
      const window = windowOf(kind)!;
      expect(await response.json()).toEqual({
        error: 'closed',
        field: 'kind',
        message: expect.stringContaining(when < Date.parse(window.opens) ? window.opens : window.closes),
        opens: window.opens,
        closes: window.closes,
      });
      expect(await stored()).toEqual(rowsBefore);
      expect(await taken()).toEqual(seatsBefore);
    }

    beforeAll(async () => {
      database = await create();
      service = await startTestService(database, { now: () => new Date(at), registrationGraceMs: grace });
    });
    afterAll(async () => {
      await service?.close();
      await database?.drop();
    });

    it('has forms with a window to test, and a grace', () => {
      expect(withWindow.map(({ kind }) => kind)).toEqual(['visitor', 'exhibitor', 'conference', 'ticket']);
      expect(grace).toBeGreaterThan(0);
    });

    describe.each(withWindow)('$kind', ({ kind, opens, closes, lastArrival }) => {
      it('refuses a new registration before its window opens (403 closed), storing nothing', async () => {
        await expectRefused(kind, opens - 1);
        await expectRefused(kind, opens - 30 * day);
      });

      it('stores one from the opening instant to the closing one (201), and in the grace after it', async () => {
        const late = lastArrival > closes ? [closes, lastArrival - 1] : [];
        for (const when of [opens, closes - 1, ...late]) {
          at = when;
          const reference = newReference();
          const response = await put(service, reference, body(kind));
          expect(response.status).toBe(201);
          expect(await response.json()).toMatchObject({ reference, kind, receivedAt: new Date(when).toISOString() });
        }
      });

      it('refuses a new registration once the grace after closing is over (403 closed), storing nothing', async () => {
        await expectRefused(kind, lastArrival);
        await expectRefused(kind, closes + 365 * day);
      });

      it('answers a registration stored in time with its stored result after closing (200), and a conflict still as one', async () => {
        const reference = newReference();
        at = closes - 60_000;
        const first = await put(service, reference, body(kind));
        expect(first.status).toBe(201);
        const result = await first.json();
        const rowsBefore = await stored();
        const seatsBefore = await taken();

        for (const when of [closes + grace, closes + 365 * day]) {
          at = when;
          const replay = await put(service, reference, body(kind));
          expect(replay.status).toBe(200);
          expect(await replay.json()).toEqual(result);
        }
        const other = await put(service, reference, {
          ...body(kind),
          data: { ...samples[kind], email: 'other@example.com' },
        });
        expect(other.status).toBe(409);
        expect(await other.json()).toMatchObject({ error: 'conflict' });
        expect(await stored()).toEqual(rowsBefore);
        expect(await taken()).toEqual(seatsBefore);
      });
    });

    it.each(withoutWindow)('stores %s at any time: its form has no window', async (kind) => {
      for (const when of [0, lastClosing + grace, lastClosing + 10 * 365 * day]) {
        at = when;
        expect((await put(service, newReference(), body(kind))).status).toBe(201);
      }
    });

    it('says so in the log line of a registration taken in the grace, not of one in time', async () => {
      // A second instance on the same database, with a log: a second PostgreSQL schema would
      // not do while this one exists (Kysely's migrator looks for its tables in every schema).
      const logged: Record<string, unknown>[] = [];
      const withGrace = withWindow.find(({ closes, lastArrival }) => lastArrival > closes);
      expect(withGrace, 'a form whose deadline leaves a grace after it closes').toBeDefined();
      const { kind, closes } = withGrace!;
      let now = closes - 1;
      const logging = await startTestService(database, {
        now: () => new Date(now),
        registrationGraceMs: grace,
        log: (entry) => logged.push(entry),
      });
      try {
        const inTime = newReference();
        expect((await put(logging, inTime, body(kind))).status).toBe(201);
        now = closes + 1;
        const late = newReference();
        expect((await put(logging, late, body(kind))).status).toBe(201);
        const lineOf = (reference: string) => logged.find((entry) => entry.reference === reference);
        expect(lineOf(inTime)).toMatchObject({ msg: 'request', status: 201 });
        expect(lineOf(inTime)).not.toHaveProperty('late');
        expect(lineOf(late)).toMatchObject({ msg: 'request', status: 201, late: true });
      } finally {
        await logging.close();
      }
    });
  });
});
