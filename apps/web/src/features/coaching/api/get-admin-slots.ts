import type { Slot } from '@rhythmfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coachingKeys } from './keys';

export const getAdminSlots = (date: string) => api.get<Slot[]>(`/api/slots/admin/${date}`);

export function useAdminSlots(date: string | null) {
  return useQuery({
    queryKey: coachingKeys.adminSlots(date ?? ''),
    queryFn: () => getAdminSlots(date!),
    enabled: Boolean(date),
    staleTime: 0,
  });
}
