// The training API's shapes as the coach's screens use them (issue 41). Written from the issue
// while the contracts (packages/contracts/src/training.ts) were not yet committed; the field names
// are the issue's, so these types can give way to the contracts' when they land.
import type { Equipment, ExerciseCategory, ExerciseTracking, Muscle } from '@rhythmfit/contracts';

export interface Exercise {
  id: number;
  name: string;
  category: ExerciseCategory;
  primaryMuscles: Muscle[];
  secondaryMuscles: Muscle[];
  equipment: Equipment;
  tracking: ExerciseTracking;
  instructions: string | null;
  videoUrl: string | null;
  videoLink: string | null;
  builtIn: boolean;
  archived: boolean;
}

export interface ExerciseInput {
  name: string;
  category: ExerciseCategory;
  primaryMuscles: Muscle[];
  secondaryMuscles: Muscle[];
  equipment: Equipment;
  tracking: ExerciseTracking;
  instructions: string;
  videoLink: string | null;
}

export const SET_TYPES = ['warmup', 'normal', 'drop', 'failure'] as const;
export type SetType = (typeof SET_TYPES)[number];

/** A planned set: only the fields that fit the exercise's tracking are sent. */
export interface SetTarget {
  type: SetType;
  reps?: number | null;
  repsMax?: number | null;
  weightKg?: number | null;
  seconds?: number | null;
  distanceKm?: number | null;
  rpe?: number | null;
}

export type Progression = { addKg: number } | { addReps: number } | null;

export interface WorkoutItem {
  exerciseId: number;
  group: string | null;
  notes: string;
  restSeconds: number;
  progression: Progression;
  sets: SetTarget[];
}

export interface WorkoutInput {
  name: string;
  notes: string;
  items: WorkoutItem[];
}

export interface Workout extends WorkoutInput {
  id: number;
  createdAt?: string;
  updatedAt?: string;
}

export interface ProgramDay {
  week: number;
  day: number;
  workoutId: number;
}

export interface ProgramInput {
  name: string;
  notes: string;
  weeks: number;
  days: ProgramDay[];
}

export interface Program extends ProgramInput {
  id: number;
}

export interface AssignResult {
  scheduled: number;
  firstDate: string | null;
  lastDate: string | null;
}

export type ScheduledStatus = 'planned' | 'in_progress' | 'done' | 'skipped' | 'missed';

export interface CalendarEntry {
  id: number;
  date: string;
  name: string;
  status: ScheduledStatus;
  exerciseCount: number;
  completedAt: string | null;
}

/** A logged set: what the member did. */
export interface SetActual {
  reps?: number | null;
  weightKg?: number | null;
  seconds?: number | null;
  distanceKm?: number | null;
  rpe?: number | null;
  done: boolean;
}

export interface ScheduledSet {
  type: SetType;
  target: SetTarget | null;
  actual: SetActual | null;
}

export interface ScheduledItem {
  exercise: Pick<Exercise, 'id' | 'name' | 'tracking'> & Partial<Exercise>;
  group: string | null;
  notes: string | null;
  restSeconds: number;
  sets: ScheduledSet[];
}

export interface Shortfall {
  exerciseName: string;
  setIndex: number;
  target: SetTarget | null;
  actual: SetActual | null;
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

export interface CoachScheduledWorkout {
  id: number;
  date: string;
  name: string;
  notes: string | null;
  status: ScheduledStatus;
  startedAt: string | null;
  completedAt: string | null;
  rating: number | null;
  memberNotes: string | null;
  items: ScheduledItem[];
  shortfalls: Shortfall[];
}

export interface MemberTrainingSummary {
  compliance28d: { scheduled: number; done: number; missed: number; skipped: number; percent: number };
  lastWorkoutAt: string | null;
  records: ExerciseRecords[];
}
