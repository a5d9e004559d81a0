// Training (issue 41): workouts, programs, scheduled workouts with their logs, and the per-exercise
// figures that records and history read (migration 0018). Items, logs and sets are JSON text.
import type { Generated, Selectable } from 'kysely';

export interface TrainingWorkoutsTable {
  id: Generated<number>;
  name: string;
  notes: string;
  /** JSON: the items as planned (StoredItem[]). */
  items: string;
  /** ",12,40," — the library exercises the items use. */
  exercise_ids: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}
export type TrainingWorkoutRow = Selectable<TrainingWorkoutsTable>;

export interface TrainingProgramsTable {
  id: Generated<number>;
  name: string;
  notes: string;
  weeks: number;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}
export type TrainingProgramRow = Selectable<TrainingProgramsTable>;

export interface TrainingProgramDaysTable {
  id: Generated<number>;
  program_id: number;
  week: number;
  day: number;
  position: number;
  workout_id: number;
}

export interface ScheduledWorkoutsTable {
  id: Generated<number>;
  user_id: number;
  date: string;
  name: string;
  notes: string;
  /** JSON: the member's own copy of the items (StoredItem[]); [] for a simple workout. */
  items: string;
  exercise_ids: string;
  exercise_count: number;
  /** JSON: the member's log (StoredLogItem[]), replaced on each save; null until logged. */
  log: string | null;
  status: Generated<string>;
  started_at: string | null;
  completed_at: string | null;
  rating: number | null;
  member_notes: string | null;
  skip_reason: string | null;
  /** JSON: the records this workout set, as of its last finished save. */
  new_records: string | null;
  own: Generated<number>;
  program_id: number | null;
  source_workout_id: number | null;
  time: string | null;
  description: string | null;
  duration_minutes: number | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}
export type ScheduledWorkoutRow = Selectable<ScheduledWorkoutsTable>;

export interface TrainingExerciseLogsTable {
  user_id: number;
  exercise_id: number;
  scheduled_id: number;
  date: string;
  /** JSON: the sets logged for the exercise (type + actual). */
  sets: string;
  e1rm_kg: number | null;
  heaviest_kg: number | null;
  most_reps: number | null;
  longest_seconds: number | null;
  longest_distance_km: number | null;
  volume_kg: number;
}

export interface TrainingRecordsTable {
  user_id: number;
  exercise_id: number;
  kind: string;
  value: number;
  date: string;
  scheduled_id: number;
}

export interface TrainingTables {
  training_workouts: TrainingWorkoutsTable;
  training_programs: TrainingProgramsTable;
  training_program_days: TrainingProgramDaysTable;
  scheduled_workouts: ScheduledWorkoutsTable;
  training_exercise_logs: TrainingExerciseLogsTable;
  training_records: TrainingRecordsTable;
}
