// Queries of the notifications module, db first so a transaction can be passed in.
import { DEFAULT_QUIET_HOURS, type NotificationKind, type NotificationPreferences } from '@rhythmfit/contracts';
import { sql } from 'kysely';
import { compiledQuery, type CompiledStatement, type Param } from '../../db/compiled-query.js';
import type { DB } from '../../db/database.js';
import type { NotificationPreferencesTable, NotificationRow } from '../../db/schema.js';
import type { NotifyInput } from './notifications.types.js';

export async function insertNotifications(
  db: DB,
  rows: { userId: number; kind: string; title: string; body: string; link: string | null }[],
  now: string,
): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db
    .insertInto('notifications')
    .values(
      rows.map((row) => ({
        user_id: row.userId,
        kind: row.kind,
        title: row.title,
        body: row.body,
        link: row.link,
        created_at: now,
        read_at: null,
      })),
    )
    .returningAll()
    .execute();
}

export async function listNotifications(db: DB, userId: number, limit: number, before?: number): Promise<NotificationRow[]> {
  let query = db.selectFrom('notifications').selectAll().where('user_id', '=', userId);
  if (before) query = query.where('id', '<', before);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

export async function countUnread(db: DB, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function markRead(db: DB, userId: number, id: number, now: string): Promise<NotificationRow | undefined> {
  await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
  return db.selectFrom('notifications').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function markAllRead(db: DB, userId: number, now: string): Promise<void> {
  await db.updateTable('notifications').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null).execute();
}

/** Who "the coaches" are: every coach account not deleted (index: migration 0015). */
export const COACH_ROLES = ['ADMIN', 'SUPERADMIN'];

export function defaultPreferences(timeZone: string): NotificationPreferences {
  return {
    push: false,
    sms: true,
    whatsapp: false,
    liveSessionAlerts: true,
    checkInReminders: true,
    quietHours: { ...DEFAULT_QUIET_HOURS },
    timeZone,
  };
}

export async function readPreferences(db: DB, userIds: number[], businessTimeZone: string): Promise<Map<number, NotificationPreferences>> {
  const result = new Map<number, NotificationPreferences>(userIds.map((id) => [id, defaultPreferences(businessTimeZone)]));
  if (userIds.length === 0) return result;
  const rows = await db.selectFrom('notification_preferences').selectAll().where('user_id', 'in', userIds).execute();
  for (const row of rows) result.set(row.user_id, preferencesOf(row));
  return result;
}

type SavedPreferences = Pick<NotificationPreferencesTable, 'quiet_start' | 'quiet_end' | 'time_zone'> & {
  [flag in 'push' | 'sms' | 'whatsapp' | 'live_session_alerts' | 'check_in_reminders']: number | null;
};

function preferencesOf(row: SavedPreferences): NotificationPreferences {
  return {
    push: row.push === 1,
    sms: row.sms === 1,
    whatsapp: row.whatsapp === 1,
    liveSessionAlerts: row.live_session_alerts === 1,
    checkInReminders: row.check_in_reminders !== 0,
    quietHours: row.quiet_start && row.quiet_end ? { start: row.quiet_start, end: row.quiet_end } : null,
    timeZone: row.time_zone,
  };
}

export interface Recipient {
  unread: number;
  preferences: NotificationPreferences;
}

/**
 * What a fan-out needs of its recipients, in ONE statement: each one's unread count (the live
 * event carries it) and their preferences (defaults for those who never saved any). Every notify()
 * read these in two statements, then every recipient's devices; the devices are now read only for
 * those who turned push on (notifications.service.ts).
 */
export async function readRecipients(db: DB, userIds: number[], businessTimeZone: string): Promise<Map<number, Recipient>> {
  const result = new Map<number, Recipient>(userIds.map((id) => [id, { unread: 0, preferences: defaultPreferences(businessTimeZone) }]));
  if (userIds.length === 0) return result;
  const rows = await db
    .selectFrom('users')
    .leftJoin('notification_preferences as prefs', 'prefs.user_id', 'users.id')
    .select((eb) => [
      'users.id as user_id',
      'prefs.user_id as saved',
      eb
        .selectFrom('notifications')
        .select(eb.fn.countAll<string | number>().as('n'))
        .whereRef('notifications.user_id', '=', 'users.id')
        .where('notifications.read_at', 'is', null)
        .as('unread'),
      'prefs.push',
      'prefs.sms',
      'prefs.whatsapp',
      'prefs.live_session_alerts',
      'prefs.check_in_reminders',
      'prefs.quiet_start',
      'prefs.quiet_end',
      'prefs.time_zone',
    ])
    .where('users.id', 'in', userIds)
    .execute();
  for (const row of rows) {
    result.set(row.user_id, {
      unread: Number(row.unread ?? 0),
      // No row of preferences (the left join found none): the defaults.
      preferences: row.saved == null ? defaultPreferences(businessTimeZone) : preferencesOf({ ...row, time_zone: row.time_zone! }),
    });
  }
  return result;
}

export async function writePreferences(
  db: DB,
  userId: number,
  prefs: Omit<NotificationPreferences, 'checkInReminders'> & { checkInReminders?: boolean },
  now: string,
): Promise<void> {
  const values = {
    push: prefs.push ? 1 : 0,
    sms: prefs.sms ? 1 : 0,
    whatsapp: prefs.whatsapp ? 1 : 0,
    live_session_alerts: prefs.liveSessionAlerts ? 1 : 0,
    check_in_reminders: prefs.checkInReminders === false ? 0 : 1,
    quiet_start: prefs.quietHours?.start ?? null,
    quiet_end: prefs.quietHours?.end ?? null,
    time_zone: prefs.timeZone,
    updated_at: now,
  };
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

export async function pushTargetsOf(db: DB, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db.selectFrom('push_subscriptions').select(['id', 'user_id']).where('user_id', 'in', userIds).execute();
}

export async function saveSubscription(
  db: DB,
  userId: number,
  sub: { endpoint: string; p256dh: string; auth: string },
  now: string,
): Promise<void> {
  // An endpoint belongs to one browser profile: if another account used it before, it moves here.
  await db
    .insertInto('push_subscriptions')
    .values({ user_id: userId, endpoint: sub.endpoint, p256dh: sub.p256dh, auth: sub.auth, created_at: now })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh: sub.p256dh, auth: sub.auth, created_at: now }))
    .execute();
}

