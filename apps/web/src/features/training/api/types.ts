// The member's training as the API answers it (issue 41, "The member's training").
import type { ExerciseTracking } from '@rhythmfit/contracts';

export type WorkoutStatus = 'planned' | 'in_progress' | 'done' | 'skipped' | 'missed';
export type SetType = 'warmup' | 'normal' | 'drop' | 'failure';

export interface CalendarEntry {
  id: number;
  date: string;
  name: string;
  status: WorkoutStatus;
  exerciseCount: number;
  completedAt: string | null;
  /** Not in every answer: the day chart reads it from the workout when missing. */
  startedAt?: string | null;
}

export interface ExerciseSummary {
  id: number;
  name: string;
  tracking: ExerciseTracking;
}

export interface SetTarget {
  reps?: number | null;
  repsMax?: number | null;
  weightKg?: number | null;
  seconds?: number | null;
  distanceKm?: number | null;
  rpe?: number | null;
}

export interface SetActual {
  reps?: number | null;
  weightKg?: number | null;
  seconds?: number | null;
  distanceKm?: number | null;
  rpe?: number | null;
  done: boolean;
}

export interface PlannedSet {
  type: SetType;
  target: SetTarget | null;
  actual: SetActual | null;
}

export interface PreviousSets {
  date: string;
  scheduledId: number;
  sets: (SetActual & { type?: SetType })[];
}

export interface ScheduledItem {
  exercise: ExerciseSummary;
  group: string | null;
  notes: string | null;
  restSeconds: number;
  previous: PreviousSets | null;
  sets: PlannedSet[];
}

export type RecordKind = 'e1rm' | 'heaviest' | 'reps' | 'time' | 'distance' | 'volume';

export interface NewRecord {
  exerciseId: number;
  kind: RecordKind;
  value: number;
  previous: number | null;
}

export interface ScheduledWorkout {
  id: number;
  date: string;
  name: string;
  notes: string | null;
  status: WorkoutStatus;
  startedAt: string | null;
  completedAt: string | null;
  rating: number | null;
  memberNotes: string | null;
  items: ScheduledItem[];
  newRecords: NewRecord[];
}

export interface LogSet {
  reps?: number | null;
  weightKg?: number | null;
  seconds?: number | null;
  distanceKm?: number | null;
  rpe?: number | null;
  done: boolean;
}

export interface LogBody {
  startedAt: string;
  items: { sets: LogSet[] }[];
  notes?: string | null;
  rating?: number | null;
  finished: boolean;
}

export interface RecordFigure {
  value: number;
  date: string;
  scheduledId: number;
}

export interface ExerciseRecords {
  exerciseId: number;
  exerciseName: string;
  tracking: ExerciseTracking;
  e1rmKg: RecordFigure | null;
  heaviestKg: RecordFigure | null;
  mostReps: RecordFigure | null;
  longestSeconds: RecordFigure | null;
  longestDistanceKm: RecordFigure | null;
  bestVolumeKg: RecordFigure | null;
}

export interface ExerciseHistoryRow {
  date: string;
  scheduledId: number;
  sets: (SetActual & { type?: SetType })[];
  bestSet: (SetActual & { type?: SetType }) | null;
  e1rmKg: number | null;
  volumeKg: number | null;
}
