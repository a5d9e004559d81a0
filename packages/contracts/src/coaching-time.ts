// Time-zone arithmetic for coaching: a wall-clock date and time read in a named zone, and the
// calendar date of an instant in a zone. Intl only, no library, so it runs in Node and browsers.

/** The runtime's own IANA zone (the member's device in a browser). */
export function runtimeTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** True when the name is a time zone Intl knows. */
export function isValidTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock of an instant in a zone. */
export function wallClockIn(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute!, second: parts.second! };
}

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
export function isoDateInZone(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClockIn(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function offsetMs(instant: Date, timeZone: string): number {
  const w = wallClockIn(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

// A wall-clock date and time in a zone is always the same instant (the zone's rules do not change
// while the process runs), and finding it costs two Intl formatToParts calls. The server asks for
// the same few slots' instants several times per booking (past, notice, reminders): about 6% of the
// bench's booking rush (issue 24), so recent answers are remembered; the map is emptied when
// full, which bounds it without bookkeeping.
const INSTANTS_REMEMBERED = 2_000;
const instants = new Map<string, number>();

/** The instant at which the wall clock in `timeZone` reads `date` `time` (YYYY-MM-DD, HH:MM). */
export function wallClockToInstant(date: string, time: string, timeZone: string): Date {
  const key = `${timeZone} ${date} ${time}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    instant = findInstant(date, time, timeZone);
    if (instants.size >= INSTANTS_REMEMBERED) instants.clear();
    instants.set(key, instant);
  }
  return new Date(instant);
}

function findInstant(date: string, time: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  // Two passes settle the offset, also next to a daylight-saving change.
  const first = guess - offsetMs(new Date(guess), timeZone);
  return guess - offsetMs(new Date(first), timeZone);
}

/** Adds whole days to a YYYY-MM-DD date. */
export function shiftIsoDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return next.toISOString().slice(0, 10);
}
