import { describe, expect, it } from 'vitest';
import {
  BannerFieldsSchema,
  CreateWorkoutBodySchema,
  DeleteAccountRequestBodySchema,
  TestimonialFieldsSchema,
  ageOnDate,
  deletionStatus,
  medicalConditionsOf,
  searchScreens,
} from './content.js';

describe('searchScreens', () => {
  it('finds Manage Slots for a coach typing "slots"', () => {
    const labels = searchScreens('slots', 'ADMIN').map((s) => s.label);
    expect(labels[0]).toBe('Manage Slots');
    expect(labels).toContain('Book Appointment');
  });

  it('never offers coach screens to a member', () => {
    const labels = searchScreens('slots', 'USER').map((s) => s.label);
    expect(labels).toEqual(['Book Appointment']);
  });

  it('is case-insensitive, needs every word, and matches nothing for an empty query', () => {
    expect(searchScreens('MANAGE banners', 'SUPERADMIN').map((s) => s.path)).toEqual(['/admin/banners']);
    expect(searchScreens('manage nothing-like-this', 'ADMIN')).toEqual([]);
    expect(searchScreens('   ', 'ADMIN')).toEqual([]);
  });

  it('ranks label matches before keyword matches', () => {
    const paths = searchScreens('progress', 'ADMIN').map((s) => s.path);
    expect(paths[0]).toBe('/progress');
    expect(paths).toContain('/admin');
  });
});

describe('derived profile values', () => {
  it('computes age in whole years, counting the birthday', () => {
    expect(ageOnDate('2000-06-15', new Date(2025, 5, 14))).toBe(24);
    expect(ageOnDate('2000-06-15', new Date(2025, 5, 15))).toBe(25);
    expect(ageOnDate(null)).toBeNull();
    expect(ageOnDate('not a date')).toBeNull();
  });

  it('lists medical conditions by BMI, blood pressure and age', () => {
    expect(medicalConditionsOf({ height: 170, weight: 90, bp: '135/85', age: 55 })).toEqual([
      'Obesity',
      'Hypertension Risk',
      'Age-related risks',
    ]);
    expect(medicalConditionsOf({ height: 170, weight: 75, bp: '120/70', age: 30 })).toEqual(['Overweight']);
    expect(medicalConditionsOf({ height: 180, weight: 55, bp: null, age: null })).toEqual(['Underweight']);
    expect(medicalConditionsOf({ height: null, weight: 70, bp: '120/80', age: 49 })).toEqual(['Hypertension Risk']);
    expect(medicalConditionsOf({ height: 175, weight: 70, bp: '119/79', age: 20 })).toEqual([]);
  });
});

describe('deletion status', () => {
  it('reads Marked for Deletion, Active or Erased', () => {
    expect(deletionStatus(true, null)).toBe('Marked for Deletion');
    expect(deletionStatus(false, null)).toBe('Active');
    expect(deletionStatus(true, '2025-01-01T00:00:00.000Z')).toBe('Erased');
  });
});

describe('schemas', () => {
  it('requires a 10-digit mobile for deletion requests', () => {
    expect(DeleteAccountRequestBodySchema.safeParse({ mobile: '12345' }).success).toBe(false);
    expect(DeleteAccountRequestBodySchema.safeParse({ mobile: '9876543210' }).success).toBe(true);
  });

  it('gives the spec text when a testimonial lacks a name or message', () => {
    const result = TestimonialFieldsSchema.safeParse({ name: ' ', message: 'Great' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Name and message required.');
  });

  it('requires title and subtitle for a banner', () => {
    expect(BannerFieldsSchema.safeParse({ title: 'A', subtitle: '' }).success).toBe(false);
  });

  it('validates workouts', () => {
    expect(CreateWorkoutBodySchema.safeParse({ userId: 1, title: 'Run', date: '2025-02-30', durationMinutes: 30 }).success).toBe(false);
    expect(CreateWorkoutBodySchema.safeParse({ userId: 1, title: 'Run', date: '2025-02-28', durationMinutes: 0 }).success).toBe(false);
    expect(CreateWorkoutBodySchema.safeParse({ userId: 1, title: 'Run', date: '2025-02-28', durationMinutes: 30 }).success).toBe(true);
  });
});

describe('search catalogue: the screens of issues 14 to 16', async () => {
  const { searchScreens } = await import('./content-search.js');
  it('finds Messages for a member, the Inbox and deliveries for a coach only', () => {
    expect(searchScreens('messages', 'USER').map((s) => s.path)).toEqual(['/messages']);
    expect(searchScreens('inbox', 'ADMIN').map((s) => s.path)).toEqual(['/admin/messages']);
    expect(searchScreens('inbox', 'USER')).toEqual([]);
    expect(searchScreens('waitlist', 'USER').map((s) => s.path)).toEqual(['/my-bookings']);
    expect(searchScreens('failed reminders', 'ADMIN').map((s) => s.path)).toEqual(['/admin/notifications']);
  });
});
