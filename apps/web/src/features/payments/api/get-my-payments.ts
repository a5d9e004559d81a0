// GET /api/payments: the member's own payments, newest first.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './keys';
import type { Payment } from '@rhythmfit/contracts';

export const getMyPayments = () => api.get<Payment[]>('/api/payments');

export function useMyPayments() {
  return useQuery({ queryKey: paymentKeys.mine, queryFn: getMyPayments });
}
