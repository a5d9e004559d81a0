// A planned or logged set in words ("8 × 40 kg", "1.5 km in 8:30"), one message per shape so a
// translation can order the parts as its language does.
import type { ExerciseTracking } from '@rhythmfit/contracts';
import { formatNumber } from '../../../../lib/format';
import type { trainingAdminTexts } from '../texts';
import type { SetActual, SetTarget } from '../types';

type T = typeof trainingAdminTexts;

/** Seconds as m:ss (or h:mm:ss), digits only: the same in every language. */
export function clock(seconds: number): string {
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

const kg = (value: number) => formatNumber(value, 2);

export function describeSet(t: T, tracking: ExerciseTracking, set: SetTarget | SetActual | null | undefined): string {
  if (!set) return t('set.none');
  const { reps, weightKg, seconds, distanceKm } = set;
  const repsMax = 'repsMax' in set ? set.repsMax : null;
  if (tracking === 'time') return seconds != null ? t('set.time', { time: clock(seconds) }) : t('set.none');
  if (tracking === 'distance_time') {
    if (distanceKm != null && seconds != null) return t('set.distanceTime', { km: kg(distanceKm), time: clock(seconds) });
    if (distanceKm != null) return t('set.distance', { km: kg(distanceKm) });
    return seconds != null ? t('set.time', { time: clock(seconds) }) : t('set.none');
  }
  if (reps == null) return t('set.none');
  const withRange = repsMax != null && repsMax !== reps;
  if (weightKg != null && weightKg > 0)
    return withRange ? t('set.repsRangeKg', { reps, repsMax, kg: kg(weightKg) }) : t('set.repsKg', { reps, kg: kg(weightKg) });
  return withRange ? t('set.repsRange', { reps, repsMax }) : t('set.reps', { reps });
}
