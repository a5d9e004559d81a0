// Issue 7: the monthly weight entered without a connection waits on the device and is sent later,
// once, with its Idempotency-Key; a refusal at that point is kept and shown.
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushQueue, pendingWrites, resetOfflineQueueForTests, syncProblems } from '../../../lib/offline-queue';
import { renderWithProviders } from '../../../test/render';
import { QUEUED_TEXT, WeightEntryForm } from './weight-entry-form';

let online = false;

describe('WeightEntryForm offline', () => {
  beforeEach(() => {
    online = false;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    localStorage.setItem('token', 't0k');
    localStorage.setItem('userId', '7');
    resetOfflineQueueForTests();
  });
  afterEach(() => {
    notifications.clean();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('queues the entry, says so, and sends it once when back online', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ id: 1 }), { status: 201, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<WeightEntryForm entries={[]} now={() => new Date(2026, 10, 1, 9)} />);
    await userEvent.type(screen.getByLabelText('Weight (kg)'), '72.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save Weight' }));
    expect(await screen.findByText(QUEUED_TEXT)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(pendingWrites()).toMatchObject([
      { path: '/api/progress', body: { weight: 72.5, date: '2026-11-01' }, label: 'Weight 72.5 kg (2026-11-01)' },
    ]);
    const key = pendingWrites()[0]!.id;

    online = true;
    await flushQueue();
    await flushQueue();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe(key);
    expect(pendingWrites()).toHaveLength(0);
  });

  it('keeps a refusal after the connection returns (this month already has a weight)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              message: 'A weight entry already exists for this month. Only one entry per month is allowed.',
              code: 'conflict',
            }),
            { status: 409, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    renderWithProviders(<WeightEntryForm entries={[]} now={() => new Date(2026, 10, 1, 9)} />);
    await userEvent.type(screen.getByLabelText('Weight (kg)'), '80');
    await userEvent.click(screen.getByRole('button', { name: 'Save Weight' }));
    await screen.findByText(QUEUED_TEXT);
    online = true;
    await flushQueue();
    await waitFor(() =>
      expect(syncProblems()).toMatchObject([
        {
          status: 409,
          label: 'Weight 80 kg (2026-11-01)',
          message: 'A weight entry already exists for this month. Only one entry per month is allowed.',
        },
      ]),
    );
  });
});
