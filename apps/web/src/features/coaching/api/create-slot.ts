import type { CreateSlotBody, Slot } from '@rhythmfit/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coachingKeys } from './keys';

export const createSlot = (body: CreateSlotBody) => api.post<Slot>('/api/slots/admin', body);

export function useCreateSlot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSlot,
    onSuccess: (slot) => client.invalidateQueries({ queryKey: coachingKeys.adminSlots(slot.date) }),
  });
}
