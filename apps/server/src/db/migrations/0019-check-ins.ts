// Weekly check-ins (issue 42): the coach's form (one row), each member's own check-in day, the
// check-ins (one per member and week), their answers with the question's label and kind as they
// were when sent (a later form change alters none), body measurements, private progress photos
// (generated file names under DATA_DIR/private, never /uploads), and the reminders already sent
// (one per member and week, so every instance of a fleet may run the reminder job). Members may
// turn the check-in reminder off (notification_preferences.check_in_reminders).
// Frozen in time: never import application code here.
import { sql, type Kysely } from 'kysely';
import { dialectOf, floatType, withId } from './migration-helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  const dialect = await dialectOf(db);

  await db.schema
    .createTable('check_in_form')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('day_of_week', 'integer', (c) => c.notNull().check(sql`day_of_week between 1 and 7`))
    .addColumn('questions', 'text', (c) => c.notNull())
    .addColumn('measurements', 'text', (c) => c.notNull())
    .addColumn('photos', 'text', (c) => c.notNull())
    /** The day check-ins began: weeks before it are never missed. */
    .addColumn('started_on', 'text', (c) => c.notNull())
    .addColumn('saved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('check_in_days')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('day_of_week', 'integer', (c) => c.notNull().check(sql`day_of_week between 1 and 7`))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('check_ins'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('week_of', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('submitted', 'reviewed')`))
    .addColumn('note', 'text')
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('reviewed_at', 'text')
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('review_comment', 'text')
    .addUniqueConstraint('check_ins_user_week', ['user_id', 'week_of'])
    .execute();
  await db.schema.createIndex('check_ins_status_submitted').on('check_ins').columns(['status', 'submitted_at']).execute();
  await db.schema.createIndex('check_ins_status_reviewed').on('check_ins').columns(['status', 'reviewed_at']).execute();
  await db.schema.createIndex('check_ins_week_of').on('check_ins').columns(['week_of', 'user_id']).execute();
  await db.schema.createIndex('check_ins_reviewed_by').on('check_ins').column('reviewed_by').execute();

  await db.schema
    .createTable('check_in_answers')
    .addColumn('check_in_id', 'integer', (c) => c.notNull().references('check_ins.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    /** JSON: a number, true/false or a string; null when an optional question was not answered. */
    .addColumn('value', 'text')
    .addPrimaryKeyConstraint('check_in_answers_pk', ['check_in_id', 'position'])
    .execute();

  await db.schema
    .createTable('check_in_measurements')
    .addColumn('check_in_id', 'integer', (c) => c.notNull().references('check_ins.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('week_of', 'text', (c) => c.notNull())
    .addColumn('measurement', 'text', (c) => c.notNull())
    .addColumn('value', floatType(dialect), (c) => c.notNull())
    .addPrimaryKeyConstraint('check_in_measurements_pk', ['check_in_id', 'measurement'])
    .execute();
  await db.schema.createIndex('check_in_measurements_user').on('check_in_measurements').columns(['user_id', 'week_of']).execute();

  await withId(db.schema.createTable('check_in_photos'), dialect)
    .addColumn('check_in_id', 'integer', (c) => c.notNull().references('check_ins.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pose', 'text', (c) => c.notNull().check(sql`pose in ('front', 'side', 'back')`))
    /** Generated file names in the private check-in photo folder. */
    .addColumn('file', 'text', (c) => c.notNull())
    .addColumn('thumb_file', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('check_in_photos_pose', ['check_in_id', 'pose'])
    .execute();
  await db.schema.createIndex('check_in_photos_user').on('check_in_photos').column('user_id').execute();

  await db.schema
    .createTable('check_in_reminders')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('week_of', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('check_in_reminders_pk', ['user_id', 'week_of'])
    .execute();

  await db.schema
    .alterTable('notification_preferences')
    .addColumn('check_in_reminders', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notification_preferences').dropColumn('check_in_reminders').execute();
  for (const table of [
    'check_in_reminders',
    'check_in_photos',
    'check_in_measurements',
    'check_in_answers',
    'check_ins',
    'check_in_days',
    'check_in_form',
  ])
    await db.schema.dropTable(table).execute();
}
