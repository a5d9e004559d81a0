import { describe, expect, it } from 'vitest';
import {
  AssignDietPlanBodySchema,
  CreateProgressBodySchema,
  DietPlanBodySchema,
  ProfileUpdateSchema,
  ageFromDob,
  computeBmi,
  formatBmi,
  lastTwoMonthsComparison,
  macroBarValue,
  medicalConditions,
  deriveHealth,
  statBarWidths,
  targetError,
  weightChange,
  weightEntryEligibility,
} from './tracking.js';

const local = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h, 0, 0);

describe('ageFromDob', () => {
  it('counts whole years, not yet a year older before the birthday', () => {
    expect(ageFromDob('1990-06-15', local(2026, 6, 14))).toBe(35);
    expect(ageFromDob('1990-06-15', local(2026, 6, 15))).toBe(36);
    expect(ageFromDob('1990-06-15', local(2026, 12, 31))).toBe(36);
  });
  it('is null for missing, malformed or future dates', () => {
    expect(ageFromDob(null)).toBeNull();
    expect(ageFromDob('1990-02-30')).toBeNull();
    expect(ageFromDob('2030-01-01', local(2026, 1, 1))).toBeNull();
  });
});

describe('computeBmi', () => {
  it('is weight over height in metres squared, to one decimal', () => {
    expect(computeBmi(70, 175)).toBe(22.9);
    expect(computeBmi(95, 170)).toBe(32.9);
    expect(formatBmi(computeBmi(72, 180))).toBe('22.2');
    expect(formatBmi(computeBmi(64, 160))).toBe('25.0');
    expect(computeBmi(80, 160)).toBe(31.3); // 31.25 exactly: rounds half up
  });
  it('is null without both values', () => {
    expect(computeBmi(null, 170)).toBeNull();
    expect(computeBmi(70, null)).toBeNull();
    expect(computeBmi(70, 0)).toBeNull();
    expect(formatBmi(null)).toBe('—');
  });
});

describe('medicalConditions', () => {
  it('applies the BMI thresholds of section 5 at their edges', () => {
    expect(medicalConditions({ bmi: 30, bp: null, age: null })).toEqual(['Obesity']);
    expect(medicalConditions({ bmi: 29.9, bp: null, age: null })).toEqual(['Overweight']);
    expect(medicalConditions({ bmi: 25, bp: null, age: null })).toEqual(['Overweight']);
    expect(medicalConditions({ bmi: 24.9, bp: null, age: null })).toEqual([]);
    expect(medicalConditions({ bmi: 18.5, bp: null, age: null })).toEqual([]);
    expect(medicalConditions({ bmi: 18.4, bp: null, age: null })).toEqual(['Underweight']);
  });
  it('flags hypertension from either number of the blood pressure', () => {
    expect(medicalConditions({ bmi: null, bp: '130/70', age: null })).toEqual(['Hypertension Risk']);
    expect(medicalConditions({ bmi: null, bp: '120/80', age: null })).toEqual(['Hypertension Risk']);
    expect(medicalConditions({ bmi: null, bp: '129/79', age: null })).toEqual([]);
    expect(medicalConditions({ bmi: null, bp: 'high', age: null })).toEqual([]);
  });
  it('adds age-related risks from 50', () => {
    expect(medicalConditions({ bmi: null, bp: null, age: 49 })).toEqual([]);
    expect(medicalConditions({ bmi: 31, bp: '140/90', age: 50 })).toEqual(['Obesity', 'Hypertension Risk', 'Age-related risks']);
  });
  it('derives all three values from a profile', () => {
    expect(deriveHealth({ dob: '1970-01-01', weight: 90, height: 170, bp: '135/85' }, local(2026, 6, 1))).toEqual({
      age: 56,
      bmi: 31.1,
      medicalConditions: ['Obesity', 'Hypertension Risk', 'Age-related risks'],
    });
  });
});

describe('weightEntryEligibility', () => {
  it('allows an entry only on day 1 when this month has none', () => {
    expect(weightEntryEligibility([], local(2026, 11, 1, 0))).toEqual({ allowed: true, reason: null, today: '2026-11-01' });
    expect(weightEntryEligibility([], local(2026, 11, 2))).toMatchObject({ allowed: false, reason: 'not-first-day' });
    expect(weightEntryEligibility([{ date: '2026-10-01' }], local(2026, 11, 1))).toMatchObject({ allowed: true });
    expect(weightEntryEligibility([{ date: '2026-11-01' }], local(2026, 11, 1))).toMatchObject({
      allowed: false,
      reason: 'already-recorded',
    });
  });
  it('uses the local calendar date, not UTC', () => {
    // 23:30 local on the 1st is still the 1st, whatever the UTC date is.
    expect(weightEntryEligibility([], local(2026, 11, 1, 23)).allowed).toBe(true);
    expect(weightEntryEligibility([], local(2026, 10, 31, 23)).allowed).toBe(false);
  });
  it('follows the member time zone: 00:30 on the 1st in India is still the 31st in UTC', () => {
    const saved = process.env.TZ;
    process.env.TZ = 'Asia/Kolkata';
    try {
      expect(weightEntryEligibility([], new Date('2026-10-31T19:00:00Z'))).toEqual({ allowed: true, reason: null, today: '2026-11-01' });
    } finally {
      process.env.TZ = saved;
    }
    expect(weightEntryEligibility([], new Date('2026-10-31T19:00:00Z')).allowed).toBe(false);
  });
});

