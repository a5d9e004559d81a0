// Progression that waits for the member (issue 41): when every `normal` set of an item with a
// progression step was marked done with actual reps ≥ target reps and actual kg ≥ target kg, the
// next occurrence gets the item's normal sets raised by the step (`addKg` on `weightKg`, `addReps`
// on `reps` and `repsMax`); warm-up, drop and failure sets keep theirs. When any normal set fell
// short, or the item has no normal set, the targets stay as they were. Each item is judged on its
// own sets alone; sets the member added beyond the plan do not count.
import type { PlannedSet, SetActual, SetTarget } from './types.js';

export type Progression = { addKg: number } | { addReps: number } | null;

export interface ProgressionItem {
  progression: Progression;
  sets: readonly PlannedSet[];
}

export interface ProgressionResult {
  /** Whether every normal set met its targets and the step applies. */
  raised: boolean;
  /** The next occurrence's sets (the same objects' values when not raised). */
  sets: PlannedSet[];
}

const MAX_KG = 500;
const MAX_REPS = 100;

function metTarget(target: SetTarget, actual: SetActual | null | undefined): boolean {
  if (!actual?.done) return false;
  if (target.reps !== null && target.reps !== undefined && (actual.reps ?? 0) < target.reps) return false;
  if (target.weightKg !== null && target.weightKg !== undefined && (actual.weightKg ?? 0) < target.weightKg) return false;
  return true;
}

/** Whether every normal set of the item met its targets (false when there is no normal set). */
export function itemMetTargets(sets: readonly PlannedSet[], logged: ReadonlyArray<SetActual | null | undefined>): boolean {
  let normal = 0;
  for (const [index, set] of sets.entries()) {
    if (set.type !== 'normal') continue;
    normal += 1;
    if (!metTarget(set.target, logged[index])) return false;
  }
  return normal > 0;
}

function raise(target: SetTarget, step: NonNullable<Progression>): SetTarget {
  if ('addKg' in step) {
    if (target.weightKg === null || target.weightKg === undefined) return { ...target };
    return { ...target, weightKg: Math.min(MAX_KG, Number((target.weightKg + step.addKg).toFixed(2))) };
  }
  const next: SetTarget = { ...target };
  if (target.reps !== null && target.reps !== undefined) next.reps = Math.min(MAX_REPS, target.reps + step.addReps);
  if (target.repsMax !== null && target.repsMax !== undefined) next.repsMax = Math.min(MAX_REPS, target.repsMax + step.addReps);
  return next;
}

/** The targets for the item's next occurrence, raised when it met them. */
export function nextTargets(item: ProgressionItem, logged: ReadonlyArray<SetActual | null | undefined>): ProgressionResult {
  const copy = (): PlannedSet[] => item.sets.map((set) => ({ type: set.type, target: { ...set.target } }));
  if (!item.progression || !itemMetTargets(item.sets, logged)) return { raised: false, sets: copy() };
  const step = item.progression;
  return {
    raised: true,
    sets: item.sets.map((set) => ({ type: set.type, target: set.type === 'normal' ? raise(set.target, step) : { ...set.target } })),
  };
}
