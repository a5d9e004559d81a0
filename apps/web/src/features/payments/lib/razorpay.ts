// Razorpay Checkout: its script is loaded only by the page that pays, once, when a member first
// pays online (a dynamic script tag, so no other screen downloads it).
import { paymentsTexts } from '../texts';

export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

export interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description?: string;
  prefill?: { name?: string; contact?: string };
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: { error?: { description?: string } }) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let loading: Promise<void> | null = null;

export function loadRazorpay(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error(paymentsTexts('razorpay.unavailable')));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Opens Checkout; resolves with the signed answer, rejects when the member closes it or it fails. */
export async function payWithRazorpay(options: Omit<RazorpayOptions, 'handler' | 'modal'>): Promise<RazorpaySuccess> {
  await loadRazorpay();
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error(paymentsTexts('razorpay.unavailable'));
  return new Promise<RazorpaySuccess>((resolve, reject) => {
    // A failed attempt leaves Checkout open for another try; its reason is told when it closes.
    let lastFailure: string | null = null;
    const checkout = new Razorpay({
      ...options,
      handler: resolve,
      modal: { ondismiss: () => reject(lastFailure ? new Error(lastFailure) : new CheckoutClosedError()) },
    });
    checkout.on('payment.failed', (response) => {
      lastFailure = response.error?.description ?? paymentsTexts('razorpay.failed');
    });
    checkout.open();
  });
}

export class CheckoutClosedError extends Error {
  constructor() {
    super(paymentsTexts('razorpay.cancelled'));
    this.name = 'CheckoutClosedError';
  }
}
