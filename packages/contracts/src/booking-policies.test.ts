import { describe, expect, it } from 'vitest';
import { BOOKING_POLICY_DEFAULTS, BookingPolicySchema, hoursUntilSlot, slotTimeLabel, zoneCity } from './booking-policies.js';

describe('booking policy schema', () => {
  it('accepts the defaults and each range end, refuses one past either end with the field named', () => {
    expect(BookingPolicySchema.parse(BOOKING_POLICY_DEFAULTS)).toEqual(BOOKING_POLICY_DEFAULTS);
    expect(BookingPolicySchema.safeParse({ ...BOOKING_POLICY_DEFAULTS, waitlistHoldMinutes: 5 }).success).toBe(true);
    const low = BookingPolicySchema.safeParse({ ...BOOKING_POLICY_DEFAULTS, waitlistHoldMinutes: 4 });
    expect(low.success).toBe(false);
    expect(low.error!.issues[0]!.message).toBe('waitlistHoldMinutes must be a whole number from 5 to 1440');
    expect(BookingPolicySchema.safeParse({ ...BOOKING_POLICY_DEFAULTS, bufferMinutes: 240 }).success).toBe(true);
    expect(BookingPolicySchema.safeParse({ ...BOOKING_POLICY_DEFAULTS, bufferMinutes: 241 }).success).toBe(false);
    expect(BookingPolicySchema.safeParse({ ...BOOKING_POLICY_DEFAULTS, noShowLimit: undefined }).success).toBe(false);
  });
});

describe('slot times across zones', () => {
  it('hours until a business-time slot', () => {
    expect(hoursUntilSlot('2026-12-01', '12:00', new Date('2026-12-01T04:30:00Z'), 'Asia/Kolkata')).toBe(2);
  });

  it('labels a slot for a member in another zone, the same zone, and across midnight', () => {
    expect(slotTimeLabel('2026-12-01', '12:00', 'Asia/Kolkata', 'Asia/Dubai')).toBe('10:30 (Dubai) · 12:00 IST');
    expect(slotTimeLabel('2026-12-01', '12:00', 'Asia/Kolkata', 'Asia/Kolkata')).toBe('12:00 IST');
    expect(slotTimeLabel('2026-12-01', '02:00', 'Asia/Kolkata', 'America/New_York')).toBe('15:30 Mon 30 Nov (New York) · 02:00 IST');
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
  });
});
