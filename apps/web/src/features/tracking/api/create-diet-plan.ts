// POST /api/admin/diet-plans.
import type { DietPlan, DietPlanBodyInput } from '@rhythmfit/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const createDietPlan = (body: DietPlanBodyInput) => api.post<DietPlan>('/api/admin/diet-plans', body);

export function useCreateDietPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDietPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tracking', 'diet-plans'] }),
  });
}
