// Booking policies, no-shows and the waitlist (issue 16).
// - bookings: status may also be 'no_show'; a new flag awaiting_coach (a booking held for the
//   coach's confirmation). No stored slot or booking value changes: rows are copied as they are.
//   The partial unique index keeps its meaning "status <> 'cancelled'": a no-show still holds its
//   (past) slot, so the slot's booked flag and its bookings keep agreeing.
//   SQLite cannot alter a CHECK constraint, so the table is rebuilt (copy, drop, rename) with its
//   indexes; PostgreSQL drops and re-adds the constraint.
// - booking_policy: one row (id = 1) with the coach's settings.
// - waitlist_entries: a member waiting for a day; at most one open entry per member and day.
// - waitlist_offers: a freed slot held for one member; at most one open offer per slot and per entry.
// Frozen in time: never import application code here.
import { sql, type Kysely } from 'kysely';
import { dialectOf, withId } from './migration-helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  const dialect = await dialectOf(db);

  if (dialect === 'postgres') {
    await sql`alter table bookings drop constraint bookings_status_check`.execute(db);
    await sql`alter table bookings add constraint bookings_status_check check (status in ('pending', 'confirmed', 'cancelled', 'no_show'))`.execute(
      db,
    );
    await sql`alter table bookings add column awaiting_coach integer not null default 0`.execute(db);
  } else {
    await withId(db.schema.createTable('bookings_new'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('slot_id', 'integer', (c) => c.notNull().references('slots.id').onDelete('cascade'))
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('time', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('meeting_link', 'text')
      .addColumn('trainer_name', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('awaiting_coach', 'integer', (c) => c.notNull().defaultTo(0))
      .addCheckConstraint('bookings_status_check', sql`status in ('pending', 'confirmed', 'cancelled', 'no_show')`)
      .execute();
    await sql`insert into bookings_new (id, user_id, slot_id, date, time, status, meeting_link, trainer_name, created_at, updated_at, awaiting_coach)
      select id, user_id, slot_id, date, time, status, meeting_link, trainer_name, created_at, updated_at, 0 from bookings`.execute(db);
    // Nothing references bookings by a foreign key, so dropping it deletes no other row.
    await sql`drop table bookings`.execute(db);
    await sql`alter table bookings_new rename to bookings`.execute(db);
    await sql`create unique index bookings_one_active_per_slot on bookings (slot_id) where status <> 'cancelled'`.execute(db);
    await db.schema.createIndex('bookings_user_id').on('bookings').column('user_id').execute();
    // 0008's index and member-activity triggers on bookings went with the old table: bring them back.
    await db.schema.createIndex('bookings_date_status').on('bookings').columns(['date', 'status']).execute();
    const activity = `insert into member_activity (user_id, last_at) values (new.user_id, new.created_at)
        on conflict (user_id) do update set last_at = max(member_activity.last_at, excluded.last_at);`;
    await sql.raw(`create trigger bookings_activity_insert after insert on bookings begin ${activity} end`).execute(db);
    await sql.raw(`create trigger bookings_activity_update after update of created_at on bookings begin ${activity} end`).execute(db);
  }
  // Policy counts read a member's bookings by status and date.
  await db.schema.createIndex('bookings_user_status_date').on('bookings').columns(['user_id', 'status', 'date']).execute();
  await db.schema.createIndex('bookings_date_time').on('bookings').columns(['date', 'time']).execute();

  await db.schema
    .createTable('booking_policy')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('cancel_cutoff_hours', 'integer', (c) => c.notNull())
    .addColumn('reschedule_cutoff_hours', 'integer', (c) => c.notNull())
    .addColumn('min_notice_hours', 'integer', (c) => c.notNull())
    .addColumn('max_active_bookings_per_member', 'integer', (c) => c.notNull())
    .addColumn('free_sessions_per_30_days', 'integer', (c) => c.notNull())
    .addColumn('buffer_minutes', 'integer', (c) => c.notNull())
    .addColumn('no_show_limit', 'integer', (c) => c.notNull())
    .addColumn('waitlist_hold_minutes', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('booking_policy_single_row', sql`id = 1`)
    .execute();
  await db
    .insertInto('booking_policy')
    .values({
      id: 1,
      cancel_cutoff_hours: 12,
      reschedule_cutoff_hours: 12,
      min_notice_hours: 2,
      max_active_bookings_per_member: 1,
      free_sessions_per_30_days: 2,
      buffer_minutes: 0,
      no_show_limit: 2,
      waitlist_hold_minutes: 30,
      updated_at: new Date().toISOString(),
    })
    .execute();

  await withId(db.schema.createTable('waitlist_entries'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('waitlist_entries_status_check', sql`status in ('waiting', 'offered', 'booked', 'passed', 'left')`)
    .execute();
  await sql`create unique index waitlist_entries_one_open_per_user_date on waitlist_entries (user_id, date) where status in ('waiting', 'offered')`.execute(
    db,
  );
  await db.schema.createIndex('waitlist_entries_date_status').on('waitlist_entries').columns(['date', 'status', 'created_at']).execute();

  await withId(db.schema.createTable('waitlist_offers'), dialect)
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('waitlist_entries.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('slot_id', 'integer', (c) => c.notNull().references('slots.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('offered'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('booking_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('waitlist_offers_status_check', sql`status in ('offered', 'accepted', 'expired', 'declined')`)
    .execute();
  // Two instances (or two requests) can never hold one freed slot for two members at once.
  await sql`create unique index waitlist_offers_one_open_per_slot on waitlist_offers (slot_id) where status = 'offered'`.execute(db);
  await sql`create unique index waitlist_offers_one_open_per_entry on waitlist_offers (entry_id) where status = 'offered'`.execute(db);
  await db.schema.createIndex('waitlist_offers_status_expires').on('waitlist_offers').columns(['status', 'expires_at']).execute();
  await db.schema.createIndex('waitlist_offers_user_id').on('waitlist_offers').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const dialect = await dialectOf(db);
  await db.schema.dropTable('waitlist_offers').execute();
  await db.schema.dropTable('waitlist_entries').execute();
  await db.schema.dropTable('booking_policy').execute();
  await db.schema.dropIndex('bookings_date_time').execute();
  await db.schema.dropIndex('bookings_user_status_date').execute();
  if (dialect === 'postgres') {
    await sql`update bookings set status = 'confirmed' where status = 'no_show'`.execute(db);
    await sql`alter table bookings drop column awaiting_coach`.execute(db);
    await sql`alter table bookings drop constraint bookings_status_check`.execute(db);
    await sql`alter table bookings add constraint bookings_status_check check (status in ('pending', 'confirmed', 'cancelled'))`.execute(
      db,
    );
  }
  // SQLite: the wider check and the extra column stay (a rebuild back is not worth the risk).
}
