// DELETE /api/admin/diet-plans/{id} (its assignments go with it).
import type { MessageResponse } from '@rhythmfit/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const deleteDietPlan = (id: number) => api.delete<MessageResponse>(`/api/admin/diet-plans/${id}`);

export function useDeleteDietPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDietPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tracking', 'diet-plans'] }),
  });
}
