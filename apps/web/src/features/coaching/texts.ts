// The coaching screens' texts: booking, slots, sessions, live sessions, catalogue panels and My
// Appointments (src/locales/<language>/coaching.json).
import en from '../../locales/en/coaching.json';
import { defineTexts } from '../../lib/i18n';

export const coachingTexts = defineTexts('coaching', en);

const STATUS_KEYS = {
  pending: 'status.pending',
  confirmed: 'status.confirmed',
  cancelled: 'status.cancelled',
  no_show: 'status.no_show',
  upcoming: 'status.upcoming',
  completed: 'status.completed',
} as const;

/** A booking's or session's status as the reader says it; an unknown one as the server wrote it. */
export function statusLabel(status: string | null | undefined, fallback: string): string {
  const key = STATUS_KEYS[(status ?? 'pending').toLowerCase() as keyof typeof STATUS_KEYS];
  return key ? coachingTexts(key) : fallback;
}
