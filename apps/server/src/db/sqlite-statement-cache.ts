// Kysely's SqliteDriver calls `prepare(sql)` for every query it runs, so SQLite parses and plans the
// same few hundred statements again on every request. better-sqlite3's own advice is to prepare a
// statement once and run it many times; this wrapper does that under Kysely: the Database handed to
// SqliteDialect answers `prepare` from a cache keyed by the SQL text.
//
// Why it stays (issue 24): in the bench's 200 concurrent bookings on SQLite, `prepare` was 14% of
// the burst's CPU, and the burst's p99 missed its 200 ms target.
//
// Bounded: the SQL text of a query with an `in (?, ?, …)` list changes with the list's length, so
// the set of texts is not fixed; the least recently used statement is dropped past `capacity`.
// Safe to share: SQLite has one connection and Kysely runs one query on it at a time (its
// connection mutex, also held while a streamed query iterates), so a cached statement is never
// asked to run while it is still running. A statement reprepares itself if the schema changes.
import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

/** Enough for every statement text the app runs, with room for `in` lists of varying length. */
export const STATEMENT_CACHE_CAPACITY = 500;

export interface CachingSqliteDatabase extends KyselySqliteDatabase {
  /** Statements held right now (tests). */
  readonly cachedStatements: number;
}

export function withStatementCache(database: SqliteDatabase, capacity = STATEMENT_CACHE_CAPACITY): CachingSqliteDatabase {
  // A Map keeps insertion order: re-inserting on each use makes its first key the least recently used.
  const statements = new Map<string, Statement>();
  return {
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= capacity) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
    get cachedStatements() {
      return statements.size;
    },
  };
}
