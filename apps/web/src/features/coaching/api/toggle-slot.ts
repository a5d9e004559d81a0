import type { Slot } from '@rhythmfit/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coachingKeys } from './keys';

export const toggleSlot = (slotId: number) => api.put<Slot>(`/api/slots/admin/${slotId}/toggle`);

export function useToggleSlot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: toggleSlot,
    onSuccess: (slot) => client.invalidateQueries({ queryKey: coachingKeys.adminSlots(slot.date) }),
  });
}
