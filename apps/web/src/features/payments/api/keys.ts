// Query keys of the payments feature, so a payment refreshes every view of it.
export const paymentKeys = {
  all: ['payments'] as const,
  plans: ['payments', 'plans'] as const,
  membership: ['payments', 'membership'] as const,
  mine: ['payments', 'mine'] as const,
  adminList: (filters: object) => ['payments', 'admin', 'list', filters] as const,
  summary: ['payments', 'admin', 'summary'] as const,
  members: (q: string) => ['payments', 'admin', 'members', q] as const,
  adminPlans: ['payments', 'admin', 'plans'] as const,
};
