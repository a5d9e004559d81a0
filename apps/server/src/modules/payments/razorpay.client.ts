// The few Razorpay REST calls the server makes (orders, payments, capture, refunds), with fetch and
// basic auth against RAZORPAY_API_URL, so tests point it at a local stand-in. The official SDK's
// axios client cannot take another base URL cleanly; its signature helpers are used as they are.
// Each call has a time-out; reads and order creation are retried on network errors and 5xx/429.
import { setTimeout as sleep } from 'node:timers/promises';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';

const TIMEOUT_MS = 10_000;
const ATTEMPTS = 3;
const BACKOFF_MS = 300;

export interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  status: string;
}

export interface RazorpayPayment {
  id: string;
  order_id: string | null;
  amount: number;
  currency: string;
  /** created | authorized | captured | refunded | failed */
  status: string;
  method?: string | null;
}

export interface RazorpayRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: string;
}

/** Razorpay could not be reached or answered 5xx: the caller's request may be retried later. */
export class RazorpayUnavailableError extends Error {}
/** Razorpay refused the call (4xx): retrying the same call will not help. */
export class RazorpayRefusedError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface RazorpayClient {
  createOrder(input: { amount: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<RazorpayOrder>;
  fetchPayment(paymentId: string): Promise<RazorpayPayment>;
  capturePayment(paymentId: string, amount: number, currency: string): Promise<RazorpayPayment>;
  refundPayment(paymentId: string, amount: number, notes: Record<string, string>): Promise<RazorpayRefund>;
}

export function createRazorpayClient(config: { keyId: string; keySecret: string; apiUrl: string }): RazorpayClient {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  async function once<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
    } catch (error) {
      const name = (error as Error).name;
      throw new RazorpayUnavailableError(name === 'TimeoutError' || name === 'AbortError' ? 'Razorpay timed out' : 'Razorpay unreachable');
    }
    const text = await response.text().catch(() => '');
    if (response.status === 429 || response.status >= 500) throw new RazorpayUnavailableError(`Razorpay answered HTTP ${response.status}`);
    if (response.status < 200 || response.status >= 300) {
      let description = `HTTP ${response.status}`;
      try {
        description = (JSON.parse(text) as { error?: { description?: string } }).error?.description ?? description;
      } catch {
        // not JSON: the status says enough
      }
      throw new RazorpayRefusedError(response.status, description);
    }
    return JSON.parse(text) as T;
  }

  /** Retried only where a repeat cannot do harm twice (reads, and orders, which cost nothing). */
  async function withRetries<T>(call: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await call();
      } catch (error) {
        if (!(error instanceof RazorpayUnavailableError) || attempt >= ATTEMPTS) throw error;
        await sleep(BACKOFF_MS * 2 ** (attempt - 1));
      }
    }
  }

  const encode = encodeURIComponent;
  return {
    createOrder: (input) => withRetries(() => once<RazorpayOrder>('POST', '/orders', input)),
    fetchPayment: (paymentId) => withRetries(() => once<RazorpayPayment>('GET', `/payments/${encode(paymentId)}`)),
    // Capturing twice is refused by Razorpay itself ("already captured"), so a retry is safe.
    capturePayment: (paymentId, amount, currency) =>
      withRetries(() => once<RazorpayPayment>('POST', `/payments/${encode(paymentId)}/capture`, { amount, currency })),
    // A refund is not retried: a second one could go through. The coach tries again if it failed.
    refundPayment: (paymentId, amount, notes) => once<RazorpayRefund>('POST', `/payments/${encode(paymentId)}/refund`, { amount, notes }),
  };
}

/** Checkout's handler signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function isValidPaymentSignature(orderId: string, paymentId: string, signature: string, keySecret: string): boolean {
  return validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, keySecret);
}

/** A webhook's X-Razorpay-Signature: HMAC-SHA256 of the raw body with the webhook secret. */
export function isValidWebhookSignature(rawBody: Buffer, signature: string | undefined, webhookSecret: string): boolean {
  if (!signature) return false;
  return validateWebhookSignature(rawBody.toString('utf8'), signature, webhookSecret);
}
