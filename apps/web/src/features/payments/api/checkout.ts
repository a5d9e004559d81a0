// Buying a plan: POST /api/payments/checkout (with an Idempotency-Key, so a retried click makes
// no second order), then POST /api/payments/:id/verify with Razorpay's signed answer, or
// POST /api/payments/:id/dev-complete for the test provider. Paying refreshes the membership
// and the payment history.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import type { RazorpaySuccess } from '../lib/razorpay';
import { paymentKeys } from './keys';
import type { CheckoutResponse, Payment } from '@rhythmfit/contracts';

export const startCheckout = (planId: number, idempotencyKey: string) =>
  api.post<CheckoutResponse>('/api/payments/checkout', { planId }, { headers: { 'Idempotency-Key': idempotencyKey } });

export const verifyPayment = (paymentId: number, signed: RazorpaySuccess) => api.post<Payment>(`/api/payments/${paymentId}/verify`, signed);

export const completeDevPayment = (paymentId: number) => api.post<Payment>(`/api/payments/${paymentId}/dev-complete`);

/** A lost connection is retried with the same key; a refusal from the server is not. */
const retryLostConnection = (failures: number, error: Error) => failures < 2 && error instanceof ApiError && error.status === 0;

export function useStartCheckout() {
  return useMutation({
    mutationFn: ({ planId, idempotencyKey }: { planId: number; idempotencyKey: string }) => startCheckout(planId, idempotencyKey),
    retry: retryLostConnection,
  });
}

export function useFinishPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, signed }: { paymentId: number; signed: RazorpaySuccess | null }) =>
      signed ? verifyPayment(paymentId, signed) : completeDevPayment(paymentId),
    retry: retryLostConnection,
    onSettled: () => client.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
