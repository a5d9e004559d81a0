// .ics files read by a real iCalendar parser (ical.js): folding at 75 octets never cuts a UTF-8
// character, so names with accents and emoji survive the round trip.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookingIcs, foldIcsLine } from './coaching.js';

const booking = { id: 7, date: '2025-06-01', time: '09:30', meetingLink: 'https://meet.example.com/abc', trainer_name: null };

describe('.ics folding', () => {
  it('keeps every physical line within 75 octets and never splits a character', () => {
    const line = `SUMMARY:${'Coaching with Ånanya 🧘‍♀️ '.repeat(8)}`;
    const folded = foldIcsLine(line);
    for (const physical of folded.split('\r\n')) {
      expect(Buffer.byteLength(physical, 'utf8')).toBeLessThanOrEqual(75);
      expect(physical).not.toContain('\uFFFD');
    }
    expect(
      folded
        .split('\r\n')
        .map((part, i) => (i === 0 ? part : part.slice(1)))
        .join(''),
    ).toBe(line);
  });

  it('a trainer name ending in an emoji survives a round trip through ical.js', () => {
    const trainer = 'Coach Meenakshi Subramanian-Venkataraman of the Morning Flow Studio 🧘🏽‍♀️';
    const text = bookingIcs({
      booking: { ...booking, trainer_name: trainer },
      timeZone: 'Asia/Kolkata',
      now: new Date('2025-05-01T00:00:00Z'),
    });
    for (const physical of text.split('\r\n')) expect(Buffer.byteLength(physical, 'utf8')).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe(`Coaching appointment with ${trainer}`);
    expect(event.startDate.toJSDate().toISOString()).toBe('2025-06-01T04:00:00.000Z');
    expect(event.location).toBe('https://meet.example.com/abc');
  });
});
