import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresDatabase, postgresReachable, type TestDatabase } from '../test-support/engines';
import { migrate } from './migrations';
import { openDatabase } from './open-database';

// Two deployments (or two test files) on one PostgreSQL database, each in its own schema: the
// second must get its own migration tables and its own tables, not be fooled by the first's.
describe.skipIf(!postgresReachable)('migrations on PostgreSQL', () => {
  const made: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of made) await database.drop();
  });

  it('apply in each schema of one database, whichever schema was migrated first', async () => {
    for (let round = 0; round < 2; round += 1) {
      const database = await postgresDatabase();
      made.push(database);
      const { db } = openDatabase(database.url, { poolSize: 1 });
      try {
        expect(await migrate(db, 'postgres')).not.toEqual([]);
        const tables = await sql<{ name: string }>`
          select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db);
        expect(tables.rows.map((row) => row.name)).toEqual(
          expect.arrayContaining([
            'registrations',
            'trips',
            'office_users',
            'office_credentials',
            'office_invites',
            'office_sessions',
            'office_challenges',
            'gate_pairings',
            'gate_devices',
            'scans',
            'kysely_migration',
            'kysely_migration_lock',
          ]),
        );
        expect(await migrate(db, 'postgres')).toEqual([]);
      } finally {
        await db.destroy();
      }
    }
  });
});
