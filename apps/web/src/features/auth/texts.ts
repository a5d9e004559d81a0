// The sign-in and sign-up screens' texts (src/locales/<language>/auth.json).
import en from '../../locales/en/auth.json';
import { defineTexts } from '../../lib/i18n';

export const authTexts = defineTexts('auth', en);
