// Weekly check-ins (issue 42, migration 0019).
import type { Generated, Selectable } from 'kysely';

/** The coach's form: one row (id 1) once saved or once the first check-in was sent. */
export interface CheckInFormTable {
  id: number;
  day_of_week: number;
  /** JSON: [{ id, kind, label, required }] */
  questions: string;
  /** JSON: measurement keys. */
  measurements: string;
  /** JSON: poses. */
  photos: string;
  started_on: string;
  saved: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CheckInDaysTable {
  user_id: number;
  day_of_week: number;
  updated_at: string;
}

export interface CheckInsTable {
  id: Generated<number>;
  user_id: number;
  week_of: string;
  status: 'submitted' | 'reviewed';
  note: string | null;
  submitted_at: string;
  updated_at: string;
  reviewed_at: string | null;
  reviewed_by: number | null;
  review_comment: string | null;
}
export type CheckInRow = Selectable<CheckInsTable>;

export interface CheckInAnswersTable {
  check_in_id: number;
  position: number;
  question_id: string;
  kind: string;
  label: string;
  value: string | null;
}

export interface CheckInMeasurementsTable {
  check_in_id: number;
  user_id: number;
  week_of: string;
  measurement: string;
  value: number;
}

export interface CheckInPhotosTable {
  id: Generated<number>;
  check_in_id: number;
  user_id: number;
  pose: string;
  file: string;
  thumb_file: string;
  content_type: string;
  created_at: string;
}

export interface CheckInRemindersTable {
  user_id: number;
  week_of: string;
  created_at: string;
}

export interface CheckInTables {
  check_in_form: CheckInFormTable;
  check_in_days: CheckInDaysTable;
  check_ins: CheckInsTable;
  check_in_answers: CheckInAnswersTable;
  check_in_measurements: CheckInMeasurementsTable;
  check_in_photos: CheckInPhotosTable;
  check_in_reminders: CheckInRemindersTable;
}
