// Records the web's tests share, each made by a function so a test can change what it needs
// without touching another test's copy.
import type { UserProfile } from '@rhythmfit/contracts';

/** A member's own profile, as GET /api/users/me answers it (Asha, Pune). */
export function memberProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 7,
    name: 'Asha',
    role: { name: 'USER' },
    profilePicture: null,
    lastSeen: null,
    latitude: null,
    longitude: null,
    address: null,
    mobile: '9876543210',
    city: 'Pune',
    state: 'Maharashtra',
    email: 'asha@example.com',
    dob: '1990-05-01',
    gender: 'Female',
    height: 160,
    weight: 64,
    bp: '120/80',
    medication: null,
    lastCheckup: null,
    goal: null,
    deleted: false,
    deleteReason: null,
    age: 36,
    bmi: 25,
    medicalConditions: ['Overweight', 'Hypertension Risk'],
    ...overrides,
  } as UserProfile;
}

/** A member as the coach's user details read them (GET /api/admin/users/:id): Priya, 65. */
export function adminUserDetail(overrides: Record<string, unknown> = {}) {
  return {
    id: 5,
    name: 'Priya',
    role: { name: 'USER' },
    profilePicture: null,
    lastSeen: null,
    latitude: null,
    longitude: null,
    address: 'MG Road',
    mobile: '9876543210',
    city: 'Pune',
    state: 'MH',
    email: 'p@example.com',
    dob: '1960-01-01',
    gender: 'Female',
    height: 160,
    weight: 80,
    bp: '140/90',
    medication: null,
    lastCheckup: null,
    goal: 'Weight Loss',
    deleted: false,
    deleteReason: null,
    age: 65,
    medicalConditions: ['Obesity', 'Hypertension Risk'],
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
