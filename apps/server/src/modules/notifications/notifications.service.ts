// The notification system. notify() writes in-app notifications at once, streams them to the
// recipients' open tabs on every instance (through the bus), and queues deliveries out of the app.
// Work for later (appointment reminders, live-session alerts, push/SMS/WhatsApp held by quiet hours
// or waiting for a retry) is a row in notification_deliveries with a due time. Every instance polls
// for due rows and CLAIMS each with a conditional update (pending → sending, like a booking claims
// its slot), so two instances never send the same delivery; a crashed sender's claim expires and the
// row is taken again. Retries back off exponentially, at most MAX_ATTEMPTS, then `failed`.
import {
  REMINDER_KINDS,
  isAllowedPushEndpoint,
  quietHoursRelease,
  wallClockToInstant,
  zoneShortName,
  languageOrDefault,
  type Language,
  type NotificationKind,
} from '@rhythmfit/contracts';
import { INTL_LOCALE, inEveryLanguage, textsFor, type Translate } from '../../lib/texts.js';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { AppConfig } from '../../config/config.js';
import { inTransaction, type DB } from '../../db/database.js';
import type { NotificationDeliveryRow, NotificationRow } from '../../db/schema.js';
import type { Bus } from '../../lib/bus.js';
import { createMemoryLiveEventLog, LiveEventLogUnavailableError, type LiveEventLog } from './live-event-log.js';
import type { LiveEvent, NoticeText, NotifyInput } from './notifications.types.js';
import { BadRequestError } from '../../lib/errors.js';
import { GoneError, RetryableError, type Channels, type ReminderText } from './channels.js';
import { presentNotification } from './notifications.presenter.js';
import {
  insertBookingReminders,
  insertNotices,
  insertNotifications,
  pushTargetsOf,
  readPreferences,
  readRecipients,
  saveSubscription,
  inLanguageOf,
  text,
  type ReminderValues,
} from './notifications.repository.js';

export const MAX_ATTEMPTS = 5;
/** A claim's lease: a sender that has not finished by then is taken to have crashed. */
const CLAIM_LEASE_MS = 2 * 60_000;
const BATCH = 100;
const LIVE_SESSION_LEAD_MS = 10 * 60_000;
const STREAM_CHANNEL = 'notifications:user';

// Also answered here, for code that takes them with the service (their home is notifications.types.ts).
export type { LiveEvent, NotifyInput } from './notifications.types.js';

export interface ReminderBooking {
  id: number;
  user_id: number;
  date: string;
  time: string;
}

