// The only shapes this domain sends: the daily record, the day entry and the admin entry.
import {
  emptyDailyRecord,
  sleepHoursBetween,
  toDayEntry,
  type AdminCircadianEntry,
  type DailyRecord,
  type DayEntry,
  type EatingEvent,
} from '@rhythmfit/contracts';
import { flag } from '../../db/database.js';
import type { CircadianRecordRow, EatingEventRow } from '../../db/schema.js';
import type { AdminRecordRow } from './circadian.repository.js';

/** The authenticated route serving an event's photo (never a public /uploads path). */
export function eatingPhotoPath(id: number): string {
  return `/api/circadian/eating/${id}/photo`;
}

export function presentEatingEvent(row: EatingEventRow): EatingEvent {
  return { id: row.id, time: row.time, kind: row.kind, note: row.note, photoUrl: row.photo_file ? eatingPhotoPath(row.id) : null };
}

/** The day record; `events` are the day's eating events (any order: the answer sorts them by time). */
export function presentDailyRecord(row: CircadianRecordRow | undefined, date: string, events: EatingEventRow[] = []): DailyRecord {
  const eating = [...events].sort((a, b) => (a.time === b.time ? a.id - b.id : a.time < b.time ? -1 : 1)).map(presentEatingEvent);
  if (!row) return { ...emptyDailyRecord(date), eating };
  return {
    date: row.date,
    breakfastLogged: flag(row.breakfast_logged),
    breakfastTime: row.breakfast_time,
    lunchLogged: flag(row.lunch_logged),
    lunchTime: row.lunch_time,
    dinnerLogged: flag(row.dinner_logged),
    dinnerTime: row.dinner_time,
    waterCups: Number(row.water_cups ?? 0),
    sleepStart: row.sleep_start,
    sleepEnd: row.sleep_end,
    eating,
  };
}

export function presentDayEntry(record: DailyRecord): DayEntry {
  return toDayEntry(record);
}

export function presentAdminEntry(row: AdminRecordRow, events: EatingEventRow[] = []): AdminCircadianEntry {
  const record = presentDailyRecord(row, row.date, events);
  return {
    id: row.id,
    userId: row.user_id,
    username: row.username,
    ...record,
    sleepHours: sleepHoursBetween(record.sleepStart, record.sleepEnd),
  };
}
