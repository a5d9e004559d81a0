// Circadian insights: pure functions over a run of daily records (eating window, sleep duration,
// meals inside their windows, water per day, and the Sleep Regularity Index of Phillips et al.,
// Sci Rep 2017). The server computes them; the screens only draw them.
import { z } from 'zod';
import { eatingTimes, eatingWindowHours, loggedTimes } from './circadian-day.js';
import { isClockTimeInMealWindow, sleepHoursBetween, type DailyRecord } from './circadian.js';
import { datesEndingAt } from './dates.js';

/** Epochs per day for the Sleep Regularity Index: one-minute epochs. */
export const SRI_EPOCHS_PER_DAY = 1440;
const MINUTE_MS = 60_000;

export const InsightDaySchema = z.object({
  date: z.string(),
  mealsLogged: z.number().int(),
  mealsInWindow: z.number().int(),
  eatingWindowHours: z.number().nullable(),
  sleepHours: z.number().nullable(),
  waterCups: z.number().int(),
});
export type InsightDay = z.infer<typeof InsightDaySchema>;

export const CircadianInsightsSchema = z.object({
  start: z.string(),
  end: z.string(),
  days: z.number().int(),
  daysLogged: z.number().int(),
  averageEatingWindowHours: z.number().nullable(),
  averageSleepHours: z.number().nullable(),
  mealsLogged: z.number().int(),
  mealsInWindow: z.number().int(),
  waterPerDay: z.number(),
  /** Sleep Regularity Index, -100..100 (100: the same sleep window every day); null without two consecutive logged nights. */
  sleepRegularity: z.number().nullable(),
  sleepRegularityPairs: z.number().int(),
  series: z.array(InsightDaySchema),
});
export type CircadianInsights = z.infer<typeof CircadianInsightsSchema>;

const round2 = (value: number) => Math.round(value * 100) / 100;
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);

/** Logged meals whose time lies inside their own window. */
export function mealsInWindow(record: DailyRecord): number {
  return loggedTimes(record).filter((entry) => isClockTimeInMealWindow(entry.meal, entry.time)).length;
}

function sleepInterval(record: DailyRecord | undefined): [number, number] | null {
  if (!record?.sleepStart || !record.sleepEnd) return null;
  const s = Date.parse(record.sleepStart);
  const e = Date.parse(record.sleepEnd);
  if (Number.isNaN(s) || Number.isNaN(e) || e <= s) return null;
  return [s, e];
}

/**
 * Share of one-minute epochs in the same state (asleep or awake) 24 hours apart, for two
 * consecutive nights: the day block holds each night's single sleep episode, so the epochs that
 * differ are the symmetric difference of night 1 and night 2 shifted back by 24 h.
 */
export function sameStateShare(first: [number, number], second: [number, number]): number {
  const shifted: [number, number] = [second[0] - 86_400_000, second[1] - 86_400_000];
  const overlap = Math.max(0, Math.min(first[1], shifted[1]) - Math.max(first[0], shifted[0]));
  const differentMs = first[1] - first[0] + (shifted[1] - shifted[0]) - 2 * overlap;
  const different = Math.min(SRI_EPOCHS_PER_DAY, Math.round(differentMs / MINUTE_MS));
  return (SRI_EPOCHS_PER_DAY - different) / SRI_EPOCHS_PER_DAY;
}

/**
 * Sleep Regularity Index (Phillips et al., Sci Rep 2017, doi:10.1038/s41598-017-03171-4):
 * SRI = -100 + 200 / (M (N - 1)) * sum over days j and epochs i of delta(s[i,j], s[i,j+1]),
 * with M one-minute epochs per day. Pairs of days where either night is missing are left out
 * (the paper's handling of missing data), so the sum runs over the logged consecutive pairs.
 */
export function sleepRegularityIndex(records: DailyRecord[]): { sri: number | null; pairs: number } {
  const byDate = new Map(records.map((record) => [record.date, record]));
  const dates = [...byDate.keys()].sort();
  const shares: number[] = [];
  for (const date of dates) {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
    const a = sleepInterval(byDate.get(date));
    const b = sleepInterval(byDate.get(next));
    if (a && b) shares.push(sameStateShare(a, b));
  }
  const average = mean(shares);
  return { sri: average === null ? null : Math.round((200 * average - 100) * 10) / 10, pairs: shares.length };
}

/** Insights over the `days` dates ending at `end`; records outside the range are ignored. */
export function computeCircadianInsights(records: DailyRecord[], end: string, days: number): CircadianInsights {
  const dates = datesEndingAt(end, days);
  const byDate = new Map(records.map((record) => [record.date, record]));
  const inRange = dates.map((date) => byDate.get(date)).filter((record): record is DailyRecord => Boolean(record));

  const series: InsightDay[] = dates.map((date) => {
    const record = byDate.get(date);
    if (!record) return { date, mealsLogged: 0, mealsInWindow: 0, eatingWindowHours: null, sleepHours: null, waterCups: 0 };
    return {
      date,
      mealsLogged: loggedTimes(record).length,
      mealsInWindow: mealsInWindow(record),
      eatingWindowHours: eatingWindowHours(record),
      sleepHours: sleepInterval(record) ? sleepHoursBetween(record.sleepStart, record.sleepEnd) : null,
      waterCups: record.waterCups,
    };
  });

  const windows = series.map((day) => day.eatingWindowHours).filter((v): v is number => v !== null);
  const sleeps = series.map((day) => day.sleepHours).filter((v): v is number => v !== null);
  const totalWater = series.reduce((sum, day) => sum + day.waterCups, 0);
  const { sri, pairs } = sleepRegularityIndex(inRange);
  const avgWindow = mean(windows);
  const avgSleep = mean(sleeps);

  return {
    start: dates[0] ?? end,
    end,
    days,
    daysLogged: dates.filter((date) => {
      const record = byDate.get(date);
      return Boolean(record && (eatingTimes(record).length > 0 || record.waterCups > 0 || sleepInterval(record)));
    }).length,
    averageEatingWindowHours: avgWindow === null ? null : round2(avgWindow),
    averageSleepHours: avgSleep === null ? null : round2(avgSleep),
    mealsLogged: series.reduce((sum, day) => sum + day.mealsLogged, 0),
    mealsInWindow: series.reduce((sum, day) => sum + day.mealsInWindow, 0),
    waterPerDay: round2(totalWater / days),
    sleepRegularity: sri,
    sleepRegularityPairs: pairs,
    series,
  };
}
