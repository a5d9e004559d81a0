// The top bar's "Last seen" line in the language on screen: the rules of lastSeenText
// (@rhythmfit/contracts), with the date and time written by lib/format.ts.
import { formatDate, formatTime } from '../../lib/format';
import { commonTexts } from '../../lib/texts';

export function lastSeenLabel(lastSeen: string | Date | null | undefined, now: Date = new Date()): string {
  const seen = lastSeen === null || lastSeen === undefined || lastSeen === '' ? null : new Date(lastSeen);
  if (!seen || Number.isNaN(seen.getTime())) return commonTexts('presence.unknown');
  const elapsedSeconds = Math.max(0, Math.floor((now.getTime() - seen.getTime()) / 1000));
  if (elapsedSeconds < 60) return commonTexts('presence.activeNow');
  if (elapsedSeconds < 3600) return commonTexts('presence.minutesAgo', { minutes: String(Math.floor(elapsedSeconds / 60)) });
  if (elapsedSeconds < 86_400) return commonTexts('presence.hoursAgo', { hours: String(Math.floor(elapsedSeconds / 3600)) });
  return commonTexts('presence.on', { date: formatDate(seen), time: formatTime(seen) });
}
