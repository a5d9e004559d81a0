import { describe, expect, it } from 'vitest';
import { logged, workout } from '../test-data';
import {
  addSet,
  blocks,
  durationMinutes,
  finish,
  initialDraft,
  logBody,
  logSet,
  removeAddedSet,
  setsDone,
  toggleDone,
  updateSet,
  volumeKg,
  MAX_SETS_PER_ITEM,
} from './player';

const NOW = new Date('2026-11-29T07:00:00.000Z');

describe('the player draft', () => {
  it('prefills every set row from its target, and starts the clock now', () => {
    const draft = initialDraft(workout(), NOW);
    expect(draft.startedAt).toBe(NOW.toISOString());
    expect(draft.items[0]!.sets).toEqual([
      { type: 'warmup', reps: 10, weightKg: 20, seconds: null, distanceKm: null, rpe: null, done: false },
      { type: 'normal', reps: 8, weightKg: 40, seconds: null, distanceKm: null, rpe: null, done: false },
      { type: 'normal', reps: 8, weightKg: 40, seconds: null, distanceKm: null, rpe: null, done: false },
    ]);
    expect(draft.items[3]!.sets[0]).toMatchObject({ seconds: 60, reps: null });
  });

  it('prefills from last time where the plan has no target (a workout of their own)', () => {
    const w = workout();
    w.items[0]!.sets = [
      { type: 'normal', target: null, actual: null },
      { type: 'normal', target: null, actual: null },
      { type: 'normal', target: null, actual: null },
    ];
    const sets = initialDraft(w, NOW).items[0]!.sets;
    expect(sets.map((s) => [s.weightKg, s.reps])).toEqual([
      [20, 10],
      [37.5, 8],
      [37.5, 8],
    ]);
  });

  it('continues from what the server has logged, with its start time', () => {
    const w = workout({ status: 'in_progress', startedAt: '2026-11-29T06:30:00.000Z' });
    w.items[0]!.sets[1]!.actual = logged({ reps: 7, weightKg: 40 });
    const draft = initialDraft(w, NOW);
    expect(draft.startedAt).toBe('2026-11-29T06:30:00.000Z');
    expect(draft.items[0]!.sets[1]).toMatchObject({ reps: 7, weightKg: 40, done: true });
    expect(draft.items[0]!.sets[2]).toMatchObject({ reps: 8, weightKg: 40, done: false });
  });

  it('marks a set done and undone, and changes its values', () => {
    let draft = initialDraft(workout(), NOW);
    draft = toggleDone(draft, 0, 1);
    expect(draft.items[0]!.sets[1]!.done).toBe(true);
    draft = updateSet(draft, 0, 1, 'reps', 6);
    expect(draft.items[0]!.sets[1]!.reps).toBe(6);
    draft = toggleDone(draft, 0, 1);
    expect(draft.items[0]!.sets[1]!.done).toBe(false);
  });

  it('adds a set like the last one, at most 20, and takes only added sets away', () => {
    const w = workout();
    let draft = addSet(initialDraft(w, NOW), 0);
    expect(draft.items[0]!.sets).toHaveLength(4);
    expect(draft.items[0]!.sets[3]).toMatchObject({ type: 'normal', reps: 8, weightKg: 40, done: false });
    draft = removeAddedSet(draft, w, 0);
    expect(draft.items[0]!.sets).toHaveLength(3);
    draft = removeAddedSet(draft, w, 0);
    expect(draft.items[0]!.sets).toHaveLength(3);
    for (let i = 0; i < 30; i += 1) draft = addSet(draft, 0);
    expect(draft.items[0]!.sets).toHaveLength(MAX_SETS_PER_ITEM);
  });

  it('sends only the fields each exercise tracks, by position', () => {
    const w = workout();
    let draft = toggleDone(initialDraft(w, NOW), 3, 0);
    draft = { ...draft, notes: '  felt strong ', rating: 4 };
    const body = logBody(draft, w);
    expect(body).toEqual({
      startedAt: NOW.toISOString(),
      items: [
        {
          sets: [
            { reps: 10, weightKg: 20, done: false },
            { reps: 8, weightKg: 40, done: false },
            { reps: 8, weightKg: 40, done: false },
          ],
        },
        { sets: [{ reps: 10, weightKg: 22.5, done: false }] },
        { sets: [{ reps: 15, done: false }] },
        { sets: [{ seconds: 60, done: true }] },
      ],
      notes: 'felt strong',
      rating: 4,
      finished: false,
    });
  });

  it('rounds what was typed to what the API takes', () => {
    const set = { type: 'normal' as const, reps: 7.6, weightKg: 41.3, seconds: null, distanceKm: null, rpe: 8.3, done: true };
    expect(logSet(set, 'weight_reps')).toEqual({ reps: 8, weightKg: 41.25, rpe: 8.5, done: true });
    expect(logSet({ ...set, seconds: 59.6 }, 'time')).toEqual({ seconds: 60, rpe: 8.5, done: true });
  });

  it('groups adjacent items with the same letter into a superset', () => {
    expect(blocks(workout().items)).toEqual([
      { group: null, indexes: [0] },
      { group: 'A', indexes: [1, 2] },
      { group: null, indexes: [3] },
    ]);
    expect(blocks([{ group: 'A' }, { group: 'B' }, { group: 'A' }]).map((b) => b.indexes)).toEqual([[0], [1], [2]]);
  });

  it('sums the volume of done sets that are not warm-ups, and the duration to the finish', () => {
    let draft = initialDraft(workout(), NOW);
    draft = toggleDone(toggleDone(toggleDone(draft, 0, 0), 0, 1), 1, 0);
    expect(volumeKg(draft)).toBe(8 * 40 + 10 * 22.5);
    expect(setsDone(draft)).toEqual({ done: 3, total: 6 });
    const finished = finish(draft, new Date(NOW.getTime() + 47 * 60_000));
    expect(finished.finished).toBe(true);
    expect(durationMinutes(finished)).toBe(47);
    // Finishing again keeps the first finish time.
    expect(finish(finished, new Date(NOW.getTime() + 90 * 60_000)).finishedAt).toBe(finished.finishedAt);
  });
});
