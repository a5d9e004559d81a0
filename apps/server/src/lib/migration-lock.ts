// Several instances starting at once (a rolling deploy, a scaled-up fleet) must not run the
// migrations side by side: on PostgreSQL one session-level advisory lock, taken on a connection
// of its own, lets exactly one run them while the others wait and then find nothing left to do.
// SQLite is one file on one machine: its own write lock already serialises the migrator.
import type { AppConfig } from '../config/config.js';

/** A fixed 64-bit key for pg_advisory_lock: "rhythmfit migrations". */
export const MIGRATION_LOCK_KEY = 7_216_130_452_001n;

export async function withMigrationLock<T>(
  database: AppConfig['database'],
  fn: () => Promise<T>,
  log: (message: string) => void = () => {},
): Promise<T> {
  if (database.kind !== 'postgres') return fn();
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: database.url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => {});
  await client.connect();
  try {
    const got = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [MIGRATION_LOCK_KEY.toString()]);
    if (!got.rows[0]?.locked) {
      log('another instance is running the migrations; waiting for it');
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
    try {
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
