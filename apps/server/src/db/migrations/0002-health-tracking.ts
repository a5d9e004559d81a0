// Member health tracking: progress entries, diet plans and their assignments.
// The unique (user_id, month) index is what guarantees one weight entry per member per month,
// on both engines and under concurrent requests.
import { sql, type Kysely } from 'kysely';
import { dialectOf, floatType, withId } from './migration-helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  const dialect = await dialectOf(db);
  const float = floatType(dialect);

  await withId(db.schema.createTable('progress_entries'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('weight', float, (c) => c.notNull())
    .addColumn('calories', float)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('progress_entries_weight_check', sql`weight > 0`)
    .execute();
  await db.schema.createIndex('progress_entries_user_month').on('progress_entries').columns(['user_id', 'month']).unique().execute();

  await withId(db.schema.createTable('diet_plans'), dialect)
    .addColumn('meal_type', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('plan_type', 'text', (c) => c.notNull())
    .addColumn('protein', float)
    .addColumn('carbs', float)
    .addColumn('fat', float)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('diet_plans_plan_type_check', sql`plan_type in ('Weight Loss', 'Weight Gain', 'Healthy Life')`)
    .execute();

  await withId(db.schema.createTable('diet_plan_assignments'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('diet_plan_id', 'integer', (c) => c.notNull().references('diet_plans.id').onDelete('cascade'))
    .addColumn('assigned_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('diet_plan_assignments_user_plan')
    .on('diet_plan_assignments')
    .columns(['user_id', 'diet_plan_id'])
    .unique()
    .execute();
  await db.schema.createIndex('diet_plan_assignments_plan').on('diet_plan_assignments').column('diet_plan_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('diet_plan_assignments').execute();
  await db.schema.dropTable('diet_plans').execute();
  await db.schema.dropTable('progress_entries').execute();
}
