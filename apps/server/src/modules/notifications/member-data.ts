// What the notification system holds of a member: their notifications, deliveries waiting or done,
// push devices and preferences.
import type { MemberDataOwner } from '../../lib/member-data.js';

export const notificationsMemberData: MemberDataOwner = {
  domain: 'notifications',
  covers: ['notifications.user_id', 'notification_deliveries.user_id', 'push_subscriptions.user_id', 'notification_preferences.user_id'],
  async erase(trx, userId) {
    // Deliveries first: they point at notifications and push subscriptions.
    await trx.deleteFrom('notification_deliveries').where('user_id', '=', userId).execute();
    await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
    await trx.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('notification_preferences').where('user_id', '=', userId).execute();
    return [];
  },
  async exportMember(db, userId) {
    const notifications = await db
      .selectFrom('notifications')
      .select(['kind', 'title', 'body', 'link', 'created_at', 'read_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    const preferences = await db
      .selectFrom('notification_preferences')
      .select(['push', 'sms', 'whatsapp', 'live_session_alerts', 'check_in_reminders', 'quiet_start', 'quiet_end', 'time_zone'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const pushDevices = await db
      .selectFrom('push_subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return { notifications, notificationPreferences: preferences ?? null, pushDevices: Number(pushDevices.n) };
  },
};
