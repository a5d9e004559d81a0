// check_in_due (issue 42): on the morning of a member's check-in day (from 08:00 in their time
// zone) one reminder, unless they turned it off (notification_preferences.check_in_reminders) or
// already sent that week's check-in. Only once check-ins have begun (the form row exists). A row in
// check_in_reminders per member and week, inserted with the notification in one transaction, makes
// it once however many instances or ticks run it. The text names no answers or figures.
import { isoDayOfWeek, wallClockIn, isoDateInZone } from '@rhythmfit/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { notices, type NotificationService } from '../notifications/index.js';

/** The local hour from which the reminder goes (the morning of the day). */
export const CHECK_IN_REMINDER_HOUR = 8;
/** How often the job looks (it sends each member's reminder once a week). */
export const CHECK_IN_REMINDER_INTERVAL_MS = 5 * 60_000;

export async function sendDueCheckInReminders(
  deps: { db: DB; notifications: NotificationService; businessTimeZone: string },
  now = new Date(),
): Promise<number> {
  const { db } = deps;
  const form = await db.selectFrom('check_in_form').select('day_of_week').where('id', '=', 1).executeTakeFirst();
  if (!form) return 0;
  const members = await db
    .selectFrom('users as u')
    .leftJoin('notification_preferences as p', 'p.user_id', 'u.id')
    .leftJoin('check_in_days as d', 'd.user_id', 'u.id')
    .select(['u.id', 'p.time_zone', 'd.day_of_week'])
    .where('u.role', '=', 'USER')
    .where('u.deleted', '=', 0)
    .where(sql<boolean>`coalesce(p.check_in_reminders, 1) = 1`)
    .execute();
  const zones = new Map<string, { today: string; morning: boolean }>();
  const due = new Map<string, number[]>();
  for (const member of members) {
    const zone = member.time_zone ?? deps.businessTimeZone;
    let local = zones.get(zone);
    if (!local)
      zones.set(zone, (local = { today: isoDateInZone(now, zone), morning: wallClockIn(now, zone).hour >= CHECK_IN_REMINDER_HOUR }));
    if (!local.morning || isoDayOfWeek(local.today) !== (member.day_of_week ?? form.day_of_week)) continue;
    const list = due.get(local.today) ?? [];
    list.push(member.id);
    due.set(local.today, list);
  }
  let sent = 0;
  for (const [weekOf, ids] of due) {
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const rows = await db.transaction().execute(async (trx) => {
        const already = new Set(
          [
            ...(await trx
              .selectFrom('check_in_reminders')
              .select('user_id')
              .where('week_of', '=', weekOf)
              .where('user_id', 'in', chunk)
              .execute()),
            ...(await trx.selectFrom('check_ins').select('user_id').where('week_of', '=', weekOf).where('user_id', 'in', chunk).execute()),
          ].map((row) => row.user_id),
        );
        const fresh = chunk.filter((id) => !already.has(id));
        if (fresh.length === 0) return [];
        const at = now.toISOString();
        const inserted = await trx
          .insertInto('check_in_reminders')
          .values(fresh.map((user_id) => ({ user_id, week_of: weekOf, created_at: at })))
          .onConflict((oc) => oc.columns(['user_id', 'week_of']).doNothing())
          .returning('user_id')
          .execute();
        return deps.notifications.record(
          trx,
          inserted.map((row) => notices.checkInDue(row.user_id)),
        );
      });
      deps.notifications.fanOut(rows);
      sent += rows.length;
    }
  }
  return sent;
}

declare module 'fastify' {
  interface FastifyInstance {
    checkIns: { runDue(now?: Date): Promise<number> };
  }
}

/** Decorates app.checkIns and starts the reminder job (one leader across the fleet). */
export const checkInsPlugin = fp(
  async (app: FastifyInstance, options: { autoStart?: boolean }) => {
    const runDue = (now?: Date) =>
      sendDueCheckInReminders({ db: app.db, notifications: app.notifications, businessTimeZone: app.config.businessTimeZone }, now);
    app.decorate('checkIns', { runDue });
    let stop: (() => Promise<void>) | null = null;
    if (options.autoStart !== false)
      app.addHook('onReady', async () => {
        stop = app.locks.scheduleExclusive(
          'check-in-reminders',
          CHECK_IN_REMINDER_INTERVAL_MS,
          async () => {
            await runDue();
            app.metrics?.jobRun('check-in-reminders', 'ok');
          },
          {
            onError: (error) => {
              app.metrics?.jobRun('check-in-reminders', 'error');
              app.log.error({ err: error }, 'check-in reminders tick failed');
            },
          },
        );
      });
    app.addHook('onClose', async () => {
      if (stop) await stop();
    });
  },
  { name: 'check-ins', dependencies: ['notifications'] },
);
