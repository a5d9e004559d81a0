// Slot times across time zones in the language on screen (issue 43): English is the contracts'
// slotTimeLabel word for word; Hindi names the member's weekday and month in Hindi.
import { afterEach, describe, expect, it } from 'vitest';
import { slotTimeLabel } from '@rhythmfit/contracts';
import { setLanguage } from '../../../lib/i18n';
import { slotTimeText } from './slot-time';

const ZONES = ['Asia/Kolkata', 'Asia/Dubai', 'America/New_York', 'Europe/London', 'Pacific/Auckland', 'America/Argentina/Buenos_Aires'];

describe('slotTimeText', () => {
  afterEach(() => setLanguage('en'));

  it("is slotTimeLabel's English in every zone, on a day of every month, early and late", () => {
    for (let month = 1; month <= 12; month += 1) {
      const date = `2026-${String(month).padStart(2, '0')}-${month === 2 ? '28' : '30'}`;
      for (const time of ['00:30', '02:00', '12:00', '23:45']) {
        for (const zone of ZONES) {
          expect(slotTimeText(date, time, 'Asia/Kolkata', zone), `${date} ${time} ${zone}`).toBe(
            slotTimeLabel(date, time, 'Asia/Kolkata', zone),
          );
        }
      }
    }
    expect(slotTimeText('2026-12-01', '02:00', 'Asia/Kolkata', 'America/New_York')).toBe('15:30 Mon 30 Nov (New York) · 02:00 IST');
  });

  it('names the day in Hindi', async () => {
    await setLanguage('hi');
    expect(slotTimeText('2026-12-01', '12:00', 'Asia/Kolkata', 'Asia/Kolkata')).toBe('12:00 IST');
    expect(slotTimeText('2026-12-01', '12:00', 'Asia/Kolkata', 'Asia/Dubai')).toBe('10:30 (Dubai) · 12:00 IST');
    expect(slotTimeText('2026-12-01', '02:00', 'Asia/Kolkata', 'America/New_York')).toBe('15:30, सोम 30 नव॰ (New York) · 02:00 IST');
    expect(slotTimeText('2026-09-01', '02:00', 'Asia/Kolkata', 'America/New_York')).toBe('16:30, सोम 31 अग॰ (New York) · 02:00 IST');
  });
});
