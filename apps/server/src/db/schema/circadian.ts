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

/**
 * Something a member ate or drank (other than water) at any time of the day (issue 22). The
 * database keeps the day's eating figures on circadian_records from these rows (migration 0010).
 */
export interface EatingEventsTable {
  id: Generated<number>;
  user_id: number;
  date: string;
  time: string;
  kind: 'meal' | 'snack' | 'drink';
  note: string | null;
  /** A generated file name in the private eating-photo folder (never a public path). */
  photo_file: string | null;
  created_at: string;
}
export type EatingEventRow = Selectable<EatingEventsTable>;

export interface CircadianTables {
  circadian_records: CircadianRecordsTable;
  eating_events: EatingEventsTable;
}
