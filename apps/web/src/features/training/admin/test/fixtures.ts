// Test data in the contracts' shapes for the coach's training screens.
import type { Exercise, SetActual } from '../types';
import type { SetTarget as PlannedSet } from '@rhythmfit/contracts';

export const exercise = (id: number, name: string, tracking: Exercise['tracking'] = 'weight_reps'): Exercise => ({
  id,
  name,
  category: 'strength',
  primaryMuscles: ['chest'],
  secondaryMuscles: [],
  equipment: 'barbell',
  tracking,
  instructions: '',
  videoUrl: null,
  videoLink: null,
  builtIn: true,
  archived: false,
});

export const target = (set: Partial<PlannedSet>): PlannedSet => ({
  type: 'normal',
  reps: null,
  repsMax: null,
  weightKg: null,
  seconds: null,
  distanceKm: null,
  rpe: null,
  ...set,
});

export const actual = (set: Partial<SetActual>): SetActual => ({
  reps: null,
  weightKg: null,
  seconds: null,
  distanceKm: null,
  rpe: null,
  done: true,
  ...set,
});