describe('statBarWidths and weightChange', () => {
  const entries = (weights: number[]) => weights.map((weight, i) => ({ date: `2026-${String(i + 1).padStart(2, '0')}-01`, weight }));
  it('is entries × 10 % and |change| × 10 %, capped at 100', () => {
    expect(statBarWidths(entries([80, 78, 77]))).toEqual({ entries: 30, change: 30 });
    expect(statBarWidths(entries([80, 81.5]))).toEqual({ entries: 20, change: 15 });
    expect(statBarWidths(entries([80, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60]))).toEqual({ entries: 100, change: 100 });
    expect(statBarWidths([])).toEqual({ entries: 0, change: 0 });
  });
  it('measures change from the first to the latest date, whatever the order given', () => {
    expect(
      weightChange([
        { date: '2026-03-01', weight: 75 },
        { date: '2026-01-01', weight: 80 },
      ]),
    ).toBe(-5);
    expect(weightChange([{ date: '2026-03-01', weight: 75 }])).toBeNull();
  });
});

describe('lastTwoMonthsComparison', () => {
  it('compares the two latest months: gain, loss or same', () => {
    const gain = lastTwoMonthsComparison([
      { date: '2026-01-01', weight: 70 },
      { date: '2026-03-01', weight: 72.5 },
      { date: '2026-02-01', weight: 71 },
    ]);
    expect(gain).toEqual({
      previous: { date: '2026-02-01', weight: 71 },
      current: { date: '2026-03-01', weight: 72.5 },
      difference: 1.5,
      trend: 'gain',
    });
    expect(
      lastTwoMonthsComparison([
        { date: '2026-01-01', weight: 70 },
        { date: '2026-02-01', weight: 68 },
      ])?.trend,
    ).toBe('loss');
    expect(
      lastTwoMonthsComparison([
        { date: '2026-01-01', weight: 70 },
        { date: '2026-02-01', weight: 70 },
      ])?.trend,
    ).toBe('same');
  });
  it('is null with fewer than two entries', () => {
    expect(lastTwoMonthsComparison([{ date: '2026-01-01', weight: 70 }])).toBeNull();
  });
});

describe('schemas', () => {
  it('profile update drops fields that may never change and clears blanks', () => {
    const parsed = ProfileUpdateSchema.parse({
      name: ' Asha ',
      role: 'ADMIN',
      mobile: '9999999999',
      id: 7,
      email: 'x@y.z',
      city: '',
      bp: '120 / 80',
    });
    expect(parsed).toEqual({ name: 'Asha', city: null, bp: '120/80' });
  });
  it('profile update rejects bad values', () => {
    expect(ProfileUpdateSchema.safeParse({ bp: '120-80' }).success).toBe(false);
    expect(ProfileUpdateSchema.safeParse({ height: 10 }).success).toBe(false);
    expect(ProfileUpdateSchema.safeParse({ weight: '70' }).data).toEqual({ weight: 70 });
    expect(ProfileUpdateSchema.safeParse({ dob: '2999-01-01' }).success).toBe(false);
    expect(ProfileUpdateSchema.safeParse({ name: '  ' }).success).toBe(false);
  });
  it('progress body needs a sane positive weight and a real date', () => {
    expect(CreateProgressBodySchema.safeParse({ weight: 72.5, date: '2026-11-01' }).success).toBe(true);
    expect(CreateProgressBodySchema.safeParse({ weight: 0, date: '2026-11-01' }).success).toBe(false);
    expect(CreateProgressBodySchema.safeParse({ weight: -5, date: '2026-11-01' }).success).toBe(false);
    expect(CreateProgressBodySchema.safeParse({ weight: 900, date: '2026-11-01' }).success).toBe(false);
    expect(CreateProgressBodySchema.safeParse({ weight: 70, date: '2026-02-30' }).success).toBe(false);
  });
  it('diet plan body requires the three texts and the plan type; macros non-negative', () => {
    expect(DietPlanBodySchema.safeParse({ mealType: 'Breakfast', description: 'Oats', planType: 'Weight Loss', protein: 20 }).success).toBe(
      true,
    );
    expect(DietPlanBodySchema.safeParse({ mealType: 'Breakfast', description: 'Oats', planType: 'Keto' }).success).toBe(false);
    expect(DietPlanBodySchema.safeParse({ mealType: '', description: 'Oats', planType: 'Weight Loss' }).success).toBe(false);
    expect(DietPlanBodySchema.safeParse({ mealType: 'Lunch', description: 'Rice', planType: 'Healthy Life', fat: -1 }).success).toBe(false);
    expect(AssignDietPlanBodySchema.safeParse({ dietPlanId: 'x' }).success).toBe(false);
  });
  it('macro bars are capped at 100 and floor at 0', () => {
    expect(macroBarValue(150)).toBe(100);
    expect(macroBarValue(42)).toBe(42);
    expect(macroBarValue(null)).toBe(0);
  });
  it('targets need both title and calories', () => {
    expect(targetError({ title: 'Run', calories: '200' })).toBeNull();
    expect(targetError({ title: ' ', calories: '200' })).toBe('Please enter a title.');
    expect(targetError({ title: 'Run', calories: '' })).toBe('Please enter calories.');
  });
});
