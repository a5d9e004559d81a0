// The circadian rules on the server: the day record of a member, its writes and insights.
// Payload validation (meal windows on the member's local HH:MM, clock times, eating kinds and notes,
// dates not in the future) is done by the contracts' schemas before these run; the sleep span rule
// and the 20-events-a-day rule are applied here.
import { readFile } from 'node:fs/promises';
import {
  MAX_EATING_EVENTS_PER_DAY,
  computeCircadianInsights,
  datesEndingAt,
  normalizeSleepSpan,
  type CircadianInsights,
  type DailyRecord,
  type EatingEventBody,
  type Meal,
} from '@rhythmfit/contracts';
import { inTransaction, type DB } from '../../db/database.js';
import type { CircadianRecordRow, EatingEventRow } from '../../db/schema.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { PRIVATE_MEDIA_PREFIX, privateMediaPath, removePrivateMedia, sniffMedia, storeMedia } from '../../lib/media.js';
import { findUserById } from '../users/index.js';
import * as repo from './circadian.repository.js';
import { presentDailyRecord } from './circadian.presenter.js';

const MAX_SLEEP_MS = 24 * 3_600_000;
const EATING_PHOTO_FOLDER = 'eating_photos';
const EATING_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export const EATING_MESSAGES = {
  tooMany: `A day can hold at most ${MAX_EATING_EVENTS_PER_DAY} eating events. Delete one to add another.`,
  notFound: 'Eating event not found',
  photoType: 'Please choose a photo (JPEG, PNG or WebP).',
  photoMissing: 'Please choose a photo to upload (the form part "photo").',
} as const;

/** The reference of a stored eating photo, as erasure and lib/media's removePrivateMedia take it. */
export function eatingPhotoRef(file: string): string {
  return `${PRIVATE_MEDIA_PREFIX}${EATING_PHOTO_FOLDER}/${file}`;
}

export async function assertMemberExists(db: DB, userId: number): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user || user.deleted) throw new NotFoundError('User not found');
}

async function dayRecord(db: DB, userId: number, date: string, row?: CircadianRecordRow): Promise<DailyRecord> {
  const [record, events] = await Promise.all([
    row ? Promise.resolve(row) : repo.findRecord(db, userId, date),
    repo.eatingEventsOfDay(db, userId, date),
  ]);
  return presentDailyRecord(record, date, events);
}

export function readDay(db: DB, userId: number, date: string): Promise<DailyRecord> {
  return dayRecord(db, userId, date);
}

export async function logMeal(db: DB, userId: number, date: string, meal: Meal, time: string): Promise<DailyRecord> {
  return dayRecord(db, userId, date, await repo.logMeal(db, userId, date, meal, time));
}

export async function addWater(db: DB, userId: number, date: string, cups: number): Promise<DailyRecord> {
  return dayRecord(db, userId, date, await repo.addWater(db, userId, date, cups));
}

export async function logSleep(db: DB, userId: number, date: string, start: string, end: string): Promise<DailyRecord> {
  const span = normalizeSleepSpan(start, end);
  if (!span) throw new BadRequestError('start and end must be ISO date-times', 'invalid_sleep');
  if (Date.parse(span.end) - Date.parse(span.start) > MAX_SLEEP_MS) {
    throw new BadRequestError('A sleep window can last at most 24 hours', 'invalid_sleep');
  }
  return dayRecord(db, userId, date, await repo.setSleep(db, userId, date, span.start, span.end));
}

/**
 * Adds an eating event. The day's row is upserted first and the day's events counted after it, in
 * one transaction: the upsert holds the day's row until commit (PostgreSQL), so a concurrent 21st
 * event waits, then counts the committed 20 and is refused.
 */
export async function addEatingEvent(db: DB, userId: number, date: string, body: EatingEventBody): Promise<DailyRecord> {
  return inTransaction(db, async (trx) => {
    await repo.touchDay(trx, userId, date);
    if ((await repo.countEatingEvents(trx, userId, date)) >= MAX_EATING_EVENTS_PER_DAY) {
      throw new BadRequestError(EATING_MESSAGES.tooMany, 'too_many_eating_events');
    }
    await repo.insertEatingEvent(trx, { user_id: userId, date, time: body.time, kind: body.kind, note: body.note || null });
    return dayRecord(trx, userId, date);
  });
}

