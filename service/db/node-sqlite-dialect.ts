import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';

/**
 * Kysely's SQLite dialect on Node's built-in `node:sqlite` (docs/decisions/078-node-sqlite-dialect-adapter.md).
 * Kysely 0.29 ships one SQLite dialect, written against better-sqlite3's `Database`; node:sqlite's
 * `DatabaseSync` is nearly that shape, so this adapter is the difference and nothing more:
 * parameters are spread rather than passed as an array, a statement says whether it returns
 * rows by its columns rather than a `reader` flag, and prepared statements are kept (Kysely
 * prepares on every query; preparing is most of the cost of a small query).
 */
export function nodeSqliteDialect(file: string) {
  return new SqliteDialect({ database: () => Promise.resolve(openNodeSqlite(file)) });
}

/** Most a process ever prepares is a few dozen distinct statements: the cap only guards a leak. */
const statementCacheSize = 500;

export function openNodeSqlite(file: string): SqliteDatabase {
  const db = new DatabaseSync(file);
  // WAL: readers never wait for the writer, and a commit is one append. NORMAL is durable
  // across a crash of the process (not of the machine's power): the usual pairing with WAL.
  // busy_timeout: a second process on the same file (a migration, a backup) waits its turn.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;');
  db.exec('PRAGMA foreign_keys = ON;');
  const statements = new Map<string, StatementSync>();
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= statementCacheSize) statements.clear();
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  return {
    close: () => db.close(),
    prepare(sql: string): SqliteStatement {
      // Kysely opens every transaction with a plain `begin`, which takes the write lock only
      // at the first write: two processes on one file could then both read and neither
      // write (SQLITE_BUSY at once, whatever the timeout). IMMEDIATE takes it up front.
      const statement = prepare(sql === 'begin' ? 'begin immediate' : sql);
      const values = (parameters: ReadonlyArray<unknown>) => parameters as SQLInputValue[];
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...values(parameters)),
        run: (parameters) => statement.run(...values(parameters)),
        iterate: (parameters) => statement.iterate(...values(parameters)),
      };
    },
  };
}
