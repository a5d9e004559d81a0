// PUT /api/admin/diet-plans/{id}.
import type { DietPlan, DietPlanBodyInput } from '@rhythmfit/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const updateDietPlan = ({ id, body }: { id: number; body: DietPlanBodyInput }) =>
  api.put<DietPlan>(`/api/admin/diet-plans/${id}`, body);

export function useUpdateDietPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDietPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tracking', 'diet-plans'] }),
  });
}