export async function deleteSubscription(db: DB, userId: number, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).execute();
}

export async function listDeliveries(db: DB, status: string | undefined, limit: number) {
  let query = db
    .selectFrom('notification_deliveries as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select([
      'd.id',
      'd.kind',
      'd.channel',
      'd.status',
      'd.attempts',
      'd.last_error',
      'd.due_at',
      'd.updated_at',
      'u.id as user_id',
      'u.name as user_name',
      'u.mobile as user_mobile',
    ])
    .where('d.channel', '<>', 'in_app');
  if (status) query = query.where('d.status', '=', status);
  return query.orderBy('d.updated_at', 'desc').orderBy('d.id', 'desc').limit(limit).execute();
}

/** Text parameters in a SELECT list need a type on PostgreSQL. */
export const text = (value: string | null) => sql<string>`cast(${value} as text)`;

/** Whom a notice goes to, as the statement that writes it sees it. */
type NoticeTarget = 'coaches' | number[];
type NoticeValues = Omit<NotifyInput, 'to'> & { to: NoticeTarget };

/**
 * One INSERT ... SELECT for every notice: each recipient set is a select of users (the coaches: by
 * role, in the same statement instead of a read before the insert).
 */
function noticesInsert(executor: DB, notices: NoticeValues[], stamp: string) {
  const [first, ...rest] = notices.map((notice) =>
    executor
      .selectFrom('users')
      .select([
        'users.id as user_id',
        text(notice.kind).as('kind'),
        text(notice.title).as('title'),
        text(notice.body).as('body'),
        text(notice.link).as('link'),
        text(stamp).as('created_at'),
      ])
      .where((eb) =>
        notice.to === 'coaches'
          ? eb.and([eb('users.role', 'in', COACH_ROLES), eb('users.deleted', '=', 0)])
          : eb('users.id', 'in', notice.to.length > 0 ? notice.to : [-1]),
      ),
  );
  return executor
    .insertInto('notifications')
    .columns(['user_id', 'kind', 'title', 'body', 'link', 'created_at'])
    .expression(rest.reduce((union, next) => union.unionAll(next), first!))
    .returningAll();
}

type NoticeParams = Record<string, string | number | null>;

