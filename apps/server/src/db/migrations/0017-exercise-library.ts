// The exercise library (issue 41): one table for the built-in exercises shipped with the app and the
// coach's own. A built-in row has a stable slug and built_in = 1; muscles are JSON array text.
// Names are unique case-insensitively (name_key) among the exercises not archived, so a coach can
// archive one and reuse its name. category and tracking are checked here because the training rules
// read sets by them; equipment and muscles are descriptive tags the application validates.
// Frozen in time: never import application code here (the data sits beside it, just as frozen).
import { sql, type Kysely } from 'kysely';
import { BUILT_IN_EXERCISES } from './0017-exercise-library.data.js';
import { dialectOf, withId } from './migration-helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  const dialect = await dialectOf(db);

  await withId(db.schema.createTable('exercises'), dialect)
    .addColumn('slug', 'text', (c) => c.unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull().check(sql`name_key <> ''`))
    .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('strength', 'cardio', 'mobility', 'plyometrics')`))
    .addColumn('primary_muscles', 'text', (c) => c.notNull())
    .addColumn('secondary_muscles', 'text', (c) => c.notNull())
    .addColumn('equipment', 'text', (c) => c.notNull())
    .addColumn('tracking', 'text', (c) => c.notNull().check(sql`tracking in ('weight_reps', 'reps', 'time', 'distance_time')`))
    .addColumn('instructions', 'text', (c) => c.notNull())
    .addColumn('video_file', 'text')
    .addColumn('video_link', 'text')
    .addColumn('built_in', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`built_in in (0, 1)`),
    )
    .addColumn('archived', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`archived in (0, 1)`),
    )
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create unique index exercises_name_key_active on exercises (name_key) where archived = 0`.execute(db);
  await db.schema.createIndex('exercises_archived_category').on('exercises').columns(['archived', 'category']).execute();

  const now = new Date().toISOString();
  const rows = BUILT_IN_EXERCISES.map((exercise) => ({
    slug: exercise.slug,
    name: exercise.name,
    name_key: exercise.name.trim().replace(/\s+/g, ' ').toLowerCase(),
    category: exercise.category,
    primary_muscles: JSON.stringify(exercise.primary),
    secondary_muscles: JSON.stringify(exercise.secondary),
    equipment: exercise.equipment,
    tracking: exercise.tracking,
    instructions: exercise.instructions,
    built_in: 1,
    archived: 0,
    created_at: now,
    updated_at: now,
  }));
  // In slices, well under either engine's limit of bound parameters per statement.
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('exercises')
      .values(rows.slice(i, i + 100))
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('exercises').execute();
}
