// notification_preferences.workout_reminders: whether the member gets the morning reminder of a
// planned workout (issue 41). Null (never chosen) reads as on; 0 is off.
// Frozen in time: never import application code here.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('notification_preferences')
    .addColumn('workout_reminders', 'integer', (col) => col.check(sql`workout_reminders in (0, 1)`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notification_preferences').dropColumn('workout_reminders').execute();
}
