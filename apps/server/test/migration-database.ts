// A scratch database (its own PostgreSQL schema, or a temporary SQLite file) migrated up to one
// migration, for the tests that check a migration against data of the schema before it.
import { Migrator, type Kysely } from 'kysely';
import { migrations } from '../src/db/migrations/index.js';
import { openTestDatabase } from './helpers.js';

export async function openMigrationTestDatabase(
  upTo: string,
): Promise<{ db: Kysely<any>; migrator: Migrator; close: () => Promise<void> }> {
  const { handle, drop, database } = await openTestDatabase();
  // Older schemas than the code's types: the tests query them untyped.
  const db = handle.db as Kysely<any>;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(database.kind === 'postgres' && database.schema ? { migrationTableSchema: database.schema } : {}),
  });
  const { error } = await migrator.migrateTo(upTo);
  if (error) {
    await handle.close();
    await drop();
    throw error;
  }
  return {
    db,
    migrator,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}
