// Display helpers for coaching screens: instants through the app's one format (lib/format.ts).
import { formatDateTime, formatTime, intlLocale } from '../../../lib/format';

/** "2025-03-10T18:00:00Z" → local "10 Mar 2025, 18:00" (the viewer's zone, language and clock habit). */
export function formatInstant(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatDateTime(date);
}

export function formatClock(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatTime(date);
}

const dayParts = new Map<string, Intl.DateTimeFormat>();
/** A calendar date's weekday or month, short, in the language on screen ("Mon", "सोम"; "Mar", "मार्च"); made on first use. */
export function hindiDayPart(isoDate: string, part: 'weekday' | 'month'): string {
  const key = `${intlLocale()}|${part}`;
  let format = dayParts.get(key);
  if (!format) dayParts.set(key, (format = new Intl.DateTimeFormat(intlLocale(), { [part]: 'short', timeZone: 'UTC' })));
  return format.format(new Date(`${isoDate}T12:00:00Z`));
}

/** An ISO instant as the value of an <input type="datetime-local"> in the viewer's zone. */
export function toDateTimeLocal(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The value of an <input type="datetime-local"> (viewer's zone) as an ISO instant, or null. */
export function fromDateTimeLocal(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
