// Circadian rhythm: daily records, one per member per local calendar date.
import type { Generated, Selectable } from 'kysely';

export interface CircadianRecordsTable {
  id: Generated<number>;
  user_id: number;
  date: string;
  breakfast_logged: Generated<number>;
  breakfast_time: string | null;
  lunch_logged: Generated<number>;
  lunch_time: string | null;
  dinner_logged: Generated<number>;
  dinner_time: string | null;
  water_cups: Generated<number>;
  sleep_start: string | null;
  sleep_end: string | null;
  created_at: string;
  updated_at: string;
}
export type CircadianRecordRow = Selectable<CircadianRecordsTable>;

export interface CircadianTables {
  circadian_records: CircadianRecordsTable;
}
