// The member's waitlist: entries with their open offer, joining a full day, leaving, and answering an offer.
import type { Booking, WaitlistEntry } from '@rhythmfit/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coachingKeys } from './keys';

export const getWaitlist = () => api.get<WaitlistEntry[]>('/api/waitlist');
export const joinWaitlist = (date: string) => api.post<WaitlistEntry>('/api/waitlist', { date });
export const leaveWaitlist = (id: number) => api.delete<void>(`/api/waitlist/${id}`);
export const acceptOffer = (offerId: number) => api.post<Booking>(`/api/waitlist/offers/${offerId}/accept`);
export const declineOffer = (offerId: number) => api.post<void>(`/api/waitlist/offers/${offerId}/decline`);

export function useWaitlist(enabled = true) {
  return useQuery({ queryKey: coachingKeys.waitlist, queryFn: getWaitlist, enabled });
}

function useCoachingMutation<T, V>(fn: (value: V) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: ['coaching'] }) });
}

export const useJoinWaitlist = () => useCoachingMutation(joinWaitlist);
export const useLeaveWaitlist = () => useCoachingMutation(leaveWaitlist);
export const useAcceptOffer = () => useCoachingMutation(acceptOffer);
export const useDeclineOffer = () => useCoachingMutation(declineOffer);
