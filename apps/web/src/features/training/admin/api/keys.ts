// Query keys of the coach's training screens.
export const trainingAdminKeys = {
  all: ['training-admin'] as const,
  exercises: (filters: object) => ['training-admin', 'exercises', filters] as const,
  exercisesAll: ['training-admin', 'exercises'] as const,
  workouts: ['training-admin', 'workouts'] as const,
  workout: (id: number) => ['training-admin', 'workouts', id] as const,
  programs: ['training-admin', 'programs'] as const,
  program: (id: number) => ['training-admin', 'programs', id] as const,
  members: (q: string) => ['training-admin', 'members', q] as const,
  member: (userId: number) => ['training-admin', 'member', userId] as const,
  calendar: (userId: number, from: string, to: string) => ['training-admin', 'member', userId, 'calendar', from, to] as const,
  summary: (userId: number) => ['training-admin', 'member', userId, 'summary'] as const,
  scheduled: (id: number) => ['training-admin', 'scheduled', id] as const,
};
