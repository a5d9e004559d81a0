import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@rhythmfit/contracts';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { BELL_TEXTS, NotificationBell } from './notification-bell';

// The stream itself is tested in lib/live-events.test.ts; here the test plays the server's events.
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

const item = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  kind: 'booking_status_changed',
  title: `Title ${id}`,
  body: `Body ${id}`,
  link: '/my-bookings',
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  readAt: null,
  ...overrides,
});

describe('the notification bell', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'member-token');
    // happy-dom lays nothing out, so the dropdown's focus trap finds nothing to focus and logs the
    // whole DOM node; the browser journey covers focus.
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes('use-focus-trap')) return;
      warn(...args);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    live.clear();
  });

  it('shows the unread count, lists newest first with time ago, and opens a notification’s screen marking it read', async () => {
    const { fetchMock, calls } = mockFetch({
      'GET /api/notifications': () => ({ body: { items: [item(2), item(1, { readAt: '2026-01-01T00:00:00.000Z' })], unread: 1 } }),
      'POST /api/notifications/2/read': () => ({ body: item(2, { readAt: new Date().toISOString() }) }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NotificationBell />, { route: '/dashboard', path: '/dashboard' });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    // Mantine's floating dropdown stays display:none in happy-dom (no layout): query it as hidden.
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const entries = within(dialog).getAllByRole('button', { name: /Title/, hidden: true });
    expect(entries.map((e) => e.textContent)).toEqual(['Title 25 min agoBody 2', 'Title 15 min agoBody 1']);
    expect(entries[0]).toHaveAccessibleName('Unread: Title 2. Body 2');
    fireEvent.click(entries[0]!);
    expect(await screen.findByTestId('location-probe')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/notifications/2/read'))).toBe(true);
  });

  it('has no count when everything is read, and a friendly empty state', async () => {
    const { fetchMock } = mockFetch({ 'GET /api/notifications': () => ({ body: { items: [], unread: 0 } }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(BELL_TEXTS.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: BELL_TEXTS.markAll, hidden: true })).toBeDisabled();
  });

  it('counts a notification that arrives live, and "Mark all as read" clears the count', async () => {
    const { fetchMock, calls } = mockFetch({
      'GET /api/notifications': () => ({ body: { items: [item(1)], unread: 1 } }),
      'POST /api/notifications/read-all': () => ({ body: { unread: 0 } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    emit('notification', { notification: item(7, { title: 'Appointment updated' }), unread: 2 });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.click(bell);
    expect(await screen.findByText('Appointment updated')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: BELL_TEXTS.markAll, hidden: true }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.url.endsWith('/read-all'))).toHaveLength(1);
  });

  it('reads the list again when the live stream (re)connects or the views poll: a notification sent in the gap shows', async () => {
    let list = { items: [item(1)], unread: 1 };
    const { fetchMock, calls } = mockFetch({ 'GET /api/notifications': () => ({ body: list }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    // Sent while the stream was reconnecting: no `notification` event ever arrives for it.
    list = { items: [item(8, { title: 'Sent in the gap' }), item(1)], unread: 2 };
    emit('refresh', { reason: 'connected' });
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    list = { items: [item(9), item(8), item(1)], unread: 3 };
    emit('refresh', { reason: 'poll' });
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(calls.filter((c) => c.method === 'GET' && c.url.includes('/api/notifications'))).toHaveLength(3);
  });

  it('says when the list cannot load, with a retry', async () => {
    const { fetchMock } = mockFetch({ 'GET /api/notifications': () => ({ status: 500, body: { message: 'boom' } }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent(BELL_TEXTS.failed);
    expect(screen.getByRole('button', { name: BELL_TEXTS.retry, hidden: true })).toBeInTheDocument();
  });
});
