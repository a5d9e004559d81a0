// The member's check-in while it is being filled in: every field as the text the input holds, turned
// into the API's body, and checked against the form with the same rules the server applies
// (packages/contracts check-ins: kinds, ranges, required answers), so a mistake shows under its
// field before anything is sent. Errors are codes; the screen words them in the reader's language.
import {
  CHECK_IN_LIMITS,
  CHECK_IN_MEASUREMENT_RANGES,
  type CheckIn,
  type CheckInAnswerValue,
  type CheckInBody,
  type CheckInForm,
  type CheckInMeasurementKey,
} from '@rhythmfit/contracts';

export interface CheckInDraft {
  /** By question id: a scale's "1".."10", "yes"/"no", a number's or a text's input. */
  answers: Record<string, string>;
  measurements: Partial<Record<CheckInMeasurementKey, string>>;
  note: string;
}

export type DraftError =
  | { code: 'required' }
  | { code: 'scale' }
  | { code: 'number' }
  | { code: 'textTooLong'; max: number }
  | { code: 'range'; min: number; max: number; unit: 'kg' | 'cm' | '%' }
  | { code: 'noteTooLong'; max: number };

/** Field → error; fields are `answers.<id>`, `measurements.<key>` and `note`. */
export type DraftErrors = Record<string, DraftError>;

export const emptyDraft = (): CheckInDraft => ({ answers: {}, measurements: {}, note: '' });

function answerText(value: CheckInAnswerValue | null): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/** The draft of a check-in already sent (to correct it). */
export function draftFrom(checkIn: CheckIn): CheckInDraft {
  const answers: Record<string, string> = {};
  for (const answer of checkIn.answers) answers[answer.questionId] = answerText(answer.value);
  const measurements: CheckInDraft['measurements'] = {};
  for (const [key, value] of Object.entries(checkIn.measurements))
    if (typeof value === 'number') measurements[key as CheckInMeasurementKey] = String(value);
  return { answers, measurements, note: checkIn.note ?? '' };
}

/** A number as people type it: a comma is a decimal point too. */
function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : Number.NaN;
}

export function validateDraft(form: Pick<CheckInForm, 'questions' | 'measurements'>, draft: CheckInDraft): DraftErrors {
  const errors: DraftErrors = {};
  for (const question of form.questions) {
    const field = `answers.${question.id}`;
    const text = (draft.answers[question.id] ?? '').trim();
    if (text === '') {
      if (question.required) errors[field] = { code: 'required' };
      continue;
    }
    if (question.kind === 'scale') {
      const value = Number(text);
      if (!Number.isInteger(value) || value < CHECK_IN_LIMITS.scaleMin || value > CHECK_IN_LIMITS.scaleMax)
        errors[field] = { code: 'scale' };
    } else if (question.kind === 'number') {
      if (Number.isNaN(parseNumber(text))) errors[field] = { code: 'number' };
    } else if (question.kind === 'text') {
      if (text.length > CHECK_IN_LIMITS.textAnswerMax) errors[field] = { code: 'textTooLong', max: CHECK_IN_LIMITS.textAnswerMax };
    }
  }
  for (const key of form.measurements) {
    const value = parseNumber(draft.measurements[key] ?? '');
    if (value === null) continue;
    const { min, max, unit } = CHECK_IN_MEASUREMENT_RANGES[key];
    if (Number.isNaN(value) || value < min || value > max) errors[`measurements.${key}`] = { code: 'range', min, max, unit };
  }
  if (draft.note.length > CHECK_IN_LIMITS.noteMax) errors.note = { code: 'noteTooLong', max: CHECK_IN_LIMITS.noteMax };
  return errors;
}

/** The body for POST /api/check-ins (or the PUT that corrects it); only the form's own fields. */
export function draftBody(form: Pick<CheckInForm, 'questions' | 'measurements'>, draft: CheckInDraft): CheckInBody {
  const answers: { questionId: string; value: CheckInAnswerValue }[] = [];
  for (const question of form.questions) {
    const text = (draft.answers[question.id] ?? '').trim();
    if (text === '') continue;
    const value: CheckInAnswerValue =
      question.kind === 'yes_no'
        ? text === 'yes'
        : question.kind === 'scale'
          ? Number(text)
          : question.kind === 'number'
            ? (parseNumber(text) ?? 0)
            : text;
    answers.push({ questionId: question.id, value });
  }
  const measurements: Partial<Record<CheckInMeasurementKey, number>> = {};
  for (const key of form.measurements) {
    const value = parseNumber(draft.measurements[key] ?? '');
    if (value !== null && !Number.isNaN(value)) measurements[key] = value;
  }
  const note = draft.note.trim();
  return { answers, measurements, note: note === '' ? null : note };
}
