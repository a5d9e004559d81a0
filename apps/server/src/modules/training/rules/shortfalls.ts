// Where the member fell short of the plan (issue 41), for the coach's view of a log: normal sets
// done below target, planned sets not done, and exercises skipped (no set of it done). `setIndex`
// counts the item's sets from 1 as listed. Warm-up sets are not held against the member, and sets
// the member added beyond the plan have no target to miss. An exercise skipped is one entry with
// `setIndex`, `target` and `actual` null rather than one per set.
import type { LoggedSet, SetActual, SetTarget } from './types.js';

export type ShortfallReason = 'below_target' | 'not_done' | 'exercise_skipped';

export interface Shortfall<T extends SetTarget = SetTarget, A extends SetActual = SetActual> {
  exerciseName: string;
  setIndex: number | null;
  target: T | null;
  actual: A | null;
  reason: ShortfallReason;
}

/** A set as logged, with the caller's own target and actual shapes (answered as they came). */
export interface ShortfallSet<T extends SetTarget = SetTarget, A extends SetActual = SetActual> extends Omit<
  LoggedSet,
  'target' | 'actual'
> {
  target?: T | null;
  actual: A | null;
}

export interface ShortfallItem<T extends SetTarget = SetTarget, A extends SetActual = SetActual> {
  exerciseName: string;
  sets: readonly ShortfallSet<T, A>[];
}

function has(value: number | null | undefined): value is number {
  return value !== null && value !== undefined;
}

/** Whether a done set fell below its target: fewer reps, less kg, less time or distance. */
export function belowTarget(target: SetTarget, actual: SetActual): boolean {
  if (has(target.reps) && (actual.reps ?? 0) < target.reps) return true;
  if (has(target.weightKg) && (actual.weightKg ?? 0) < target.weightKg) return true;
  if (has(target.distanceKm)) {
    if ((actual.distanceKm ?? 0) < target.distanceKm) return true;
    // With a distance planned, the seconds are a time to beat: slower is short.
    if (has(target.seconds) && has(actual.seconds) && actual.seconds > target.seconds) return true;
    return false;
  }
  if (has(target.seconds) && (actual.seconds ?? 0) < target.seconds) return true;
  return false;
}

export function shortfalls<T extends SetTarget, A extends SetActual>(items: readonly ShortfallItem<T, A>[]): Shortfall<T, A>[] {
  const found: Shortfall<T, A>[] = [];
  for (const item of items) {
    const planned = item.sets.filter((set) => set.target);
    if (planned.length > 0 && !item.sets.some((set) => set.actual?.done)) {
      found.push({ exerciseName: item.exerciseName, setIndex: null, target: null, actual: null, reason: 'exercise_skipped' });
      continue;
    }
    for (const [index, set] of item.sets.entries()) {
      if (!set.target || set.type === 'warmup') continue;
      const setIndex = index + 1;
      if (!set.actual?.done) {
        found.push({ exerciseName: item.exerciseName, setIndex, target: set.target, actual: set.actual, reason: 'not_done' });
      } else if (set.type === 'normal' && belowTarget(set.target, set.actual)) {
        found.push({ exerciseName: item.exerciseName, setIndex, target: set.target, actual: set.actual, reason: 'below_target' });
      }
    }
  }
  return found;
}
