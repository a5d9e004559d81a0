import { runtimeTimeZone, type FreeSlot } from '@rhythmfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coachingKeys } from './keys';

export const getFreeSlots = (date: string) => api.get<FreeSlot[]>(`/api/slots/${date}`, { query: { timeZone: runtimeTimeZone() } });

export function useFreeSlots(date: string | null) {
  return useQuery({
    queryKey: coachingKeys.freeSlots(date ?? ''),
    queryFn: () => getFreeSlots(date!),
    enabled: Boolean(date),
    staleTime: 0,
    retry: 0,
  });
}
