// Query keys of the check-ins feature, in one place so writes refresh the right reads.
import type { CheckInQueueQuery } from '@rhythmfit/contracts';

export const checkInKeys = {
  all: ['check-ins'] as const,
  current: ['check-ins', 'current'] as const,
  history: ['check-ins', 'history'] as const,
  measurements: ['check-ins', 'measurements'] as const,
  photo: (path: string) => ['check-ins', 'photo', path] as const,
  admin: ['check-ins', 'admin'] as const,
  form: ['check-ins', 'admin', 'form'] as const,
  queue: (query: CheckInQueueQuery) => ['check-ins', 'admin', 'queue', query] as const,
  waiting: ['check-ins', 'admin', 'waiting'] as const,
  review: (id: number) => ['check-ins', 'admin', 'review', id] as const,
  member: (userId: number) => ['check-ins', 'admin', 'member', userId] as const,
};
