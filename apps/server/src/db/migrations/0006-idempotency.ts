// Idempotent writes: the answer to a member's POST/PUT carrying an Idempotency-Key (a UUID made on
// the device when the write was queued), kept so a replay of the same write gets the same answer
// and the write happens once. A row with a null status is a write still in progress.
import type { Kysely } from 'kysely';
import { dialectOf, withId } from './migration-helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  const dialect = await dialectOf(db);
  await withId(db.schema.createTable('idempotency_keys'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('content_type', 'text')
    .addColumn('body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('idempotency_keys_user_key_unique', ['user_id', 'key'])
    .execute();
  // Old answers are purged by age.
  await db.schema.createIndex('idempotency_keys_created_at').on('idempotency_keys').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
