// Notifications: what a member or coach is told in the app, the deliveries that carry them out of
// it (web push per device, SMS and WhatsApp reminders) claimed once across the fleet, the devices
// that allowed push, and each person's notification preferences.
import type { Kysely } from 'kysely';
import { dialectOf, withId } from './migration-helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  const dialect = await dialectOf(db);
  await withId(db.schema.createTable('notifications'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  // A person's newest first, and their unread count.
  await db.schema.createIndex('notifications_user_id_id').on('notifications').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('notifications_user_id_read_at').on('notifications').columns(['user_id', 'read_at']).execute();

  await withId(db.schema.createTable('push_subscriptions'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user_id').on('push_subscriptions').column('user_id').execute();

  await withId(db.schema.createTable('notification_deliveries'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('notification_id', 'integer', (c) => c.references('notifications.id').onDelete('cascade'))
    .addColumn('push_subscription_id', 'integer', (c) => c.references('push_subscriptions.id').onDelete('cascade'))
    .addColumn('booking_id', 'integer')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    // Scheduled work made once (a reminder, a live-session alert): a second insert is a no-op.
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The scheduler's question: what is due now?
  await db.schema
    .createIndex('notification_deliveries_status_due_at')
    .on('notification_deliveries')
    .columns(['status', 'due_at'])
    .execute();
  await db.schema.createIndex('notification_deliveries_booking_id').on('notification_deliveries').column('booking_id').execute();
  await db.schema.createIndex('notification_deliveries_user_id').on('notification_deliveries').column('user_id').execute();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('push', 'integer', (c) => c.notNull())
    .addColumn('sms', 'integer', (c) => c.notNull())
    .addColumn('whatsapp', 'integer', (c) => c.notNull())
    .addColumn('live_session_alerts', 'integer', (c) => c.notNull())
    .addColumn('quiet_start', 'text')
    .addColumn('quiet_end', 'text')
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notification_preferences').execute();
  await db.schema.dropTable('notification_deliveries').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('notifications').execute();
}
