// The one formatting module: Indian grouping, one decimal, the one date format, and the clock habit,
// in English and Hindi.
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatListDate,
  formatNumber,
  formatOneDecimal,
  formatRupees,
  formatTime,
  formatWeekdayDate,
  setClockHabit,
} from './format';
import { setLanguage } from './i18n';

afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

describe('numbers and money', () => {
  it('group in lakhs and crores, with Latin digits in both languages', async () => {
    expect(formatRupees(10_000_000)).toBe('₹1,00,000');
    expect(formatRupees(12_345)).toBe('₹123.45');
    expect(formatNumber(12_345_678)).toBe('1,23,45,678');
    await setLanguage('hi');
    expect(formatRupees(10_000_000)).toBe('₹1,00,000');
    expect(formatNumber(12_345_678)).toBe('1,23,45,678');
  });

  it('weights and heights carry one decimal', () => {
    expect(formatOneDecimal(72)).toBe('72.0');
    expect(formatOneDecimal(72.46)).toBe('72.5');
    expect(formatOneDecimal(172.04)).toBe('172.0');
  });
});

describe('dates and times', () => {
  it('one date format, in the language', async () => {
    expect(formatDate('2026-11-29')).toBe('29 Nov 2026');
    expect(formatDate(new Date(2026, 10, 29, 23, 30))).toBe('29 Nov 2026');
    expect(formatWeekdayDate('2026-11-29')).toBe('Sun, 29 Nov');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('not a date');
    await setLanguage('hi');
    expect(formatDate('2026-11-29')).toBe('29 नव॰ 2026');
    expect(formatWeekdayDate('2026-11-29')).toBe('रवि, 29 नव॰');
  });

  it('a date in a list stays YYYY-MM-DD in English and is the one format in Hindi', async () => {
    expect(formatListDate('2026-11-29')).toBe('2026-11-29');
    expect(formatListDate('2026-01-01')).toBe('2026-01-01');
    expect(formatListDate(null)).toBe('');
    await setLanguage('en-XA');
    expect(formatListDate('2026-11-29')).toBe('2026-11-29');
    await setLanguage('hi');
    expect(formatListDate('2026-11-29')).toBe('29 नव॰ 2026');
    expect(formatListDate('2026-01-01')).toBe('1 जन॰ 2026');
    expect(formatListDate(undefined)).toBe('');
    expect(formatListDate('not a date')).toBe('not a date');
  });

  it('a calendar date is that day, not midnight UTC', () => {
    // Vitest runs with TZ=UTC; a YYYY-MM-DD read as UTC midnight would be the day before west of it.
    expect(formatDate('2026-01-01')).toBe('1 Jan 2026');
  });

  it("times follow the member's clock habit, 24-hour unless they chose 12", async () => {
    expect(formatTime('14:05')).toBe('14:05');
    expect(formatTime('08:00')).toBe('08:00');
    setClockHabit('12');
    expect(formatTime('14:05')).toBe('2:05 pm');
    await setLanguage('hi');
    expect(formatTime('14:05')).toBe('2:05 pm');
    expect(formatDateTime(new Date(2026, 10, 29, 14, 5))).toBe('29 नव॰ 2026, 2:05 pm');
    setClockHabit('24');
    expect(formatDateTime(new Date(2026, 10, 29, 14, 5))).toBe('29 नव॰ 2026, 14:05');
  });
});
