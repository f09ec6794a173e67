import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { postgresUrl } from './postgres-url';

/**
 * The two engines every HTTP test runs on. SQLite: a file in a fresh temporary folder.
 * PostgreSQL: TEST_POSTGRES_URL (default the local server, trust auth), each test file in a
 * schema of its own chosen by `search_path`, dropped afterwards, so parallel files and parallel
 * runs never see each other's rows.
 *
 * PostgreSQL unreachable: with CI=true the run fails (CI must test both engines); otherwise its
 * tests are skipped, and the run says so once, with how to run them (global-setup.ts).
 */

// Asked once per run by global-setup.ts, which also fails the run under CI=true without it.
export const postgresReachable = inject('postgresReachable');

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

/**
 * Defines `body`'s tests once per engine, which names its describes after `engine` and makes its
 * databases with `create`. Where PostgreSQL does not answer, its tests are not defined: the run
 * says so once, with how to run them (global-setup.ts; with CI=true it fails instead).
 */
export function onEachEngine(body: (engine: (typeof engines)[number]) => void) {
  for (const entry of engines) if (entry.available) body(entry);
}
