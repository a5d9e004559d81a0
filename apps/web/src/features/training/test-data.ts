// Workouts as the API answers them, for the training screens' tests.
import type { CalendarEntry, ScheduledWorkout } from './api/types';

export function signIn(userId = 7): void {
  localStorage.setItem('token', 'member-token');
  localStorage.setItem('role', 'USER');
  localStorage.setItem('userId', String(userId));
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
    newRecords: [],
    items: [
      {
        exercise: { id: 1, name: 'Bench Press', tracking: 'weight_reps' },
        group: null,
        notes: null,
        restSeconds: 90,
        previous: {
          date: '2026-11-22',
          scheduledId: 30,
          sets: [
            { reps: 10, weightKg: 20, done: true, type: 'warmup' },
            { reps: 8, weightKg: 37.5, done: true, type: 'normal' },
          ],
        },
        sets: [
          { type: 'warmup', target: { reps: 10, weightKg: 20 }, actual: null },
          { type: 'normal', target: { reps: 8, weightKg: 40 }, actual: null },
          { type: 'normal', target: { reps: 8, weightKg: 40 }, actual: null },
        ],
      },
      {
        exercise: { id: 2, name: 'Dumbbell Row', tracking: 'weight_reps' },
        group: 'A',
        notes: null,
        restSeconds: 0,
        previous: null,
        sets: [{ type: 'normal', target: { reps: 10, weightKg: 22.5 }, actual: null }],
      },
      {
        exercise: { id: 3, name: 'Push-up', tracking: 'reps' },
        group: 'A',
        notes: null,
        restSeconds: 60,
        previous: null,
        sets: [{ type: 'normal', target: { reps: 15 }, actual: null }],
      },
      {
        exercise: { id: 4, name: 'Plank', tracking: 'time' },
        group: null,
        notes: null,
        restSeconds: 30,
        previous: null,
        sets: [{ type: 'normal', target: { seconds: 60 }, actual: null }],
      },
    ],
    ...overrides,
  };
}

export function entry(overrides: Partial<CalendarEntry> = {}): CalendarEntry {
  return { id: 41, date: '2026-11-29', name: 'Upper A', status: 'planned', exerciseCount: 4, completedAt: null, ...overrides };
}
