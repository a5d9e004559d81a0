import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render';
import SubscriptionsPage from './subscriptions-page';

const plan = (over: Record<string, unknown> = {}) => ({
  id: 1,
  name: 'Basic',
  description: 'Monthly',
  price: 12,
  durationDays: 30,
  ...over,
});
const none = { status: 'none', plan: null, startsAt: null, endsAt: null };
const active = {
  status: 'active',
  plan: { id: 1, name: 'Basic' },
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-31T10:00:00.000Z',
};
const paid = {
  id: 41,
  planId: 1,
  planName: 'Basic',
  amount: 99600,
  currency: 'INR',
  status: 'paid',
  provider: 'dev',
  paidAt: '2026-11-26T06:00:00.000Z',
  invoiceNumber: 'RF/2026-27/0007',
};
const devCheckout = { id: 41, status: 'created', amount: 99600, currency: 'INR', provider: 'dev' };

function header(init: RequestInit | undefined, name: string): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.[name];
}

describe('Subscriptions', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'member-token');
    localStorage.setItem('user', JSON.stringify({ id: 7, name: 'Meera Shah', mobile: '9876543210', role: { name: 'USER' } }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.Razorpay;
    document.querySelectorAll('script[src*="razorpay"]').forEach((s) => s.remove());
  });

  it('shows prices × 83 in rupees without decimals with each duration, and the empty text', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/subscriptions': () => ({ body: [plan({ price: 9.99 }), plan({ id: 2, name: 'Day pass', durationDays: 1 })] }),
        'GET /api/membership': () => ({ body: none }),
      }).fetchMock,
    );
    const { unmount } = renderWithProviders(<SubscriptionsPage />);
    const basic = await screen.findByRole('article', { name: 'Basic' });
    expect(within(basic).getByText('₹829')).toBeInTheDocument();
    expect(within(basic).getByText('30 days')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Day pass' })).getByText('1 day')).toBeInTheDocument();
    expect(await within(basic).findByRole('button', { name: 'Buy' })).toBeEnabled();
    expect(screen.getByText('You have no membership yet. Choose a plan to start one.')).toBeInTheDocument();
    unmount();
    vi.stubGlobal(
      'fetch',
      mockFetch({ 'GET /api/subscriptions': () => ({ body: [] }), 'GET /api/membership': () => ({ body: none }) }).fetchMock,
    );
    renderWithProviders(<SubscriptionsPage />);
    expect(await screen.findByText('No subscription plans available.')).toBeInTheDocument();
  });

  it('shows the active membership and its end date above the plans, and Renew instead of Buy', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({ 'GET /api/subscriptions': () => ({ body: [plan()] }), 'GET /api/membership': () => ({ body: active }) }).fetchMock,
    );
    renderWithProviders(<SubscriptionsPage />);
    const membership = await screen.findByRole('region', { name: 'Your membership' });
    expect(await within(membership).findByText('Basic: active until 31 Dec 2026')).toBeInTheDocument();
    expect(within(membership).getByText('Active')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Renew' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
    // The membership comes before the list.
    const article = screen.getByRole('article', { name: 'Basic' });
    expect(membership.compareDocumentPosition(article) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says when a membership has ended', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/subscriptions': () => ({ body: [plan()] }),
        'GET /api/membership': () => ({ body: { ...active, status: 'expired', endsAt: '2026-10-01T10:00:00.000Z' } }),
      }).fetchMock,
    );
    renderWithProviders(<SubscriptionsPage />);
    expect(await screen.findByText('Basic: ended on 1 Oct 2026')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Buy' })).toBeInTheDocument();
  });

  it('buys with the test provider: a clear test step, then the receipt with the invoice download', async () => {
    let membership: unknown = none;
    const { fetchMock, calls } = mockFetch({
      'GET /api/subscriptions': () => ({ body: [plan()] }),
      'GET /api/membership': () => ({ body: membership }),
      'POST /api/payments/checkout': () => ({ status: 201, body: devCheckout }),
      'POST /api/payments/41/dev-complete': () => {
        membership = active;
        return { body: paid };
      },
    });
    const pdf = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/api/payments/41/invoice')
        ? new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { headers: { 'content-type': 'application/pdf' } })
        : fetchMock(input, init),
    );
    vi.stubGlobal('fetch', pdf);
    const created = vi.fn((blob: Blob) => `blob:${blob.type}`);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    renderWithProviders(<SubscriptionsPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Buy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test payment (no money is taken)' });
    expect(within(dialog).getByText('Basic: ₹996')).toBeInTheDocument();
    const checkout = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/payments/checkout'))!;
    expect(checkout.body).toEqual({ planId: 1 });
    expect(checkout.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete test payment' }));
    const receipt = await screen.findByRole('region', { name: 'Payment successful' });
    expect(within(receipt).getByText(/You paid ₹996 for Basic\. Invoice RF\/2026-27\/0007\./)).toBeInTheDocument();
    expect(await screen.findByText('Basic: active until 31 Dec 2026')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Renew' })).toBeInTheDocument();

    await userEvent.click(within(receipt).getByRole('button', { name: 'Download invoice RF/2026-27/0007' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    const invoiceCall = pdf.mock.calls.find(([input]) => String(input).endsWith('/invoice'))!;
    expect(header(invoiceCall[1], 'authorization')).toBe('Bearer member-token');
    expect((created.mock.calls[0]![0] as Blob).type).toBe('application/pdf');
  });

  it('reuses the Idempotency-Key when the member retries a failed checkout, and a new click gets a new key', async () => {
    let attempts = 0;
    const { fetchMock, calls } = mockFetch({
      'GET /api/subscriptions': () => ({ body: [plan()] }),
      'GET /api/membership': () => ({ body: none }),
      'POST /api/payments/checkout': () => {
        attempts += 1;
        return attempts === 1 ? { status: 503, body: { message: 'Payments are busy, try again.' } } : { status: 201, body: devCheckout };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SubscriptionsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Buy' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payments are busy, try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test payment (no money is taken)' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await screen.findByRole('dialog', { name: 'Test payment (no money is taken)' });
    const keys = calls.filter((c) => c.url.endsWith('/api/payments/checkout')).map((c) => c.headers?.['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('pays with Razorpay Checkout: loads its script once, opens it with the order and verifies the signed answer', async () => {
    const { fetchMock, calls } = mockFetch({
      'GET /api/subscriptions': () => ({ body: [plan()] }),
      'GET /api/membership': () => ({ body: none }),
      'POST /api/payments/checkout': () => ({
        status: 201,
        body: { ...devCheckout, provider: 'razorpay', razorpay: { keyId: 'rzp_test_key', orderId: 'order_123' } },
      }),
      'POST /api/payments/41/verify': () => ({ body: { ...paid, provider: 'razorpay' } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const opened: Record<string, unknown>[] = [];
    renderWithProviders(<SubscriptionsPage />);
    await screen.findByRole('button', { name: 'Buy' });
    expect(document.querySelector('script[src*="checkout.razorpay.com"]')).toBeNull();

    // The browser "loads" the script: Checkout appears and answers with a signed payment.
    const appended: HTMLScriptElement[] = [];
    const append = vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      const script = node as unknown as HTMLScriptElement;
      appended.push(script);
      window.Razorpay = class {
        constructor(readonly options: { handler: (r: unknown) => void } & Record<string, unknown>) {
          opened.push(options);
        }
        on() {}
        open() {
          this.options.handler({ razorpay_order_id: 'order_123', razorpay_payment_id: 'pay_9', razorpay_signature: 'sig' });
        }
      } as unknown as Window['Razorpay'];
      setTimeout(() => script.onload?.(new Event('load')), 0);
      return node;
    });
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByRole('region', { name: 'Payment successful' })).toBeInTheDocument();
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_key',
      order_id: 'order_123',
      amount: 99600,
      currency: 'INR',
      prefill: { name: 'Meera Shah', contact: '9876543210' },
    });
    const verify = calls.find((c) => c.url.endsWith('/api/payments/41/verify'));
    expect(verify?.body).toEqual({ razorpay_order_id: 'order_123', razorpay_payment_id: 'pay_9', razorpay_signature: 'sig' });
    expect(appended.map((script) => script.src)).toEqual(['https://checkout.razorpay.com/v1/checkout.js']);
    append.mockRestore();
  });

  it('shows the server message when checkout is refused', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/subscriptions': () => ({ body: [plan()] }),
        'GET /api/membership': () => ({ body: none }),
        'POST /api/payments/checkout': () => ({ status: 404, body: { message: 'Plan not found', code: 'not_found' } }),
      }).fetchMock,
    );
    renderWithProviders(<SubscriptionsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Buy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Plan not found');
  });
});
