import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelRegistration } from '../registrations/store';
import type { RunningService } from '../start-service';
import { onEachEngine, type TestDatabase } from '../test-support/engines';
import { cruises, showDays } from '../test-support/cruises';
import { registrationClock, people, register, seatsOn, type Stored } from '../test-support/office';
import { samples, sampleTicket, sampleTicketSeats } from '../test-support/samples';
import { startTestService } from '../test-support/service';
import { OfficeInputError, type OfficeFilters } from './filters';
import { markFeePaid } from './fees';
import { listRegistrations, type OfficeListRow } from './list';

/** A show day the sample order books no seats on (content/site.yaml): the second cruise's order's. */
const cruiseDay = showDays.find((day) => !sampleTicketSeats.some((seat) => seat.day === day))!;

onEachEngine(({ engine, create }) => {
  describe(`the office's list on ${engine}`, () => {
    // 09:00 on 1 April 2025 at the show's +08:00.
    const clock = registrationClock('2025-04-01T01:00:00.000Z');
    let database: TestDatabase;
    let service: RunningService;
    const stored: Record<string, Stored> = {};

    const references = (rows: OfficeListRow[]) => rows.map((row) => row.reference);
    const found = async (filters: OfficeFilters) => {
      const page = await listRegistrations(service.db, { ...filters, limit: 200 });
      expect(page.total).toBe(page.rows.length);
      return new Set(references(page.rows));
    };
    const only = (...names: string[]) => new Set(names.map((name) => stored[name]!.reference));

    beforeAll(async () => {
      database = await create();
      service = await startTestService(database, { now: clock.now });
      const add = async (
        name: string,
        ...args: Parameters<typeof register> extends [unknown, ...infer Rest] ? Rest : never
      ) => {
        stored[name] = await register(service, ...args);
        clock.tick(60_000);
      };
      // Show day 2025-04-01.
      await add('aisyah', 'visitor', samples.visitor);
      await add('malay', 'visitor', people.malay, 'ms');
      await add('chinese', 'visitor', people.chinese);
      await add('delegate', 'conference', samples.conference);
      // Its last millisecond at +08:00.
      clock.set('2025-04-01T15:59:59.999Z');
      await add('interest', 'interest', samples.interest, 'ms');
      // Show day 2025-04-02, from its first millisecond.
      clock.set('2025-04-01T16:00:00.000Z');
      await add('exhibitor', 'exhibitor', samples.exhibitor, 'ms');
      await add('accented', 'visitor', people.accented);
      await add('order', 'ticket', sampleTicket);
      await add('cruise', 'ticket', seatsOn(1, 2, cruiseDay, cruises[1]!.tripTimes[0]!), 'ms');
      await add(
        'delegateMs',
        'conference',
        { ...samples.conference, firstName: 'Siti', email: 'siti@ports.example' },
        'ms',
      );
      expect((await cancelRegistration(service.db, stored.order!.reference, clock.now().toISOString())).outcome).toBe(
        'cancelled',
      );
    });
    afterAll(async () => {
      await service?.close();
      await database?.drop();
    });

    it('lists every registration newest first, with who it is for and, for the conference, the fee', async () => {
      const page = await listRegistrations(service.db, {});
      expect(page.total).toBe(10);
      expect(page.next).toBeNull();
      expect(references(page.rows)).toEqual(
        Object.values(stored)
          .map((entry) => entry.reference)
          .reverse(),
      );
      const delegate = page.rows.find((row) => row.reference === stored.delegate!.reference);
      expect(delegate).toEqual({
        reference: stored.delegate!.reference,
        kind: 'conference',
        lang: 'en',
        status: 'received',
        receivedAt: stored.delegate!.receivedAt,
        receivedDay: '2025-04-01',
        name: 'Nurul Hassan',
        email: 'nurul@ports.example',
        company: 'Kedah Ports',
        fee: { status: 'outstanding' },
      });
      const order = page.rows.find((row) => row.reference === stored.order!.reference);
      expect(order).toMatchObject({
        kind: 'ticket',
        status: 'cancelled',
        name: 'Tan Mei Ling',
        company: '',
        fee: null,
      });
    });

    it('searches names, e-mails, companies and references whatever their case', async () => {
      expect(await found({ search: 'AISYAH' })).toEqual(only('aisyah', 'malay'));
      expect(await found({ search: 'rahman' })).toEqual(only('aisyah'));
      // Every word must be found, in any field and any order.
      expect(await found({ search: 'Abdullah NUR' })).toEqual(only('malay'));
      expect(await found({ search: 'binti abdullah' })).toEqual(only('malay'));
      expect(await found({ search: 'perahu' })).toEqual(only('malay'));
      // A Chinese name, family name first as it is written, though the form asks it last.
      expect(await found({ search: '陈 伟明' })).toEqual(only('chinese'));
      expect(await found({ search: '伟' })).toEqual(only('chinese'));
      expect(await found({ search: '游艇' })).toEqual(only('chinese'));
      // Accents and case folded away on both sides.
      expect(await found({ search: 'jose munoz' })).toEqual(only('accented'));
      expect(await found({ search: 'MUÑOZ náutica' })).toEqual(only('accented'));
      // Part of an e-mail.
      expect(await found({ search: 'straits.example' })).toEqual(only('exhibitor'));
      expect(await found({ search: '@kedah' })).toEqual(only('malay'));
      expect(await found({ search: 'ports.example' })).toEqual(only('delegate', 'delegateMs'));
      // By reference: the whole one (as typed, upper case) finds it alone; a part finds it too.
      const reference = stored.cruise!.reference;
      expect(await found({ search: ` ${reference.toUpperCase()} ` })).toEqual(only('cruise'));
      expect(await found({ search: reference.slice(0, 13) })).toContain(reference);
      // Like's wildcards are letters here.
      expect(await found({ search: '%' })).toEqual(new Set());
      expect(await found({ search: '_' })).toEqual(new Set());
      expect(await found({ search: 'nobody-by-this-name' })).toEqual(new Set());
      expect(await found({ search: '   ' })).toEqual(new Set(Object.values(stored).map((entry) => entry.reference)));
    });

    it('filters by kind, show day received, language, status, fee and cruise day', async () => {
      expect(await found({ kind: 'visitor' })).toEqual(only('aisyah', 'malay', 'chinese', 'accented'));
      expect(await found({ kind: 'conference' })).toEqual(only('delegate', 'delegateMs'));
      expect(await found({ lang: 'ms' })).toEqual(only('malay', 'interest', 'exhibitor', 'cruise', 'delegateMs'));
      // The show's calendar day at +08:00: 15:59:59.999 UTC is still the 1st, 16:00 the 2nd.
      expect(await found({ day: '2025-04-01' })).toEqual(only('aisyah', 'malay', 'chinese', 'delegate', 'interest'));
      expect(await found({ day: '2025-04-02' })).toEqual(
        only('exhibitor', 'accented', 'order', 'cruise', 'delegateMs'),
      );
      expect(await found({ day: '2025-03-31' })).toEqual(new Set());
      expect(await found({ status: 'cancelled' })).toEqual(only('order'));
      expect((await found({ status: 'received' })).size).toBe(9);
      // A cancelled order holds no seats, so its cruise days find it no more.
      expect(await found({ cruiseDay })).toEqual(only('cruise'));
      for (const { day } of sampleTicketSeats) expect(await found({ cruiseDay: day })).toEqual(new Set());
      expect(await found({ fee: 'outstanding' })).toEqual(only('delegate', 'delegateMs'));
      expect(await found({ fee: 'paid' })).toEqual(new Set());
    });

    it('applies filters together, and with a search', async () => {
      expect(await found({ kind: 'visitor', lang: 'ms', day: '2025-04-01' })).toEqual(only('malay'));
      expect(await found({ kind: 'visitor', lang: 'ms', day: '2025-04-02' })).toEqual(new Set());
      expect(await found({ search: 'aisyah', lang: 'en' })).toEqual(only('aisyah'));
      expect(await found({ search: 'tan', kind: 'ticket', status: 'cancelled', day: '2025-04-02' })).toEqual(
        only('order'),
      );
      expect(await found({ kind: 'ticket', cruiseDay, lang: 'en' })).toEqual(new Set());
      expect(
        (
          await markFeePaid(service.db, {
            reference: stored.delegateMs!.reference,
            transferReference: 'MBB 2025-04-03 0042',
            actor: 'office@mybos.example',
          })
        ).outcome,
      ).toBe('paid');
      expect(await found({ fee: 'paid', lang: 'ms' })).toEqual(only('delegateMs'));
      expect(await found({ fee: 'outstanding', search: 'ports' })).toEqual(only('delegate'));
      const paid = await listRegistrations(service.db, { fee: 'paid' });
      expect(paid.rows[0]!.fee).toMatchObject({
        status: 'paid',
        transferReference: 'MBB 2025-04-03 0042',
        markedBy: 'office@mybos.example',
      });
    });

    it('refuses a filter, cursor or limit it cannot use', async () => {
      const refused = async (options: Parameters<typeof listRegistrations>[1], field: string) => {
        const error = await listRegistrations(service.db, options).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(OfficeInputError);
        expect((error as OfficeInputError).field).toBe(field);
      };
      await refused({ kind: 'boat' as never }, 'kind');
      await refused({ lang: 'fr' as never }, 'lang');
      await refused({ status: 'lost' as never }, 'status');
      await refused({ day: '1 Oct' }, 'day');
      await refused({ cruiseDay: '2026-02-30x' }, 'cruiseDay');
      await refused({ after: 'bm90IGEgY3Vyc29y' }, 'after');
      await refused({ limit: 0 }, 'limit');
      await refused({ limit: 201 }, 'limit');
    });

    // Last: it adds registrations.
    it('pages without a row twice or a row missed while new registrations arrive, ties broken by reference', async () => {
      // Four at the very same instant: their order is the references'.
      clock.set('2025-04-03T02:00:00.000Z');
      for (let index = 0; index < 4; index += 1) {
        stored[`same${index}`] = await register(service, 'interest', { ...samples.interest, name: `Same ${index}` });
      }
      clock.tick(60_000);
      const before = references((await listRegistrations(service.db, { limit: 200 })).rows);
      expect(before).toHaveLength(14);
      const sameInstant = before.slice(0, 4);
      expect(sameInstant).toEqual([...sameInstant].sort().reverse());

      const paged: string[] = [];
      let after: string | undefined;
      let pages = 0;
      do {
        const page = await listRegistrations(service.db, { limit: 3, ...(after ? { after } : {}) });
        paged.push(...references(page.rows));
        after = page.next ?? undefined;
        pages += 1;
        // Two arrive between every two pages.
        for (let index = 0; index < 2; index += 1) {
          await register(service, 'visitor', { ...samples.visitor, firstName: `Late${pages}${index}` });
          clock.tick();
        }
      } while (after);
      expect(pages).toBe(5);
      expect(paged).toEqual(before);
      // A fresh first page starts with the newcomers.
      const fresh = await listRegistrations(service.db, { limit: 3, kind: 'visitor' });
      expect(fresh.rows.map((row) => row.name)).toEqual(['Late51 Rahman', 'Late50 Rahman', 'Late41 Rahman']);
      expect(fresh.total).toBe(4 + 10);

      // Filtered, the same.
      const visitors: string[] = [];
      after = undefined;
      do {
        const page = await listRegistrations(service.db, {
          limit: 4,
          kind: 'visitor',
          count: false,
          ...(after ? { after } : {}),
        });
        expect(page.total).toBeUndefined();
        visitors.push(...references(page.rows));
        after = page.next ?? undefined;
        await register(service, 'visitor', samples.visitor);
        clock.tick();
      } while (after);
      expect(new Set(visitors).size).toBe(visitors.length);
      expect(visitors).toHaveLength(14);
    });
  });
});
