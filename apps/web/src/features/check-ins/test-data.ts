// Check-ins as the API answers them, for the web tests.
import { DEFAULT_CHECK_IN_FORM, type CheckIn, type CheckInCurrent, type CheckInForm, type CheckInPose } from '@rhythmfit/contracts';

export const testForm = (change: Partial<CheckInForm> = {}): CheckInForm => ({
  ...DEFAULT_CHECK_IN_FORM,
  saved: false,
  updatedAt: null,
  ...change,
});

export function testCheckIn(
  id: number,
  weekOf: string,
  change: Partial<CheckIn> = {},
  poses: CheckInPose[] = ['front', 'side', 'back'],
): CheckIn {
  return {
    id,
    userId: 7,
    userName: 'Asha Rao',
    weekOf,
    status: 'submitted',
    submittedAt: `${weekOf}T08:00:00.000Z`,
    updatedAt: `${weekOf}T08:00:00.000Z`,
    answers: [{ questionId: 'energy', kind: 'scale', label: 'How was your energy this week?', value: 7 }],
    measurements: { weight: 80, waist: 90 },
    note: null,
    photos: poses.map((pose) => ({
      pose,
      url: `/api/check-ins/${id}/photos/${pose}`,
      thumbUrl: `/api/check-ins/${id}/photos/${pose}?size=thumb`,
      uploadedAt: `${weekOf}T08:01:00.000Z`,
    })),
    review: null,
    ...change,
  };
}

export const testCurrent = (change: Partial<CheckInCurrent> = {}): CheckInCurrent => ({
  weekOf: '2026-11-23',
  dueDate: '2026-11-25',
  status: 'due',
  form: testForm(),
  checkIn: null,
  ...change,
});
