// Calendar helpers on YYYY-MM-DD strings. Kept free of zod: the member's dashboard and its cards
// use them, and a module with schemas brings zod and its schemas onto the first screen's load
// (Lighthouse total blocking time on phones, issue 24).

/** The local calendar date (YYYY-MM-DD) of an instant, in the runtime's time zone. */
export function localIsoDate(instant: Date = new Date()): string {
  const year = instant.getFullYear();
  const month = String(instant.getMonth() + 1).padStart(2, '0');
  const day = String(instant.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** Calendar arithmetic on YYYY-MM-DD strings (no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The `days` dates ending at `end`, oldest first. */
export function datesEndingAt(end: string, days: number): string[] {
  return Array.from({ length: days }, (_, i) => addDays(end, i - days + 1));
}
