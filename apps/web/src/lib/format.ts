// Numbers, money, measures, dates and times in the reader's language: one module on Intl for en-IN
// and hi-IN (issue 43). Indian grouping (₹1,00,000), Latin digits in both languages, kg and cm with
// one decimal, dates as "29 Nov 2026" / "29 नव॰ 2026" (in Hindi everywhere; in English except where
// the screens always wrote YYYY-MM-DD: formatListDate), and clock times in the member's 12- or
// 24-hour habit (24-hour unless they chose otherwise in Account Settings).
// Formatters are made on first use, per language and never when the module loads: a page's first
// Intl call initialises ICU, a long main-thread task (src/app/no-intl-on-load.test.ts).
// Calendar dates (YYYY-MM-DD) and clock times (HH:MM) that the spec fixes as such (the circadian
// title's date, the booking slots' times) stay as they are and do not come through here.
import { DEFAULT_LANGUAGE } from '@rhythmfit/contracts';
import { i18n, PSEUDO_LANGUAGE } from './i18n';

export type ClockHabit = '12' | '24';
const CLOCK_KEY = 'rhythmfit:clock';

export function clockHabit(): ClockHabit {
  return localStorage.getItem(CLOCK_KEY) === '12' ? '12' : '24';
}

export function setClockHabit(habit: ClockHabit): void {
  localStorage.setItem(CLOCK_KEY, habit);
  // The same change event as a language switch: every screen that formats a time draws again.
  i18n.emit('change');
}

/** The Intl locale of the language on screen (the pseudo language formats as English). */
export function intlLocale(): 'en-IN' | 'hi-IN' {
  return i18n.locale === 'hi' ? 'hi-IN' : 'en-IN';
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${intlLocale()}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!formatter) formatters.set(key, (formatter = new Intl.NumberFormat(intlLocale(), options)));
  return formatter;
}
function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${intlLocale()}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(intlLocale(), options)));
  return formatter;
}

/** 100000 -> "1,00,000"; at most `maxDecimals` decimals (none by default). */
export function formatNumber(value: number, maxDecimals = 0): string {
  return numberFormat({ maximumFractionDigits: maxDecimals }).format(value);
}

/** Rupees from integer paise: 10000000 -> "₹1,00,000", 12345 -> "₹123.45" (whole rupees print bare). */
export function formatRupees(paise: number): string {
  return numberFormat({ style: 'currency', currency: 'INR', trailingZeroDisplay: 'stripIfInteger' }).format(paise / 100);
}

/** One decimal, always: 72 -> "72.0", 72.46 -> "72.5" (the number only; the unit is a text). */
export function formatOneDecimal(value: number): string {
  return numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** A calendar date written YYYY-MM-DD is that day wherever the reader is, not midnight UTC. */
function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/** The one date format: "29 Nov 2026" / "29 नव॰ 2026". Invalid input comes back as it was. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return dateFormat({ day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/**
 * A calendar date (YYYY-MM-DD) in a table, a list, a card or a message: the one format in Hindi
 * ("29 नव॰ 2026") and in any language added later, while English (and the pseudo language, which
 * formats as English) shows the date exactly as these screens always have, YYYY-MM-DD: the spec's
 * English texts and the tests written from them read it that way (issue 43: English stays as it is).
 */
export function formatListDate(value: string | null | undefined): string {
  if (!value) return '';
  return i18n.locale === DEFAULT_LANGUAGE || i18n.locale === PSEUDO_LANGUAGE ? value : formatDate(value);
}

/** A day near today, with its weekday and without the year: "Sun, 29 Nov" / "रवि, 29 नव॰". */
export function formatWeekdayDate(value: string | Date): string {
  return dateFormat({ weekday: 'short', day: 'numeric', month: 'short' }).format(toDate(value));
}

/** The weekday alone: "Sun" / "रवि". */
export function formatWeekday(value: string | Date, width: 'short' | 'long' = 'short'): string {
  return dateFormat({ weekday: width }).format(toDate(value));
}

/** A clock time in the member's habit: "14:05" or "2:05 pm". Takes an instant or "HH:MM". */
export function formatTime(value: string | Date): string {
  const clock = typeof value === 'string' ? /^(\d{2}):(\d{2})$/.exec(value) : null;
  const date = clock ? new Date(2000, 0, 1, Number(clock[1]), Number(clock[2])) : toDate(value);
  return dateFormat(clockOptions()).format(date);
}

function clockOptions(): Intl.DateTimeFormatOptions {
  return clockHabit() === '12'
    ? { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }
    : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
}

/** An instant as date and time: "29 Nov 2026, 14:05" / "29 नव॰ 2026, 2:05 pm". */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return dateFormat({ day: 'numeric', month: 'short', year: 'numeric', ...clockOptions() }).format(date);
}
