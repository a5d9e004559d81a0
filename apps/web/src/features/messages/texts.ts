// The messages screens' texts: the member's conversation and the coach's inbox
// (src/locales/<language>/messages.json).
import en from '../../locales/en/messages.json';
import { defineTexts } from '../../lib/i18n';

export const messagesTexts = defineTexts('messages', en);