export interface NotificationService {
  notify(input: NotifyInput): Promise<void>;
  /**
   * The outbox half of notify(), for a write that must not be answered without its notifications:
   * writes the in-app notifications of every input and their push/SMS/WhatsApp deliveries in the
   * caller's transaction, so they commit or roll back with the write (the delivery job sends them).
   * After the commit, fanOut() the rows it answers.
   */
  record(trx: DB, inputs: NotifyInput[]): Promise<NotificationRow[]>;
  /**
   * After the write that recorded `rows` committed: live events to the recipients' open tabs, on a
   * later turn of the event loop so the answer is sent first. Never throws; stop() and settled()
   * wait for it.
   */
  fanOut(rows: NotificationRow[]): void;
  /** Resolves when every fanOut() started so far has finished (shutdown, tests). */
  settled(): Promise<void>;
  /** A new booking's reminders, in the booking's own transaction (a new booking has none to move). */
  scheduleNewBookingReminders(trx: DB, booking: ReminderBooking): Promise<void>;
  /** A booking's reminders (re)made, with `executor` when the caller holds a transaction. */
  scheduleAppointmentReminders(bookingId: number, executor?: DB): Promise<void>;
  cancelAppointmentReminders(bookingId: number, executor?: DB): Promise<void>;
  /** Logs the event (it gets its SSE id) and sends it to the user's open streams on every instance. */
  publish(userId: number, event: LiveEvent): Promise<void>;
  /** A tab's live stream: answers a function that unsubscribes. `id` is the event's SSE id (null if it could not be logged). */
  subscribe(userId: number, listener: (event: LiveEvent, id: string | null) => void): () => void;
  /** The user's recent events, for resuming streams (live-event-log.ts). */
  liveLog: LiveEventLog;
  subscribePush(userId: number, sub: { endpoint: string; p256dh: string; auth: string }): Promise<void>;
  /** One scheduler tick: live-session alerts, then every due delivery. Answers how many were handled. */
  runDue(now?: Date): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

interface Deps {
  db: DB;
  bus: Bus;
  /** In memory by default; shared in Redis for a fleet. */
  liveLog?: LiveEventLog;
  config: Pick<AppConfig, 'businessTimeZone' | 'jobsPollMs' | 'notifications' | 'appName'>;
  channels: Channels;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Told after every scheduler tick (metrics). */
  onTick?: (outcome: 'ok' | 'error') => void;
}

// Built once per language: toLocaleDateString builds a new formatter on every call, which showed in
// the cost of each booking's reminders in the bench's booking burst (issue 24). English keeps the
// day's format it always had ("Tue, 1 Dec").
const displayDateFormats = new Map<Language, Intl.DateTimeFormat>();

function displayDate(date: string, language: Language): string {
  let format = displayDateFormats.get(language);
  if (!format) {
    const locale = language === 'en' ? 'en-GB' : INTL_LOCALE[language];
    format = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    displayDateFormats.set(language, format);
  }
  const [y, m, d] = date.split('-').map(Number);
  return format.format(new Date(Date.UTC(y!, m! - 1, d!)));
}

/** One part (title or body) of a text made in every language. */
function textsOf(texts: Record<Language, NoticeText>, part: keyof NoticeText): Record<Language, string> {
  return Object.fromEntries(Object.entries(texts).map(([language, text]) => [language, text[part]])) as Record<Language, string>;
}

/** A reminder's title and body in every language: English, and the others as translations. */
function reminderTexts(make: (t: Translate<'notifications'>, language: Language) => NoticeText) {
  const { en, ...translations } = inEveryLanguage((language) => make(textsFor('notifications', language), language));
  return { ...en, translations };
}

export function createNotificationService(deps: Deps): NotificationService {
  const { db, bus, config, channels, log } = deps;
  const clock = deps.now ?? (() => new Date());
  const listeners = new Map<number, Set<(event: LiveEvent, id: string | null) => void>>();
  const liveLog = deps.liveLog ?? createMemoryLiveEventLog();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  const unsubscribeBus = bus.subscribe(STREAM_CHANNEL, (message) => {
    const { userId, event, id } = message as { userId: number; event: LiveEvent; id?: string | null };
    for (const listener of listeners.get(userId) ?? []) listener(event, id ?? null);
  });

  // Logged first, then sent: a stream that reads the log after this append gets the event from the
  // log, one that read it before is already subscribed and gets it from the bus (deduplicated by id).
  async function publish(userId: number, event: LiveEvent): Promise<void> {
    const id = await liveLog.append(userId, event).catch((error: unknown) => {
      // Redis away: reported once by lib/redis-health.ts, not per event.
      if (!(error instanceof LiveEventLogUnavailableError))
        log.warn({ err: error }, 'live event not logged: a reconnecting stream will not get it');
      return null;
    });
    await bus
      .publish(STREAM_CHANNEL, { userId, event, id })
      .catch((error: unknown) => log.warn({ err: error }, 'live event not published'));
  }

  /**
   * Live events of notifications that are committed: each recipient's open tabs get the
   * notification and their unread count (one read for all recipients).
   */
  async function streamCommitted(rows: NotificationRow[]): Promise<void> {
    if (rows.length === 0) return;
    const recipients = await readRecipients(db, [...new Set(rows.map((row) => row.user_id))], config.businessTimeZone);
    for (const row of rows) {
      await publish(row.user_id, {
        type: 'notification',
        data: { notification: presentNotification(row), unread: recipients.get(row.user_id)?.unread ?? 0 },
      });
    }
    if (rows.some((row) => dueNow.has(row))) kickSoon();
  }

  /** Rows whose push/SMS/WhatsApp delivery is due at once: the poller is kicked after their commit. */
  const dueNow = new WeakSet<NotificationRow>();

  /**
   * Push to every device, and for reminders SMS and WhatsApp, as each person's preferences say:
   * delivery rows written with `executor` (the notifications' own transaction), so a crash never
   * keeps a notification without its deliveries, or the other way round. The delivery job sends them.
   */
  async function queueOutbound(
    executor: DB,
    rows: NotificationRow[],
    options: { expiresAt?: string | null; bookingId?: number | null },
    now: Date,
  ): Promise<void> {
    if (rows.length === 0) return;
    const preferences = await readPreferences(executor, [...new Set(rows.map((row) => row.user_id))], config.businessTimeZone);
    // Devices only of those who turned push on (most members have not: then there is no read at all).
    const wantPush = [...preferences].filter(([, pref]) => pref.push).map(([userId]) => userId);
    const devices = await pushTargetsOf(executor, wantPush);
    const stamp = now.toISOString();
    const values: Parameters<typeof insertDeliveries>[1] = [];
    for (const row of rows) {
      const pref = preferences.get(row.user_id)!;
      const due = quietHoursRelease(now, pref.quietHours, pref.timeZone).toISOString();
      const over = options.expiresAt != null && due >= options.expiresAt;
      const base = {
        user_id: row.user_id,
        notification_id: row.id,
        booking_id: options.bookingId ?? null,
        kind: row.kind,
        title: row.title,
        body: row.body,
        link: row.link,
        dedupe_key: null,
        due_at: due,
        expires_at: options.expiresAt ?? null,
        // Held past the event by quiet hours: recorded, never sent.
        status: over ? 'dropped' : 'pending',
        last_error: over ? 'quiet hours last until after the event' : null,
        created_at: stamp,
        updated_at: stamp,
      };
      const before = values.length;
      if (pref.push)
        for (const device of devices.filter((d) => d.user_id === row.user_id))
          values.push({ ...base, channel: 'push', push_subscription_id: device.id });
      if (REMINDER_KINDS.includes(row.kind as NotificationKind)) {
        if (pref.sms && channels.sms) values.push({ ...base, channel: 'sms', push_subscription_id: null });
        if (pref.whatsapp && channels.whatsapp) values.push({ ...base, channel: 'whatsapp', push_subscription_id: null });
      }
      if (values.length > before && !over && due <= stamp) dueNow.add(row);
    }
    await insertDeliveries(executor, values);
  }

  async function insertDeliveries(
    executor: DB,
    values: (Omit<NotificationDeliveryRow, 'id' | 'attempts' | 'claimed_until' | 'status'> & { status: string })[],
  ): Promise<void> {
    for (let i = 0; i < values.length; i += 200)
      await executor
        .insertInto('notification_deliveries')
        .values(values.slice(i, i + 200))
        .execute();
  }

  async function record(executor: DB, inputs: NotifyInput[]): Promise<NotificationRow[]> {
    if (inputs.length === 0) return [];
    const now = clock();
    const rows = await insertNotices(executor, inputs, now.toISOString());
    await queueOutbound(executor, rows, {}, now);
    return rows;
  }

  // fanOut() calls made in the same turn of the event loop (a burst of bookings answered together)
  // are fanned out as one batch: one unread count for all.
  let batch: NotificationRow[] | null = null;
  const fanningOut = new Set<Promise<void>>();

  function fanOut(rows: NotificationRow[]): void {
    if (rows.length === 0) return;
    if (batch) {
      batch.push(...rows);
      return;
    }
    const pending = (batch = [...rows]);
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => {
        batch = null;
        return streamCommitted(pending);
      })
      .catch((error: unknown) => {
        // The notifications are stored (the bell shows them) and so are their deliveries; only a
        // live event is missed (a tab that reconnects refetches).
        log.error({ err: error, kinds: [...new Set(pending.map((row) => row.kind))] }, 'notification fan-out failed');
      })
      .finally(() => fanningOut.delete(done));
    fanningOut.add(done);
  }

