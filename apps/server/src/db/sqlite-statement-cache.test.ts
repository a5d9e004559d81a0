// The prepared-statement cache under Kysely's SqliteDriver (issue 24): a statement is prepared once
// per SQL text and reused, and the cache never holds more than its capacity.
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './sqlite-statement-cache.js';

describe('SQLite prepared-statement cache', () => {
  let sqlite: SQLite.Database;
  afterEach(() => {
    if (sqlite.open) sqlite.close();
  });

  it('prepares each SQL text once and answers the same statement again', () => {
    sqlite = new SQLite(':memory:');
    const prepare = vi.spyOn(sqlite, 'prepare');
    const cached = withStatementCache(sqlite);
    const first = cached.prepare('select 1 as one');
    const again = cached.prepare('select 1 as one');
    const other = cached.prepare('select 2 as two');
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    expect(prepare).toHaveBeenCalledTimes(2);
    expect(first.all([])).toEqual([{ one: 1 }]);
    expect(again.all([])).toEqual([{ one: 1 }]);
  });

  it('holds at most its capacity, dropping the least recently used statement', () => {
    sqlite = new SQLite(':memory:');
    const prepare = vi.spyOn(sqlite, 'prepare');
    const cached = withStatementCache(sqlite, 2);
    const a = cached.prepare('select 1');
    cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(a); // used again: now the most recent
    cached.prepare('select 3'); // over capacity: 'select 2' goes
    expect(cached.cachedStatements).toBe(2);
    expect(prepare).toHaveBeenCalledTimes(3);
    expect(cached.prepare('select 1')).toBe(a);
    expect(prepare).toHaveBeenCalledTimes(3);
    cached.prepare('select 2'); // dropped earlier: prepared anew
    expect(prepare).toHaveBeenCalledTimes(4);
    expect(cached.cachedStatements).toBe(2);
  });

  it('serves Kysely: a query run many times (also inside transactions) is prepared once', async () => {
    sqlite = new SQLite(':memory:');
    const prepare = vi.spyOn(sqlite, 'prepare');
    const db = new Kysely<{ items: { id: Generated<number>; name: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    });
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
    for (const name of ['a', 'b', 'c']) {
      await db.transaction().execute((trx) => trx.insertInto('items').values({ name }).execute());
    }
    for (let i = 0; i < 3; i += 1) {
      expect(await db.selectFrom('items').select('name').orderBy('id').execute()).toEqual([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
    }
    // create, begin, insert, commit, select: five texts, each prepared once.
    expect(prepare).toHaveBeenCalledTimes(5);
    await db.destroy();
    expect(sqlite.open).toBe(false);
  });
});
