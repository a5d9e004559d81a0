// Circadian rhythm: one record per member per calendar date (the member's local date). Meal times
// are the member's local HH:MM clock times; sleep start and end are ISO-8601 UTC instants.
import type { Kysely } from 'kysely';
import { dialectOf, withId } from './migration-helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  const dialect = await dialectOf(db);
  await withId(db.schema.createTable('circadian_records'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('breakfast_logged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('breakfast_time', 'text')
    .addColumn('lunch_logged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lunch_time', 'text')
    .addColumn('dinner_logged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dinner_time', 'text')
    .addColumn('water_cups', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sleep_start', 'text')
    .addColumn('sleep_end', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('circadian_records_user_date_unique', ['user_id', 'date'])
    .execute();
  // The admin tracker filters by date and sorts by date.
  await db.schema.createIndex('circadian_records_date').on('circadian_records').columns(['date', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('circadian_records').execute();
}