  async function settled(): Promise<void> {
    while (fanningOut.size > 0) await Promise.all([...fanningOut]);
  }

  async function notify(input: NotifyInput): Promise<void> {
    try {
      await streamCommitted(await inTransaction(db, (trx) => record(trx, [input])));
    } catch (error) {
      // A notification must never undo or fail the write that caused it.
      log.error({ err: error, kind: input.kind }, 'notification not recorded');
    }
  }

  async function cancelAppointmentReminders(bookingId: number, executor: DB = db): Promise<void> {
    const stamp = clock().toISOString();
    await executor
      .updateTable('notification_deliveries')
      .set({ status: 'dropped', last_error: 'appointment cancelled', updated_at: stamp })
      .where('booking_id', '=', bookingId)
      .where('status', '=', 'pending')
      .execute();
  }

  /** The 24 h and 1 h reminders of a booking, in one statement; a moment already past is skipped. */
  async function insertReminders(executor: DB, booking: ReminderBooking): Promise<void> {
    const instant = wallClockToInstant(booking.date, booking.time, config.businessTimeZone);
    const now = clock();
    const zoneName = zoneShortName(config.businessTimeZone, instant);
    const reminders = [
      {
        kind: 'appointment_reminder_24h' as const,
        leadMs: 24 * 3_600_000,
        ...reminderTexts((t, language) => ({
          title: t('reminder24h.title'),
          body: t('reminder24h.body', { date: displayDate(booking.date, language), time: booking.time, zone: zoneName }),
        })),
      },
      {
        kind: 'appointment_reminder_1h' as const,
        leadMs: 3_600_000,
        ...reminderTexts((t) => ({
          title: t('reminder1h.title'),
          body: t('reminder1h.body', { time: booking.time, zone: zoneName }),
        })),
      },
    ];
    const stamp = now.toISOString();
    const rows: ReminderValues[] = reminders
      .map((reminder) => ({ reminder, due: new Date(instant.getTime() - reminder.leadMs) }))
      // A reminder whose moment has already passed when the booking is made is not sent.
      .filter(({ due }) => due.getTime() > now.getTime())
      .map(({ reminder, due }) => ({
        user_id: booking.user_id,
        booking_id: booking.id,
        kind: reminder.kind,
        title: reminder.title,
        body: reminder.body,
        translations: reminder.translations,
        dedupe_key: `booking:${booking.id}:${reminder.kind}:${instant.toISOString()}`,
        due_at: due.toISOString(),
        expires_at: instant.toISOString(),
      }));
    await insertBookingReminders(executor, rows, stamp);
  }

