// The items of a workout as stored (JSON text on training_workouts and scheduled_workouts) and the
// member's log beside them: checked against the library, copied, and read back.
import type {
  Exercise,
  OwnWorkoutBodySchema,
  Progression,
  SetTarget,
  SetType,
  WorkoutBodySchema,
  LogBodySchema,
} from '@rhythmfit/contracts';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import { BadRequestError } from '../../lib/errors.js';
import { exercisesByIds } from './exercises.js';
import { misfitActualFields, misfitTargetFields, missingTargetField } from './rules/index.js';

export interface StoredItem {
  exerciseId: number;
  group: string | null;
  notes: string;
  restSeconds: number;
  progression: Progression | null;
  sets: SetTarget[];
}

export interface StoredLoggedSet {
  reps: number | null;
  weightKg: number | null;
  seconds: number | null;
  distanceKm: number | null;
  rpe: number | null;
  done: boolean;
}

export interface StoredLogItem {
  sets: StoredLoggedSet[];
}

type ItemInput = z.output<typeof WorkoutBodySchema>['items'][number] | z.output<typeof OwnWorkoutBodySchema>['items'][number];

export function parseItems(text: string): StoredItem[] {
  return JSON.parse(text) as StoredItem[];
}

export function parseLog(text: string | null): StoredLogItem[] | null {
  return text ? (JSON.parse(text) as StoredLogItem[]) : null;
}

const n = (value: number | null | undefined): number | null => (value === undefined ? null : value);

function targetOf(set: ItemInput['sets'][number]): SetTarget {
  return {
    type: (set.type ?? 'normal') as SetType,
    reps: n(set.reps),
    repsMax: n(set.repsMax),
    weightKg: n(set.weightKg),
    seconds: n(set.seconds),
    distanceKm: n(set.distanceKm),
    rpe: n(set.rpe),
  };
}

/**
 * Checks items against the library and answers them as stored: an unknown or archived exercise is
 * 400 `unknown_exercise`; a target field of another kind is 400 `target_not_for_exercise`, and so
 * is a coach's target without the field the kind needs (`required`; a member's own may omit them).
 */
export async function checkItems(
  db: DB,
  items: readonly ItemInput[],
  options: { required: boolean },
): Promise<{ items: StoredItem[]; exercises: Map<number, Exercise> }> {
  const exercises = await exercisesByIds(
    db,
    items.map((item) => item.exerciseId),
  );
  const stored = items.map((item, index): StoredItem => {
    const exercise = exercises.get(item.exerciseId);
    if (!exercise || exercise.archived)
      throw new BadRequestError(`items.${index}.exerciseId: no such exercise in the library`, 'unknown_exercise');
    const sets = item.sets.map((set, setIndex) => {
      const target = targetOf(set);
      const misfit = misfitTargetFields(exercise.tracking, target);
      if (misfit.length > 0)
        throw new BadRequestError(
          `items.${index}.sets.${setIndex}.${misfit[0]}: does not fit ${exercise.name} (${exercise.tracking})`,
          'target_not_for_exercise',
        );
      if (options.required) {
        const missing = missingTargetField(exercise.tracking, target);
        if (missing)
          throw new BadRequestError(
            `items.${index}.sets.${setIndex}.${missing}: ${exercise.name} needs ${missing}`,
            'target_not_for_exercise',
          );
      }
      return target;
    });
    return {
      exerciseId: item.exerciseId,
      group: item.group ?? null,
      notes: item.notes ?? '',
      restSeconds: item.restSeconds ?? 90,
      progression: item.progression ?? null,
      sets,
    };
  });
  return { items: stored, exercises };
}

/** A rough length for a workout (sets of ~45 s with the item's rest), in whole minutes, at least 5. */
export function estimatedMinutes(items: readonly StoredItem[]): number {
  let seconds = 0;
  for (const item of items) seconds += item.sets.length * (45 + item.restSeconds);
  return Math.max(5, Math.round(seconds / 60 / 5) * 5);
}

/**
 * Checks a member's log against the planned items: by position, no more items than planned, at most
 * 20 sets per item, and only the fields the exercise tracks (400 `set_not_for_exercise`).
 */
export function checkLog(
  planned: readonly StoredItem[],
  exercises: ReadonlyMap<number, Exercise>,
  body: z.output<typeof LogBodySchema>,
): StoredLogItem[] {
  if (body.items.length > planned.length)
    throw new BadRequestError(`items: this workout has ${planned.length} exercises`, 'too_many_items');
  return body.items.map((item, index) => {
    const exercise = exercises.get(planned[index]!.exerciseId)!;
    return {
      sets: item.sets.map((set, setIndex) => {
        const actual: StoredLoggedSet = {
          reps: n(set.reps),
          weightKg: n(set.weightKg),
          seconds: n(set.seconds),
          distanceKm: n(set.distanceKm),
          rpe: n(set.rpe),
          done: set.done ?? false,
        };
        const misfit = misfitActualFields(exercise.tracking, actual);
        if (misfit.length > 0)
          throw new BadRequestError(
            `items.${index}.sets.${setIndex}.${misfit[0]}: does not fit ${exercise.name} (${exercise.tracking})`,
            'set_not_for_exercise',
          );
        return actual;
      }),
    };
  });
}
