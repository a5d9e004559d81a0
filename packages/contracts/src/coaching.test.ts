import { describe, expect, it } from 'vitest';
import {
  BookingLinkBodySchema,
  BookingStatusSchema,
  LiveSessionBodySchema,
  SessionStatusBodySchema,
  bookingBadge,
  bookingIcs,
  canCancelBooking,
  canMarkNoShow,
  capitalizeStatus,
  dayChips,
  formatPlanPrice,
  groupLiveSessions,
  isoDateInZone,
  isSlotInPast,
  wallClockToInstant,
} from './coaching.js';

const s = (id: number, startTime: string, endTime: string) => ({ id, startTime, endTime });

describe('groupLiveSessions', () => {
  const now = new Date('2025-03-10T12:00:00Z');

  it('puts each session in its group and drops those that ended on an earlier day (UTC)', () => {
    const groups = groupLiveSessions(
      [
        s(1, '2025-03-10T11:30:00Z', '2025-03-10T12:30:00Z'), // live
        s(2, '2025-03-10T18:00:00Z', '2025-03-10T19:00:00Z'), // upcoming today
        s(3, '2025-03-10T14:00:00Z', '2025-03-10T15:00:00Z'), // upcoming today, earlier
        s(4, '2025-03-11T09:00:00Z', '2025-03-11T10:00:00Z'), // future
        s(5, '2025-03-10T08:00:00Z', '2025-03-10T09:00:00Z'), // completed today
        s(6, '2025-03-10T10:00:00Z', '2025-03-10T11:00:00Z'), // completed today, later end
        s(7, '2025-03-09T20:00:00Z', '2025-03-09T21:00:00Z'), // yesterday: dropped
      ],
      now,
      'UTC',
    );
    expect(groups.live.map((x) => x.id)).toEqual([1]);
    expect(groups.upcomingToday.map((x) => x.id)).toEqual([3, 2]);
    expect(groups.future.map((x) => x.id)).toEqual([4]);
    expect(groups.completedToday.map((x) => x.id)).toEqual([6, 5]);
  });

  it('treats the exact start and end instants as live', () => {
    const groups = groupLiveSessions(
      [s(1, '2025-03-10T12:00:00Z', '2025-03-10T13:00:00Z'), s(2, '2025-03-10T11:00:00Z', '2025-03-10T12:00:00Z')],
      now,
      'UTC',
    );
    expect(groups.live.map((x) => x.id)).toEqual([2, 1]); // sorted by start
  });

  it('reads "today" in the member zone: a 23:30 UTC start is tomorrow in Kolkata but today in New York', () => {
    const session = s(1, '2025-03-10T23:30:00Z', '2025-03-11T00:30:00Z');
    const at = new Date('2025-03-10T15:00:00Z'); // 20:30 in Kolkata, 11:00 in New York
    expect(groupLiveSessions([session], at, 'Asia/Kolkata').future).toHaveLength(1);
    expect(groupLiveSessions([session], at, 'America/New_York').upcomingToday).toHaveLength(1);
  });

  it('keeps a session that ended "yesterday" in UTC but today in the member zone', () => {
    // Ends 2025-03-10 03:00 UTC = 2025-03-09 23:00 in New York; now is 2025-03-10 01:00 New York.
    const session = s(1, '2025-03-10T02:00:00Z', '2025-03-10T03:00:00Z');
    const at = new Date('2025-03-10T06:00:00Z');
    expect(groupLiveSessions([session], at, 'America/New_York').completedToday).toHaveLength(0);
    expect(groupLiveSessions([session], at, 'UTC').completedToday).toHaveLength(1);
    const late = new Date('2025-03-10T03:30:00Z'); // 23:30 in New York, still the 9th
    expect(groupLiveSessions([session], late, 'America/New_York').completedToday).toHaveLength(1);
  });

  it('skips sessions with unreadable times', () => {
    const groups = groupLiveSessions([s(1, 'nonsense', '2025-03-10T13:00:00Z')], now, 'UTC');
    expect(Object.values(groups).flat()).toHaveLength(0);
  });
});

