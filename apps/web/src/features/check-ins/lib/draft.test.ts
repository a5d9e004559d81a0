import { DEFAULT_CHECK_IN_FORM, type CheckInForm } from '@rhythmfit/contracts';
import { describe, expect, it } from 'vitest';
import { draftBody, draftFrom, validateDraft } from './draft';
import { testCheckIn } from '../test-data';

const form: Pick<CheckInForm, 'questions' | 'measurements'> = {
  questions: [
    { id: 'energy', kind: 'scale', label: 'Energy', required: true },
    { id: 'trained', kind: 'yes_no', label: 'Trained?', required: false },
    { id: 'steps', kind: 'number', label: 'Steps', required: false },
    { id: 'wins', kind: 'text', label: 'Wins', required: true },
  ],
  measurements: ['weight', 'bodyFat'],
};

describe('the member check-in draft', () => {
  it('asks for every required answer, and only those', () => {
    expect(validateDraft(form, { answers: {}, measurements: {}, note: '' })).toEqual({
      'answers.energy': { code: 'required' },
      'answers.wins': { code: 'required' },
    });
    // A text of spaces is not an answer.
    expect(validateDraft(form, { answers: { energy: '5', wins: '   ' }, measurements: {}, note: '' })).toEqual({
      'answers.wins': { code: 'required' },
    });
  });

  it('checks kinds and ranges as the server does', () => {
    const errors = validateDraft(form, {
      answers: { energy: '11', wins: 'x'.repeat(1001), steps: 'many' },
      measurements: { weight: '19.9', bodyFat: '75' },
      note: 'n'.repeat(2001),
    });
    expect(errors).toEqual({
      'answers.energy': { code: 'scale' },
      'answers.steps': { code: 'number' },
      'answers.wins': { code: 'textTooLong', max: 1000 },
      'measurements.weight': { code: 'range', min: 20, max: 400, unit: 'kg' },
      note: { code: 'noteTooLong', max: 2000 },
    });
    expect(validateDraft(form, { answers: { energy: '10', wins: 'ok' }, measurements: { weight: '400', bodyFat: '2' }, note: '' })).toEqual(
      {},
    );
  });

  it('builds the body with typed values, a decimal comma, and only the fields the form asks for', () => {
    const body = draftBody(form, {
      answers: { energy: '7', trained: 'no', steps: '8500,5', wins: '  Slept well  ', unknown: 'x' },
      measurements: { weight: '72,4', waist: '80' },
      note: '   ',
    });
    expect(body).toEqual({
      answers: [
        { questionId: 'energy', value: 7 },
        { questionId: 'trained', value: false },
        { questionId: 'steps', value: 8500.5 },
        { questionId: 'wins', value: 'Slept well' },
      ],
      measurements: { weight: 72.4 },
      note: null,
    });
  });

  it('starts a correction from what was sent', () => {
    const sent = testCheckIn(3, '2026-11-23', {
      answers: [
        { questionId: 'energy', kind: 'scale', label: 'Energy', value: 6 },
        { questionId: 'trained', kind: 'yes_no', label: 'Trained?', value: true },
      ],
      note: 'Busy week',
    });
    expect(draftFrom(sent)).toEqual({
      answers: { energy: '6', trained: 'yes' },
      measurements: { weight: '80', waist: '90' },
      note: 'Busy week',
    });
    expect(validateDraft(DEFAULT_CHECK_IN_FORM, draftFrom(sent))).toMatchObject({ 'answers.hunger': { code: 'required' } });
  });
});
