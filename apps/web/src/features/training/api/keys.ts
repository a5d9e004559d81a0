// Query keys of the member's training, in one place so saves invalidate the right reads.
export const trainingKeys = {
  all: ['training'] as const,
  calendar: (from: string, to: string) => ['training', 'calendar', from, to] as const,
  scheduled: (id: number) => ['training', 'scheduled', id] as const,
  records: ['training', 'records'] as const,
  history: (exerciseId: number) => ['training', 'history', exerciseId] as const,
  exercise: (exerciseId: number) => ['training', 'exercise', exerciseId] as const,
};
