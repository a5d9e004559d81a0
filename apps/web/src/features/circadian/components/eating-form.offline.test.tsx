// An eating event logged without a connection waits on the device like the meal marks, and is sent
// once, with its Idempotency-Key, when the connection returns.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushQueue, pendingWrites, resetOfflineQueueForTests } from '../../../lib/offline-queue';
import { renderWithProviders } from '../../../test/render';
import { dayRecord, signIn } from '../test-data';
import { EatingSection } from './eating-section';

const DAY = '2025-03-01';
let online = false;

describe('Log something else offline', () => {
  beforeEach(() => {
    online = false;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    signIn();
    resetOfflineQueueForTests();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 2, 1, 23, 5));
  });
  afterEach(() => {
    online = true;
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('queues the event, tells the member a photo must wait, and sends it once when back online', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify(dayRecord(DAY)), { status: 201, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<EatingSection date={DAY} events={[]} />);
    fireEvent.change(document.querySelector('input[type="file"]')!, {
      target: { files: [new File(['x'], 'late.png', { type: 'image/png' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log it' }));
    expect(await screen.findByRole('status')).toHaveTextContent('add the photo once you are online');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(pendingWrites()).toMatchObject([
      {
        method: 'POST',
        path: `/api/circadian/date/${DAY}/eating`,
        body: { time: '23:05', kind: 'snack' },
        label: `Snack at 23:05 (${DAY})`,
      },
    ]);
    const key = pendingWrites()[0]!.id;

    online = true;
    await flushQueue();
    await flushQueue();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe(key);
    expect(pendingWrites()).toHaveLength(0);
  });
});
