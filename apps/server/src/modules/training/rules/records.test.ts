import { describe, expect, it } from 'vitest';
import { bestRecords, bestSet, epley, newRecords, volumeKg, workoutFigures } from './records.js';
import type { LoggedSet } from './types.js';

const done = (weightKg: number | null, reps: number | null, type: LoggedSet['type'] = 'normal'): LoggedSet => ({
  type,
  actual: { weightKg, reps, done: true },
});

describe('epley', () => {
  it('is w x (1 + reps/30) for 2-12 reps, rounded to 0.1 kg', () => {
    expect(epley(100, 10)).toBe(133.3);
    expect(epley(40, 8)).toBe(50.7);
    expect(epley(100, 12)).toBe(140);
    expect(epley(60, 2)).toBe(64);
  });
  it('is the weight itself for one rep', () => {
    expect(epley(142.5, 1)).toBe(142.5);
  });
  it('leaves out sets over 12 reps, no reps and no kg', () => {
    expect(epley(100, 13)).toBeNull();
    expect(epley(100, 0)).toBeNull();
    expect(epley(0, 5)).toBeNull();
    expect(epley(null, 5)).toBeNull();
  });
});

describe('workout figures', () => {
  it('counts done non-warm-up sets only', () => {
    const sets: LoggedSet[] = [
      done(100, 5, 'warmup'),
      done(60, 10),
      { type: 'normal', actual: { weightKg: 90, reps: 10, done: false } },
      { type: 'normal', actual: null },
      done(70, 8, 'drop'),
    ];
    expect(volumeKg(sets)).toBe(60 * 10 + 70 * 8);
    expect(workoutFigures('weight_reps', sets)).toEqual({
      e1rmKg: 88.7, // 70 x (1 + 8/30) = 88.67 beats 60 x (1 + 10/30) = 80
      heaviestKg: 70,
      mostReps: null,
      longestSeconds: null,
      longestDistanceKm: null,
      bestVolumeKg: 1160,
    });
  });
  it('keeps only what the exercise tracks', () => {
    expect(workoutFigures('reps', [done(null, 12), done(null, 15)])).toEqual({
      e1rmKg: null,
      heaviestKg: null,
      mostReps: 15,
      longestSeconds: null,
      longestDistanceKm: null,
      bestVolumeKg: null,
    });
    expect(workoutFigures('reps', [done(10, 8)])).toMatchObject({ mostReps: 8, heaviestKg: 10, bestVolumeKg: 80, e1rmKg: null });
    expect(
      workoutFigures('time', [
        { type: 'normal', actual: { seconds: 60, done: true } },
        { type: 'normal', actual: { seconds: 90, done: true } },
      ]),
    ).toMatchObject({ longestSeconds: 90, e1rmKg: null });
    expect(workoutFigures('distance_time', [{ type: 'normal', actual: { distanceKm: 5.2, seconds: 1500, done: true } }])).toMatchObject({
      longestDistanceKm: 5.2,
      longestSeconds: 1500,
    });
  });
  it('has no figures when nothing counts', () => {
    expect(workoutFigures('weight_reps', [done(100, 20), done(50, 5, 'warmup')])).toMatchObject({
      e1rmKg: null,
      heaviestKg: 100,
      bestVolumeKg: 2000,
    });
    expect(workoutFigures('weight_reps', [])).toMatchObject({ e1rmKg: null, heaviestKg: null, bestVolumeKg: null });
  });
});

