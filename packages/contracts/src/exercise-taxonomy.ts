// The exercise library's shared vocabulary (issue 41): categories, muscles, equipment and what an
// exercise tracks, with the English labels the screens show. The built-in library (migration 0017)
// and every exercise a coach adds use exactly these values.
import { z } from 'zod';

const oneOf = (field: string, values: readonly string[]) => `${field} must be one of ${values.join(', ')}`;

export const EXERCISE_CATEGORIES = ['strength', 'cardio', 'mobility', 'plyometrics'] as const;
export const ExerciseCategorySchema = z.enum(EXERCISE_CATEGORIES, { error: oneOf('category', EXERCISE_CATEGORIES) });
export type ExerciseCategory = z.infer<typeof ExerciseCategorySchema>;

export const MUSCLES = [
  'chest',
  'back',
  'lats',
  'traps',
  'shoulders',
  'biceps',
  'triceps',
  'forearms',
  'abs',
  'obliques',
  'lower_back',
  'glutes',
  'quadriceps',
  'hamstrings',
  'adductors',
  'abductors',
  'calves',
  'full_body',
] as const;
export const MuscleSchema = z.enum(MUSCLES, { error: oneOf('muscle', MUSCLES) });
export type Muscle = z.infer<typeof MuscleSchema>;

export const EQUIPMENT = [
  'barbell',
  'dumbbell',
  'kettlebell',
  'machine',
  'cable',
  'band',
  'bodyweight',
  'bench',
  'pull_up_bar',
  'cardio_machine',
  'other',
] as const;
export const EquipmentSchema = z.enum(EQUIPMENT, { error: oneOf('equipment', EQUIPMENT) });
export type Equipment = z.infer<typeof EquipmentSchema>;

/**
 * What a set of the exercise records: `weight_reps` kg x reps, `reps` bodyweight reps (optionally
 * with added kg), `time` seconds, `distance_time` km and seconds.
 */
export const EXERCISE_TRACKING = ['weight_reps', 'reps', 'time', 'distance_time'] as const;
export const ExerciseTrackingSchema = z.enum(EXERCISE_TRACKING, { error: oneOf('tracking', EXERCISE_TRACKING) });
export type ExerciseTracking = z.infer<typeof ExerciseTrackingSchema>;

export const EXERCISE_CATEGORY_LABELS: Record<ExerciseCategory, string> = {
  strength: 'Strength',
  cardio: 'Cardio',
  mobility: 'Mobility',
  plyometrics: 'Plyometrics',
};

export const MUSCLE_LABELS: Record<Muscle, string> = {
  chest: 'Chest',
  back: 'Back',
  lats: 'Lats',
  traps: 'Traps',
  shoulders: 'Shoulders',
  biceps: 'Biceps',
  triceps: 'Triceps',
  forearms: 'Forearms',
  abs: 'Abs',
  obliques: 'Obliques',
  lower_back: 'Lower back',
  glutes: 'Glutes',
  quadriceps: 'Quadriceps',
  hamstrings: 'Hamstrings',
  adductors: 'Adductors',
  abductors: 'Abductors',
  calves: 'Calves',
  full_body: 'Full body',
};

export const EQUIPMENT_LABELS: Record<Equipment, string> = {
  barbell: 'Barbell',
  dumbbell: 'Dumbbell',
  kettlebell: 'Kettlebell',
  machine: 'Machine',
  cable: 'Cable',
  band: 'Band',
  bodyweight: 'Bodyweight',
  bench: 'Bench',
  pull_up_bar: 'Pull-up bar',
  cardio_machine: 'Cardio machine',
  other: 'Other',
};

export const EXERCISE_TRACKING_LABELS: Record<ExerciseTracking, string> = {
  weight_reps: 'Weight and reps',
  reps: 'Reps',
  time: 'Time',
  distance_time: 'Distance and time',
};

/**
 * The case-insensitive form of an exercise name that must be unique among the active exercises
 * (`exercises.name_key`): trimmed, inner runs of white space collapsed to one space, lower-cased.
 */
export function exerciseNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}
