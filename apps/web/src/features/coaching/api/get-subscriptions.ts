import type { SubscriptionPlan } from '@rhythmfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coachingKeys } from './keys';

export const getSubscriptions = () => api.get<SubscriptionPlan[]>('/api/subscriptions');

export function useSubscriptions() {
  return useQuery({ queryKey: coachingKeys.plans, queryFn: getSubscriptions });
}
