// A local stand-in for the part of Razorpay's REST API the server calls (orders, payments, capture,
// refunds), started by the tests on a free port; RAZORPAY_API_URL points at it. It checks basic auth
// like Razorpay, answers in Razorpay's shapes and error body, and lets a test play the member's side
// (a payment for an order: captured, authorized, short, in another currency) and Razorpay's webhooks.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STAND_IN_KEY_ID = 'rzp_test_standin000001';
export const STAND_IN_KEY_SECRET = 'stand-in-key-secret';
export const STAND_IN_WEBHOOK_SECRET = 'stand-in-webhook-secret';

interface Order {
  id: string;
  entity: 'order';
  amount: number;
  currency: string;
  receipt: string | null;
  status: string;
  notes: Record<string, string>;
  created_at: number;
}

interface Payment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: string;
  order_id: string | null;
  method: string;
  captured: boolean;
  amount_refunded: number;
  created_at: number;
}

interface Refund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  status: string;
  created_at: number;
}

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;
const seconds = () => Math.floor(Date.now() / 1000);

export interface RazorpayStandIn {
  url: string;
  /** The settings that point the server at this stand-in. */
  env: Record<string, string>;
  orders: Map<string, Order>;
  payments: Map<string, Payment>;
  refunds: Refund[];
  /** Every call received: method and path. */
  calls: { method: string; path: string }[];
  /** The next n calls answer 500. */
  failNext(n: number): void;
  /** The member pays an order on Checkout (by default: captured, the order's full amount in INR). */
  pay(orderId: string, options?: { status?: 'captured' | 'authorized' | 'failed'; amount?: number; currency?: string }): Payment;
  /** What Checkout's handler hands the page for a payment. */
  checkoutAnswer(
    orderId: string,
    paymentId: string,
  ): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  /** A signed webhook delivery: the raw body and the headers Razorpay sends. */
  webhook(
    event: 'payment.captured' | 'order.paid' | 'refund.processed' | string,
    entities: { payment?: Payment; order?: Order; refund?: Refund },
    eventId?: string,
  ): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

export function signPayment(orderId: string, paymentId: string, secret = STAND_IN_KEY_SECRET): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

export async function startRazorpayStandIn(): Promise<RazorpayStandIn> {
  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment>();
  const refunds: Refund[] = [];
  const calls: { method: string; path: string }[] = [];
  let failures = 0;
  const expectedAuth = `Basic ${Buffer.from(`${STAND_IN_KEY_ID}:${STAND_IN_KEY_SECRET}`).toString('base64')}`;

  function answer(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }
  const refuse = (res: ServerResponse, status: number, description: string) =>
    answer(res, status, {
      error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', step: 'payment_initiation', reason: 'input_validation_failed' },
    });

  async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }

  const server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      calls.push({ method: req.method ?? '', path });
      if (failures > 0) {
        failures -= 1;
        return answer(res, 500, { error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' } });
      }
      if (req.headers.authorization !== expectedAuth)
        return answer(res, 401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      const body = req.method === 'POST' ? await readJson(req) : {};
      let match: RegExpExecArray | null;
      if (req.method === 'POST' && path === '/v1/orders') {
        const amount = Number(body.amount);
        if (!Number.isInteger(amount) || amount < 100) return refuse(res, 400, 'The amount must be atleast INR 1.00');
        const order: Order = {
          id: id('order'),
          entity: 'order',
          amount,
          currency: String(body.currency ?? 'INR'),
          receipt: (body.receipt as string | undefined) ?? null,
          status: 'created',
          notes: (body.notes as Record<string, string> | undefined) ?? {},
          created_at: seconds(),
        };
        orders.set(order.id, order);
        return answer(res, 200, order);
      }
      if (req.method === 'GET' && (match = /^\/v1\/payments\/([^/]+)$/.exec(path))) {
        const payment = payments.get(decodeURIComponent(match[1]!));
        return payment ? answer(res, 200, payment) : refuse(res, 400, 'The id provided does not exist');
      }
      if (req.method === 'POST' && (match = /^\/v1\/payments\/([^/]+)\/capture$/.exec(path))) {
        const payment = payments.get(decodeURIComponent(match[1]!));
        if (!payment) return refuse(res, 400, 'The id provided does not exist');
        if (payment.status !== 'authorized') return refuse(res, 400, 'This payment has already been captured');
        if (Number(body.amount) !== payment.amount) return refuse(res, 400, 'Capture amount must be equal to the amount authorized');
        payment.status = 'captured';
        payment.captured = true;
        const order = payment.order_id ? orders.get(payment.order_id) : undefined;
        if (order) order.status = 'paid';
        return answer(res, 200, payment);
      }
      if (req.method === 'POST' && (match = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path))) {
        const payment = payments.get(decodeURIComponent(match[1]!));
        if (!payment) return refuse(res, 400, 'The id provided does not exist');
        if (payment.status !== 'captured') return refuse(res, 400, 'The payment has been fully refunded already');
        const amount = body.amount === undefined ? payment.amount : Number(body.amount);
        if (amount > payment.amount - payment.amount_refunded)
          return refuse(res, 400, 'The refund amount provided is greater than amount captured');
        const refund: Refund = {
          id: id('rfnd'),
          entity: 'refund',
          amount,
          currency: payment.currency,
          payment_id: payment.id,
          status: 'processed',
          created_at: seconds(),
        };
        payment.amount_refunded += amount;
        if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
        refunds.push(refund);
        return answer(res, 200, refund);
      }
      return answer(res, 404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } });
    })().catch(() => answer(res, 500, { error: { code: 'SERVER_ERROR', description: 'stand-in failure' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;

  return {
    url,
    env: {
      RAZORPAY_KEY_ID: STAND_IN_KEY_ID,
      RAZORPAY_KEY_SECRET: STAND_IN_KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      RAZORPAY_API_URL: url,
    },
    orders,
    payments,
    refunds,
    calls,
    failNext(n) {
      failures = n;
    },
    pay(orderId, options = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      const status = options.status ?? 'captured';
      const payment: Payment = {
        id: id('pay'),
        entity: 'payment',
        amount: options.amount ?? order.amount,
        currency: options.currency ?? order.currency,
        status,
        order_id: orderId,
        method: 'upi',
        captured: status === 'captured',
        amount_refunded: 0,
        created_at: seconds(),
      };
      payments.set(payment.id, payment);
      if (status === 'captured') order.status = 'paid';
      return payment;
    },
    checkoutAnswer(orderId, paymentId) {
      return { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signPayment(orderId, paymentId) };
    },
    webhook(event, entities, eventId = id('evt')) {
      const payload: Record<string, { entity: unknown }> = {};
      for (const [name, entity] of Object.entries(entities)) if (entity) payload[name] = { entity };
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_standin',
        event,
        contains: Object.keys(payload),
        payload,
        created_at: seconds(),
      });
      const signature = createHmac('sha256', STAND_IN_WEBHOOK_SECRET).update(body).digest('hex');
      return { body, headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
