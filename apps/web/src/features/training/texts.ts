// The member's training screens' texts: src/locales/<language>/training.json.
import en from '../../locales/en/training.json';
import { defineTexts } from '../../lib/i18n';

export const trainingTexts = defineTexts('training', en);
