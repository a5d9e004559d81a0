// One purchase from click to receipt. Each Buy click gets its own Idempotency-Key; a retry of
// that purchase (a lost connection, "Try again") sends the same key, so the server answers the
// same payment instead of opening a second order.
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { newWriteId } from '../../../lib/offline-queue';
import { getStoredUser } from '../../../lib/session';
import { useFinishPayment, useStartCheckout } from '../api/checkout';
import type { CheckoutResponse, Payment, SubscriptionPlan } from '@rhythmfit/contracts';
import { CheckoutClosedError, payWithRazorpay, type RazorpaySuccess } from '../lib/razorpay';
import { paymentsTexts } from '../texts';

export type PurchaseStep =
  | { kind: 'idle' }
  | { kind: 'starting'; plan: SubscriptionPlan; key: string }
  | { kind: 'dev-confirm'; plan: SubscriptionPlan; key: string; checkout: CheckoutResponse }
  | { kind: 'razorpay'; plan: SubscriptionPlan; key: string; checkout: CheckoutResponse }
  | { kind: 'finishing'; plan: SubscriptionPlan; key: string; checkout: CheckoutResponse; signed: RazorpaySuccess | null }
  | { kind: 'paid'; plan: SubscriptionPlan; payment: Payment }
  | {
      kind: 'failed';
      plan: SubscriptionPlan;
      key: string;
      message: string;
      checkout?: CheckoutResponse;
      signed?: RazorpaySuccess | null;
    };

// Texts are read when a step fails, so they come in the language on screen at that moment.
const PURCHASE_TEXTS = {
  get checkoutFailed() {
    return paymentsTexts('purchase.checkoutFailed');
  },
  get finishFailed() {
    return paymentsTexts('purchase.finishFailed');
  },
};

export function usePurchase() {
  const [step, setStep] = useState<PurchaseStep>({ kind: 'idle' });
  const start = useStartCheckout();
  const finish = useFinishPayment();

  async function finishWith(plan: SubscriptionPlan, key: string, checkout: CheckoutResponse, signed: RazorpaySuccess | null) {
    setStep({ kind: 'finishing', plan, key, checkout, signed });
    try {
      const payment = await finish.mutateAsync({ paymentId: checkout.id, signed });
      setStep({ kind: 'paid', plan, payment });
    } catch (error) {
      setStep({ kind: 'failed', plan, key, checkout, signed, message: errorMessage(error, PURCHASE_TEXTS.finishFailed) });
    }
  }

  async function openRazorpay(plan: SubscriptionPlan, key: string, checkout: CheckoutResponse) {
    if (!checkout.razorpay) {
      setStep({ kind: 'failed', plan, key, message: PURCHASE_TEXTS.checkoutFailed });
      return;
    }
    setStep({ kind: 'razorpay', plan, key, checkout });
    const user = getStoredUser();
    try {
      const signed = await payWithRazorpay({
        key: checkout.razorpay.keyId,
        order_id: checkout.razorpay.orderId,
        amount: checkout.amount,
        currency: checkout.currency,
        name: 'RhythmFit',
        description: plan.name,
        prefill: { name: user?.name, contact: user?.mobile },
      });
      await finishWith(plan, key, checkout, signed);
    } catch (error) {
      if (error instanceof CheckoutClosedError) setStep({ kind: 'failed', plan, key, checkout, message: error.message });
      else setStep({ kind: 'failed', plan, key, checkout, message: (error as Error).message || PURCHASE_TEXTS.checkoutFailed });
    }
  }

  async function begin(plan: SubscriptionPlan, key: string) {
    setStep({ kind: 'starting', plan, key });
    try {
      const checkout = await start.mutateAsync({ planId: plan.id, idempotencyKey: key });
      if (checkout.provider === 'dev') setStep({ kind: 'dev-confirm', plan, key, checkout });
      else await openRazorpay(plan, key, checkout);
    } catch (error) {
      setStep({ kind: 'failed', plan, key, message: errorMessage(error, PURCHASE_TEXTS.checkoutFailed) });
    }
  }

  return {
    step,
    busy: step.kind === 'starting' || step.kind === 'razorpay' || step.kind === 'finishing',
    /** A Buy or Renew click: a new purchase with a new key. */
    buy: (plan: SubscriptionPlan) => void begin(plan, newWriteId()),
    /** The member confirms the test payment. */
    confirmDev: () => {
      if (step.kind === 'dev-confirm') void finishWith(step.plan, step.key, step.checkout, null);
    },
    /** Try the failed step again with the same key (and the same order once there is one). */
    retry: () => {
      if (step.kind !== 'failed') return;
      if (!step.checkout) void begin(step.plan, step.key);
      else if (step.signed !== undefined) void finishWith(step.plan, step.key, step.checkout, step.signed);
      else if (step.checkout.provider === 'dev') setStep({ kind: 'dev-confirm', plan: step.plan, key: step.key, checkout: step.checkout });
      else void openRazorpay(step.plan, step.key, step.checkout);
    },
    dismiss: () => setStep({ kind: 'idle' }),
  };
}
