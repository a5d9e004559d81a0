// The notifications screens' texts: the bell, the notification settings and the coach's failed
// deliveries (src/locales/<language>/notifications.json). What a notification itself says comes
// from the server, in the recipient's language.
import en from '../../locales/en/notifications.json';
import { defineTexts } from '../../lib/i18n';

export const notificationsTexts = defineTexts('notifications', en);
