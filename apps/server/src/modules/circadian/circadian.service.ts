// The circadian rules on the server: the day record of a member, its three writes and insights.
// Payload validation (meal windows on the member's local HH:MM, dates not in the future) is done by
// the contracts' schemas before these run; the sleep span rule is applied here.
import {
  computeCircadianInsights,
  datesEndingAt,
  normalizeSleepSpan,
  type CircadianInsights,
  type DailyRecord,
  type Meal,
} from '@rhythmfit/contracts';
import type { DB } from '../../db/database.js';
import type { CircadianRecordRow } from '../../db/schema.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { findUserById } from '../users/index.js';
import * as repo from './circadian.repository.js';
import { presentDailyRecord } from './circadian.presenter.js';

const MAX_SLEEP_MS = 24 * 3_600_000;

export async function assertMemberExists(db: DB, userId: number): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user || user.deleted) throw new NotFoundError('User not found');
}

export function readDay(db: DB, userId: number, date: string): Promise<CircadianRecordRow | undefined> {
  return repo.findRecord(db, userId, date);
}

export function logMeal(db: DB, userId: number, date: string, meal: Meal, time: string): Promise<CircadianRecordRow> {
  return repo.logMeal(db, userId, date, meal, time);
}

export function addWater(db: DB, userId: number, date: string, cups: number): Promise<CircadianRecordRow> {
  return repo.addWater(db, userId, date, cups);
}

export function logSleep(db: DB, userId: number, date: string, start: string, end: string): Promise<CircadianRecordRow> {
  const span = normalizeSleepSpan(start, end);
  if (!span) throw new BadRequestError('start and end must be ISO date-times', 'invalid_sleep');
  if (Date.parse(span.end) - Date.parse(span.start) > MAX_SLEEP_MS) {
    throw new BadRequestError('A sleep window can last at most 24 hours', 'invalid_sleep');
  }
  return repo.setSleep(db, userId, date, span.start, span.end);
}

/** The `days` day records ending at `end` (default: the server's UTC date), oldest first. */
export async function recentDays(db: DB, userId: number, days: number, end?: string): Promise<DailyRecord[]> {
  const last = end ?? new Date().toISOString().slice(0, 10);
  const dates = datesEndingAt(last, days);
  const rows = await repo.findRecordsBetween(db, userId, dates[0]!, last);
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return dates.map((date) => presentDailyRecord(byDate.get(date), date));
}

export async function insights(db: DB, userId: number, days: number, end?: string): Promise<CircadianInsights> {
  const last = end ?? new Date().toISOString().slice(0, 10);
  const records = await recentDays(db, userId, days, last);
  return computeCircadianInsights(records, last, days);
}
