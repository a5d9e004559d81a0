// The week's training compliance on the coach's review page (issue 42): of the member's workouts
// (issue 41's scheduled workouts) dated from `start` to `end` (the seven days before the check-in,
// all in the past), the share that was done, rounded to a whole percent; null when none was
// scheduled (the contract's "no data").
import type { DB } from '../../db/database.js';

export async function trainingCompliancePercent(db: DB, userId: number, start: string, end: string): Promise<number | null> {
  const row = await db
    .selectFrom('scheduled_workouts')
    .select((eb) => [
      eb.fn.countAll<number>().as('scheduled'),
      eb.fn.count<number>(eb.case().when('status', '=', 'done').then(1).end()).as('done'),
    ])
    .where('user_id', '=', userId)
    .where('date', '>=', start)
    .where('date', '<=', end)
    .executeTakeFirst();
  const scheduled = Number(row?.scheduled ?? 0);
  if (scheduled === 0) return null;
  return Math.round((Number(row?.done ?? 0) / scheduled) * 100);
}
