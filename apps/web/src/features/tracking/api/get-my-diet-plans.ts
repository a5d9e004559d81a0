// GET /api/diet-plans/my: the plans assigned to the signed-in member.
import type { DietPlan } from '@rhythmfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trackingKeys } from './keys';

export const getMyDietPlans = () => api.get<DietPlan[]>('/api/diet-plans/my');

export function useMyDietPlans() {
  return useQuery({ queryKey: trackingKeys.myDietPlans, queryFn: getMyDietPlans });
}
