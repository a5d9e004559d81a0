// Recording a monthly weight: one entry per member per calendar month (the unique index decides,
// so two concurrent posts cannot both win), and the profile weight follows the latest entry.
import { PROGRESS_MESSAGES, monthOf, type CreateProgressBody } from '@rhythmfit/contracts';
import { inTransaction, nowIso, type DB } from '../../db/database.js';
import { BadRequestError, ConflictError, isUniqueViolation } from '../../lib/errors.js';
import { findEntry, insertEntry, latestEntry, type ProgressEntryWithUser } from './progress.repository.js';

/** The latest calendar date anywhere on Earth right now (UTC+14), so no member's "today" is refused. */
function latestPossibleToday(now: Date): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

export async function recordWeight(
  db: DB,
  userId: number,
  body: CreateProgressBody,
  now: Date = new Date(),
): Promise<ProgressEntryWithUser> {
  if (body.date > latestPossibleToday(now))
    throw new BadRequestError('The date of a weight entry cannot be in the future', 'date_in_future');
  try {
    const id = await inTransaction(db, async (trx) => {
      const id = await insertEntry(trx, {
        user_id: userId,
        date: body.date,
        month: monthOf(body.date),
        weight: body.weight,
        calories: null,
        created_at: nowIso(),
      });
      const latest = await latestEntry(trx, userId);
      if (latest?.id === id)
        await trx.updateTable('users').set({ weight: body.weight, updated_at: nowIso() }).where('id', '=', userId).execute();
      return id;
    });
    return (await findEntry(db, id))!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(PROGRESS_MESSAGES.alreadyThisMonth, 'progress_month_taken');
    throw error;
  }
}
