// Notifications, their deliveries (push per device, SMS, WhatsApp), push devices and preferences.
import type { Generated, Selectable } from 'kysely';

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  created_at: string;
  read_at: string | null;
}
export type NotificationRow = Selectable<NotificationsTable>;

export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
}

export interface NotificationDeliveriesTable {
  id: Generated<number>;
  user_id: number;
  notification_id: number | null;
  push_subscription_id: number | null;
  booking_id: number | null;
  /** in_app (a scheduled notification, e.g. a reminder), push, sms or whatsapp. */
  channel: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  dedupe_key: string | null;
  /** pending → sending → sent | failed | dropped (cancelled, or over before quiet hours end). */
  status: Generated<string>;
  attempts: Generated<number>;
  last_error: string | null;
  due_at: string;
  expires_at: string | null;
  /** While `sending`: the claim's lease; a crashed sender's row is taken again after it. */
  claimed_until: string | null;
  created_at: string;
  updated_at: string;
}
export type NotificationDeliveryRow = Selectable<NotificationDeliveriesTable>;

export interface NotificationPreferencesTable {
  user_id: number;
  push: number;
  sms: number;
  whatsapp: number;
  live_session_alerts: number;
  /** The weekly check-in reminder (issue 42); 1 unless turned off. */
  check_in_reminders: Generated<number>;
  quiet_start: string | null;
  quiet_end: string | null;
  time_zone: string;
  updated_at: string;
}

export interface NotificationTables {
  notifications: NotificationsTable;
  push_subscriptions: PushSubscriptionsTable;
  notification_deliveries: NotificationDeliveriesTable;
  notification_preferences: NotificationPreferencesTable;
}
