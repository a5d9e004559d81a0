// Training (issue 41): the coach's workouts and programs, the member's scheduled workouts and the
// figures that make records and history reads cheap.
// - training_workouts: a coach's workout template; its items (exercises, groups, rest, progression,
//   planned sets) are JSON text, read and written whole. exercise_ids (",12,40,") says which library
//   exercises it uses, so deleting an exercise can tell "used" from "never used".
// - training_programs + training_program_days: weeks by days, each day naming a workout (restrict:
//   a workout a program uses cannot be deleted).
// - scheduled_workouts: one workout on a member's calendar with the member's own copy of the items
//   (so later edits of the template change nothing assigned) and the member's log (JSON, replaced on
//   each save). status is planned/in_progress/done/skipped; "missed" is derived (planned, before
//   today). The spec's simple admin workouts live here too (no items; time/description/duration).
// - training_exercise_logs: one row per finished scheduled workout per exercise with the figures
//   of that workout (best e1RM, heaviest, reps, seconds, km, volume) and its sets: exercise history,
//   "last time" and the records are read from here by (user_id, exercise_id, date).
// - training_records: per member, exercise and kind, the best figure with its date and workout.
// The old `workouts` table's rows become scheduled workouts with the same ids, and it is dropped.
// Frozen in time: never import application code here.
import { sql, type Kysely } from 'kysely';
import { dialectOf, floatType, withId } from './migration-helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  const dialect = await dialectOf(db);

  await withId(db.schema.createTable('training_workouts'), dialect)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('exercise_ids', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('training_programs'), dialect)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('weeks', 'integer', (c) => c.notNull().check(sql`weeks between 1 and 16`))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('training_program_days'), dialect)
    .addColumn('program_id', 'integer', (c) => c.notNull().references('training_programs.id').onDelete('cascade'))
    .addColumn('week', 'integer', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull().check(sql`day between 1 and 7`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('workout_id', 'integer', (c) => c.notNull().references('training_workouts.id').onDelete('restrict'))
    .execute();
  await db.schema.createIndex('training_program_days_program').on('training_program_days').columns(['program_id', 'position']).execute();
  await db.schema.createIndex('training_program_days_workout').on('training_program_days').column('workout_id').execute();

  await withId(db.schema.createTable('scheduled_workouts'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('exercise_ids', 'text', (c) => c.notNull())
    .addColumn('exercise_count', 'integer', (c) => c.notNull())
    .addColumn('log', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('planned')
        .check(sql`status in ('planned', 'in_progress', 'done', 'skipped')`),
    )
    .addColumn('started_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('rating', 'integer')
    .addColumn('member_notes', 'text')
    .addColumn('skip_reason', 'text')
    .addColumn('new_records', 'text')
    .addColumn('own', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`own in (0, 1)`),
    )
    .addColumn('program_id', 'integer', (c) => c.references('training_programs.id').onDelete('set null'))
    .addColumn('source_workout_id', 'integer', (c) => c.references('training_workouts.id').onDelete('set null'))
    .addColumn('time', 'text')
    .addColumn('description', 'text')
    .addColumn('duration_minutes', 'integer')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('scheduled_workouts_user_date').on('scheduled_workouts').columns(['user_id', 'date']).execute();
  await db.schema.createIndex('scheduled_workouts_date').on('scheduled_workouts').columns(['date', 'status']).execute();
  await db.schema
    .createIndex('scheduled_workouts_progression')
    .on('scheduled_workouts')
    .columns(['user_id', 'source_workout_id', 'date'])
    .execute();

  await db.schema
    .createTable('training_exercise_logs')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('exercise_id', 'integer', (c) => c.notNull().references('exercises.id'))
    .addColumn('scheduled_id', 'integer', (c) => c.notNull().references('scheduled_workouts.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('sets', 'text', (c) => c.notNull())
    .addColumn('e1rm_kg', floatType(dialect))
    .addColumn('heaviest_kg', floatType(dialect))
    .addColumn('most_reps', 'integer')
    .addColumn('longest_seconds', 'integer')
    .addColumn('longest_distance_km', floatType(dialect))
    .addColumn('volume_kg', floatType(dialect), (c) => c.notNull())
    .addPrimaryKeyConstraint('training_exercise_logs_pk', ['scheduled_id', 'exercise_id'])
    .execute();
  await db.schema
    .createIndex('training_exercise_logs_history')
    .on('training_exercise_logs')
    .columns(['user_id', 'exercise_id', 'date'])
    .execute();

  await db.schema
    .createTable('training_records')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('exercise_id', 'integer', (c) => c.notNull().references('exercises.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', floatType(dialect), (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('scheduled_id', 'integer', (c) => c.notNull().references('scheduled_workouts.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('training_records_pk', ['user_id', 'exercise_id', 'kind'])
    .execute();

  // The spec's simple workouts become scheduled workouts with no exercises, keeping their ids.
  await sql`
    insert into scheduled_workouts
      (id, user_id, date, name, notes, items, exercise_ids, exercise_count, status, own, time, description,
       duration_minutes, created_by, created_at, updated_at)
    select id, user_id, date, title, '', '[]', ',', 0, 'planned', 0, time, description, duration_minutes,
       created_by, created_at, created_at
    from workouts`.execute(db);
  if (dialect === 'postgres')
    await sql`select setval(pg_get_serial_sequence('scheduled_workouts', 'id'), coalesce((select max(id) from scheduled_workouts), 0) + 1, false)`.execute(
      db,
    );
  await db.schema.dropTable('workouts').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const dialect = await dialectOf(db);
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
  // The simple workouts (no exercises) go back to the spec's table; training's own rows go.
  await sql`
    insert into workouts (id, user_id, title, description, date, time, duration_minutes, created_by, created_at)
    select id, user_id, name, description, date, time, coalesce(duration_minutes, 0), created_by, created_at
    from scheduled_workouts where exercise_count = 0`.execute(db);
  if (dialect === 'postgres')
    await sql`select setval(pg_get_serial_sequence('workouts', 'id'), coalesce((select max(id) from workouts), 0) + 1, false)`.execute(db);
  for (const table of [
    'training_records',
    'training_exercise_logs',
    'scheduled_workouts',
    'training_program_days',
    'training_programs',
    'training_workouts',
  ])
    await db.schema.dropTable(table).execute();
}