  async function scheduleAppointmentReminders(bookingId: number, executor: DB = db): Promise<void> {
    try {
      const booking = await executor
        .selectFrom('bookings')
        .select(['id', 'user_id', 'date', 'time', 'status'])
        .where('id', '=', bookingId)
        .executeTakeFirst();
      // Reminders move with the booking: what was waiting for its old time goes first.
      await executor
        .deleteFrom('notification_deliveries')
        .where('booking_id', '=', bookingId)
        .where('channel', '=', 'in_app')
        .where('status', 'in', ['pending', 'dropped'])
        .execute();
      await cancelAppointmentReminders(bookingId, executor);
      if (!booking || booking.status === 'cancelled' || booking.status === 'no_show') return;
      await insertReminders(executor, booking);
    } catch (error) {
      log.error({ err: error, bookingId }, 'appointment reminders not scheduled');
    }
  }

  /** Live sessions starting within 10 minutes: one alert per member who keeps the preference on. */
  async function queueLiveSessionAlerts(now: Date): Promise<void> {
    const from = now.toISOString();
    const until = new Date(now.getTime() + LIVE_SESSION_LEAD_MS).toISOString();
    const sessions = await db
      .selectFrom('live_sessions')
      .select(['id', 'title', 'trainer', 'start_time'])
      .where('start_time', '>', from)
      .where('start_time', '<=', until)
      .execute();
    for (const session of sessions) {
      const start = new Date(session.start_time).toISOString();
      const minutes = Math.max(1, Math.round((new Date(start).getTime() - now.getTime()) / 60_000));
      const texts = inEveryLanguage((language) => {
        const t = textsFor('notifications', language);
        return {
          title: t('liveSessionStarting.title'),
          body: t('liveSessionStarting.body', { title: session.title, trainer: session.trainer, minutes }),
        };
      });
      // Every instance may run this at once: the unique dedupe key makes the alert once per member.
      await db
        .insertInto('notification_deliveries')
        .columns(['user_id', 'channel', 'kind', 'title', 'body', 'link', 'dedupe_key', 'due_at', 'expires_at', 'created_at', 'updated_at'])
        .expression(
          db
            .selectFrom('users as u')
            .leftJoin('notification_preferences as p', 'p.user_id', 'u.id')
            .select([
              'u.id',
              text('in_app').as('channel'),
              text('live_session_starting').as('kind'),
              inLanguageOf('u.language', textsOf(texts, 'title')).as('title'),
              inLanguageOf('u.language', textsOf(texts, 'body')).as('body'),
              text('/live-classes').as('link'),
              sql<string>`cast(${`live:${session.id}:${start}:`} as text) || cast(u.id as text)`.as('dedupe_key'),
              text(from).as('due_at'),
              text(start).as('expires_at'),
              text(from).as('created_at'),
              text(from).as('updated_at'),
            ])
            .where('u.role', '=', 'USER')
            .where('u.deleted', '=', 0)
            .where(sql<boolean>`coalesce(p.live_session_alerts, 1) = 1`),
        )
        .onConflict((oc) => oc.column('dedupe_key').doNothing())
        .execute();
    }
  }