describe('dayChips', () => {
  it('gives 7 days starting today with weekday, day and month', () => {
    const chips = dayChips(new Date('2025-02-26T10:00:00Z'), 'UTC');
    expect(chips).toHaveLength(7);
    expect(chips[0]).toEqual({ date: '2025-02-26', weekday: 'Wed', day: '26', month: 'Feb' });
    expect(chips[3]).toEqual({ date: '2025-03-01', weekday: 'Sat', day: '1', month: 'Mar' });
    expect(chips[6]!.date).toBe('2025-03-04');
  });

  it("starts at the member's own today", () => {
    const instant = new Date('2025-12-31T20:00:00Z');
    expect(dayChips(instant, 'UTC')[0]!.date).toBe('2025-12-31');
    expect(dayChips(instant, 'Asia/Tokyo')[0]).toEqual({ date: '2026-01-01', weekday: 'Thu', day: '1', month: 'Jan' });
    expect(dayChips(instant, 'Asia/Tokyo')[6]!.date).toBe('2026-01-07');
  });
});

describe('formatPlanPrice', () => {
  it('multiplies by 83, adds the rupee sign and drops decimals', () => {
    expect(formatPlanPrice(10)).toBe('₹830');
    expect(formatPlanPrice(9.99)).toBe('₹829');
    expect(formatPlanPrice(0)).toBe('₹0');
    expect(formatPlanPrice(99.99)).toBe('₹8,299');
    expect(formatPlanPrice(1000)).toBe('₹83,000');
  });
});

describe('time zones', () => {
  it('reads a wall clock in a zone, across daylight saving', () => {
    expect(wallClockToInstant('2025-06-01', '09:30', 'Asia/Kolkata').toISOString()).toBe('2025-06-01T04:00:00.000Z');
    expect(wallClockToInstant('2025-07-01', '09:00', 'America/New_York').toISOString()).toBe('2025-07-01T13:00:00.000Z');
    expect(wallClockToInstant('2025-01-15', '09:00', 'America/New_York').toISOString()).toBe('2025-01-15T14:00:00.000Z');
    expect(isoDateInZone(new Date('2025-01-15T23:30:00Z'), 'Asia/Kolkata')).toBe('2025-01-16');
  });

  it('answers a remembered instant as a fresh Date: changing one answer does not change the next', () => {
    const first = wallClockToInstant('2025-03-09', '03:30', 'America/New_York');
    first.setTime(0);
    expect(wallClockToInstant('2025-03-09', '03:30', 'America/New_York').toISOString()).toBe('2025-03-09T07:30:00.000Z');
    // The same date and time in another zone is another instant.
    expect(wallClockToInstant('2025-03-09', '03:30', 'Asia/Kolkata').toISOString()).toBe('2025-03-08T22:00:00.000Z');
  });

  it('knows whether a slot has passed for the member', () => {
    const now = new Date('2025-06-01T04:30:00Z'); // 10:00 in Kolkata
    expect(isSlotInPast('2025-06-01', '09:30', now, 'Asia/Kolkata')).toBe(true);
    expect(isSlotInPast('2025-06-01', '10:30', now, 'Asia/Kolkata')).toBe(false);
    expect(isSlotInPast('2025-06-01', '09:30', now, 'UTC')).toBe(false);
  });
});

