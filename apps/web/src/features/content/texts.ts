// The content screens' texts: dashboard banners and testimonials, search, the data download and
// the account deletion request (src/locales/<language>/content.json).
import en from '../../locales/en/content.json';
import { defineTexts } from '../../lib/i18n';

export const contentTexts = defineTexts('content', en);
