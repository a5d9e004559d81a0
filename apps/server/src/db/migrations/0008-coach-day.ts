// The coach's day: each member's conversation with the coaching team (messages), the reasons a
// coach dismissed on the Needs attention list, and the indexes the attention query reads by.
// Frozen in time: never import application code here.
import type { Kysely } from 'kysely';
import { dialectOf, floatType, withId } from './migration-helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  const dialect = await dialectOf(db);
  // user_id is the member whose conversation it is (the coach's replies too), so erasing the member
  // erases the whole conversation; sender_id is who wrote it.
  await withId(db.schema.createTable('messages'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('from_coach', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  // A conversation's pages (newest first by id) and its last message.
  await db.schema.createIndex('messages_user_id_id').on('messages').columns(['user_id', 'id']).execute();
  // Unread counts: the other side's messages without a read mark.
  await db.schema.createIndex('messages_user_from_read').on('messages').columns(['user_id', 'from_coach', 'read_at']).execute();

  // One dismissal per member and reason; it hides the reason while its value and since stay the same.
  await withId(db.schema.createTable('attention_dismissals'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('value', floatType(dialect), (c) => c.notNull())
    .addColumn('since', 'text')
    .addColumn('dismissed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('dismissed_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('attention_dismissals_user_code_unique', ['user_id', 'code'])
    .execute();

  // The attention query: each member's latest activity (a log, a weight, a booking) by index.
  await db.schema.createIndex('circadian_records_user_updated').on('circadian_records').columns(['user_id', 'updated_at']).execute();
  await db.schema.createIndex('progress_entries_user_created').on('progress_entries').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('bookings_user_created').on('bookings').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('coaching_sessions_user_created').on('coaching_sessions').columns(['user_id', 'created_at']).execute();
  // Recent appointments by date (missed ones).
  await db.schema.createIndex('bookings_date_status').on('bookings').columns(['date', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bookings_date_status').execute();
  await db.schema.dropIndex('coaching_sessions_user_created').execute();
  await db.schema.dropIndex('bookings_user_created').execute();
  await db.schema.dropIndex('progress_entries_user_created').execute();
  await db.schema.dropIndex('circadian_records_user_updated').execute();
  await db.schema.dropTable('attention_dismissals').execute();
  await db.schema.dropTable('messages').execute();
}
