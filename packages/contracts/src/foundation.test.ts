import { describe, expect, it } from 'vitest';
import { RegisterBodySchema, VerifyOtpBodySchema } from './auth.js';
import { MobileSchema, isRealClockTime, isRealIsoDate } from './common.js';
import { isOnline, lastSeenText, truncateAddress } from './presence.js';
import { isAdminRole, isSuperAdminRole, normalizeRole } from './roles.js';

describe('roles', () => {
  it('reads unknown or missing roles as USER', () => {
    expect(normalizeRole('admin')).toBe('ADMIN');
    expect(normalizeRole(' superadmin ')).toBe('SUPERADMIN');
    expect(normalizeRole('COACH')).toBe('USER');
    expect(normalizeRole(undefined)).toBe('USER');
    expect(normalizeRole(42)).toBe('USER');
  });

  it('the routing check upper-cases and tests for ADMIN', () => {
    expect(isAdminRole('ADMIN')).toBe(true);
    expect(isAdminRole('superadmin')).toBe(true);
    expect(isAdminRole('USER')).toBe(false);
    expect(isAdminRole(null)).toBe(false);
    expect(isSuperAdminRole('superadmin')).toBe(true);
    expect(isSuperAdminRole('ADMIN')).toBe(false);
  });
});

describe('last-seen text', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it('Active now under 60 s', () => {
    expect(lastSeenText(ago(0), now)).toBe('Active now');
    expect(lastSeenText(ago(59), now)).toBe('Active now');
  });
  it('minutes under an hour', () => {
    expect(lastSeenText(ago(60), now)).toBe('Last seen 1 min ago');
    expect(lastSeenText(ago(59 * 60 + 59), now)).toBe('Last seen 59 min ago');
  });
  it('hours under a day', () => {
    expect(lastSeenText(ago(3600), now)).toBe('Last seen 1 hrs ago');
    expect(lastSeenText(ago(23 * 3600 + 3599), now)).toBe('Last seen 23 hrs ago');
  });
  it('a date and time from a day on', () => {
    expect(lastSeenText(ago(86_400), now)).toMatch(/^Last seen on .+ at .+$/);
  });
  it('N/A when unknown or unreadable', () => {
    expect(lastSeenText(null, now)).toBe('Last seen: N/A');
    expect(lastSeenText(undefined, now)).toBe('Last seen: N/A');
    expect(lastSeenText('garbage', now)).toBe('Last seen: N/A');
  });
  it('online under 60 s only', () => {
    expect(isOnline(ago(59), now)).toBe(true);
    expect(isOnline(ago(60), now)).toBe(false);
    expect(isOnline(null, now)).toBe(false);
  });
  it('truncates the address at 20 characters with an ellipsis', () => {
    expect(truncateAddress('12 MG Road, Pune')).toBe('12 MG Road, Pune');
    expect(truncateAddress('221B Baker Street, London')).toBe('221B Baker Street, L...');
    expect(truncateAddress(null)).toBe('');
  });
});

describe('dates, times and mobile numbers', () => {
  it('accepts only real calendar dates', () => {
    expect(isRealIsoDate('2024-02-29')).toBe(true);
    expect(isRealIsoDate('2025-02-29')).toBe(false);
    expect(isRealIsoDate('2025-13-01')).toBe(false);
    expect(isRealIsoDate('2025-1-01')).toBe(false);
  });
  it('accepts only real clock times', () => {
    expect(isRealClockTime('00:00')).toBe(true);
    expect(isRealClockTime('23:59')).toBe(true);
    expect(isRealClockTime('24:00')).toBe(false);
    expect(isRealClockTime('7:30')).toBe(false);
    expect(isRealClockTime('12:60')).toBe(false);
  });
  it('mobile numbers are exactly 10 digits', () => {
    expect(MobileSchema.safeParse('9876543210').success).toBe(true);
    expect(MobileSchema.safeParse('987654321').success).toBe(false);
    expect(MobileSchema.safeParse('98765432100').success).toBe(false);
    expect(MobileSchema.safeParse('98765-4321').error?.issues[0]?.message).toBe('Please enter a valid 10-digit mobile number.');
  });
});

describe('sign-up payloads', () => {
  const valid = { name: 'A', mobile: '9876543210', password: 'password1', city: 'Pune', state: 'MH' };
  it('requires every field', () => {
    expect(RegisterBodySchema.safeParse(valid).success).toBe(true);
    for (const key of Object.keys(valid)) {
      const { [key as keyof typeof valid]: _dropped, ...rest } = valid;
      expect(RegisterBodySchema.safeParse(rest).success).toBe(false);
    }
  });
  it('verify-otp sign-up details are optional but checked when present', () => {
    expect(VerifyOtpBodySchema.safeParse({ mobile: '9876543210', otp: '123456' }).success).toBe(true);
    expect(VerifyOtpBodySchema.safeParse({ mobile: '9876543210', otp: '123456', password: 'short' }).success).toBe(false);
    expect(VerifyOtpBodySchema.safeParse({ mobile: '9876543210', otp: '12345' }).success).toBe(false);
  });
});
