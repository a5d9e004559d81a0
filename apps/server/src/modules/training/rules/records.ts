// Records (issue 41). Only done sets that are not warm-ups count. The estimated one-rep max is
// Epley's `w x (1 + reps / 30)` for 2-12 reps and `w` for one rep, rounded to 0.1 kg; sets over 12
// reps do not count for it. Volume is the sum of kg x reps over the counted sets of one workout
// (`bestVolumeKg` is the best workout's). A figure of 0 is no figure (a set of bodyweight reps
// has no heaviest kg). Which figures an exercise keeps depends on what it tracks:
//   weight_reps   e1rm, heaviest, volume
//   reps          reps, and heaviest and volume when kg were added
//   time          time
//   distance_time distance, time
import type { ExerciseTracking, LoggedSet, SetActual } from './types.js';

export const RECORD_KINDS = ['e1rm', 'heaviest', 'reps', 'time', 'distance', 'volume'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** Which figure of `ExerciseFigures` each record kind compares. */
export const RECORD_FIGURE: Record<RecordKind, keyof ExerciseFigures> = {
  e1rm: 'e1rmKg',
  heaviest: 'heaviestKg',
  reps: 'mostReps',
  time: 'longestSeconds',
  distance: 'longestDistanceKm',
  volume: 'bestVolumeKg',
};

const KINDS_BY_TRACKING: Record<ExerciseTracking, readonly RecordKind[]> = {
  weight_reps: ['e1rm', 'heaviest', 'volume'],
  reps: ['reps', 'heaviest', 'volume'],
  time: ['time'],
  distance_time: ['distance', 'time'],
};

/** An exercise's figures, from one workout or the best over many; null when there is none. */
export interface ExerciseFigures {
  e1rmKg: number | null;
  heaviestKg: number | null;
  mostReps: number | null;
  longestSeconds: number | null;
  longestDistanceKm: number | null;
  bestVolumeKg: number | null;
}

export const NO_FIGURES: ExerciseFigures = {
  e1rmKg: null,
  heaviestKg: null,
  mostReps: null,
  longestSeconds: null,
  longestDistanceKm: null,
  bestVolumeKg: null,
};

function round(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** 0.1 kg rounding without binary noise (100.00000000000001). */
function round1(value: number): number {
  return Number(round(value, 0.1).toFixed(1));
}

function round2(value: number): number {
  return Number(value.toFixed(2));
}

/** Epley's estimated one-rep max, or null when the set does not count (no kg, 0 or >12 reps). */
export function epley(weightKg: number | null | undefined, reps: number | null | undefined): number | null {
  if (!weightKg || weightKg <= 0 || !reps || reps < 1 || reps > 12) return null;
  if (reps === 1) return round1(weightKg);
  return round1(weightKg * (1 + reps / 30));
}

/** The sets that count for records: done and not warm-ups. */
export function countedSets(sets: readonly LoggedSet[]): SetActual[] {
  const counted: SetActual[] = [];
  for (const set of sets) {
    if (set.type === 'warmup' || !set.actual?.done) continue;
    counted.push(set.actual);
  }
  return counted;
}

/** kg x reps over the counted sets (0 when none carry kg). */
export function volumeKg(sets: readonly LoggedSet[]): number {
  let volume = 0;
  for (const set of countedSets(sets)) {
    if (set.weightKg && set.reps) volume += set.weightKg * set.reps;
  }
  return round2(volume);
}

function maxOf(values: Array<number | null | undefined>): number | null {
  let best: number | null = null;
  for (const value of values) {
    if (value === null || value === undefined || value <= 0) continue;
    if (best === null || value > best) best = value;
  }
  return best;
}

/** The figures one workout's sets of an exercise reach, limited to what the exercise tracks. */
export function workoutFigures(tracking: ExerciseTracking, sets: readonly LoggedSet[]): ExerciseFigures {
  const counted = countedSets(sets);
  const kinds = KINDS_BY_TRACKING[tracking];
  const volume = volumeKg(sets);
  const all: ExerciseFigures = {
    e1rmKg: maxOf(counted.map((set) => epley(set.weightKg, set.reps))),
    heaviestKg: maxOf(counted.map((set) => set.weightKg)),
    mostReps: maxOf(counted.map((set) => set.reps)),
    longestSeconds: maxOf(counted.map((set) => set.seconds)),
    longestDistanceKm: maxOf(counted.map((set) => set.distanceKm)),
    bestVolumeKg: volume > 0 ? volume : null,
  };
  const figures: ExerciseFigures = { ...NO_FIGURES };
  for (const kind of kinds) {
    const key = RECORD_FIGURE[kind];
    figures[key] = all[key];
  }
  return figures;
}

/** One figure of the records table: its value and the workout that set it. */
export interface RecordFigure {
  value: number;
  date: string;
  scheduledId: number;
}

export type ExerciseRecords = { [K in keyof ExerciseFigures]: RecordFigure | null };

export interface FinishedExerciseLog {
  exerciseId: number;
  tracking: ExerciseTracking;
  date: string;
  scheduledId: number;
  sets: readonly LoggedSet[];
}

/**
 * The best of each figure over finished workouts, per exercise. Ties keep the earlier workout
 * (by date, then scheduled id), so the record names when it was first reached.
 */
export function bestRecords(logs: readonly FinishedExerciseLog[]): Map<number, ExerciseRecords> {
  const ordered = [...logs].sort((a, b) => (a.date === b.date ? a.scheduledId - b.scheduledId : a.date < b.date ? -1 : 1));
  const best = new Map<number, ExerciseRecords>();
  for (const log of ordered) {
    const figures = workoutFigures(log.tracking, log.sets);
    let records = best.get(log.exerciseId);
    if (!records) {
      records = { e1rmKg: null, heaviestKg: null, mostReps: null, longestSeconds: null, longestDistanceKm: null, bestVolumeKg: null };
      best.set(log.exerciseId, records);
    }
    for (const key of Object.keys(figures) as Array<keyof ExerciseFigures>) {
      const value = figures[key];
      if (value === null) continue;
      const current = records[key];
      if (!current || value > current.value) records[key] = { value, date: log.date, scheduledId: log.scheduledId };
    }
  }
  return best;
}

export interface NewRecord {
  exerciseId: number;
  kind: RecordKind;
  value: number;
  previous: number | null;
}

export interface ThisWorkoutExercise {
  exerciseId: number;
  tracking: ExerciseTracking;
  sets: readonly LoggedSet[];
}

/**
 * The records this workout sets against the member's best before it (from other finished
 * workouts): a figure beyond the previous best, or a first-ever figure (`previous: null`). An
 * exercise listed twice in the workout is judged on its sets together.
 */
export function newRecords(
  previousBest: ReadonlyMap<number, Partial<Record<keyof ExerciseFigures, number | RecordFigure | null>>>,
  thisWorkout: readonly ThisWorkoutExercise[],
): NewRecord[] {
  const merged = new Map<number, ThisWorkoutExercise>();
  for (const exercise of thisWorkout) {
    const seen = merged.get(exercise.exerciseId);
    merged.set(exercise.exerciseId, seen ? { ...seen, sets: [...seen.sets, ...exercise.sets] } : exercise);
  }
  const found: NewRecord[] = [];
  for (const exercise of merged.values()) {
    const figures = workoutFigures(exercise.tracking, exercise.sets);
    const before = previousBest.get(exercise.exerciseId) ?? {};
    for (const kind of KINDS_BY_TRACKING[exercise.tracking]) {
      const key = RECORD_FIGURE[kind];
      const value = figures[key];
      if (value === null) continue;
      const prior = before[key];
      const previous = prior === null || prior === undefined ? null : typeof prior === 'number' ? prior : prior.value;
      if (previous === null || value > previous) found.push({ exerciseId: exercise.exerciseId, kind, value, previous });
    }
  }
  return found;
}

/**
 * The set a history row shows as the best: the highest estimated one-rep max (heavier on a tie)
 * for weight_reps, the most reps (then kg) for reps, the longest time for time, the longest
 * distance (then the shortest time) for distance_time. Null when no set counts.
 */
export function bestSet(tracking: ExerciseTracking, sets: readonly LoggedSet[]): SetActual | null {
  let best: SetActual | null = null;
  const better = (a: SetActual, b: SetActual): boolean => {
    switch (tracking) {
      case 'weight_reps': {
        const ea = epley(a.weightKg, a.reps) ?? 0;
        const eb = epley(b.weightKg, b.reps) ?? 0;
        if (ea !== eb) return ea > eb;
        if ((a.weightKg ?? 0) !== (b.weightKg ?? 0)) return (a.weightKg ?? 0) > (b.weightKg ?? 0);
        return (a.reps ?? 0) > (b.reps ?? 0);
      }
      case 'reps':
        if ((a.reps ?? 0) !== (b.reps ?? 0)) return (a.reps ?? 0) > (b.reps ?? 0);
        return (a.weightKg ?? 0) > (b.weightKg ?? 0);
      case 'time':
        return (a.seconds ?? 0) > (b.seconds ?? 0);
      case 'distance_time':
        if ((a.distanceKm ?? 0) !== (b.distanceKm ?? 0)) return (a.distanceKm ?? 0) > (b.distanceKm ?? 0);
        return (a.seconds ?? Infinity) < (b.seconds ?? Infinity);
    }
  };
  for (const set of countedSets(sets)) {
    if (best === null || better(set, best)) best = set;
  }
  return best;
}
