// The days the 24-hour chart draws (the day before the first row is read too, for the sleep that
// crosses into it).
// - The member: the range of day entries with their meal marks and eating events in one request
//   (GET /api/circadian/user/{id}/days), and the sleep start and end, which only the day record
//   carries (GET /api/circadian/date/{date}), once the chart is on screen: a night's bar is not
//   worth 14 requests before the member scrolls to it. Day records already read (today's) are used
//   at once.
// - A coach: the tracker's rows of that member (GET /api/admin/circadian/all?username=&date=, kept
//   by user id), one request per day, which carry everything the chart draws.
import { useQueries, useQuery } from '@tanstack/react-query';
import { datesEndingAt, emptyDailyRecord, type DailyRecord } from '@rhythmfit/contracts';
import { api } from '../../../lib/api-client';
import { getAdminCircadian } from './get-admin-circadian';
import { circadianKeys } from './get-daily-record';

/** Whose days: the signed-in member's own (null), or a member's for a coach (id and name). */
export type ChartMember = { id: number; name: string } | null;

/** A day entry (snake_case, the spec's "other views" shape) or a day record, as a day record. */
export function asDailyRecord(date: string, answer: unknown): DailyRecord {
  const value = (answer ?? {}) as Record<string, unknown>;
  const pick = <T>(camel: string, snake: string, fallback: T): T => (value[camel] ?? value[snake] ?? fallback) as T;
  return {
    ...emptyDailyRecord(date),
    breakfastLogged: pick('breakfastLogged', 'breakfast_logged', false),
    breakfastTime: pick('breakfastTime', 'breakfast_time', null),
    lunchLogged: pick('lunchLogged', 'lunch_logged', false),
    lunchTime: pick('lunchTime', 'lunch_time', null),
    dinnerLogged: pick('dinnerLogged', 'dinner_logged', false),
    dinnerTime: pick('dinnerTime', 'dinner_time', null),
    waterCups: pick('waterCups', 'water_cups', 0),
    sleepStart: pick('sleepStart', 'sleep_start', null),
    sleepEnd: pick('sleepEnd', 'sleep_end', null),
    eating: pick('eating', 'eating', []),
  };
}

async function coachDay(member: { id: number; name: string }, date: string): Promise<DailyRecord> {
  const { rows } = await getAdminCircadian({ username: member.name, date, meal: '', sort: 'desc', page: 1, pageSize: 200 });
  const row = rows.find((entry) => entry.userId === member.id && entry.date === date);
  return row ? asDailyRecord(date, row) : emptyDailyRecord(date);
}

export interface ChartDays {
  isPending: boolean;
  isError: boolean;
  /** One record per date, oldest first. */
  records: DailyRecord[];
}

function useMemberDays(userId: number | null, dates: string[], onScreen: boolean): ChartDays {
  const end = dates[dates.length - 1]!;
  const range = useQuery({
    queryKey: circadianKeys.range(userId ?? 0, dates.length, end),
    queryFn: () => api.get<unknown[]>(`/api/circadian/user/${userId}/days`, { query: { days: dates.length, end } }),
    enabled: userId !== null,
    retry: false,
  });
  const records = useQueries({
    queries: dates.map((date) => ({
      queryKey: circadianKeys.day(date),
      queryFn: () => api.get<DailyRecord>(`/api/circadian/date/${date}`),
      enabled: onScreen,
      retry: false,
    })),
  });
  const byDate = new Map<string, unknown>();
  for (const entry of range.data ?? []) {
    const date = (entry as { date?: unknown }).date;
    if (typeof date === 'string') byDate.set(date, entry);
  }
  return {
    isPending: range.isPending,
    isError: range.isError,
    records: dates.map((date, i) => {
      const fromRange = asDailyRecord(date, byDate.get(date));
      const record = records[i]?.data;
      // The day record is the whole truth for its day; the range fills the days not read yet.
      return record ? { ...fromRange, ...record, eating: record.eating ?? fromRange.eating } : fromRange;
    }),
  };
}

function useCoachDays(member: { id: number; name: string } | null, dates: string[]): ChartDays {
  return useQueries({
    queries: dates.map((date) => ({
      queryKey: circadianKeys.userDay(member?.id ?? 0, date),
      queryFn: () => coachDay(member!, date),
      enabled: member !== null,
      retry: false,
    })),
    combine: (results) => ({
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
      records: results.map((r, i) => r.data ?? emptyDailyRecord(dates[i]!)),
    }),
  });
}

/** `days` rows ending at `end`, plus the day before; `selfId` is the signed-in member's id. */
export function useChartDays(member: ChartMember, selfId: number | null, end: string, days: number, onScreen: boolean): ChartDays {
  const dates = datesEndingAt(end, days + 1);
  const own = useMemberDays(member === null ? selfId : null, dates, member === null && onScreen);
  const coach = useCoachDays(member, dates);
  return member === null ? own : coach;
}