  async function claim(id: number, now: Date): Promise<boolean> {
    const stamp = now.toISOString();
    const result = await db
      .updateTable('notification_deliveries')
      .set((eb) => ({
        status: 'sending',
        claimed_until: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString(),
        attempts: eb('attempts', '+', 1),
        updated_at: stamp,
      }))
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('due_at', '<=', stamp)]),
          eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', stamp)]),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function finish(
    id: number,
    status: 'sent' | 'failed' | 'dropped',
    lastError: string | null,
    now: Date,
    executor: DB = db,
  ): Promise<void> {
    await executor
      .updateTable('notification_deliveries')
      .set({ status, last_error: lastError, claimed_until: null, updated_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
  }

  async function retryLater(row: NotificationDeliveryRow, attempts: number, reason: string, now: Date): Promise<void> {
    if (attempts >= MAX_ATTEMPTS) return finish(row.id, 'failed', reason, now);
    const delay = config.notifications.retryBaseMs * 2 ** (attempts - 1);
    await db
      .updateTable('notification_deliveries')
      .set({
        status: 'pending',
        last_error: reason,
        claimed_until: null,
        due_at: new Date(now.getTime() + delay).toISOString(),
        updated_at: now.toISOString(),
      })
      .where('id', '=', row.id)
      .execute();
  }

  /** The row's title and body are already in the recipient's language (written so). */
  function reminderText(row: NotificationDeliveryRow, language: Language): ReminderText {
    const text = textsFor('notifications', language)('sms.text', { app: config.appName, message: row.body });
    return { text, variables: { title: row.title, message: row.body }, language };
  }

  async function deliver(row: NotificationDeliveryRow, now: Date): Promise<void> {
    if (row.expires_at && row.expires_at <= now.toISOString()) return finish(row.id, 'dropped', 'the event is over', now);
    if (row.channel === 'in_app') {
      // The notification, its own deliveries and the claim's end commit together: a crash in between
      // leaves the claim to expire and the reminder to be written once by the next claimer.
      const inserted = await db.transaction().execute(async (trx) => {
        const rows = await insertNotifications(
          trx,
          [{ userId: row.user_id, kind: row.kind, title: row.title, body: row.body, link: row.link }],
          now.toISOString(),
        );
        await queueOutbound(trx, rows, { expiresAt: row.expires_at, bookingId: row.booking_id }, now);
        await finish(row.id, 'sent', null, now, trx);
        return rows;
      });
      await streamCommitted(inserted);
      return;
    }
    try {
      if (row.channel === 'push') {
        const device = row.push_subscription_id
          ? await db
              .selectFrom('push_subscriptions')
              .select(['endpoint', 'p256dh', 'auth'])
              .where('id', '=', row.push_subscription_id)
              .executeTakeFirst()
          : undefined;
        if (!device) return finish(row.id, 'dropped', 'the device unsubscribed', now);
        // No health values leave the server: the title, one line, where to go, and the kind.
        await channels.push(
          device,
          JSON.stringify({ title: row.title, body: row.body, link: row.link, kind: row.kind, notificationId: row.notification_id }),
        );
      } else {
        const send = row.channel === 'sms' ? channels.sms : channels.whatsapp;
        const user = await db
          .selectFrom('users')
          .select(['mobile', 'deleted', 'language'])
          .where('id', '=', row.user_id)
          .executeTakeFirst();
        if (!send || !user || user.deleted) return finish(row.id, 'dropped', 'no provider or no recipient', now);
        await send(user.mobile, reminderText(row, languageOrDefault(user.language)));
      }
      await finish(row.id, 'sent', null, now);
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'unknown error';
      if (error instanceof GoneError && row.push_subscription_id) {
        // The browser dropped this subscription: forget the device (its deliveries go with it).
        await db.deleteFrom('push_subscriptions').where('id', '=', row.push_subscription_id).execute();
        return;
      }
      log.warn({ deliveryId: row.id, channel: row.channel, attempt: row.attempts, reason }, 'notification delivery attempt failed');
      if (error instanceof RetryableError) return retryLater(row, row.attempts, reason, now);
      await finish(row.id, 'failed', reason, now);
    }
  }

  async function runDue(now = clock()): Promise<number> {
    await queueLiveSessionAlerts(now);
    const stamp = now.toISOString();
    const due = await db
      .selectFrom('notification_deliveries')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('due_at', '<=', stamp)]),
          eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', stamp)]),
        ]),
      )
      .orderBy('due_at')
      .limit(BATCH)
      .execute();
    let handled = 0;
    for (const { id } of due) {
      if (!(await claim(id, now))) continue; // another instance has it
      const row = await db.selectFrom('notification_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) continue;
      try {
        await deliver(row, now);
      } catch (error) {
        log.error({ err: error, deliveryId: id }, 'notification delivery crashed');
        await retryLater(row, row.attempts, 'internal error', now).catch(() => {});
      }
      handled += 1;
    }
    return handled;
  }

  function tick(): void {
    if (running || stopped) return;
    running = runDue()
      .then(() => deps.onTick?.('ok'))
      .catch((error: unknown) => {
        deps.onTick?.('error');
        log.error({ err: error }, 'notification scheduler tick failed');
      })
      .finally(() => {
        running = null;
      });
  }

  /** Something is due now (a fresh push): send it without waiting for the next poll. */
  function kickSoon(): void {
    if (!timer || stopped) return;
    setImmediate(tick);
  }

  return {
    notify,
    record,
    fanOut,
    settled,
    scheduleNewBookingReminders: insertReminders,
    scheduleAppointmentReminders,
    cancelAppointmentReminders,
    publish,
    liveLog,
    subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (!set) listeners.set(userId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    async subscribePush(userId, sub) {
      if (!isAllowedPushEndpoint(sub.endpoint, config.notifications.pushEndpointHosts)) {
        throw new BadRequestError(
          'This push endpoint is not allowed: it must be an https address of a known push service.',
          'push_endpoint_not_allowed',
        );
      }
      await saveSubscription(db, userId, sub, clock().toISOString());
    },
    runDue,
    start() {
      if (timer) return;
      stopped = false;
      timer = setInterval(tick, config.jobsPollMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      // Fan-outs of writes already answered finish first: their rows are committed.
      await settled();
      unsubscribeBus();
      await running;
      listeners.clear();
    },
  };
}
