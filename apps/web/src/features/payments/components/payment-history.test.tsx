import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { HISTORY_TEXTS, PaymentHistory } from './payment-history';

const payment = (over: Record<string, unknown> = {}) => ({
  id: 5,
  planId: 1,
  planName: 'Basic',
  amount: 99600,
  currency: 'INR',
  status: 'paid',
  provider: 'dev',
  paidAt: '2026-11-20T06:00:00.000Z',
  invoiceNumber: 'RF/2026-27/0003',
  ...over,
});
const active = {
  status: 'active',
  plan: { id: 1, name: 'Basic' },
  startsAt: '2026-11-20T06:00:00.000Z',
  endsAt: '2026-12-20T06:00:00.000Z',
};

describe('Payment history', () => {
  beforeEach(() => localStorage.setItem('token', 'member-token'));
  afterEach(() => vi.unstubAllGlobals());

  it('says so when there are no payments', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/payments': () => ({ body: [] }),
        'GET /api/membership': () => ({ body: { status: 'none', plan: null, startsAt: null, endsAt: null } }),
      }).fetchMock,
    );
    renderWithProviders(<PaymentHistory />);
    expect(await screen.findByText(HISTORY_TEXTS.empty)).toBeInTheDocument();
    expect(await screen.findByText('You have no membership yet. Choose a plan to start one.')).toBeInTheDocument();
  });

  it('lists payments with amount, status and invoice, and downloads an invoice with the token', async () => {
    const { fetchMock } = mockFetch({
      'GET /api/payments': () => ({
        body: [
          payment(),
          payment({ id: 4, status: 'refunded', invoiceNumber: 'RF/2026-27/0001', amount: 12345 }),
          payment({ id: 3, status: 'created', paidAt: null, invoiceNumber: null }),
        ],
      }),
      'GET /api/membership': () => ({ body: active }),
    });
    const fetchSpy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/api/payments/5/invoice')
        ? new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
            headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="RF-2026-27-0003.pdf"' },
          })
        : fetchMock(input, init),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const created = vi.fn(() => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderWithProviders(<PaymentHistory />);

    const table = await screen.findByRole('table', { name: 'Your payments' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText('₹996')).toBeInTheDocument();
    // The plan's name is the coach's: data, left alone by translators and the pseudo-language sweep.
    expect(within(rows[1]!).getByText('Basic').closest('[translate="no"]')).not.toBeNull();
    expect(within(rows[1]!).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('20 Nov 2026')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('₹123.45')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Refunded')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[3]!).queryByRole('button')).not.toBeInTheDocument();
    expect(await screen.findByText('Basic: active until 20 Dec 2026')).toBeInTheDocument();

    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Download invoice RF/2026-27/0003' }));
    await waitFor(() => expect(clicked).toEqual(['RF-2026-27-0003.pdf']));
    const call = fetchSpy.mock.calls.find(([input]) => String(input).endsWith('/invoice'))!;
    expect((call[1]?.headers as Record<string, string>).authorization).toBe('Bearer member-token');
    click.mockRestore();
  });

  it('shows a readable message when an invoice cannot be downloaded', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/payments': () => ({ body: [payment()] }),
        'GET /api/membership': () => ({ body: active }),
        'GET /api/payments/5/invoice': () => ({ status: 409, body: { message: 'The invoice is made once the payment is complete.' } }),
      }).fetchMock,
    );
    renderWithProviders(<PaymentHistory />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice RF/2026-27/0003' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The invoice is made once the payment is complete.');
  });

  it('shows the error when the payments cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/payments': () => ({ status: 500, body: { message: 'Something went wrong' } }),
        'GET /api/membership': () => ({ body: active }),
      }).fetchMock,
    );
    renderWithProviders(<PaymentHistory />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
