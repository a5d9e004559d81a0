// A payment can complete away from the screen (Razorpay's webhook after the member closed the tab,
// the coach recording one, a refund): its notification arrives on the live stream, and the
// payment views refresh from it instead of waiting for a reload.
import { useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationKind } from '@rhythmfit/contracts';
import { useLiveEvent } from '../../../lib/live-events';
import { paymentKeys } from './keys';

const PAYMENT_KINDS: ReadonlySet<NotificationKind> = new Set([
  'payment_received',
  'membership_ending',
  'membership_ended',
  'coach_payment_received',
]);

export function usePaymentEvents(): void {
  const client = useQueryClient();
  useLiveEvent<{ notification: Notification }>('notification', ({ notification }) => {
    if (PAYMENT_KINDS.has(notification.kind)) void client.invalidateQueries({ queryKey: paymentKeys.all });
  });
}
