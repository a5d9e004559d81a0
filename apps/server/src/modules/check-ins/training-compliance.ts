// The week's training compliance on the coach's review page (issue 42). Training (issue 41:
// scheduled workouts and their logs) lands on another branch; until it is merged there is no
// scheduled_workouts data and the figure is null ("no data"), as the contract allows.
// TODO(lead, after merging training): the share of the member's workouts scheduled between
// `start` and `end` (inclusive) that were done, rounded to a whole percent; null when none was
// scheduled.
import type { DB } from '../../db/database.js';

export async function trainingCompliancePercent(_db: DB, _userId: number, _start: string, _end: string): Promise<number | null> {
  return null;
}
