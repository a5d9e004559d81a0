// The member's waitlist: entries with their open offer, joining a full day, leaving, and answering an offer.
import type { Booking, WaitlistEntry } from '@rhythmfit/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { idempotencyHeaders, useIdempotentMutation } from '../../../lib/idempotent-mutation';
import { coachingKeys } from './keys';

export const getWaitlist = () => api.get<WaitlistEntry[]>('/api/waitlist');
export const joinWaitlist = (date: string, idempotencyKey: string) =>
  api.post<WaitlistEntry>('/api/waitlist', { date }, idempotencyHeaders(idempotencyKey));
export const leaveWaitlist = (id: number) => api.delete<void>(`/api/waitlist/${id}`);
export const acceptOffer = (offerId: number, idempotencyKey: string) =>
  api.post<Booking>(`/api/waitlist/offers/${offerId}/accept`, undefined, idempotencyHeaders(idempotencyKey));
export const declineOffer = (offerId: number) => api.post<void>(`/api/waitlist/offers/${offerId}/decline`);

export function useWaitlist(enabled = true) {
  return useQuery({ queryKey: coachingKeys.waitlist, queryFn: getWaitlist, enabled });
}

function useCoachingMutation<T, V>(fn: (value: V) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: ['coaching'] }) });
}

/** Creates (joining a day, taking an offer's booking) send one Idempotency-Key per tap, reused on retry. */
function useCoachingCreate<T, V>(fn: (value: V, idempotencyKey: string) => Promise<T>) {
  const client = useQueryClient();
  return useIdempotentMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: ['coaching'] }) });
}

export const useJoinWaitlist = () => useCoachingCreate(joinWaitlist);
export const useLeaveWaitlist = () => useCoachingMutation(leaveWaitlist);
export const useAcceptOffer = () => useCoachingCreate(acceptOffer);
export const useDeclineOffer = () => useCoachingMutation(declineOffer);
