// GET /api/admin/diet-plans: every diet plan, for the coach.
import type { DietPlan } from '@rhythmfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trackingKeys } from './keys';

export const getDietPlans = () => api.get<DietPlan[]>('/api/admin/diet-plans');

export function useDietPlans() {
  return useQuery({ queryKey: trackingKeys.dietPlans, queryFn: getDietPlans });
}
