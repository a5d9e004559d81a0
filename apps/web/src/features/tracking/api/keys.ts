// Query keys of the tracking feature, in one place so mutations invalidate the right reads.
export const trackingKeys = {
  profile: ['tracking', 'profile'] as const,
  myProgress: ['tracking', 'progress', 'me'] as const,
  userProgress: (userId: number) => ['tracking', 'progress', 'user', userId] as const,
  myDietPlans: ['tracking', 'diet-plans', 'me'] as const,
  dietPlans: ['tracking', 'diet-plans', 'all'] as const,
  userDietPlans: (userId: number) => ['tracking', 'diet-plans', 'user', userId] as const,
};
