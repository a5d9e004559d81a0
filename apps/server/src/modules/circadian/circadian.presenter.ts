// The only shapes this domain sends: the daily record, the day entry and the admin entry.
import {
  emptyDailyRecord,
  sleepHoursBetween,
  toDayEntry,
  type AdminCircadianEntry,
  type DailyRecord,
  type DayEntry,
} from '@rhythmfit/contracts';
import { flag } from '../../db/database.js';
import type { CircadianRecordRow } from '../../db/schema.js';
import type { AdminRecordRow } from './circadian.repository.js';

export function presentDailyRecord(row: CircadianRecordRow | undefined, date: string): DailyRecord {
  if (!row) return emptyDailyRecord(date);
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
    eating: [],
  };
}

export function presentDayEntry(row: CircadianRecordRow | undefined, date: string): DayEntry {
  return toDayEntry(presentDailyRecord(row, date));
}

export function presentAdminEntry(row: AdminRecordRow): AdminCircadianEntry {
  const record = presentDailyRecord(row, row.date);
  return {
    id: row.id,
    userId: row.user_id,
    username: row.username,
    ...record,
    sleepHours: sleepHoursBetween(record.sleepStart, record.sleepEnd),
  };
}
