// A member's scheduled workouts by status, and the 28-day compliance the coach sees (issue 41).
// Dates are the member's calendar days (YYYY-MM-DD); `today` is today in the member's time zone.

export type StoredStatus = 'planned' | 'in_progress' | 'done' | 'skipped';
export type CalendarStatus = StoredStatus | 'missed';

/** A `planned` workout dated before today is `missed`; everything else shows as stored. */
export function calendarStatus(stored: StoredStatus, date: string, today: string): CalendarStatus {
  return stored === 'planned' && date < today ? 'missed' : stored;
}

/** The date `days` days before (negative: after) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

export interface Compliance {
  scheduled: number;
  done: number;
  missed: number;
  skipped: number;
  percent: number;
}

export interface DatedWorkout {
  date: string;
  status: StoredStatus;
}

export const COMPLIANCE_DAYS = 28;

/** The first day of the compliance window ending today (today is its 28th day). */
export function complianceFrom(today: string, days = COMPLIANCE_DAYS): string {
  return addDays(today, -(days - 1));
}

/**
 * Over the workouts dated in the last 28 days up to today: today's counts only once it is done or
 * skipped (it may still be done later today). A past workout left in progress is scheduled but
 * neither done, missed nor skipped. `percent` = done / scheduled x 100, rounded; 0 when none.
 */
export function compliance28d(workouts: readonly DatedWorkout[], today: string, days = COMPLIANCE_DAYS): Compliance {
  const from = complianceFrom(today, days);
  const result: Compliance = { scheduled: 0, done: 0, missed: 0, skipped: 0, percent: 0 };
  for (const workout of workouts) {
    if (workout.date < from || workout.date > today) continue;
    if (workout.date === today && workout.status !== 'done' && workout.status !== 'skipped') continue;
    result.scheduled += 1;
    const status = calendarStatus(workout.status, workout.date, today);
    if (status === 'done') result.done += 1;
    else if (status === 'missed') result.missed += 1;
    else if (status === 'skipped') result.skipped += 1;
  }
  result.percent = result.scheduled === 0 ? 0 : Math.round((result.done / result.scheduled) * 100);
  return result;
}

/** How many workouts were missed in the `days` days before today (for needs-attention). */
export function missedInLastDays(workouts: readonly DatedWorkout[], today: string, days: number): number {
  const from = addDays(today, -days);
  return workouts.filter((workout) => workout.date >= from && workout.date < today && workout.status === 'planned').length;
}
