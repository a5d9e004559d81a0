// The workout builder's rules, free of React: which target fields fit an exercise, new rows, moving
// an item, superset groups, and the body sent to POST/PUT /api/admin/training/workouts.
import type { ExerciseTracking } from '@rhythmfit/contracts';
import type { Workout } from '../types';
import type { Progression, SetTarget, SetType, WorkoutInput, WorkoutItem } from '../types';

export type TargetField = 'reps' | 'repsMax' | 'weightKg' | 'seconds' | 'distanceKm' | 'rpe';

/** The target fields a set of an exercise may hold, by what the exercise tracks (issue 41). */
export const FIELDS_BY_TRACKING: Record<ExerciseTracking, TargetField[]> = {
  weight_reps: ['reps', 'repsMax', 'weightKg', 'rpe'],
  reps: ['reps', 'repsMax', 'weightKg', 'rpe'],
  time: ['seconds'],
  distance_time: ['distanceKm', 'seconds'],
};

/** Each field's range and step, as the API checks them. */
export const FIELD_LIMITS: Record<TargetField, { min: number; max: number; step: number }> = {
  reps: { min: 1, max: 100, step: 1 },
  repsMax: { min: 1, max: 100, step: 1 },
  weightKg: { min: 0, max: 500, step: 0.25 },
  seconds: { min: 1, max: 10800, step: 1 },
  distanceKm: { min: 0.01, max: 500, step: 0.01 },
  rpe: { min: 1, max: 10, step: 0.5 },
};

export const MAX_ITEMS = 40;
export const MAX_SETS = 20;
export const GROUP_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** A builder row: the item as sent, plus what the screen shows about its exercise and a stable key. */
export interface BuilderItem extends WorkoutItem {
  key: string;
  exerciseName: string;
  tracking: ExerciseTracking;
}

let nextKey = 0;
export const newKey = () => `item-${++nextKey}`;

/** A first set that suits the exercise: 3 x 10 for reps, a minute for time. */
export function defaultSet(tracking: ExerciseTracking, type: SetType = 'normal'): SetTarget {
  switch (tracking) {
    case 'weight_reps':
      return { type, reps: 10, weightKg: null };
    case 'reps':
      return { type, reps: 10 };
    case 'time':
      return { type, seconds: 60 };
    case 'distance_time':
      return { type, distanceKm: 1, seconds: null };
  }
}

export function newItem(exercise: { id: number; name: string; tracking: ExerciseTracking }): BuilderItem {
  return {
    key: newKey(),
    exerciseId: exercise.id,
    exerciseName: exercise.name,
    tracking: exercise.tracking,
    group: null,
    notes: '',
    restSeconds: 90,
    progression: null,
    sets: [0, 1, 2].map(() => defaultSet(exercise.tracking)),
  };
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function moveItem<T>(items: T[], index: number, direction: -1 | 1): T[] {
  const to = index + direction;
  if (to < 0 || to >= items.length) return items;
  const next = [...items];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/**
 * The supersets: runs of adjacent items with the same group letter (two or more). Answers, for each
 * item, its run's letter and its place in the run ("A1", "A2"), or null when it stands alone.
 */
export function supersetLabels(items: Pick<WorkoutItem, 'group'>[]): (string | null)[] {
  return items.map((item, i) => {
    if (!item.group) return null;
    const same = (j: number) => j >= 0 && j < items.length && items[j]!.group === item.group;
    if (!same(i - 1) && !same(i + 1)) return null;
    let start = i;
    while (same(start - 1)) start--;
    return `${item.group}${i - start + 1}`;
  });
}

/** The set as the API takes it: only the fields that fit the exercise, empty ones left out. */
export function setBody(set: SetTarget, tracking: ExerciseTracking): SetTarget {
  const body: SetTarget = { type: set.type };
  for (const field of FIELDS_BY_TRACKING[tracking]) {
    const value = set[field];
    if (value !== null && value !== undefined && !Number.isNaN(value)) body[field] = value;
  }
  return body;
}

export function progressionBody(progression: Progression): Progression {
  if (!progression) return null;
  if ('addKg' in progression) return Number.isFinite(progression.addKg) ? { addKg: progression.addKg } : null;
  return Number.isFinite(progression.addReps) ? { addReps: progression.addReps } : null;
}

export function workoutBody(name: string, notes: string, items: BuilderItem[]): WorkoutInput {
  return {
    name: name.trim(),
    notes: notes.trim(),
    items: items.map((item) => ({
      exerciseId: item.exerciseId,
      group: item.group,
      notes: item.notes.trim(),
      restSeconds: item.restSeconds,
      progression: progressionBody(item.progression),
      sets: item.sets.map((set) => setBody(set, item.tracking)),
    })),
  };
}

/** What the builder checks before sending (the API checks everything again and names the field). */
export type BuilderProblem =
  | { kind: 'name' }
  | { kind: 'noItems' }
  | { kind: 'tooManyItems' }
  | { kind: 'target'; item: number; set: number; field: TargetField }
  | { kind: 'repsMax'; item: number; set: number }
  | { kind: 'distanceOrTime'; item: number; set: number };

export function builderProblems(name: string, items: BuilderItem[]): BuilderProblem[] {
  const problems: BuilderProblem[] = [];
  if (!name.trim() || name.trim().length > 80) problems.push({ kind: 'name' });
  if (items.length === 0) problems.push({ kind: 'noItems' });
  if (items.length > MAX_ITEMS) problems.push({ kind: 'tooManyItems' });
  items.forEach((item, i) => {
    item.sets.forEach((set, s) => {
      const required: TargetField[] = item.tracking === 'time' ? ['seconds'] : item.tracking === 'distance_time' ? [] : ['reps'];
      for (const field of FIELDS_BY_TRACKING[item.tracking]) {
        const value = set[field];
        const empty = value === null || value === undefined || Number.isNaN(value);
        const { min, max } = FIELD_LIMITS[field];
        if (empty ? required.includes(field) : value < min || value > max) problems.push({ kind: 'target', item: i, set: s, field });
      }
      if (set.repsMax != null && set.reps != null && set.repsMax < set.reps && FIELDS_BY_TRACKING[item.tracking].includes('repsMax'))
        problems.push({ kind: 'repsMax', item: i, set: s });
      if (item.tracking === 'distance_time' && set.distanceKm == null && set.seconds == null)
        problems.push({ kind: 'distanceOrTime', item: i, set: s });
    });
  });
  return problems;
}

/** The builder's rows from a saved workout (each item carries its exercise). */
export function itemsFromWorkout(items: Workout['items']): BuilderItem[] {
  return items.map((item) => ({
    key: newKey(),
    exerciseId: item.exerciseId,
    exerciseName: item.exercise.name,
    tracking: item.exercise.tracking,
    group: item.group,
    notes: item.notes,
    restSeconds: item.restSeconds,
    progression: item.progression,
    sets: item.sets.map((set) => setBody(set, item.exercise.tracking)),
  }));
}
