import { describe, expect, it } from 'vitest';
import { belowTarget, shortfalls } from './shortfalls.js';

describe('shortfalls', () => {
  it('lists normal sets done below target and sets not done, counting sets from 1 as listed', () => {
    const result = shortfalls([
      {
        exerciseName: 'Bench Press',
        sets: [
          { type: 'warmup', target: { reps: 10, weightKg: 20 }, actual: null },
          { type: 'normal', target: { reps: 8, weightKg: 60 }, actual: { reps: 8, weightKg: 60, done: true } },
          { type: 'normal', target: { reps: 8, weightKg: 60 }, actual: { reps: 6, weightKg: 60, done: true } },
          { type: 'normal', target: { reps: 8, weightKg: 60 }, actual: { reps: 8, weightKg: 60, done: false } },
          { type: 'normal', target: { reps: 8, weightKg: 60 }, actual: null },
          { type: 'normal', target: null, actual: null },
        ],
      },
    ]);
    expect(result).toEqual([
      {
        exerciseName: 'Bench Press',
        setIndex: 3,
        target: { reps: 8, weightKg: 60 },
        actual: { reps: 6, weightKg: 60, done: true },
        reason: 'below_target',
      },
      {
        exerciseName: 'Bench Press',
        setIndex: 4,
        target: { reps: 8, weightKg: 60 },
        actual: { reps: 8, weightKg: 60, done: false },
        reason: 'not_done',
      },
      { exerciseName: 'Bench Press', setIndex: 5, target: { reps: 8, weightKg: 60 }, actual: null, reason: 'not_done' },
    ]);
  });
  it('names an exercise with no set done once, as skipped', () => {
    expect(
      shortfalls([
        {
          exerciseName: 'Plank',
          sets: [
            { type: 'normal', target: { seconds: 60 }, actual: null },
            { type: 'normal', target: { seconds: 60 }, actual: { seconds: 60, done: false } },
          ],
        },
      ]),
    ).toEqual([{ exerciseName: 'Plank', setIndex: null, target: null, actual: null, reason: 'exercise_skipped' }]);
  });
  it('holds drop and failure sets not done, but not below target', () => {
    expect(
      shortfalls([
        {
          exerciseName: 'Curl',
          sets: [
            { type: 'normal', target: { reps: 10 }, actual: { reps: 10, done: true } },
            { type: 'drop', target: { reps: 10 }, actual: { reps: 6, done: true } },
            { type: 'failure', target: { reps: 10 }, actual: null },
          ],
        },
      ]).map((s) => [s.setIndex, s.reason]),
    ).toEqual([[3, 'not_done']]);
  });
  it('has nothing to say about a log that met the plan', () => {
    expect(
      shortfalls([
        {
          exerciseName: 'Row',
          sets: [{ type: 'normal', target: { reps: 8, weightKg: 50 }, actual: { reps: 9, weightKg: 52.5, done: true } }],
        },
      ]),
    ).toEqual([]);
  });
  it('judges time and distance', () => {
    expect(belowTarget({ seconds: 60 }, { seconds: 45, done: true })).toBe(true);
    expect(belowTarget({ seconds: 60 }, { seconds: 60, done: true })).toBe(false);
    expect(belowTarget({ distanceKm: 5 }, { distanceKm: 4.5, seconds: 1500, done: true })).toBe(true);
    expect(belowTarget({ distanceKm: 5, seconds: 1500 }, { distanceKm: 5, seconds: 1600, done: true })).toBe(true);
    expect(belowTarget({ distanceKm: 5, seconds: 1500 }, { distanceKm: 5, seconds: 1450, done: true })).toBe(false);
  });
});
