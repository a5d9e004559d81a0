// The circadian screens' texts (the day, the 24-hour chart, insights, the coach's tracker):
// src/locales/<language>/circadian.json.
import en from '../../locales/en/circadian.json';
import { defineTexts } from '../../lib/i18n';

export const circadianTexts = defineTexts('circadian', en);
export { en as circadianEnglish };
