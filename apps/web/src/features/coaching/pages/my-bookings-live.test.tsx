// My Appointments hears of a time held for the member (the live `waitlist_offer` event) and shows
// the offer without a reload.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { act } from 'react';
import { shiftIsoDate } from '@rhythmfit/contracts';
import MyBookingsPage from './my-bookings-page';
import { renderPage, signIn, stubApi } from '../test-utils';

const handlers = new Map<string, (data: unknown) => void>();
vi.mock('../../../lib/live-events', () => ({
  useLiveEvent: (type: string, handler: (data: unknown) => void) => {
    handlers.set(type, handler);
  },
}));

describe('My Appointments live offers', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    handlers.clear();
  });

  it('re-reads the waitlist when an offer arrives', async () => {
    const date = shiftIsoDate(new Date().toISOString().slice(0, 10), 2);
    const entry = { id: 1, date, status: 'waiting', createdAt: '2026-01-01T00:00:00Z', offer: null as unknown };
    stubApi({
      'GET /api/bookings/user/7': () => ({ body: [] }),
      'GET /api/waitlist': () => ({ body: [entry] }),
    });
    renderPage(<MyBookingsPage />);
    expect(await screen.findByText(`Waiting for a time on ${date}.`)).toBeInTheDocument();
    entry.status = 'offered';
    entry.offer = { id: 4, slotId: 9, date, time: '10:00', expiresAt: new Date(Date.now() + 30 * 60_000).toISOString() };
    await act(async () => handlers.get('waitlist_offer')!({ offerId: 4 }));
    expect(await screen.findByRole('button', { name: 'Book it' })).toBeInTheDocument();
  });

  it('re-reads bookings and the waitlist when the live stream (re)connects', async () => {
    const date = shiftIsoDate(new Date().toISOString().slice(0, 10), 2);
    const entry = { id: 1, date, status: 'waiting', createdAt: '2026-01-01T00:00:00Z', offer: null as unknown };
    stubApi({
      'GET /api/bookings/user/7': () => ({ body: [] }),
      'GET /api/waitlist': () => ({ body: [entry] }),
    });
    renderPage(<MyBookingsPage />);
    expect(await screen.findByText(`Waiting for a time on ${date}.`)).toBeInTheDocument();
    // The offer was made while the stream was reopening: its event never arrived.
    entry.status = 'offered';
    entry.offer = { id: 4, slotId: 9, date, time: '10:00', expiresAt: new Date(Date.now() + 30 * 60_000).toISOString() };
    await act(async () => handlers.get('refresh')!({ reason: 'connected' }));
    expect(await screen.findByRole('button', { name: 'Book it' })).toBeInTheDocument();
  });
});
