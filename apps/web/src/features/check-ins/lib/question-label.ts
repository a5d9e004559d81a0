// The default form's questions (the form that applies until the coach saves one of their own,
// contracts' DEFAULT_CHECK_IN_FORM) are the app's words: shown in the reader's language. A question
// the coach wrote, or reworded, is the coach's words: shown as written.
import { DEFAULT_CHECK_IN_FORM } from '@rhythmfit/contracts';
import { checkInTexts } from '../texts';

/** The default questions' ids (fixed by the contracts) and their catalogue keys. */
export const DEFAULT_QUESTION_KEYS = {
  energy: 'defaultQuestion.energy',
  hunger: 'defaultQuestion.hunger',
  sleep_quality: 'defaultQuestion.sleepQuality',
  adherence: 'defaultQuestion.adherence',
} as const;

type DefaultQuestionId = keyof typeof DEFAULT_QUESTION_KEYS;

const DEFAULT_LABELS = new Map<string, string>(DEFAULT_CHECK_IN_FORM.questions.map((question) => [question.id ?? '', question.label]));

function isDefaultQuestionId(id: string): id is DefaultQuestionId {
  return Object.hasOwn(DEFAULT_QUESTION_KEYS, id);
}

/** A question's label (or an answer's, as asked that week) as the reader should see it. */
export function questionLabel(id: string, label: string): string {
  return isDefaultQuestionId(id) && DEFAULT_LABELS.get(id) === label ? checkInTexts(DEFAULT_QUESTION_KEYS[id]) : label;
}