/**
 * The statement for notices that each go to the coaches or to one member (a booking's, a message's),
 * compiled once per such shape: every winner of a booking burst writes two (see
 * db/compiled-query.ts). A notice to several members is built per call: its `in` list's length, so
 * its statement, varies. Shapes are few: at most MAX_COMPILED_NOTICES notices, two kinds each.
 */
const compiledNoticeInserts = new Map<string, CompiledStatement<NoticeParams, NotificationRow>>();
const MAX_COMPILED_NOTICES = 4;

function compiledNoticesInsert(shape: ('coaches' | 'member')[]): CompiledStatement<NoticeParams, NotificationRow> {
  const key = shape.join(',');
  let statement = compiledNoticeInserts.get(key);
  if (!statement) {
    statement = compiledQuery((db, param: Param<NoticeParams>) =>
      noticesInsert(
        db,
        shape.map((target, i) => ({
          kind: param(`kind${i}`) as NotificationKind,
          title: param(`title${i}`) as string,
          body: param(`body${i}`) as string,
          link: param(`link${i}`) as string | null,
          to: target === 'coaches' ? 'coaches' : [param(`member${i}`) as number],
        })),
        param('stamp') as string,
      ),
    );
    compiledNoticeInserts.set(key, statement);
  }
  return statement;
}

/** What varies between a booking's reminders; the rest of their rows is written by the statement. */
export interface ReminderValues {
  user_id: number;
  booking_id: number;
  kind: string;
  title: string;
  body: string;
  dedupe_key: string;
  due_at: string;
  expires_at: string;
}
const REMINDER_COLUMNS = ['user_id', 'booking_id', 'kind', 'title', 'body', 'dedupe_key', 'due_at', 'expires_at'] as const;

/**
 * A new booking's in-app reminders (one or two rows: a reminder already past is left out), compiled
 * once for each count: every winner of a booking burst writes them (see db/compiled-query.ts).
 */
const reminderInserts = [1, 2].map((count) =>
  compiledQuery((db, param: Param<Record<string, string | number>>) =>
    db
      .insertInto('notification_deliveries')
      .values(
        Array.from({ length: count }, (_, i) => {
          const value = <K extends keyof ReminderValues>(column: K) => param(`${column}${i}`) as ReminderValues[K];
          return {
            user_id: value('user_id'),
            notification_id: null,
            push_subscription_id: null,
            booking_id: value('booking_id'),
            channel: 'in_app',
            kind: value('kind'),
            title: value('title'),
            body: value('body'),
            link: '/my-bookings',
            dedupe_key: value('dedupe_key'),
            due_at: value('due_at'),
            expires_at: value('expires_at'),
            last_error: null,
            created_at: param('stamp') as string,
            updated_at: param('stamp') as string,
          };
        }),
      )
      .onConflict((oc) => oc.column('dedupe_key').doNothing()),
  ),
);

/** Writes notices (each to the coaches or to members) and answers the rows written. */
export async function insertNotices(executor: DB, inputs: NotifyInput[], stamp: string): Promise<NotificationRow[]> {
  const notices: NoticeValues[] = inputs.map((input) => ({
    ...input,
    to: 'coaches' in input.to ? 'coaches' : [...new Set(input.to.userIds)],
  }));
  const shape = notices.map((notice) => (notice.to === 'coaches' ? 'coaches' : notice.to.length === 1 ? 'member' : null));
  if (notices.length > MAX_COMPILED_NOTICES || shape.includes(null)) return noticesInsert(executor, notices, stamp).execute();
  const values: NoticeParams = { stamp };
  notices.forEach((notice, i) => {
    Object.assign(values, { [`kind${i}`]: notice.kind, [`title${i}`]: notice.title, [`body${i}`]: notice.body, [`link${i}`]: notice.link });
    if (notice.to !== 'coaches') values[`member${i}`] = notice.to[0]!;
  });
  return compiledNoticesInsert(shape as ('coaches' | 'member')[]).execute(executor, values);
}

/** Writes a booking's in-app reminders (one or two). */
export async function insertBookingReminders(executor: DB, rows: ReminderValues[], stamp: string): Promise<void> {
  if (rows.length === 0) return;
  const values: Record<string, string | number> = { stamp };
  rows.forEach((row, i) => {
    for (const column of REMINDER_COLUMNS) values[`${column}${i}`] = row[column];
  });
  await reminderInserts[rows.length - 1]!.run(executor, values);
}
