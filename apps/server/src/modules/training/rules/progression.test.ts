import { describe, expect, it } from 'vitest';
import { itemMetTargets, nextTargets } from './progression.js';
import type { PlannedSet, SetActual } from './types.js';

const normal = (reps: number, weightKg: number | null, repsMax: number | null = null): PlannedSet => ({
  type: 'normal',
  target: { reps, weightKg, repsMax },
});
const warmup: PlannedSet = { type: 'warmup', target: { reps: 10, weightKg: 20 } };
const did = (reps: number, weightKg: number | null, isDone = true): SetActual => ({ reps, weightKg, done: isDone });

describe('progression', () => {
  it('raises 3 x 8 at 40 kg to 42.5 kg when all were done (the issue example)', () => {
    const item = { progression: { addKg: 2.5 }, sets: [normal(8, 40), normal(8, 40), normal(8, 40)] };
    const result = nextTargets(item, [did(8, 40), did(8, 40), did(9, 40)]);
    expect(result.raised).toBe(true);
    expect(result.sets.map((set) => set.target.weightKg)).toEqual([42.5, 42.5, 42.5]);
    expect(result.sets.map((set) => set.target.reps)).toEqual([8, 8, 8]);
  });
  it('keeps warm-up targets and raises reps and repsMax with addReps', () => {
    const item = { progression: { addReps: 2 }, sets: [warmup, normal(8, 40, 10), normal(8, 40, 10)] };
    const result = nextTargets(item, [null, did(8, 40), did(10, 40)]);
    expect(result.raised).toBe(true);
    expect(result.sets).toEqual([warmup, normal(10, 40, 12), normal(10, 40, 12)]);
  });
  it('keeps the targets when one normal set fell short in reps, in kg or was not done', () => {
    const item = { progression: { addKg: 2.5 }, sets: [normal(8, 40), normal(8, 40)] };
    expect(nextTargets(item, [did(8, 40), did(7, 40)]).raised).toBe(false);
    expect(nextTargets(item, [did(8, 40), did(8, 37.5)]).raised).toBe(false);
    expect(nextTargets(item, [did(8, 40), did(8, 40, false)]).raised).toBe(false);
    expect(nextTargets(item, [did(8, 40)]).raised).toBe(false);
    expect(nextTargets(item, [did(8, 40), did(7, 40)]).sets).toEqual(item.sets);
  });
  it('does not judge warm-ups, drop or failure sets, nor sets added beyond the plan', () => {
    const item = {
      progression: { addKg: 5 },
      sets: [warmup, normal(5, 100), { type: 'drop', target: { reps: 8, weightKg: 80 } } as PlannedSet],
    };
    const result = nextTargets(item, [null, did(5, 100), did(3, 60), did(1, 50, false)]);
    expect(result.raised).toBe(true);
    expect(result.sets.map((set) => set.target.weightKg)).toEqual([20, 105, 80]);
  });
  it('does nothing without a progression step or without normal sets', () => {
    expect(nextTargets({ progression: null, sets: [normal(8, 40)] }, [did(8, 40)]).raised).toBe(false);
    expect(itemMetTargets([warmup], [did(10, 20)])).toBe(false);
  });
  it('raises bodyweight reps and leaves kg unset when none was planned; caps at the limits', () => {
    expect(nextTargets({ progression: { addReps: 1 }, sets: [normal(12, null)] }, [did(12, null)]).sets).toEqual([normal(13, null)]);
    expect(nextTargets({ progression: { addKg: 2.5 }, sets: [normal(12, null)] }, [did(12, null)]).sets).toEqual([normal(12, null)]);
    expect(nextTargets({ progression: { addKg: 5 }, sets: [normal(1, 498)] }, [did(1, 498)]).sets[0]?.target.weightKg).toBe(500);
    expect(nextTargets({ progression: { addReps: 5 }, sets: [normal(98, null, 99)] }, [did(99, null)]).sets[0]?.target).toMatchObject({
      reps: 100,
      repsMax: 100,
    });
  });
  it('does not change the plan it was given', () => {
    const sets = [normal(8, 40)];
    nextTargets({ progression: { addKg: 2.5 }, sets }, [did(8, 40)]);
    expect(sets[0]?.target.weightKg).toBe(40);
  });
});
