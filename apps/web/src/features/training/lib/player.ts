// The workout player's state, kept apart from the screen so it can be tested on its own: the draft
// log (one row per set, prefilled from the target, else from last time), the fields each exercise
// tracks, supersets (adjacent items with the same group letter), the body of PUT .../log and the
// summary shown on Finish (duration, volume).
import type { ExerciseTracking } from '@rhythmfit/contracts';
import type { LogBody, LogSet, PlannedSet, ScheduledItem, ScheduledWorkout, SetType } from '../api/types';

export const MAX_SETS_PER_ITEM = 20;

export type SetField = 'reps' | 'weightKg' | 'seconds' | 'distanceKm';

/** The fields a set of the exercise records, in the order the row shows them. */
export const TRACKED_FIELDS: Record<ExerciseTracking, SetField[]> = {
  weight_reps: ['weightKg', 'reps'],
  reps: ['reps', 'weightKg'],
  time: ['seconds'],
  distance_time: ['distanceKm', 'seconds'],
};

export interface DraftSet {
  type: SetType;
  reps: number | null;
  weightKg: number | null;
  seconds: number | null;
  distanceKm: number | null;
  rpe: number | null;
  done: boolean;
}

export interface DraftItem {
  sets: DraftSet[];
}

/** The member's log as it stands on the device. */
export interface Draft {
  scheduledId: number;
  startedAt: string;
  items: DraftItem[];
  notes: string;
  rating: number | null;
  finished: boolean;
  /** When the member finished (on the device: the server keeps its own completedAt). */
  finishedAt: string | null;
}

const num = (value: number | null | undefined): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function prefillSet(item: ScheduledItem, planned: PlannedSet, index: number): DraftSet {
  if (planned.actual) {
    const a = planned.actual;
    return {
      type: planned.type,
      reps: num(a.reps),
      weightKg: num(a.weightKg),
      seconds: num(a.seconds),
      distanceKm: num(a.distanceKm),
      rpe: num(a.rpe),
      done: a.done,
    };
  }
  const target = planned.target;
  // No target (a member's own workout): what they did last time in the same set, else nothing.
  const last = item.previous?.sets[index] ?? item.previous?.sets[item.previous.sets.length - 1];
  const pick = (field: SetField) => num(target?.[field]) ?? num(last?.[field]);
  return {
    type: planned.type,
    reps: pick('reps'),
    weightKg: pick('weightKg'),
    seconds: pick('seconds'),
    distanceKm: pick('distanceKm'),
    rpe: null,
    done: false,
  };
}

/** The log to start from: what the server has (a workout already begun), else the targets. */
export function initialDraft(workout: ScheduledWorkout, now: Date = new Date()): Draft {
  return {
    scheduledId: workout.id,
    startedAt: workout.startedAt ?? now.toISOString(),
    items: workout.items.map((item) => ({ sets: item.sets.map((planned, index) => prefillSet(item, planned, index)) })),
    notes: workout.memberNotes ?? '',
    rating: workout.rating,
    finished: workout.status === 'done',
    finishedAt: workout.completedAt,
  };
}

function mapSet(draft: Draft, itemIndex: number, setIndex: number, change: (set: DraftSet) => DraftSet): Draft {
  return {
    ...draft,
    items: draft.items.map((item, i) =>
      i === itemIndex ? { ...item, sets: item.sets.map((set, j) => (j === setIndex ? change(set) : set)) } : item,
    ),
  };
}

export function toggleDone(draft: Draft, itemIndex: number, setIndex: number): Draft {
  return mapSet(draft, itemIndex, setIndex, (set) => ({ ...set, done: !set.done }));
}

export function updateSet(draft: Draft, itemIndex: number, setIndex: number, field: SetField, value: number | null): Draft {
  return mapSet(draft, itemIndex, setIndex, (set) => ({ ...set, [field]: value }));
}

