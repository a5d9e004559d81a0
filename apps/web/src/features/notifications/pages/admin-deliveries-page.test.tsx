import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Delivery } from '@rhythmfit/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render';
import AdminDeliveriesPage, { DELIVERIES_TEXTS } from './admin-deliveries-page';

const delivery = (over: Partial<Delivery> = {}): Delivery => ({
  id: 1,
  user: { id: 7, name: 'Meera Shah', mobile: '9876543210' },
  kind: 'appointment_reminder_24h',
  channel: 'sms',
  status: 'failed',
  attempts: 5,
  lastError: 'Provider said 400',
  dueAt: '2026-11-20T06:00:00.000Z',
  updatedAt: '2026-11-20T06:30:00.000Z',
  ...over,
});

describe('Notification Deliveries', () => {
  beforeEach(() => localStorage.setItem('token', 'coach-token'));
  afterEach(() => vi.unstubAllGlobals());

  it('lists the failed deliveries, sortable by attempts', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/admin/notifications/deliveries': () => ({
          body: [delivery(), delivery({ id: 2, user: { id: 8, name: 'Ravi Kumar', mobile: '9876500000' }, channel: 'push', attempts: 2 })],
        }),
      }).fetchMock,
    );
    renderWithProviders(<AdminDeliveriesPage />);
    const table = await screen.findByRole('table', { name: 'Failed deliveries' });
    const meera = within(table).getByRole('row', { name: /Meera Shah/ });
    expect(meera).toHaveTextContent('9876543210');
    expect(meera).toHaveTextContent('Appointment reminder 24h');
    expect(within(meera).getByText('SMS')).toBeInTheDocument();
    expect(meera).toHaveTextContent('Provider said 400');

    await userEvent.click(within(table).getByRole('button', { name: 'Attempts' }));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]!.textContent)).toEqual(['2', '5']);
  });

  it('says when nothing failed', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/admin/notifications/deliveries': () => ({ body: [] }) }).fetchMock);
    renderWithProviders(<AdminDeliveriesPage />);
    expect(await screen.findByText(DELIVERIES_TEXTS.empty)).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let reads = 0;
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/admin/notifications/deliveries': () => {
          reads += 1;
          return reads === 1 ? { status: 503, body: { message: 'Service unavailable' } } : { body: [delivery()] };
        },
      }).fetchMock,
    );
    renderWithProviders(<AdminDeliveriesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(DELIVERIES_TEXTS.failed);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(reads).toBe(2));
    expect(await screen.findByRole('row', { name: /Meera Shah/ })).toBeInTheDocument();
  });
});
