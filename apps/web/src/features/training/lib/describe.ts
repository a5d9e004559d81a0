// Sets, records and statuses in words, in the language on screen.
import type { ExerciseTracking } from '@rhythmfit/contracts';
import { formatNumber } from '../../../lib/format';
import type { NewRecord, WorkoutStatus } from '../api/types';

/** The figures of a set, planned or logged. */
export type SetFigures = Partial<Record<'reps' | 'repsMax' | 'weightKg' | 'seconds' | 'distanceKm', number | null>>;
import { trainingTexts as t } from '../texts';

const n = (value: number) => formatNumber(value, 2);
const has = (value: number | null | undefined): value is number => typeof value === 'number';

/** "40 kg × 10", "12 reps", "45 s", "2.5 km in 900 s"; empty when the set holds nothing. */
export function describeSet(set: SetFigures, tracking: ExerciseTracking): string {
  const { reps, repsMax, weightKg, seconds, distanceKm } = set;
  switch (tracking) {
    case 'weight_reps':
      if (has(weightKg) && has(reps))
        return has(repsMax) && repsMax > reps
          ? t('set.weightRepsRange', { kg: n(weightKg), reps: n(reps), repsMax: n(repsMax) })
          : t('set.weightReps', { kg: n(weightKg), reps: n(reps) });
      if (has(reps))
        return has(repsMax) && repsMax > reps
          ? t('set.repsRange', { reps: n(reps), repsMax: n(repsMax) })
          : t('set.repsOnly', { reps: n(reps) });
      return has(weightKg) ? t('value.kg', { kg: n(weightKg) }) : '';
    case 'reps':
      if (!has(reps)) return '';
      if (has(weightKg) && weightKg > 0) return t('set.repsAdded', { reps: n(reps), kg: n(weightKg) });
      return has(repsMax) && repsMax > reps
        ? t('set.repsRange', { reps: n(reps), repsMax: n(repsMax) })
        : t('set.repsOnly', { reps: n(reps) });
    case 'time':
      return has(seconds) ? t('set.time', { seconds: n(seconds) }) : '';
    case 'distance_time':
      if (has(distanceKm) && has(seconds)) return t('set.distanceTime', { km: n(distanceKm), seconds: n(seconds) });
      if (has(distanceKm)) return t('set.distance', { km: n(distanceKm) });
      return has(seconds) ? t('set.time', { seconds: n(seconds) }) : '';
  }
}

export function statusLabel(status: WorkoutStatus): string {
  switch (status) {
    case 'planned':
      return t('status.planned');
    case 'in_progress':
      return t('status.inProgress');
    case 'done':
      return t('status.done');
    case 'skipped':
      return t('status.skipped');
    case 'missed':
      return t('status.missed');
  }
}

export const STATUS_COLORS: Record<WorkoutStatus, string> = {
  planned: 'blue',
  in_progress: 'yellow',
  done: 'teal',
  skipped: 'gray',
  missed: 'red',
};

/** "Bench Press: estimated 1RM 62.5 kg". */
export function describeRecord(record: NewRecord, exercise: string): string {
  const value = n(record.value);
  switch (record.kind) {
    case 'e1rm':
      return t('record.e1rm', { exercise, value });
    case 'heaviest':
      return t('record.heaviest', { exercise, value });
    case 'reps':
      return t('record.reps', { exercise, value });
    case 'time':
      return t('record.time', { exercise, value });
    case 'distance':
      return t('record.distance', { exercise, value });
    case 'volume':
      return t('record.volume', { exercise, value });
  }
}

export function formatKg(value: number): string {
  return n(value);
}
