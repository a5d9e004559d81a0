// "5 min ago" for the bell: short, and a day and month once it is more than a week old, in the
// language on screen.
import { intlLocale } from '../../../lib/format';
import { notificationsTexts as t } from '../texts';

const dayMonth = new Map<string, Intl.DateTimeFormat>();

export function timeAgo(iso: string, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return t('ago.justNow');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('ago.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('ago.hours', { hours });
  const days = Math.floor(hours / 24);
  if (days < 7) return days === 1 ? t('ago.yesterday') : t('ago.days', { days });
  const locale = intlLocale();
  let format = dayMonth.get(locale);
  if (!format) dayMonth.set(locale, (format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' })));
  return format.format(new Date(iso));
}