describe('bookings', () => {
  it('badges: green confirmed, red cancelled, yellow otherwise, Pending when absent', () => {
    expect(bookingBadge('confirmed')).toEqual({ label: 'Confirmed', color: 'green' });
    expect(bookingBadge('cancelled')).toEqual({ label: 'Cancelled', color: 'red' });
    expect(bookingBadge('pending')).toEqual({ label: 'Pending', color: 'yellow' });
    expect(bookingBadge(null)).toEqual({ label: 'Pending', color: 'yellow' });
    expect(bookingBadge('no_show')).toEqual({ label: 'No-show', color: 'gray' });
  });

  it('accepts the three statuses as a bare string and refuses others', () => {
    expect(BookingStatusSchema.parse('confirmed')).toBe('confirmed');
    expect(BookingStatusSchema.parse('Cancelled')).toBe('cancelled');
    expect(BookingStatusSchema.safeParse('done').success).toBe(false);
    expect(BookingStatusSchema.safeParse({ status: 'pending' }).success).toBe(false);
  });

  it('accepts https links or an empty string (clears), refuses the rest', () => {
    expect(BookingLinkBodySchema.parse('https://meet.example.com/x')).toBe('https://meet.example.com/x');
    expect(BookingLinkBodySchema.parse('')).toBeNull();
    expect(BookingLinkBodySchema.safeParse('http://insecure.example.com').success).toBe(false);
    expect(BookingLinkBodySchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(BookingLinkBodySchema.safeParse(42).success).toBe(false);
  });

  it('lets a member cancel only a future, active booking', () => {
    const now = new Date('2025-06-01T10:00:00Z');
    expect(canCancelBooking({ date: '2025-06-01', time: '11:00', status: 'pending' }, now, 'UTC')).toBe(true);
    expect(canCancelBooking({ date: '2025-06-01', time: '09:00', status: 'pending' }, now, 'UTC')).toBe(false);
    expect(canCancelBooking({ date: '2025-06-02', time: '09:00', status: 'cancelled' }, now, 'UTC')).toBe(false);
    expect(canCancelBooking({ date: '2025-06-02', time: '09:00', status: 'no_show' }, now, 'UTC')).toBe(false);
    // With a cut-off: exactly that many hours ahead still counts.
    const cutoffNow = new Date('2025-06-01T21:00:00Z');
    expect(canCancelBooking({ date: '2025-06-02', time: '09:00', status: 'pending' }, cutoffNow, 'UTC', 12)).toBe(true);
    expect(canCancelBooking({ date: '2025-06-02', time: '09:00', status: 'pending' }, new Date(cutoffNow.getTime() + 1), 'UTC', 12)).toBe(
      false,
    );
    expect(canMarkNoShow({ date: '2025-06-02', time: '09:00', status: 'confirmed' }, new Date('2025-06-02T09:00:00Z'), 'UTC')).toBe(true);
    expect(canMarkNoShow({ date: '2025-06-02', time: '09:00', status: 'confirmed' }, new Date('2025-06-02T08:59:59Z'), 'UTC')).toBe(false);
    expect(canMarkNoShow({ date: '2025-06-01', time: '09:00', status: 'cancelled' }, now, 'UTC')).toBe(false);
  });
});

describe('bookingIcs', () => {
  const booking = { id: 42, date: '2025-06-01', time: '09:30', meetingLink: 'https://meet.example.com/abc', trainer_name: null };

  it('writes one event with a stable UID, the start read in the member zone and CRLF lines', () => {
    const ics = bookingIcs({ booking, timeZone: 'Asia/Kolkata', now: new Date('2025-05-01T00:00:00Z') });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('UID:booking-42@rhythmfit\r\n');
    expect(ics).toContain('DTSTART:20250601T040000Z\r\n');
    expect(ics).toContain('DTEND:20250601T050000Z\r\n');
    expect(ics).toContain('DTSTAMP:20250501T000000Z');
    expect(ics).toContain('SUMMARY:Coaching appointment with Personal Coach');
    expect(ics).toContain('URL:https://meet.example.com/abc');
    expect(ics.split('\r\n').every((line) => line.length <= 75)).toBe(true);
  });

  it('keeps the UID when downloaded again later or from another zone', () => {
    const a = bookingIcs({ booking, timeZone: 'UTC', now: new Date('2025-05-01T00:00:00Z') });
    const b = bookingIcs({
      booking: { ...booking, meetingLink: null },
      timeZone: 'America/New_York',
      now: new Date('2025-05-02T00:00:00Z'),
    });
    const uid = (text: string) => /UID:(.*)\r\n/.exec(text)![1];
    expect(uid(a)).toBe(uid(b));
    expect(b).toContain('DTSTART:20250601T133000Z');
    expect(b).not.toContain('URL:');
  });

  it('escapes commas and semicolons in text', () => {
    const ics = bookingIcs({ booking: { ...booking, trainer_name: 'Asha; Yoga, Pilates' }, timeZone: 'UTC' });
    expect(ics).toContain('Asha\\; Yoga\\, Pilates');
  });
});

describe('sessions and live sessions', () => {
  it('capitalises a status, Pending when absent', () => {
    expect(capitalizeStatus('upcoming')).toBe('Upcoming');
    expect(capitalizeStatus(null)).toBe('Pending');
  });

  it('takes the session status as an object or a bare string', () => {
    expect(SessionStatusBodySchema.parse({ status: 'completed' })).toEqual({ status: 'completed' });
    expect(SessionStatusBodySchema.parse('upcoming')).toEqual({ status: 'upcoming' });
    expect(SessionStatusBodySchema.safeParse({ status: 'confirmed' }).success).toBe(false);
  });

  it('requires the end of a live session after its start', () => {
    const base = { title: 'HIIT', trainer: 'Asha', startTime: '2025-03-10T10:00:00Z', zoomLink: 'https://zoom.example.com/j/1' };
    expect(LiveSessionBodySchema.safeParse({ ...base, endTime: '2025-03-10T11:00:00Z' }).success).toBe(true);
    expect(LiveSessionBodySchema.safeParse({ ...base, endTime: '2025-03-10T10:00:00Z' }).success).toBe(false);
    expect(LiveSessionBodySchema.safeParse({ ...base, endTime: 'later' }).success).toBe(false);
  });
});