/** A set like the item's last one, not done yet (at most 20 in an item). */
export function addSet(draft: Draft, itemIndex: number): Draft {
  return {
    ...draft,
    items: draft.items.map((item, i) => {
      if (i !== itemIndex || item.sets.length >= MAX_SETS_PER_ITEM) return item;
      const last = item.sets[item.sets.length - 1];
      const set: DraftSet = last
        ? { ...last, type: last.type === 'warmup' ? 'normal' : last.type, rpe: null, done: false }
        : { type: 'normal', reps: null, weightKg: null, seconds: null, distanceKm: null, rpe: null, done: false };
      return { ...item, sets: [...item.sets, set] };
    }),
  };
}

/** Sets the member added beyond the plan may be taken away again (planned ones stay). */
export function removeAddedSet(draft: Draft, workout: ScheduledWorkout, itemIndex: number): Draft {
  const planned = workout.items[itemIndex]?.sets.length ?? 0;
  return {
    ...draft,
    items: draft.items.map((item, i) => (i === itemIndex && item.sets.length > planned ? { ...item, sets: item.sets.slice(0, -1) } : item)),
  };
}

/** One set as the API takes it: only the fields its exercise tracks. */
/** What the API accepts: whole reps and seconds, kg in steps of 0.25, km to 0.01, RPE in steps of 0.5. */
const ROUND: Record<SetField | 'rpe', (value: number) => number> = {
  reps: (v) => Math.round(v),
  seconds: (v) => Math.round(v),
  weightKg: (v) => Math.round(v * 4) / 4,
  distanceKm: (v) => Math.round(v * 100) / 100,
  rpe: (v) => Math.min(10, Math.max(1, Math.round(v * 2) / 2)),
};

export function logSet(set: DraftSet, tracking: ExerciseTracking): LogSet {
  const out: LogSet = { done: set.done };
  for (const field of TRACKED_FIELDS[tracking]) {
    const value = set[field];
    if (value !== null) out[field] = ROUND[field](value);
  }
  if (set.rpe !== null) out.rpe = ROUND.rpe(set.rpe);
  return out;
}

export function logBody(draft: Draft, workout: ScheduledWorkout): LogBody {
  return {
    startedAt: draft.startedAt,
    items: draft.items.map((item, i) => ({
      sets: item.sets.map((set) => logSet(set, workout.items[i]?.exercise.tracking ?? 'weight_reps')),
    })),
    notes: draft.notes.trim() ? draft.notes.trim() : null,
    rating: draft.rating,
    finished: draft.finished,
  };
}

/** Supersets and circuits: runs of adjacent items with the same group letter (a lone item is its own block). */
export interface ItemBlock {
  group: string | null;
  indexes: number[];
}

export function blocks(items: Pick<ScheduledItem, 'group'>[]): ItemBlock[] {
  const out: ItemBlock[] = [];
  items.forEach((item, index) => {
    const last = out[out.length - 1];
    if (item.group && last && last.group === item.group) last.indexes.push(index);
    else out.push({ group: item.group, indexes: [index] });
  });
  return out;
}

/** kg x reps over the done sets that are not warm-ups (as the server counts volume). */
export function volumeKg(draft: Draft): number {
  let total = 0;
  for (const item of draft.items)
    for (const set of item.sets) if (set.done && set.type !== 'warmup' && set.weightKg && set.reps) total += set.weightKg * set.reps;
  return Math.round(total * 10) / 10;
}

export function setsDone(draft: Draft): { done: number; total: number } {
  let done = 0;
  let total = 0;
  for (const item of draft.items)
    for (const set of item.sets) {
      total += 1;
      if (set.done) done += 1;
    }
  return { done, total };
}

/** Whole minutes from start to finish (or to now while it runs), never below 0. */
export function durationMinutes(draft: Draft, now: Date = new Date()): number {
  const end = draft.finishedAt ? Date.parse(draft.finishedAt) : now.getTime();
  return Math.max(0, Math.round((end - Date.parse(draft.startedAt)) / 60_000));
}

export function finish(draft: Draft, now: Date = new Date()): Draft {
  return { ...draft, finished: true, finishedAt: draft.finishedAt ?? now.toISOString() };
}

/** "40 kg x 10", "45 s", "2.5 km in 900 s" parts of a set, for "last time" (formatted by the screen). */
export function hasValue(set: Partial<Record<SetField, number | null | undefined>>): boolean {
  return (['reps', 'weightKg', 'seconds', 'distanceKm'] as const).some((f) => typeof set[f] === 'number');
}
