import { describe, expect, it } from 'vitest';
import { misfitActualFields, misfitTargetFields, missingTargetField, targetFits } from './target-fit.js';

describe('target fit', () => {
  it('accepts the fields of each tracking kind', () => {
    expect(targetFits('weight_reps', { reps: 8, repsMax: 10, weightKg: 40, rpe: 8 })).toBe(true);
    expect(targetFits('reps', { reps: 12 })).toBe(true);
    expect(targetFits('reps', { reps: 12, weightKg: 10 })).toBe(true);
    expect(targetFits('time', { seconds: 60 })).toBe(true);
    expect(targetFits('distance_time', { distanceKm: 5 })).toBe(true);
    expect(targetFits('distance_time', { seconds: 1200 })).toBe(true);
  });
  it('names fields of another kind', () => {
    expect(misfitTargetFields('time', { seconds: 60, reps: 10 })).toEqual(['reps']);
    expect(misfitTargetFields('weight_reps', { reps: 8, distanceKm: 1, seconds: null })).toEqual(['distanceKm']);
    expect(misfitTargetFields('distance_time', { distanceKm: 5, weightKg: 10 })).toEqual(['weightKg']);
    expect(targetFits('time', { seconds: 60, weightKg: 5 })).toBe(false);
    expect(misfitActualFields('time', { seconds: 60, reps: 3 })).toEqual(['reps']);
    expect(misfitActualFields('weight_reps', { reps: 8, weightKg: 40, rpe: 9 })).toEqual([]);
  });
  it('names the field a target needs', () => {
    expect(missingTargetField('weight_reps', { weightKg: 40 })).toBe('reps');
    expect(missingTargetField('time', {})).toBe('seconds');
    expect(missingTargetField('distance_time', {})).toBe('distanceKm');
    expect(targetFits('weight_reps', { weightKg: 40 })).toBe(false);
    expect(targetFits('weight_reps', {}, { required: false })).toBe(true);
  });
});
