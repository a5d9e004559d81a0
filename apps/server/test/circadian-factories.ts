// Factories for circadian tests: a day record written straight to the database.
import type { DB } from '../src/db/database.js';
import { nowIso } from '../src/db/database.js';
import type { CircadianRecordRow } from '../src/db/schema.js';

export type CircadianRecordFields = Partial<Omit<CircadianRecordRow, 'id' | 'user_id' | 'date' | 'created_at' | 'updated_at'>>;

export async function createCircadianRecord(
  db: DB,
  userId: number,
  date: string,
  fields: CircadianRecordFields = {},
): Promise<CircadianRecordRow> {
  const now = nowIso();
  return db
    .insertInto('circadian_records')
    .values({ user_id: userId, date, created_at: now, updated_at: now, ...fields })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The server's UTC date shifted by `days`. */
export function utcDate(days = 0): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
