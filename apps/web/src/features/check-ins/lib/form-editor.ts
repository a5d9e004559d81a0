// The coach's form editor's rules, apart from the screen: moving and removing questions, the body
// for PUT /api/admin/check-in-form (a kept question keeps its id; a new one has none) and the checks
// the server applies (a label of 1-120 characters, at most 12 questions).
import {
  CHECK_IN_LIMITS,
  type CheckInForm,
  type CheckInFormBody,
  type CheckInMeasurementKey,
  type CheckInPose,
  type CheckInQuestionKind,
} from '@rhythmfit/contracts';

export interface EditedQuestion {
  /** React's key; the server's id for a question it already has. */
  key: string;
  id?: string;
  kind: CheckInQuestionKind;
  label: string;
  required: boolean;
}

export interface EditedForm {
  dayOfWeek: number;
  questions: EditedQuestion[];
  measurements: CheckInMeasurementKey[];
  photos: CheckInPose[];
}

let counter = 0;
export const newQuestion = (): EditedQuestion => ({ key: `new-${++counter}`, kind: 'scale', label: '', required: true });

export function editedFrom(form: CheckInForm): EditedForm {
  return {
    dayOfWeek: form.dayOfWeek,
    questions: form.questions.map((q) => ({ key: q.id, id: q.id, kind: q.kind, label: q.label, required: q.required })),
    measurements: [...form.measurements],
    photos: [...form.photos],
  };
}

export function moveQuestion(questions: EditedQuestion[], index: number, by: -1 | 1): EditedQuestion[] {
  const to = index + by;
  if (to < 0 || to >= questions.length) return questions;
  const next = [...questions];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

export type LabelError = 'empty' | 'tooLong';

/** Question key → what is wrong with its label. */
export function labelErrors(form: EditedForm): Record<string, LabelError> {
  const errors: Record<string, LabelError> = {};
  for (const q of form.questions) {
    const label = q.label.trim();
    if (label === '') errors[q.key] = 'empty';
    else if (label.length > CHECK_IN_LIMITS.labelMax) errors[q.key] = 'tooLong';
  }
  return errors;
}

export function formBody(
  form: EditedForm,
  order: { measurements: readonly CheckInMeasurementKey[]; photos: readonly CheckInPose[] },
): CheckInFormBody {
  return {
    dayOfWeek: form.dayOfWeek,
    questions: form.questions.map((q) => ({ ...(q.id ? { id: q.id } : {}), kind: q.kind, label: q.label.trim(), required: q.required })),
    // In the app's own order, whatever order they were ticked in.
    measurements: order.measurements.filter((m) => form.measurements.includes(m)),
    photos: order.photos.filter((p) => form.photos.includes(p)),
  };
}
