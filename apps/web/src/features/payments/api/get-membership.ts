// GET /api/membership: the member's current membership (none, active or expired) and its dates.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './keys';
import type { Membership } from '@rhythmfit/contracts';

export const getMembership = () => api.get<Membership>('/api/membership');

export function useMembership() {
  return useQuery({ queryKey: paymentKeys.membership, queryFn: getMembership });
}