describe('new records', () => {
  it('makes every first-ever figure a record with previous null', () => {
    expect(newRecords(new Map(), [{ exerciseId: 7, tracking: 'weight_reps', sets: [done(40, 8), done(40, 8), done(40, 8)] }])).toEqual([
      { exerciseId: 7, kind: 'e1rm', value: 50.7, previous: null },
      { exerciseId: 7, kind: 'heaviest', value: 40, previous: null },
      { exerciseId: 7, kind: 'volume', value: 960, previous: null },
    ]);
  });
  it('names only figures beyond the previous best, with that best', () => {
    const previous = new Map([[7, { e1rmKg: 50.7, heaviestKg: 42.5, bestVolumeKg: 900 }]]);
    expect(newRecords(previous, [{ exerciseId: 7, tracking: 'weight_reps', sets: [done(42.5, 8), done(42.5, 8), done(40, 6)] }])).toEqual([
      { exerciseId: 7, kind: 'e1rm', value: 53.8, previous: 50.7 },
      { exerciseId: 7, kind: 'volume', value: 920, previous: 900 },
    ]);
  });
  it('does not count an equal figure', () => {
    const previous = new Map([[3, { mostReps: 15 }]]);
    expect(newRecords(previous, [{ exerciseId: 3, tracking: 'reps', sets: [done(null, 15)] }])).toEqual([]);
  });
  it('accepts the records table as the previous best, and judges an exercise listed twice together', () => {
    const previous = new Map([[5, { longestSeconds: { value: 60, date: '2026-01-01', scheduledId: 1 } }]]);
    expect(
      newRecords(previous, [
        { exerciseId: 5, tracking: 'time', sets: [{ type: 'normal', actual: { seconds: 45, done: true } }] },
        { exerciseId: 5, tracking: 'time', sets: [{ type: 'normal', actual: { seconds: 75, done: true } }] },
      ]),
    ).toEqual([{ exerciseId: 5, kind: 'time', value: 75, previous: 60 }]);
  });
  it('ignores warm-ups and sets not done', () => {
    expect(
      newRecords(new Map(), [
        {
          exerciseId: 1,
          tracking: 'weight_reps',
          sets: [done(100, 5, 'warmup'), { type: 'normal', actual: { weightKg: 100, reps: 5, done: false } }],
        },
      ]),
    ).toEqual([]);
  });
});

describe('best records', () => {
  it('keeps the best value per figure with its date and workout, earlier on a tie', () => {
    const best = bestRecords([
      { exerciseId: 1, tracking: 'weight_reps', date: '2026-03-08', scheduledId: 12, sets: [done(42.5, 8)] },
      { exerciseId: 1, tracking: 'weight_reps', date: '2026-03-01', scheduledId: 11, sets: [done(40, 8), done(40, 8)] },
      { exerciseId: 1, tracking: 'weight_reps', date: '2026-03-15', scheduledId: 13, sets: [done(40, 8), done(40, 8)] },
      { exerciseId: 2, tracking: 'reps', date: '2026-03-01', scheduledId: 11, sets: [done(null, 20)] },
    ]);
    expect(best.get(1)).toEqual({
      e1rmKg: { value: 53.8, date: '2026-03-08', scheduledId: 12 },
      heaviestKg: { value: 42.5, date: '2026-03-08', scheduledId: 12 },
      mostReps: null,
      longestSeconds: null,
      longestDistanceKm: null,
      bestVolumeKg: { value: 640, date: '2026-03-01', scheduledId: 11 },
    });
    expect(best.get(2)?.mostReps).toEqual({ value: 20, date: '2026-03-01', scheduledId: 11 });
  });
});

describe('best set', () => {
  it('is the highest e1rm for weight_reps', () => {
    expect(bestSet('weight_reps', [done(100, 3), done(90, 8), done(120, 1, 'warmup')])).toEqual({ weightKg: 90, reps: 8, done: true });
  });
  it('is the most reps for reps, the longest for time and distance', () => {
    expect(bestSet('reps', [done(null, 10), done(null, 12)])).toEqual({ weightKg: null, reps: 12, done: true });
    expect(
      bestSet('time', [
        { type: 'normal', actual: { seconds: 30, done: true } },
        { type: 'normal', actual: { seconds: 50, done: true } },
      ]),
    ).toEqual({ seconds: 50, done: true });
    expect(
      bestSet('distance_time', [
        { type: 'normal', actual: { distanceKm: 5, seconds: 1600, done: true } },
        { type: 'normal', actual: { distanceKm: 5, seconds: 1500, done: true } },
      ]),
    ).toEqual({ distanceKm: 5, seconds: 1500, done: true });
  });
  it('is null when no set counts', () => {
    expect(bestSet('weight_reps', [{ type: 'normal', actual: null }])).toBeNull();
  });
});
