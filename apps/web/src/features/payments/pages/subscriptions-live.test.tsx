// A payment completed away from the page (Razorpay's webhook after the tab closed): its
// notification on the live stream refreshes the membership.
import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render';
import SubscriptionsPage from './subscriptions-page';

const live = new Set<(event: { type: string; data: unknown }) => void>();
vi.mock('../../../lib/live-events', () => ({
  useLiveEvent: (type: string, handler: (data: unknown) => void) => {
    useEffect(() => {
      const listener = (event: { type: string; data: unknown }) => event.type === type && handler(event.data);
      live.add(listener);
      return () => void live.delete(listener);
    });
  },
}));
const emit = (type: string, data: unknown) => act(() => live.forEach((listener) => listener({ type, data })));
const notification = (kind: string) => ({
  notification: { id: 1, kind, title: 'Payment received', body: 'Thanks', link: '/subscriptions', createdAt: '', readAt: null },
  unread: 1,
});

describe('Subscriptions, live', () => {
  beforeEach(() => localStorage.setItem('token', 'member-token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    live.clear();
  });

  it('refreshes the membership when a payment notification arrives, and not for other kinds', async () => {
    let membership = {
      status: 'none',
      plan: null as null | { id: number; name: string },
      startsAt: null as string | null,
      endsAt: null as string | null,
    };
    const { fetchMock, calls } = mockFetch({
      'GET /api/subscriptions': () => ({ body: [{ id: 1, name: 'Basic', description: 'Monthly', price: 12, durationDays: 30 }] }),
      'GET /api/membership': () => ({ body: membership }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SubscriptionsPage />);
    expect(await screen.findByText('You have no membership yet. Choose a plan to start one.')).toBeInTheDocument();
    const reads = () => calls.filter((c) => c.url.endsWith('/api/membership')).length;
    const before = reads();
    emit('notification', notification('booking_confirmed'));
    await new Promise((r) => setTimeout(r, 50));
    expect(reads()).toBe(before);

    membership = {
      status: 'active',
      plan: { id: 1, name: 'Basic' },
      startsAt: '2026-11-26T06:00:00.000Z',
      endsAt: '2026-12-26T06:00:00.000Z',
    };
    emit('notification', notification('payment_received'));
    expect(await screen.findByText('Basic: active until 26 Dec 2026')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Renew' })).toBeInTheDocument();
  });
});
