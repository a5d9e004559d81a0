// The weekly check-in screens' texts (member and coach): src/locales/<language>/checkins.json.
import en from '../../locales/en/checkins.json';
import { defineTexts } from '../../lib/i18n';

export const checkInTexts = defineTexts('checkins', en);
