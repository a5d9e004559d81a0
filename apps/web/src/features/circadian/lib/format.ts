// Display helpers for circadian figures, in the language on screen (circadian.json).
import { circadianTexts } from '../texts';

/** 7.67 → "7 h 40 min"; null → "–". */
export function formatHours(hours: number | null | undefined): string {
  if (hours === null || hours === undefined) return '–';
  const total = Math.round(hours * 60);
  const h = Math.floor(total / 60);
  const m = total % 60;
  return m
    ? circadianTexts('hours.hoursMinutes', { hours: String(h), minutes: String(m) })
    : circadianTexts('hours.hours', { hours: String(h) });
}

/** "2025-03-07" → "03-07" for chart axes. */
export const shortDate = (date: string) => date.slice(5);

/** 1 → "1 cup", 6.5 → "6.5 cups". */
export const cupsLabel = (cups: number) => circadianTexts('cups', { count: cups });
