// POST /api/diet-plans/assign/{userId} { dietPlanId }.
import type { MessageResponse } from '@rhythmfit/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trackingKeys } from './keys';

export const assignDietPlan = ({ userId, dietPlanId }: { userId: number; dietPlanId: number }) =>
  api.post<MessageResponse>(`/api/diet-plans/assign/${userId}`, { dietPlanId });

export function useAssignDietPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignDietPlan,
    onSuccess: (_data, { userId }) => queryClient.invalidateQueries({ queryKey: trackingKeys.userDietPlans(userId) }),
  });
}
