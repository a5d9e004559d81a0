// Display helpers for circadian figures.

/** 7.67 → "7 h 40 min"; null → "–". */
export function formatHours(hours: number | null | undefined): string {
  if (hours === null || hours === undefined) return '–';
  const total = Math.round(hours * 60);
  const h = Math.floor(total / 60);
  const m = total % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** "2025-03-07" → "03-07" for chart axes. */
export const shortDate = (date: string) => date.slice(5);

export const cupsLabel = (cups: number) => `${cups} ${cups === 1 ? 'cup' : 'cups'}`;
