// The texts of the screens composed in app/routes: src/locales/<language>/app.json.
import en from '../locales/en/app.json';
import { defineTexts } from '../lib/i18n';

export const appTexts = defineTexts('app', en);
