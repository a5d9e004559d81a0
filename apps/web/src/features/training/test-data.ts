// Workouts as the API answers them, for the training screens' tests.
import type { ExerciseTracking } from '@rhythmfit/contracts';
import type { CalendarEntry, Exercise, PlannedSet, ScheduledItem, ScheduledWorkout, SetActual, SetTarget, SetType } from './api/types';

export function signIn(userId = 7): void {
  localStorage.setItem('token', 'member-token');
  localStorage.setItem('role', 'USER');
  localStorage.setItem('userId', String(userId));
}

export function exercise(id: number, name: string, tracking: ExerciseTracking): Exercise {
  return {
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
  };
}

export function target(fields: Partial<SetTarget>): SetTarget {
  return { type: 'normal', reps: null, repsMax: null, weightKg: null, seconds: null, distanceKm: null, rpe: null, ...fields };
}

export function logged(fields: Partial<SetActual>): SetActual {
  return { reps: null, weightKg: null, seconds: null, distanceKm: null, rpe: null, done: true, ...fields };
}

export function planned(type: SetType, fields: Partial<SetTarget>): PlannedSet {
  return { type, target: target({ ...fields, type }), actual: null };
}

function item(fields: Partial<ScheduledItem> & Pick<ScheduledItem, 'exercise' | 'sets'>): ScheduledItem {
  return { group: null, notes: '', restSeconds: 90, progression: null, previous: null, ...fields };
}

/** Bench (3 x 8 at 40 kg after a warm-up), a superset A of rows and push-ups, and a plank. */
export function workout(overrides: Partial<ScheduledWorkout> = {}): ScheduledWorkout {
  return {
    id: 41,
    date: '2026-11-29',
    name: 'Upper A',
    notes: 'Keep the rest short in the superset.',
    status: 'planned',
    startedAt: null,
    completedAt: null,
    rating: null,
    memberNotes: null,
    skipReason: null,
    own: false,
    newRecords: [],
    items: [
      item({
        exercise: exercise(1, 'Bench Press', 'weight_reps'),
        restSeconds: 90,
        previous: {
          date: '2026-11-22',
          scheduledId: 30,
          sets: [
            { ...logged({ reps: 10, weightKg: 20 }), type: 'warmup' },
            { ...logged({ reps: 8, weightKg: 37.5 }), type: 'normal' },
          ],
        },
        sets: [
          planned('warmup', { reps: 10, weightKg: 20 }),
          planned('normal', { reps: 8, weightKg: 40 }),
          planned('normal', { reps: 8, weightKg: 40 }),
        ],
      }),
      item({
        exercise: exercise(2, 'Dumbbell Row', 'weight_reps'),
        group: 'A',
        restSeconds: 0,
        sets: [planned('normal', { reps: 10, weightKg: 22.5 })],
      }),
      item({ exercise: exercise(3, 'Push-up', 'reps'), group: 'A', restSeconds: 60, sets: [planned('normal', { reps: 15 })] }),
      item({ exercise: exercise(4, 'Plank', 'time'), restSeconds: 30, sets: [planned('normal', { seconds: 60 })] }),
    ],
    ...overrides,
  };
}

export function entry(overrides: Partial<CalendarEntry> = {}): CalendarEntry {
  return {
    id: 41,
    date: '2026-11-29',
    name: 'Upper A',
    status: 'planned',
    exerciseCount: 4,
    startedAt: null,
    completedAt: null,
    ...overrides,
  };
}
