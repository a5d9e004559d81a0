import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueue, flushQueue, pendingWrites, PROBLEMS_STORAGE_KEY, resetOfflineQueueForTests } from '../lib/offline-queue';
import { SESSION_EVENT } from '../lib/session';
import { API_CACHE_NAME, OfflineSync } from './offline-sync';
import { useQueuedMutation } from '../lib/use-offline-queue';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { OFFLINE_TEXT, OfflineBanner } from './offline-banner';
import { SyncStatus } from './sync-status';

let online = true;
function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

function wrap(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  localStorage.setItem('token', 't');
  localStorage.setItem('userId', '3');
  resetOfflineQueueForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe('OfflineBanner', () => {
  it('appears while the browser is offline and goes away when it is back', () => {
    wrap(<OfflineBanner />);
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
    setOnline(true);
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
  });
});

describe('SyncStatus', () => {
  it('shows how many changes wait to sync, updating as writes are queued', () => {
    wrap(<SyncStatus showList />);
    expect(screen.queryByText(/waiting to sync/)).not.toBeInTheDocument();
    act(() => {
      enqueue({ method: 'POST', path: '/api/a', body: {}, label: 'Water' });
    });
    expect(screen.getByText('1 change waiting to sync')).toBeInTheDocument();
    act(() => {
      enqueue({ method: 'POST', path: '/api/b', body: {}, label: 'Breakfast' });
    });
    expect(screen.getByText('2 changes waiting to sync')).toBeInTheDocument();
    expect(screen.getByText('Breakfast: waiting to sync')).toBeInTheDocument();
  });

  it('shows a refused write with the server message until dismissed', async () => {
    localStorage.setItem(
      PROBLEMS_STORAGE_KEY,
      JSON.stringify([
        { id: 'p1', label: 'Weight 79 kg', message: 'Weight for this month already recorded', status: 409, at: '', userId: 3 },
      ]),
    );
    wrap(<SyncStatus />);
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved: Weight 79 kg');
    expect(screen.getByRole('alert')).toHaveTextContent('Weight for this month already recorded');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss: Weight 79 kg' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('useQueuedMutation', () => {
  function LogWater() {
    const [shown, setShown] = useState('');
    const m = useQueuedMutation<void, { waterCups: number }>({
      method: 'POST',
      path: '/api/circadian/date/2025-01-01/water',
      body: () => ({ cups: 1 }),
      label: 'Water',
      onQueued: () => setShown('shown at once'),
    });
    return (
      <>
        <button onClick={() => m.mutate()}>Add water</button>
        <p>{shown}</p>
        <p>
          {m.error
            ? `error ${m.error.message}`
            : m.data === undefined
              ? 'none'
              : 'queued' in m.data
                ? 'queued'
                : `cups ${m.data.waterCups}`}
        </p>
        <SyncStatus />
      </>
    );
  }

  it('answers the server result when online and queues when offline', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ waterCups: 1 }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    wrap(<LogWater />);
    await userEvent.click(screen.getByRole('button', { name: 'Add water' }));
    expect(await screen.findByText('cups 1')).toBeInTheDocument();
    setOnline(false);
    await userEvent.click(screen.getByRole('button', { name: 'Add water' }));
    expect(await screen.findByText('queued')).toBeInTheDocument();
    expect(screen.getByText('1 change waiting to sync')).toBeInTheDocument();
    expect(screen.getByText('shown at once')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Back online: the queued write is replayed with the Idempotency-Key it got when it was made.
    const key = pendingWrites()[0]!.id;
    online = true;
    await act(() => flushQueue());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const init = fetchMock.mock.calls[1]![1] as RequestInit;
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe(key);
    expect(pendingWrites()).toHaveLength(0);
  });
});

describe('ColorSchemeToggle', () => {
  it('switches to dark and back, keeping the choice', async () => {
    render(
      <MantineProvider defaultColorScheme="light">
        <ColorSchemeToggle />
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use dark colours' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(localStorage.getItem('mantine-color-scheme-value')).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Use light colours' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(localStorage.getItem('mantine-color-scheme-value')).toBe('light');
  });
});

describe('OfflineSync', () => {
  it('sends the waiting writes when their user signs in, and forgets cached API answers on sign-out', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const cacheDelete = vi.fn(async () => true);
    vi.stubGlobal('caches', { delete: cacheDelete });
    enqueue({ method: 'POST', path: '/api/circadian/date/2025-01-01/water', body: { cups: 1 }, label: 'Water' });
    // Signed out (as clearSession leaves it): the write waits for its user.
    localStorage.removeItem('token');
    localStorage.removeItem('userId');
    wrap(<OfflineSync />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(fetchMock).not.toHaveBeenCalled();

    localStorage.setItem('token', 'back-again');
    localStorage.setItem('userId', '3');
    await act(async () => {
      window.dispatchEvent(new Event(SESSION_EVENT));
      await new Promise((r) => setTimeout(r, 0));
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(pendingWrites()).toHaveLength(0));

    localStorage.removeItem('token');
    act(() => {
      window.dispatchEvent(new Event(SESSION_EVENT));
    });
    expect(cacheDelete).toHaveBeenCalledWith(API_CACHE_NAME);
  });
});
