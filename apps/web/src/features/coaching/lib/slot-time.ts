// A slot's time as the member reads it, in the language on screen: the contracts' slotTimeParts
// written through the catalogue ("10:30 (Dubai) · 12:00 IST", "15:30 Mon 30 Nov (New York) · 02:00 IST";
// in Hindi the weekday and month are Hindi). English is slotTimeLabel's text word for word.
import { slotTimeParts } from '@rhythmfit/contracts';
import { coachingTexts } from '../texts';
import { hindiDayPart } from './format';

export function slotTimeText(date: string, time: string, businessTimeZone: string, memberTimeZone: string): string {
  const parts = slotTimeParts(date, time, businessTimeZone, memberTimeZone);
  if (!parts.member) return coachingTexts('slotTime.same', { time: parts.time, zone: parts.zone });
  const values = { memberTime: parts.member.time, city: parts.member.city, time: parts.time, zone: parts.zone };
  const day = parts.member.date;
  if (!day) return coachingTexts('slotTime.member', values);
  return coachingTexts('slotTime.memberDay', {
    ...values,
    weekday: hindiDayPart(day, 'weekday'),
    day: String(Number(day.slice(8, 10))),
    month: hindiDayPart(day, 'month'),
  });
}
