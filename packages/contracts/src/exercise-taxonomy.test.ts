import { describe, expect, it } from 'vitest';
import {
  EQUIPMENT,
  EQUIPMENT_LABELS,
  ExerciseTrackingSchema,
  MUSCLES,
  MUSCLE_LABELS,
  MuscleSchema,
  exerciseNameKey,
} from './exercise-taxonomy.js';

describe('exercise taxonomy', () => {
  it('keys a name case-insensitively, trimmed, with inner white space collapsed', () => {
    expect(exerciseNameKey('  Barbell\tBACK   squat \n')).toBe('barbell back squat');
    expect(exerciseNameKey("Farmer's Carry")).toBe("farmer's carry");
    expect(exerciseNameKey('Pull-Up')).not.toBe(exerciseNameKey('Pull Up'));
  });

  it('refuses values outside the lists, naming the field and the allowed values', () => {
    expect(MuscleSchema.safeParse('lower_back').success).toBe(true);
    const muscle = MuscleSchema.safeParse('neck');
    expect(muscle.success).toBe(false);
    expect(muscle.error?.issues[0]?.message).toMatch(/^muscle must be one of chest, back, .*full_body$/);
    expect(ExerciseTrackingSchema.safeParse('weight_distance').error?.issues[0]?.message).toBe(
      'tracking must be one of weight_reps, reps, time, distance_time',
    );
  });

  it('labels every value for the screens', () => {
    expect(MUSCLES.map((m) => MUSCLE_LABELS[m])).toContain('Lower back');
    expect(EQUIPMENT.every((e) => EQUIPMENT_LABELS[e].length > 0)).toBe(true);
    expect(EQUIPMENT_LABELS.pull_up_bar).toBe('Pull-up bar');
  });
});
