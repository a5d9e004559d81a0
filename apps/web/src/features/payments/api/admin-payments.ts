// The coach's money view: GET /api/admin/payments (filters, pages, CSV), its summary, recording a
// payment taken outside the app and refunding one. Each write refreshes every payments view.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminPayment,
  AdminPaymentList,
  AdminUser,
  PaymentStatus,
  PaymentSummary,
  RecordOfflinePaymentBody,
  SubscriptionPlan,
} from '@rhythmfit/contracts';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../lib/download';
import { paymentKeys } from './keys';

export interface PaymentFilters {
  status: PaymentStatus | '';
  from: string;
  to: string;
  q: string;
}

function filterQuery({ status, from, to, q }: PaymentFilters) {
  return { status: status || undefined, from: from || undefined, to: to || undefined, q: q.trim() || undefined };
}

export const PAGE_SIZE = 20;

export function useAdminPayments(filters: PaymentFilters, page: number) {
  return useQuery({
    queryKey: paymentKeys.adminList({ ...filters, page }),
    queryFn: () => api.get<AdminPaymentList>('/api/admin/payments', { query: { ...filterQuery(filters), page, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentSummary() {
  return useQuery({ queryKey: paymentKeys.summary, queryFn: () => api.get<PaymentSummary>('/api/admin/payments/summary') });
}

/** Every payment matching the filters, as the server's CSV. */
export function downloadPaymentsCsv(filters: PaymentFilters): Promise<string> {
  const params = new URLSearchParams({ format: 'csv' });
  for (const [key, value] of Object.entries(filterQuery(filters))) if (value) params.set(key, value);
  return downloadFile('/api/admin/payments', 'payments.csv', params);
}

/** Members matching a name or mobile, for the member picker (the coach's user list, searched on the server). */
export function useMemberSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.members(q),
    queryFn: () => api.get<AdminUser[]>('/api/admin/users', { query: { page: 1, pageSize: 50, q: q.trim() || undefined } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useAdminPlans(enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.adminPlans,
    queryFn: () => api.get<SubscriptionPlan[]>('/api/admin/subscriptions'),
    enabled,
  });
}

export function useRecordPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordOfflinePaymentBody) => api.post<AdminPayment>('/api/admin/payments', body),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}

export function useRefundPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      api.post<AdminPayment>(`/api/admin/payments/${id}/refund`, reason ? { reason } : {}),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
