// The coach's day rules: median eating window, the SRI reason (level and drop), texts, ordering,
// dismissal fingerprints and the message body.
import { describe, expect, it } from 'vitest';
import { emptyDailyRecord as empty, type DailyRecord } from './circadian.js';
import {
  ATTENTION_CODES,
  DEFAULT_ATTENTION_THRESHOLDS,
  MessageTextSchema,
  attentionFingerprint,
  attentionText,
  sortByAttention,
  medianEatingWindow,
  messageLength,
  sleepRegularityReason,
  sriFromShare,
  weightGain,
  type AttentionReason,
} from './coach-day.js';
import { median } from './statistics.js';

const meals = (date: string, breakfast: string | null, dinner: string | null): DailyRecord => ({
  ...empty(date),
  breakfastLogged: breakfast !== null,
  breakfastTime: breakfast,
  dinnerLogged: dinner !== null,
  dinnerTime: dinner,
});
const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}`;
/** 8 h from 22:00 UTC on day n, shifted by `shift` minutes. */
const sleep = (n: number, shift: number): DailyRecord => {
  const start = Date.parse(`${day(n)}T22:00:00.000Z`) + shift * 60_000;
  return { ...empty(day(n)), sleepStart: new Date(start).toISOString(), sleepEnd: new Date(start + 8 * 3_600_000).toISOString() };
};

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([10, 20])).toBe(15);
  });
});

describe('medianEatingWindow', () => {
  it('uses the last 7 days with a window (two meals or more), newest first', () => {
    const records = [
      ...Array.from({ length: 4 }, (_, i) => meals(day(20 + i), '06:00', '20:01')),
      ...Array.from({ length: 3 }, (_, i) => meals(day(24 + i), '08:00', '18:00')),
      meals(day(10), '05:00', '23:00'),
      meals(day(27), '08:00', null),
    ];
    expect(medianEatingWindow(records)).toEqual({ hours: 14.02, days: 7, since: day(20) });
  });

  it('is null without any day of two meals', () => {
    expect(medianEatingWindow([meals(day(1), '08:00', null), empty(day(2))])).toBeNull();
  });
});

describe('sleepRegularityReason', () => {
  const nights = (shift: number, from = 1) => Array.from({ length: 5 }, (_, i) => sleep(from + i, i % 2 ? shift : 0));

  it('flags an SRI under 60 and not one of exactly 60', () => {
    expect(sleepRegularityReason(nights(145), [])).toEqual({ sri: 59.7, previous: null, flagged: true });
    expect(sleepRegularityReason(nights(144), [])).toEqual({ sri: 60, previous: null, flagged: false });
  });

  it('flags a drop of 15 points or more against the previous window', () => {
    expect(sleepRegularityReason(nights(54, 15), nights(0))).toEqual({ sri: 85, previous: 100, flagged: true });
    expect(sleepRegularityReason(nights(53, 15), nights(0))).toEqual({ sri: 85.3, previous: 100, flagged: false });
  });

  it('needs 3 pairs of consecutive nights in a window', () => {
    expect(sleepRegularityReason(nights(300).slice(0, 3), [])).toBeNull();
    expect(sleepRegularityReason(nights(54, 15), nights(0).slice(0, 3))).toEqual({ sri: 85, previous: null, flagged: false });
  });

  it('maps a share of same-state minutes to -100..100', () => {
    expect(sriFromShare(1)).toBe(100);
    expect(sriFromShare(0.5)).toBe(0);
    expect(sriFromShare(0)).toBe(-100);
  });
});

describe('texts and order', () => {
  it('says each reason in plain words with its numbers', () => {
    const t = DEFAULT_ATTENTION_THRESHOLDS;
    expect(attentionText('no_logs', 1, t.noLogsDays)).toBe('No logs for 1 day (attention from 3).');
    expect(attentionText('long_eating_window', 14.5, 14)).toBe(
      'Eating window of 14.5 h (median of the last logged days; over 14 h needs attention).',
    );
    expect(attentionText('irregular_sleep', 40, 60)).toBe(
      'Sleep regularity of 40 over the last 14 days (SRI, -100 to 100; under 60 needs attention).',
    );
    expect(attentionText('irregular_sleep', 70, 60, { previous: 90 })).toBe(
      'Sleep regularity fell to 70 from 90 over the previous 14 days (SRI, -100 to 100).',
    );
    expect(attentionText('late_dinner', 5, 4, { after: '21:00' })).toBe('Dinner after 21:00 on 5 of the last 7 days (attention from 4).');
    expect(attentionText('weight_gain', 2.5, 2)).toBe('Gained 2.5 kg between the last two monthly entries (attention from 2 kg).');
    expect(attentionText('missed_appointment', 2, 1)).toBe('Missed 2 appointments in the last 14 days.');
  });

  it('orders members by the weight of their reasons', () => {
    const r = (code: AttentionReason['code']): AttentionReason => ({ code, text: '', value: 1, threshold: 1, since: null });
    const list = [
      { user: { id: 1 }, reasons: [r('late_dinner')] },
      { user: { id: 2 }, reasons: [r('missed_appointment')] },
      { user: { id: 3 }, reasons: [r('late_dinner'), r('long_eating_window')] },
      { user: { id: 4 }, reasons: [r('no_logs')] },
      { user: { id: 5 }, reasons: [r('long_eating_window')] },
      { user: { id: 6 }, reasons: [r('weight_gain'), r('irregular_sleep')] },
      { user: { id: 0 }, reasons: [r('weight_gain')] },
    ];
    // By weight (7 before 6 before 5), then by how many reasons (3's two reasons before 0's one, both
    // weighing 4), then by id (1 before 5).
    expect(sortByAttention(list).map((m) => `${m.user.id}:${m.reasons.map((x) => x.code).join('+')}`)).toEqual([
      '6:weight_gain+irregular_sleep',
      '2:missed_appointment',
      '4:no_logs',
      '3:late_dinner+long_eating_window',
      '0:weight_gain',
      '1:late_dinner',
      '5:long_eating_window',
    ]);
    expect(ATTENTION_CODES).toHaveLength(8);
  });

  it('a fingerprint changes with the value or since', () => {
    expect(attentionFingerprint({ value: 4, since: '2026-11-01' })).not.toBe(attentionFingerprint({ value: 5, since: '2026-11-01' }));
    expect(attentionFingerprint({ value: 4, since: null })).toBe('4|');
    expect(weightGain(72.1, 70.1)).toBe(2);
  });
});

describe('MessageTextSchema', () => {
  it('trims and takes 1 to 2,000 characters of text', () => {
    expect(MessageTextSchema.parse('  hi  ')).toBe('hi');
    expect(MessageTextSchema.safeParse('   ').error?.issues[0]?.message).toBe('Please write a message first.');
    expect(MessageTextSchema.safeParse('x'.repeat(2001)).error?.issues[0]?.message).toBe('A message can be at most 2,000 characters.');
    expect(MessageTextSchema.safeParse('a\u0007b').success).toBe(false);
    expect(MessageTextSchema.safeParse('line one\nline two\ttabbed').success).toBe(true);
    expect(messageLength('🙂🙂')).toBe(2);
  });
});
