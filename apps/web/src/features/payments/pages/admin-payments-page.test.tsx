import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render';
import AdminPaymentsPage from './admin-payments-page';

const row = (over: Record<string, unknown> = {}) => ({
  id: 11,
  planId: 1,
  planName: 'Basic',
  amount: 99600,
  currency: 'INR',
  status: 'paid',
  provider: 'razorpay',
  paidAt: '2026-11-20T06:00:00.000Z',
  invoiceNumber: 'RF/2026-27/0011',
  userId: 7,
  memberName: 'Meera Shah',
  memberMobile: '9876543210',
  method: null,
  reference: null,
  periodStart: '2026-11-20T06:00:00.000Z',
  periodEnd: '2026-12-20T06:00:00.000Z',
  refundedAt: null,
  refundReason: null,
  creditNoteNumber: null,
  problem: null,
  createdAt: '2026-11-20T05:59:00.000Z',
  ...over,
});
const summary = { revenueThisMonth: 12345678, revenueLastMonth: 99600, activeMembers: 12, endingIn7Days: 3 };
const listOf = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

describe('Admin payments', () => {
  beforeEach(() => localStorage.setItem('token', 'coach-token'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the summary in rupees from paise and the payments, flagging a mismatched one', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/admin/payments/summary': () => ({ body: summary }),
        'GET /api/admin/payments': () => ({
          body: listOf([
            row(),
            row({ id: 12, provider: 'offline', method: 'upi', reference: 'UPI-778', memberName: 'Ravi Kumar' }),
            row({ id: 13, status: 'created', paidAt: null, invoiceNumber: null, problem: 'The amount paid does not match the plan.' }),
          ]),
        }),
      }).fetchMock,
    );
    renderWithProviders(<AdminPaymentsPage />);
    expect(await screen.findByRole('group', { name: 'Revenue this month' })).toHaveTextContent('₹1,23,456.78');
    expect(screen.getByRole('group', { name: 'Revenue last month' })).toHaveTextContent('₹996');
    expect(screen.getByRole('group', { name: 'Active members' })).toHaveTextContent('12');
    expect(screen.getByRole('group', { name: 'Memberships ending in 7 days' })).toHaveTextContent('3');

    const table = await screen.findByRole('table', { name: 'Payments' });
    const offline = within(table).getByRole('row', { name: /Payment 12/ });
    expect(within(offline).getByText('UPI')).toBeInTheDocument();
    expect(within(offline).getByText('UPI-778')).toBeInTheDocument();
    // The member's and the plan's names are data (translate="no").
    for (const name of ['Ravi Kumar', 'Basic']) expect(within(offline).getByText(name).closest('[translate="no"]'), name).not.toBeNull();
    const flagged = within(table).getByRole('row', { name: /Payment 13/ });
    expect(within(flagged).getByText('Needs checking')).toBeInTheDocument();
    expect(within(flagged).getByText('The amount paid does not match the plan.')).toBeInTheDocument();
    expect(within(flagged).queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
    expect(screen.getByText('1 payment here needs checking')).toBeInTheDocument();
  });

  it('sends the filters to the server and downloads the matching CSV', async () => {
    const { fetchMock, calls } = mockFetch({
      'GET /api/admin/payments/summary': () => ({ body: summary }),
      'GET /api/admin/payments': () => ({ body: listOf([row()]) }),
    });
    const fetchSpy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('format=csv')
        ? new Response('id,createdAt\n11,2026-11-20', { headers: { 'content-type': 'text/csv' } })
        : fetchMock(input, init),
    );
    vi.stubGlobal('fetch', fetchSpy);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<AdminPaymentsPage />);
    await screen.findByRole('table', { name: 'Payments' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Refunded', hidden: true }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await userEvent.type(screen.getByRole('textbox', { name: 'Member name or mobile' }), '98765');
    await waitFor(() => {
      const last = calls.filter((c) => c.url.includes('/api/admin/payments?')).at(-1)!;
      const params = new URL(last.url, 'http://x').searchParams;
      expect(Object.fromEntries(params)).toMatchObject({ status: 'refunded', from: '2026-11-01', to: '2026-11-30', q: '98765', page: '1' });
    });

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const csvCall = fetchSpy.mock.calls.find(([input]) => String(input).includes('format=csv'))!;
    expect(Object.fromEntries(new URL(String(csvCall[0]), 'http://x').searchParams)).toEqual({
      format: 'csv',
      status: 'refunded',
      from: '2026-11-01',
      to: '2026-11-30',
      q: '98765',
    });
    expect((csvCall[1]?.headers as Record<string, string>).authorization).toBe('Bearer coach-token');
    click.mockRestore();
  });

  it('refunds only after the confirmation, with the optional reason, and the row then shows Refunded', async () => {
    let refunded = false;
    const { fetchMock, calls } = mockFetch({
      'GET /api/admin/payments/summary': () => ({ body: summary }),
      'GET /api/admin/payments': () => ({
        body: listOf([refunded ? row({ status: 'refunded', refundReason: 'Moved city', creditNoteNumber: 'RF/2026-27/0012' }) : row()]),
      }),
      'POST /api/admin/payments/11/refund': () => {
        refunded = true;
        return { body: row({ status: 'refunded' }) };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AdminPaymentsPage />);
    const table = await screen.findByRole('table', { name: 'Payments' });
    await userEvent.click(within(table).getByRole('button', { name: 'Refund payment 11 of Meera Shah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(within(dialog).getByText(/Refund ₹996 to Meera Shah for Basic\?/)).toBeInTheDocument();
    // Cancelling refunds nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(within(table).getByRole('button', { name: 'Refund payment 11 of Meera Shah' }));
    const again = await screen.findByRole('dialog', { name: 'Please confirm' });
    await userEvent.type(within(again).getByRole('textbox', { name: 'Reason (optional)' }), 'Moved city');
    await userEvent.click(within(again).getByRole('button', { name: 'Refund payment' }));
    expect(await screen.findByText('Payment refunded.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Moved city' });
    const after = await screen.findByRole('table', { name: 'Payments' });
    expect(await within(after).findByText('Refunded')).toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: /Refund payment/ })).not.toBeInTheDocument();
  });

  it('records a payment taken by UPI for a member picked by name', async () => {
    const { fetchMock, calls } = mockFetch({
      'GET /api/admin/payments/summary': () => ({ body: summary }),
      'GET /api/admin/payments': () => ({ body: listOf([]) }),
      'GET /api/admin/users': () => ({ body: [{ id: 7, name: 'Meera Shah', mobile: '9876543210', deleted: false }] }),
      'GET /api/admin/subscriptions': () => ({ body: [{ id: 1, name: 'Basic', description: 'Monthly', price: 12, durationDays: 30 }] }),
      'POST /api/admin/payments': () => ({ status: 201, body: row({ provider: 'offline', method: 'upi' }) }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AdminPaymentsPage />);
    expect(await screen.findByText('No payments found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Record a payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    // Nothing chosen yet: a readable message, no request.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose the member, the plan and how they paid.');

    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Member' }), 'Meera');
    // The search goes to the server (the coach's user list), not only through the first page.
    await waitFor(() => expect(calls.some((c) => c.url.includes('/api/admin/users?') && c.url.includes('q=Meera'))).toBe(true));
    fireEvent.click(await screen.findByRole('option', { name: 'Meera Shah (9876543210)', hidden: true }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Plan' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Basic: ₹996, 30 days', hidden: true }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reference (optional)' }), 'UPI-1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment recorded.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ userId: 7, planId: 1, method: 'upi', reference: 'UPI-1234' });
  });
});
