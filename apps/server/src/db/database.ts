// Opens the database: SQLite (better-sqlite3, WAL, foreign keys, busy timeout) by default, or
// PostgreSQL when a DATABASE_URL is configured. Both speak through the same Kysely instance.
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type MigrationProvider } from 'kysely';
import type { Pool } from 'pg';
import type { AppConfig } from '../config/config.js';
import { migrations } from './migrations/index.js';
import { withStatementCache } from './sqlite-statement-cache.js';
import type { Database } from './schema.js';

export type DatabaseKind = 'sqlite' | 'postgres';
export type DB = Kysely<Database>;

export interface DatabaseHandle {
  db: DB;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** PostgreSQL: the connection pool's clients right now (metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

/** True when the handle talks to PostgreSQL (for the few statements written per dialect). */
export function isPostgres(db: DB): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function openDatabase(config: AppConfig['database']): DatabaseHandle {
  if (config.kind === 'postgres') {
    let pool: Pool | null = null;
    // The driver is loaded with the first query (Kysely's pool factory), so an instance on SQLite
    // never loads it: about 3 MB of heap and 15 MB of RSS (docs/benchmarks.md, 2026-11-27).
    const createPool = async () => {
      const { default: pg } = await import('pg');
      // PostgreSQL answers COUNT(*) as bigint text; every count we take fits in a JS number.
      pg.types.setTypeParser(20, (value) => Number(value));
      // NUMERIC too (sums and averages).
      pg.types.setTypeParser(1700, (value) => Number(value));
      pool = new pg.Pool({
        connectionString: config.url,
        max: 10,
        connectionTimeoutMillis: 5000,
        ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
      });
      // An idle client that loses its server must not crash the process.
      pool.on('error', () => {});
      return pool;
    };
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPool }) });
    return {
      db,
      kind: 'postgres',
      close: () => db.destroy(),
      poolStats: () => ({ total: pool?.totalCount ?? 0, idle: pool?.idleCount ?? 0, waiting: pool?.waitingCount ?? 0 }),
    };
  }
  const sqlite = new SQLite(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Each statement is prepared once, not on every query (sqlite-statement-cache.ts says why).
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // On PostgreSQL, Kysely looks for its migration tables in every schema unless told which one;
  // with several schemas side by side (the tests) it would find another schema's lock table.
  const isPostgres = db.getExecutor().adapter.constructor.name.toLowerCase().includes('postgres');
  const migrationTableSchema = isPostgres
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  // Unordered: a database that already ran 0020 and 0021 still runs 0018 and 0019 (training and
  // check-ins landed after them under the numbers reserved for them); each migration stands alone.
  const migrator = new Migrator({
    db,
    provider,
    allowUnorderedMigrations: true,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? failed?.migrationName);
    throw new Error(`Migration failed: ${reason}`);
  }
}

export async function pingDatabase(db: DB): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * Runs `work` in a transaction, or inside the caller's when `db` already is one (a keyed idempotent
 * request's transaction, the seed's, a service's that calls another): Kysely cannot nest
 * transactions, and on SQLite a second transaction would wait forever for the one connection the
 * caller holds. In the caller's transaction an error thrown by `work` rolls back with the caller's.
 */
export function inTransaction<T>(db: DB, work: (trx: DB) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Runs `work` on one connection held for its whole run (`db.connection()`), or on the caller's
 * transaction when `db` is one (which already holds its connection).
 */
export function onOneConnection<T>(db: DB, work: (conn: DB) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.connection().execute(work);
}

/** The current instant as stored: ISO-8601 in UTC. */
export function nowIso(): string {
  return new Date().toISOString();
}

/** Integer flag column to boolean. */
export function flag(value: number | boolean | null | undefined): boolean {
  return value === true || value === 1;
}
