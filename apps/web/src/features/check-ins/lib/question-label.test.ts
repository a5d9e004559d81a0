import { DEFAULT_CHECK_IN_FORM } from '@rhythmfit/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { checkInTexts } from '../texts';
import { DEFAULT_QUESTION_KEYS, questionLabel } from './question-label';

describe('questionLabel', () => {
  afterEach(() => setLanguage('en'));

  it('knows every question of the default form, in the words the contracts give it', () => {
    for (const question of DEFAULT_CHECK_IN_FORM.questions) {
      const key = DEFAULT_QUESTION_KEYS[question.id as keyof typeof DEFAULT_QUESTION_KEYS];
      expect(key, question.id).toBeDefined();
      // The English catalogue says what the contracts say (the API stores the label with answers).
      expect(checkInTexts(key)).toBe(question.label);
      expect(questionLabel(question.id!, question.label)).toBe(question.label);
    }
  });

  it("shows the default questions in Hindi, and a coach's own words as written", async () => {
    await setLanguage('hi');
    expect(questionLabel('energy', 'How was your energy this week?')).toBe('इस हफ़्ते आपकी ऊर्जा कैसी रही?');
    // The coach reworded a default question, or wrote one of their own: their words.
    expect(questionLabel('energy', 'Energy levels (1-10)?')).toBe('Energy levels (1-10)?');
    expect(questionLabel('q-1', 'How was your energy this week?')).toBe('How was your energy this week?');
  });
});
