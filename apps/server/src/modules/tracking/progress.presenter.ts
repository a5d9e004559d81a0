// The only shape in which a progress entry leaves the server (spec section 3).
import type { ProgressEntry } from '@rhythmfit/contracts';
import type { ProgressEntryWithUser } from './progress.repository.js';

export function presentProgressEntry(row: ProgressEntryWithUser): ProgressEntry {
  return {
    id: row.id,
    date: row.date,
    weight: Number(row.weight),
    calories: row.calories === null ? null : Number(row.calories),
    userId: row.user_id,
    userName: row.user_name,
    user: { id: row.user_id, name: row.user_name },
  };
}
