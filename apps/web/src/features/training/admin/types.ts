// The training API's shapes as the coach's screens use them (issue 41): the contracts' types, and
// the builder's own looser shapes for what is being typed (a field may be empty while editing).
import type { ExerciseCategory, Equipment, ExerciseTracking, Muscle } from '@rhythmfit/contracts';

export type {
  AssignProgramResponse as AssignResult,
  CalendarEntry,
  CoachScheduledWorkout,
  Exercise,
  ExerciseDeleteResponse,
  ExerciseRecords,
  LoggedSet as SetActual,
  MemberTrainingSummary,
  Program,
  ProgramSummary,
  RecordFigure,
  ScheduledItem,
  ScheduledStatus,
  ScheduledWorkout,
  Shortfall,
  TrainingCommentResponse,
  TrainingWorkout as Workout,
  TrainingWorkoutSummary as WorkoutSummary,
  WorkoutBody as WorkoutInput,
  ProgramBody as ProgramInput,
} from '@rhythmfit/contracts';
export { SET_TYPES, type SetType } from '@rhythmfit/contracts';

/** The exercise form's values (sent as JSON, or as a form with the video file). */
export interface ExerciseInput {
  name: string;
  category: ExerciseCategory;
  primaryMuscles: Muscle[];
  secondaryMuscles: Muscle[];
  equipment: Equipment;
  tracking: ExerciseTracking;
  instructions: string;
  videoLink: string | null;
  /** On edit: true removes the uploaded video. */
  removeVideo?: boolean;
}

/** A planned set while it is edited: only the fields that fit the exercise are sent. */
export interface SetTarget {
  type: import('@rhythmfit/contracts').SetType;
  reps?: number | null;
  repsMax?: number | null;
  weightKg?: number | null;
  seconds?: number | null;
  distanceKm?: number | null;
  rpe?: number | null;
}

export type Progression = { addKg: number } | { addReps: number } | null;

/** A workout item while it is edited. */
export interface WorkoutItem {
  exerciseId: number;
  group: string | null;
  notes: string;
  restSeconds: number;
  progression: Progression;
  sets: SetTarget[];
}

/** A day of a program while it is edited. */
export interface ProgramDayInput {
  week: number;
  day: number;
  workoutId: number;
  workoutName?: string;
}
