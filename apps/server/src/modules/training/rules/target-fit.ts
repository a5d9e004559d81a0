// Which target and actual fields fit each tracking kind (issue 41): `weight_reps` kg x reps,
// `reps` bodyweight reps with optional added kg, `time` seconds, `distance_time` km and seconds.
// `rpe` fits every kind. A target field of another kind is `target_not_for_exercise`.
import type { ExerciseTracking, SetActual, SetTarget } from './types.js';

export type TargetField = 'reps' | 'repsMax' | 'weightKg' | 'seconds' | 'distanceKm' | 'rpe';
export type ActualField = 'reps' | 'weightKg' | 'seconds' | 'distanceKm' | 'rpe';

export const TARGET_FIELDS: Record<ExerciseTracking, readonly TargetField[]> = {
  weight_reps: ['reps', 'repsMax', 'weightKg', 'rpe'],
  reps: ['reps', 'repsMax', 'weightKg', 'rpe'],
  time: ['seconds', 'rpe'],
  distance_time: ['distanceKm', 'seconds', 'rpe'],
};

export const ACTUAL_FIELDS: Record<ExerciseTracking, readonly ActualField[]> = {
  weight_reps: ['reps', 'weightKg', 'rpe'],
  reps: ['reps', 'weightKg', 'rpe'],
  time: ['seconds', 'rpe'],
  distance_time: ['distanceKm', 'seconds', 'rpe'],
};

const ALL_TARGET_FIELDS: readonly TargetField[] = ['reps', 'repsMax', 'weightKg', 'seconds', 'distanceKm', 'rpe'];
const ALL_ACTUAL_FIELDS: readonly ActualField[] = ['reps', 'weightKg', 'seconds', 'distanceKm', 'rpe'];

function present(value: unknown): boolean {
  return value !== null && value !== undefined;
}

/** The target fields set on `target` that do not fit the tracking kind (empty when it fits). */
export function misfitTargetFields(tracking: ExerciseTracking, target: SetTarget): TargetField[] {
  const allowed = TARGET_FIELDS[tracking];
  return ALL_TARGET_FIELDS.filter((field) => present(target[field]) && !allowed.includes(field));
}

/** The actual fields set on `actual` that do not fit the tracking kind (empty when it fits). */
export function misfitActualFields(tracking: ExerciseTracking, actual: Omit<SetActual, 'done'>): ActualField[] {
  const allowed = ACTUAL_FIELDS[tracking];
  return ALL_ACTUAL_FIELDS.filter((field) => present(actual[field]) && !allowed.includes(field));
}

/**
 * The field a coach's target must hold for the kind, or null when it is complete: `weight_reps`
 * and `reps` need `reps`, `time` needs `seconds`, `distance_time` needs `distanceKm` or `seconds`.
 */
export function missingTargetField(tracking: ExerciseTracking, target: SetTarget): TargetField | null {
  switch (tracking) {
    case 'weight_reps':
    case 'reps':
      return present(target.reps) ? null : 'reps';
    case 'time':
      return present(target.seconds) ? null : 'seconds';
    case 'distance_time':
      return present(target.distanceKm) || present(target.seconds) ? null : 'distanceKm';
  }
}

/** Whether the target holds a field that does not fit, or lacks one the kind needs. */
export function targetFits(tracking: ExerciseTracking, target: SetTarget, options: { required?: boolean } = {}): boolean {
  if (misfitTargetFields(tracking, target).length > 0) return false;
  if (options.required !== false && missingTargetField(tracking, target) !== null) return false;
  return true;
}
