// Content and the coach's area: banners, testimonials, coach-assigned workouts, and the account
// deletion requests that the erasure job works through.
import type { Kysely } from 'kysely';
import { dialectOf, withId } from './migration-helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  const dialect = await dialectOf(db);

  await withId(db.schema.createTable('banners'), dialect)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('video_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('testimonials'), dialect)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('User'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('video_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('workouts'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time', 'text')
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('workouts_user_date').on('workouts').columns(['user_id', 'date']).execute();

  // One request per account (a new request after a coach restored the account replaces it). The
  // row outlives the erasure as a record that it happened, with its personal fields blanked.
  await withId(db.schema.createTable('account_deletion_requests'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('mobile', 'text')
    .addColumn('reason', 'text')
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('erase_after', 'text', (c) => c.notNull())
    .addColumn('erased_at', 'text')
    .addColumn('cancelled_at', 'text')
    .execute();
  await db.schema
    .createIndex('account_deletion_requests_due')
    .on('account_deletion_requests')
    .columns(['erased_at', 'erase_after'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_deletion_requests').execute();
  await db.schema.dropTable('workouts').execute();
  await db.schema.dropTable('testimonials').execute();
  await db.schema.dropTable('banners').execute();
}
