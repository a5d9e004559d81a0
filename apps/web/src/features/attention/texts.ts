// The coach's Needs attention section: src/locales/<language>/attention.json.
import en from '../../locales/en/attention.json';
import { defineTexts } from '../../lib/i18n';

export const attentionTexts = defineTexts('attention', en);
export { en as attentionEnglish };
