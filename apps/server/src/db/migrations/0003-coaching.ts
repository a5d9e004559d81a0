// Coaching: slots, appointments (bookings), dashboard coaching sessions, live sessions, trainers
// and subscription plans, with a few trainers and plans seeded so the screens are not empty.
// Frozen in time: never import application code here.
import { sql, type Kysely } from 'kysely';
import { dialectOf, floatType, withId } from './migration-helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  const dialect = await dialectOf(db);
  const float = floatType(dialect);
  const now = new Date().toISOString();

  await withId(db.schema.createTable('slots'), dialect)
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('booked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('slots_date_time_unique', ['date', 'time'])
    .execute();

  await withId(db.schema.createTable('bookings'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('slot_id', 'integer', (c) => c.notNull().references('slots.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('meeting_link', 'text')
    .addColumn('trainer_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('bookings_status_check', sql`status in ('pending', 'confirmed', 'cancelled')`)
    .execute();
  // The last line of defence for "one slot, one active booking": at most one row per slot that
  // is not cancelled. Both engines support partial unique indexes.
  await sql`create unique index bookings_one_active_per_slot on bookings (slot_id) where status <> 'cancelled'`.execute(db);
  await db.schema.createIndex('bookings_user_id').on('bookings').column('user_id').execute();

  await withId(db.schema.createTable('coaching_sessions'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('zoom_link', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('coaching_sessions_status_check', sql`status in ('pending', 'upcoming', 'completed')`)
    .execute();
  await db.schema.createIndex('coaching_sessions_user_id').on('coaching_sessions').column('user_id').execute();

  await withId(db.schema.createTable('live_sessions'), dialect)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('trainer', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('zoom_link', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_sessions_end_time').on('live_sessions').column('end_time').execute();

  await withId(db.schema.createTable('trainers'), dialect)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('specialization', 'text', (c) => c.notNull())
    .addColumn('experience', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('subscription_plans'), dialect)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', float, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Seeds: a migration runs once per database, so this is idempotent by construction.
  await db
    .insertInto('trainers')
    .values([
      { name: 'Asha Menon', specialization: 'Weight loss & HIIT', experience: 8, created_at: now },
      { name: 'Rahul Verma', specialization: 'Strength & conditioning', experience: 12, created_at: now },
      { name: 'Priya Nair', specialization: 'Yoga & mobility', experience: 6, created_at: now },
    ])
    .execute();
  await db
    .insertInto('subscription_plans')
    .values([
      { name: 'Basic', description: 'Monthly check-in with a coach and a diet recommendation.', price: 9.99, created_at: now },
      { name: 'Standard', description: 'Weekly coaching sessions, diet plans and live classes.', price: 19.99, created_at: now },
      { name: 'Premium', description: 'Unlimited coaching, personalised plans and priority booking.', price: 39.99, created_at: now },
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('subscription_plans').execute();
  await db.schema.dropTable('trainers').execute();
  await db.schema.dropTable('live_sessions').execute();
  await db.schema.dropTable('coaching_sessions').execute();
  await db.schema.dropTable('bookings').execute();
  await db.schema.dropTable('slots').execute();
}
