import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations';
import { openDatabase } from '../db/open-database';
import type { LogEntry } from '../http/log';
import { onEachEngine, type TestDatabase } from '../test-support/engines';
import { samples } from '../test-support/samples';
import { startTestService } from '../test-support/service';
import { officeCounts } from './counts';
import { listRegistrations } from './list';
import { officeSettings } from './office-settings';
import { readEditions } from '~/content/read-editions.server';

const before003 = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '003'));

/** Registrations as a service before migration 003 stored them: no show day, no search row, no ticket lines. */
const oldRows = [
  {
    kind: 'visitor',
    data: { ...samples.visitor, firstName: 'Nur Aisyah', lastName: 'binti Abdullah' },
    at: '2025-09-30T16:00:00.000Z',
  },
  { kind: 'ticket', data: { ...samples.ticket, tickets: [0, 1, 2, 0] }, at: '2025-09-29T10:00:00.000Z' },
  { kind: 'exhibitor', data: samples.exhibitor, at: '2025-09-28T10:00:00.000Z' },
].map((row) => ({ ...row, reference: randomUUID() }));

onEachEngine(({ engine, create }) => {
  describe(`migration 003 on a database with registrations, on ${engine}`, () => {
    let database: TestDatabase;

    beforeAll(async () => {
      database = await create();
      const { db } = openDatabase(database.url, { poolSize: 1 });
      try {
        const schema =
          engine === 'postgres'
            ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
            : undefined;
        const migrator = new Migrator({
          db: db as Kysely<unknown>,
          provider: { getMigrations: () => Promise.resolve(before003) },
          ...(schema ? { migrationTableSchema: schema } : {}),
        });
        expect((await migrator.migrateToLatest()).error).toBeUndefined();
        for (const row of oldRows) {
          await sql`insert into registrations (reference, kind, lang, body_hash, data, result, status, received_at)
            values (${row.reference}, ${row.kind}, 'en', 'h', ${JSON.stringify(row.data)}, '{}', 'received', ${row.at})`.execute(
            db,
          );
        }
      } finally {
        await db.destroy();
      }
    });
    afterAll(async () => {
      await database?.drop();
    });

    it('gives them their show day, search rows and tickets at the next start, once', async () => {
      const logged: LogEntry[] = [];
      const first = await startTestService(database, { log: (entry) => logged.push(entry) });
      try {
        expect(logged).toContainEqual({ level: 'info', msg: 'registrations indexed for the office', count: 3 });
        const page = await listRegistrations(first.db, {});
        expect(page.rows.map((row) => [row.reference, row.receivedDay])).toEqual([
          [oldRows[0]!.reference, '2025-10-01'],
          [oldRows[1]!.reference, '2025-09-29'],
          [oldRows[2]!.reference, '2025-09-28'],
        ]);
        expect((await listRegistrations(first.db, { search: 'abdullah' })).rows.map((row) => row.reference)).toEqual([
          oldRows[0]!.reference,
        ]);
        expect((await listRegistrations(first.db, { day: '2025-10-01' })).total).toBe(1);
        const counts = await officeCounts(first.db, officeSettings(readEditions()));
        expect(counts.tickets.map((line) => line.tickets)).toEqual([0, 1, 2, 0]);
      } finally {
        await first.close();
      }
      logged.length = 0;
      const second = await startTestService(database, { log: (entry) => logged.push(entry) });
      await second.close();
      expect(logged.filter((entry) => entry.msg === 'registrations indexed for the office')).toEqual([]);
    });
  });
});
