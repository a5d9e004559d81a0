import { describe, expect, it } from 'vitest';
import {
  CheckInBodySchema,
  CheckInFormBodySchema,
  DEFAULT_CHECK_IN_FORM,
  checkInBodyIssues,
  checkInWeekOf,
  checkInWeekState,
  closedCheckInWeeks,
  isoDayOfWeek,
  measurementChanges,
} from './check-ins.js';

describe('check-in weeks', () => {
  it('finds the most recent check-in day', () => {
    expect(isoDayOfWeek('2026-11-30')).toBe(1); // a Monday
    expect(checkInWeekOf('2026-11-30', 1)).toBe('2026-11-30');
    expect(checkInWeekOf('2026-12-06', 1)).toBe('2026-11-30');
    expect(checkInWeekOf('2026-11-29', 1)).toBe('2026-11-23');
    expect(checkInWeekOf('2026-11-29', 7)).toBe('2026-11-29');
  });
  it('is due for three days, then missed (or not due for a newcomer)', () => {
    expect(checkInWeekState('2026-11-30', 1, '2026-01-01').status).toBe('due');
    expect(checkInWeekState('2026-12-02', 1, '2026-01-01')).toEqual({ weekOf: '2026-11-30', dueDate: '2026-12-02', status: 'due' });
    expect(checkInWeekState('2026-12-03', 1, '2026-01-01').status).toBe('missed');
    expect(checkInWeekState('2026-12-03', 1, '2026-12-01')).toEqual({ weekOf: '2026-12-07', dueDate: '2026-12-09', status: 'not_due' });
    expect(checkInWeekState('2026-12-03', 1, null).status).toBe('not_due');
  });
  it('lists closed weeks', () => {
    expect(closedCheckInWeeks('2026-11-01', '2026-12-03', '2026-12-03', 1)).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(closedCheckInWeeks('2026-11-01', '2026-12-03', '2026-12-02', 1)).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
  });
});

describe('check-in bodies', () => {
  const form = {
    ...DEFAULT_CHECK_IN_FORM,
    questions: [...DEFAULT_CHECK_IN_FORM.questions, { id: 'x', kind: 'yes_no' as const, label: 'Trained?', required: false }],
  };
  const full = DEFAULT_CHECK_IN_FORM.questions.map((q) => ({ questionId: q.id, value: 7 }));
  it('accepts a complete body', () => {
    expect(checkInBodyIssues(form, { answers: full, measurements: { weight: 70 } })).toEqual([]);
  });
  it('names missing, wrong and unasked', () => {
    const issues = checkInBodyIssues(form, {
      answers: [...full.slice(1), { questionId: 'x', value: 3 }, { questionId: 'hunger', value: 11 }],
      measurements: { hips: 90 },
    });
    expect(issues.map((i) => i.field).sort()).toEqual(['answers.energy', 'answers.hunger', 'answers.x', 'measurements.hips']);
  });
  it('checks measurement ranges and unknown keys in the schema', () => {
    expect(CheckInBodySchema.safeParse({ measurements: { weight: 19 } }).success).toBe(false);
    expect(CheckInBodySchema.safeParse({ measurements: { bodyFat: 75 } }).success).toBe(true);
    expect(CheckInBodySchema.safeParse({ measurements: { neck: 30 } }).success).toBe(false);
  });
  it('limits the form', () => {
    const q = { kind: 'scale', label: 'a' };
    expect(CheckInFormBodySchema.safeParse({ questions: Array(13).fill(q), measurements: [], photos: [] }).success).toBe(false);
    expect(CheckInFormBodySchema.parse({ questions: [q], measurements: [], photos: [] }).dayOfWeek).toBe(1);
  });
  it('computes changes', () => {
    expect(measurementChanges({ weight: 70.2, waist: 80 }, { weight: 71, hips: 90 })).toEqual([
      { measurement: 'weight', previous: 71, current: 70.2, change: -0.8 },
    ]);
  });
});
