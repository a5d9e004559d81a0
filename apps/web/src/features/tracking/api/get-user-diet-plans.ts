// GET /api/diet-plans/user/{id}: the plans assigned to one member, for the coach.
import type { DietPlan } from '@rhythmfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trackingKeys } from './keys';

export const getUserDietPlans = (userId: number) => api.get<DietPlan[]>(`/api/diet-plans/user/${userId}`);

export function useUserDietPlans(userId: number) {
  return useQuery({ queryKey: trackingKeys.userDietPlans(userId), queryFn: () => getUserDietPlans(userId) });
}