/** Deletes one of the member's own events (404 for anyone else's) and its photo. */
export async function deleteEatingEvent(db: DB, privateDir: string, userId: number, date: string, id: number): Promise<DailyRecord> {
  const deleted = await repo.deleteEatingEvent(db, userId, date, id);
  if (!deleted) throw new NotFoundError(EATING_MESSAGES.notFound, 'eating_event_not_found');
  if (deleted.photo_file) await removePrivateMedia(privateDir, eatingPhotoRef(deleted.photo_file));
  return dayRecord(db, userId, date);
}

/**
 * Stores the photo of one of the member's own events: JPEG, PNG or WebP by its bytes, re-encoded so
 * no metadata (GPS, camera) is kept, in the private folder. A previous photo is removed.
 */
export async function setEatingPhoto(
  db: DB,
  privateDir: string,
  userId: number,
  date: string,
  id: number,
  photo: Buffer | undefined,
): Promise<DailyRecord> {
  if (!(await repo.findEatingEvent(db, userId, date, id))) throw new NotFoundError(EATING_MESSAGES.notFound, 'eating_event_not_found');
  if (!photo) throw new BadRequestError(EATING_MESSAGES.photoMissing, 'photo_required');
  const sniffed = sniffMedia(photo);
  if (!sniffed || !EATING_PHOTO_TYPES.includes(sniffed.contentType))
    throw new BadRequestError(EATING_MESSAGES.photoType, 'unsupported_media');
  const stored = await storeMedia(privateDir, EATING_PHOTO_FOLDER, photo, ['image']);
  const fileName = stored.filePath.slice(stored.filePath.lastIndexOf('/') + 1);
  let replaced: { previous: string | null } | undefined;
  try {
    replaced = await inTransaction(db, (trx) => repo.setEatingPhoto(trx, id, userId, fileName));
  } catch (error) {
    await removePrivateMedia(privateDir, eatingPhotoRef(fileName));
    throw error;
  }
  if (!replaced) {
    // Deleted while the photo was being stored.
    await removePrivateMedia(privateDir, eatingPhotoRef(fileName));
    throw new NotFoundError(EATING_MESSAGES.notFound, 'eating_event_not_found');
  }
  if (replaced.previous) await removePrivateMedia(privateDir, eatingPhotoRef(replaced.previous));
  return dayRecord(db, userId, date);
}

const PHOTO_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * An event's photo for the member who logged it or a coach; undefined (a 404, never a 403, so the
 * route tells nothing about other members' events) for anyone else and for an event without one.
 */
export async function readEatingPhoto(
  db: DB,
  privateDir: string,
  viewer: { userId: number; coach: boolean } | null,
  id: number,
): Promise<{ data: Buffer; contentType: string } | undefined> {
  if (!viewer) return undefined;
  const event: EatingEventRow | undefined = await repo.findEatingEventById(db, id);
  if (!event?.photo_file || (event.user_id !== viewer.userId && !viewer.coach)) return undefined;
  const file = privateMediaPath(privateDir, eatingPhotoRef(event.photo_file));
  if (!file) return undefined;
  const data = await readFile(file).catch(() => undefined);
  if (!data) return undefined;
  return { data, contentType: PHOTO_TYPES[event.photo_file.split('.').pop() ?? ''] ?? 'application/octet-stream' };
}

/** The `days` day records ending at `end` (default: the server's UTC date), oldest first, with their eating events. */
export async function recentDays(db: DB, userId: number, days: number, end?: string): Promise<DailyRecord[]> {
  const last = end ?? new Date().toISOString().slice(0, 10);
  const dates = datesEndingAt(last, days);
  const [rows, events] = await Promise.all([
    repo.findRecordsBetween(db, userId, dates[0]!, last),
    repo.eatingEventsBetween(db, [userId], dates[0]!, last),
  ]);
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const eventsByDate = groupBy(events, (event) => event.date);
  return dates.map((date) => presentDailyRecord(byDate.get(date), date, eventsByDate.get(date)));
}

/** The eating events of a page of day records (the coach's tracker), in one query, by `userId:date`. */
export async function eatingEventsOfRecords(db: DB, rows: { user_id: number; date: string }[]): Promise<Map<string, EatingEventRow[]>> {
  if (rows.length === 0) return new Map();
  const dates = rows.map((row) => row.date).sort();
  const events = await repo.eatingEventsBetween(db, [...new Set(rows.map((row) => row.user_id))], dates[0]!, dates.at(-1)!);
  return groupBy(events, (event) => `${event.user_id}:${event.date}`);
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

export async function insights(db: DB, userId: number, days: number, end?: string): Promise<CircadianInsights> {
  const last = end ?? new Date().toISOString().slice(0, 10);
  const records = await recentDays(db, userId, days, last);
  return computeCircadianInsights(records, last, days);
}
