// GET /api/subscriptions: the plans a member can buy, with their price and duration.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './keys';
import type { SubscriptionPlan } from '@rhythmfit/contracts';

export const getPlans = () => api.get<SubscriptionPlan[]>('/api/subscriptions');

export function usePlans() {
  return useQuery({ queryKey: paymentKeys.plans, queryFn: getPlans });
}
