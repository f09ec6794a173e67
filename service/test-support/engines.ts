import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * The two engines every HTTP test runs on. SQLite: a file in a fresh temporary folder.
 * PostgreSQL: TEST_POSTGRES_URL (default the local server, trust auth), each test file in a
 * schema of its own chosen by `search_path`, dropped afterwards, so parallel files and parallel
 * runs never see each other's rows.
 *
 * PostgreSQL unreachable: with CI=true the tests fail (CI must test both engines); otherwise
 * they are skipped, and the one skipped test says how to run them.
 */
export const postgresUrl = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';

export const postgresSkipNote = `PostgreSQL tests skipped: nothing answers at ${postgresUrl}. Start PostgreSQL there, or set TEST_POSTGRES_URL=postgres://user@host:port/db`;

async function probe(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

const unreachable = await probe();
if (unreachable && process.env.CI === 'true') {
  throw new Error(`CI=true and PostgreSQL is unreachable at ${postgresUrl}: ${unreachable}`);
}
export const postgresReachable = unreachable === undefined;

export type TestDatabase = { engine: 'sqlite' | 'postgres'; url: string; drop(): Promise<void> };

export async function sqliteDatabase(): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'mybos-service-'));
  return {
    engine: 'sqlite',
    url: `sqlite:${join(dir, 'registrations.sqlite')}`,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

export async function postgresDatabase(): Promise<TestDatabase> {
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    engine: 'postgres',
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

/** The engines to run on, each with how to make a fresh database. */
export const engines = [
  { engine: 'sqlite' as const, available: true, create: sqliteDatabase },
  { engine: 'postgres' as const, available: postgresReachable, create: postgresDatabase },
];
