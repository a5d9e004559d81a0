// Plain data the training rules work on (no database): a set's planned target and its logged
// actual, as the routes read them from the scheduled workout's items.
import type { ExerciseTracking } from '@rhythmfit/contracts';

export type SetType = 'warmup' | 'normal' | 'drop' | 'failure';

/** What the coach planned for one set; a field is null (or absent) when not planned. */
export interface SetTarget {
  reps?: number | null;
  repsMax?: number | null;
  weightKg?: number | null;
  seconds?: number | null;
  distanceKm?: number | null;
  rpe?: number | null;
}

/** What the member logged for one set. */
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
  target: SetTarget;
}

/** A set of a workout as logged: its type, its target (if planned) and its actual (null until logged). */
export interface LoggedSet {
  type: SetType;
  target?: SetTarget | null;
  actual: SetActual | null;
}

export type { ExerciseTracking };
