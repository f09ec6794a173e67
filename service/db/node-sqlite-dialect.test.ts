import { describe, expect, it } from 'vitest';
import { openNodeSqlite } from './node-sqlite-dialect';

describe('openNodeSqlite', () => {
  it('tells statements that return rows from those that do not, and spreads parameters', () => {
    const db = openNodeSqlite(':memory:');
    const create = db.prepare('create table t (id integer primary key, name text)');
    expect(create.reader).toBe(false);
    create.run([]);
    expect(db.prepare('insert into t (name) values (?)').run(['a'])).toMatchObject({ changes: 1, lastInsertRowid: 1 });
    const returning = db.prepare('update t set name = ? where id = ? returning id');
    expect(returning.reader).toBe(true);
    expect(returning.all(['b', 1])).toEqual([{ id: 1 }]);
    expect(db.prepare('select name from t where id = ?').all([1])).toEqual([{ name: 'b' }]);
    db.close();
  });

  it('opens transactions IMMEDIATE, taking the write lock at once', () => {
    const db = openNodeSqlite(':memory:');
    db.prepare('begin').run([]);
    // A second BEGIN fails: a transaction is open; the statement Kysely sent was rewritten.
    expect(() => db.prepare('begin').run([])).toThrow(/within a transaction/);
    db.prepare('rollback').run([]);
    db.close();
  });
});
