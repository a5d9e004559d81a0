import { CHECK_IN_MEASUREMENTS, CHECK_IN_POSES } from '@rhythmfit/contracts';
import { describe, expect, it } from 'vitest';
import { testForm } from '../test-data';
import { editedFrom, formBody, labelErrors, moveQuestion, newQuestion } from './form-editor';

describe('the check-in form editor', () => {
  it('moves, adds and checks questions, and keeps the ids of kept ones', () => {
    const form = editedFrom(testForm());
    const moved = moveQuestion(form.questions, 0, 1);
    expect(moved.map((q) => q.id)).toEqual(['hunger', 'energy', 'sleep_quality', 'adherence']);
    expect(moveQuestion(moved, 0, -1)).toBe(moved);
    const added = {
      ...form,
      questions: [...moved, { ...newQuestion(), kind: 'yes_no' as const, label: '' }],
      measurements: ['waist', 'weight'] as const,
    };
    expect(Object.values(labelErrors({ ...added, measurements: [...added.measurements] }))).toEqual(['empty']);
    const named = {
      ...added,
      measurements: [...added.measurements],
      questions: added.questions.map((q) => (q.id ? q : { ...q, label: ' Trained? ' })),
    };
    const body = formBody(named, { measurements: CHECK_IN_MEASUREMENTS, photos: CHECK_IN_POSES });
    expect(body.questions.map((q) => q.id)).toEqual(['hunger', 'energy', 'sleep_quality', 'adherence', undefined]);
    expect(body.questions[4]).toEqual({ kind: 'yes_no', label: 'Trained?', required: true });
    expect(body.measurements).toEqual(['weight', 'waist']);
  });
});
