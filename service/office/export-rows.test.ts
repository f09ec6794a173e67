import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../start-service';
import { onEachEngine, type TestDatabase } from '../test-support/engines';
import { registrationClock, people, register, type Stored } from '../test-support/office';
import { samples, sampleTicket } from '../test-support/samples';
import { startTestService } from '../test-support/service';
import { csvBom, csvText } from './csv';
import { exportRows, type ExportRow } from './export-rows';
import { listRegistrations } from './list';

onEachEngine(({ engine, create }) => {
  describe(`the office's exports on ${engine}`, () => {
    const clock = registrationClock('2025-04-10T02:00:00.000Z');
    let database: TestDatabase;
    let service: RunningService;
    const stored: Stored[] = [];

    beforeAll(async () => {
      database = await create();
      service = await startTestService(database, { now: clock.now });
      const bodies: [Parameters<typeof register>[1], Record<string, unknown>, 'en' | 'ms'][] = [
        ['visitor', people.chinese, 'en'],
        ['ticket', sampleTicket, 'ms'],
        [
          'visitor',
          { ...samples.visitor, firstName: '=HYPERLINK("http://x.example")', company: 'Lee, Tan & Co' },
          'en',
        ],
        ['conference', samples.conference, 'en'],
        ['interest', samples.interest, 'ms'],
      ];
      for (const [kind, data, lang] of bodies) {
        stored.push(await register(service, kind, data, lang));
        clock.tick(1_000);
      }
    });
    afterAll(async () => {
      await service?.close();
      await database?.drop();
    });

    const collect = async (rows: AsyncIterable<ExportRow>) => {
      const all: ExportRow[] = [];
      for await (const row of rows) all.push(row);
      return all;
    };

    it('reads every match in the list’s order, a batch at a time, none that arrive meanwhile', async () => {
      const rows: ExportRow[] = [];
      for await (const row of exportRows(service.db, {}, { batchSize: 2 })) {
        rows.push(row);
        // One arrives after every row read: newer than the export's first row, so not in it.
        await register(service, 'visitor', samples.visitor);
        clock.tick();
      }
      expect(rows.map((row) => row.reference)).toEqual(stored.map((entry) => entry.reference).reverse());
      const order = rows.find((row) => row.kind === 'ticket')!;
      expect(order).toMatchObject({
        lang: 'ms',
        name: 'Tan Mei Ling',
        phone: '+60 123456789',
        tickets: [
          { category: 2, quantity: 2 },
          { category: 3, quantity: 1 },
        ],
        seats: stored[1]!.seats!.map((seat) => ({ trip: seat.trip, pax: seat.pax })),
      });
      expect(rows.find((row) => row.kind === 'conference')).toMatchObject({
        fee: { status: 'outstanding' },
        tickets: [],
        seats: [],
      });
    });

    it('applies the list’s filters', async () => {
      const list = await listRegistrations(service.db, { kind: 'visitor', limit: 200 });
      const exported = await collect(exportRows(service.db, { kind: 'visitor' }, { batchSize: 3 }));
      expect(exported.map((row) => row.reference)).toEqual(list.rows.map((row) => row.reference));
      expect((await collect(exportRows(service.db, { search: '陈' }))).map((row) => row.reference)).toEqual([
        stored[0]!.reference,
      ]);
    });

    it('writes a CSV a spreadsheet opens safely', async () => {
      const rows = await collect(exportRows(service.db, { day: '2025-04-10', kind: 'visitor', search: 'rahman' }));
      const text = await csvText(
        ['reference', 'name', 'company', 'phone'],
        rows.map((row) => [row.reference, row.name, row.company, row.phone]),
      );
      expect(text.startsWith(`${csvBom}reference,name,company,phone\r\n`)).toBe(true);
      expect(text).toContain(
        `${stored[2]!.reference},"'=HYPERLINK(""http://x.example"") Rahman","Lee, Tan & Co",'+60 12-345 6789\r\n`,
      );
    });
  });
});
