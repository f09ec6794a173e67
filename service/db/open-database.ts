import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { nodeSqliteDialect } from './node-sqlite-dialect';
import type { Database, Db, Engine } from './schema';

/** Where `DATABASE_URL` points: `sqlite:<file>` (or `sqlite::memory:`) or `postgres://…`. */
export function parseDatabaseUrl(
  url: string,
): { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string } {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    if (file === '') throw new Error('DATABASE_URL sqlite: needs a file, like sqlite:.data/registrations.sqlite');
    return { engine: 'sqlite', file };
  }
  if (/^postgres(ql)?:\/\//.test(url)) return { engine: 'postgres', url };
  throw new Error('DATABASE_URL must start with sqlite: or postgres://');
}

export type OpenDatabase = { db: Db; engine: Engine };

export function openDatabase(url: string, { poolSize = 10 }: { poolSize?: number } = {}): OpenDatabase {
  const target = parseDatabaseUrl(url);
  if (target.engine === 'sqlite') {
    const file = target.file === ':memory:' ? target.file : resolve(target.file);
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    return { engine: 'sqlite', db: new Kysely<Database>({ dialect: nodeSqliteDialect(file) }) };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client's error (the server restarted) must not end the process: the pool drops it
  // and the next query opens another.
  pool.on('error', () => {});
  return { engine: 'postgres', db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }) };
}

/** Whether the database answers, within `timeoutMs`: what the health check reports. */
export async function databaseAnswers(db: Db, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((done) => {
    timer = setTimeout(() => done(false), timeoutMs);
  });
  try {
    return await Promise.race([sql`select 1`.execute(db).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
