// The privacy policy's texts: src/locales/<language>/legal.json.
import en from '../../locales/en/legal.json';
import { defineTexts } from '../../lib/i18n';

export const legalTexts = defineTexts('legal', en);
