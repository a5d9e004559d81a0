import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  QUEUE_STORAGE_KEY,
  enqueue,
  flushQueue,
  installOfflineQueue,
  isQueued,
  onSyncProblem,
  onWriteSynced,
  pendingWrites,
  resetOfflineQueueForTests,
  sendOrQueue,
  syncProblems,
} from './offline-queue';

let online = true;
function setOnline(value: boolean) {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

function headerOf(call: unknown[], name: string): string | undefined {
  const init = call[1] as RequestInit;
  return (init.headers as Record<string, string>)[name];
}

describe('offline write queue', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    online = true;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    localStorage.setItem('token', 'member-token');
    localStorage.setItem('userId', '7');
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    resetOfflineQueueForTests();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    resetOfflineQueueForTests();
    localStorage.clear();
  });

  it('sends at once when online, with a UUID Idempotency-Key', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { waterCups: 1 }));
    const result = await sendOrQueue({ method: 'POST', path: '/api/circadian/date/2025-01-01/water', body: { cups: 1 }, label: 'Water' });
    expect(result).toEqual({ waterCups: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(headerOf(fetchMock.mock.calls[0]!, 'Idempotency-Key')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(pendingWrites()).toHaveLength(0);
  });

  it('queues while offline, persists it, and sends each write exactly once when the connection returns', async () => {
    installOfflineQueue();
    setOnline(false);
    const water = await sendOrQueue({ method: 'POST', path: '/api/circadian/date/2025-01-01/water', body: { cups: 1 }, label: 'Water' });
    const meal = await sendOrQueue({
      method: 'POST',
      path: '/api/circadian/date/2025-01-01/meal',
      body: { meal: 'breakfast', time: '08:00' },
      label: 'Breakfast',
    });
    expect(isQueued(water) && isQueued(meal)).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    const stored = JSON.parse(localStorage.getItem(QUEUE_STORAGE_KEY)!) as { id: string; label: string; userId: number }[];
    expect(stored.map((w) => [w.label, w.userId])).toEqual([
      ['Water', 7],
      ['Breakfast', 7],
    ]);

    const synced: string[] = [];
    onWriteSynced((w) => synced.push(w.label));
    fetchMock.mockImplementation(async () => json(200, {}));
    setOnline(true);
    await flushQueue();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // In the order the member made them, each with the key it was given when queued.
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual([
      '/api/circadian/date/2025-01-01/water',
      '/api/circadian/date/2025-01-01/meal',
    ]);
    expect(fetchMock.mock.calls.map((c) => headerOf(c, 'Idempotency-Key'))).toEqual(stored.map((w) => w.id));
    expect(synced).toEqual(['Water', 'Breakfast']);
    expect(pendingWrites()).toHaveLength(0);

    setOnline(true);
    await flushQueue();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends a write marked withoutKey with no Idempotency-Key, from the queue and at once, keeping its other headers', async () => {
    const path = '/api/training/scheduled/41/log';
    const log = { items: [], finished: false };
    const write = {
      method: 'PUT' as const,
      path,
      body: log,
      headers: { Prefer: 'return=minimal' },
      withoutKey: true as const,
      label: 'Upper A',
    };
    setOnline(false);
    installOfflineQueue();
    expect(isQueued(await sendOrQueue(write))).toBe(true);
    // A reload keeps what it is: stored with the mark.
    expect(JSON.parse(localStorage.getItem(QUEUE_STORAGE_KEY)!)).toEqual([expect.objectContaining({ withoutKey: true })]);
    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
    setOnline(true);
    await flushQueue();
    expect(pendingWrites()).toHaveLength(0);

    await sendOrQueue(write);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    for (const call of fetchMock.mock.calls) {
      expect(headerOf(call, 'Idempotency-Key')).toBeUndefined();
      expect(headerOf(call, 'Prefer')).toBe('return=minimal');
    }
  });

  it('queues a write whose request cannot reach the server, and retries it with the same key', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const result = await sendOrQueue({
      method: 'POST',
      path: '/api/progress',
      body: { weight: 70, date: '2025-01-01' },
      label: 'Weight 70 kg',
    });
    expect(isQueued(result)).toBe(true);
    const firstKey = headerOf(fetchMock.mock.calls[0]!, 'Idempotency-Key');
    expect(pendingWrites()[0]!.id).toBe(firstKey);

    fetchMock.mockResolvedValueOnce(json(201, { id: 1 }));
    await flushQueue();
    expect(headerOf(fetchMock.mock.calls[1]!, 'Idempotency-Key')).toBe(firstKey);
    expect(pendingWrites()).toHaveLength(0);
  });

  it('keeps the write waiting (and stops) when the server fails or the connection drops again', async () => {
    enqueue({ method: 'POST', path: '/api/a', body: {}, label: 'First' });
    enqueue({ method: 'POST', path: '/api/b', body: {}, label: 'Second' });
    fetchMock.mockResolvedValueOnce(json(503, { message: 'busy', code: 'unavailable' }));
    await flushQueue();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(pendingWrites().map((w) => [w.label, w.attempts])).toEqual([
      ['First', 1],
      ['Second', 0],
    ]);
    expect(syncProblems()).toHaveLength(0);
  });

  it('shows a refused write (409) as a problem with the server message instead of dropping it silently', async () => {
    enqueue({ method: 'POST', path: '/api/progress', body: { weight: 79, date: '2025-05-20' }, label: 'Weight 79 kg' });
    enqueue({ method: 'POST', path: '/api/circadian/date/2025-05-20/water', body: { cups: 1 }, label: 'Water' });
    const problems: string[] = [];
    onSyncProblem((p) => problems.push(`${p.label}: ${p.message}`));
    fetchMock.mockResolvedValueOnce(json(409, { message: 'Weight for this month already recorded', code: 'conflict' }));
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await flushQueue();
    expect(problems).toEqual(['Weight 79 kg: Weight for this month already recorded']);
    expect(syncProblems()).toMatchObject([{ label: 'Weight 79 kg', status: 409, message: 'Weight for this month already recorded' }]);
    // The next write still went.
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(pendingWrites()).toHaveLength(0);
  });

  it('sends only the signed-in user’s writes', async () => {
    enqueue({ method: 'POST', path: '/api/a', body: {}, label: 'Mine' });
    localStorage.setItem('userId', '8');
    enqueue({ method: 'POST', path: '/api/b', body: {}, label: 'Theirs' });
    fetchMock.mockImplementation(async () => json(200, {}));
    await flushQueue();
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual(['/api/b']);
    localStorage.setItem('userId', '7');
    expect(pendingWrites().map((w) => w.label)).toEqual(['Mine']);
  });

  it('runs one flush at a time: two overlapping flushes send each write once', async () => {
    enqueue({ method: 'POST', path: '/api/a', body: {}, label: 'Water' });
    let release: (r: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
    const first = flushQueue();
    const second = flushQueue();
    await new Promise((r) => setTimeout(r, 0));
    release(json(200, {}));
    await Promise.all([first, second]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends a write queued while a flush is under way in that flush, not at the next trigger', async () => {
    enqueue({ method: 'POST', path: '/api/first', body: {}, label: 'First' });
    let release: (r: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
    fetchMock.mockImplementation(async () => json(200, {}));
    const flushing = flushQueue();
    await new Promise((r) => setTimeout(r, 0));
    // The first write is on its way; the member makes another (queued behind it, order kept).
    const second = await sendOrQueue({ method: 'POST', path: '/api/second', body: {}, label: 'Second' });
    expect(isQueued(second)).toBe(true);
    release(json(200, {}));
    await flushing;
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual(['/api/first', '/api/second']);
    expect(pendingWrites()).toEqual([]);
  });

  it('queues behind earlier waiting writes even when online, so order is kept', async () => {
    enqueue({ method: 'POST', path: '/api/first', body: {}, label: 'First' });
    fetchMock.mockImplementation(async () => json(200, {}));
    const result = await sendOrQueue({ method: 'POST', path: '/api/second', body: {}, label: 'Second' });
    expect(isQueued(result)).toBe(true);
    await flushQueue();
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual(['/api/first', '/api/second']);
  });

  // Issue 40: an instance killed mid-request, its proxy's 502, the key still held by a first try.
  describe('retries by itself, with the same key, until the server answers', () => {
    const keysSent = () => fetchMock.mock.calls.map((call) => headerOf(call, 'Idempotency-Key'));

    it.each([
      ['a reset connection', () => Promise.reject(new TypeError('network error'))],
      ['502 from the proxy', () => Promise.resolve(new Response('<html>Bad Gateway</html>', { status: 502 }))],
      ['503', () => Promise.resolve(json(503, { message: 'busy', code: 'unavailable' }))],
      ['504 from the proxy', () => Promise.resolve(new Response('<html>Gateway Time-out</html>', { status: 504 }))],
    ])('after %s: queued, then sent again after a short backoff with the same key', async (_name, failure) => {
      vi.useFakeTimers();
      fetchMock.mockImplementationOnce(failure);
      fetchMock.mockImplementationOnce(failure);
      fetchMock.mockResolvedValueOnce(json(200, { waterCups: 1 }));
      const synced: string[] = [];
      onWriteSynced((w) => synced.push(w.id));
      const result = await sendOrQueue({ method: 'POST', path: '/api/circadian/date/2025-01-01/water', body: { cups: 1 }, label: 'Water' });
      expect(isQueued(result)).toBe(true);
      expect(fetchMock).toHaveBeenCalledTimes(1);

      await vi.advanceTimersByTimeAsync(500); // the first backoff
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(pendingWrites()).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1000); // the second, twice as long
      expect(fetchMock).toHaveBeenCalledTimes(3);
      expect(pendingWrites()).toHaveLength(0);
      expect(syncProblems()).toHaveLength(0);

      const keys = keysSent();
      expect(new Set(keys).size).toBe(1);
      expect(synced).toEqual([keys[0]]);
    });

    it("after 409 idempotency_in_progress: waits the server's Retry-After (not less), then the same key", async () => {
      vi.useFakeTimers();
      const inProgress = () =>
        json(
          409,
          { message: 'This request is still being processed, please try again shortly', code: 'idempotency_in_progress' },
          { 'retry-after': '2' },
        );
      fetchMock.mockResolvedValueOnce(inProgress());
      fetchMock.mockResolvedValueOnce(inProgress());
      fetchMock.mockResolvedValueOnce(json(201, { id: 9 }));
      const result = await sendOrQueue({ method: 'POST', path: '/api/messages', body: { body: 'Hello coach' }, label: 'Message' });
      expect(isQueued(result)).toBe(true);
      await vi.advanceTimersByTimeAsync(1900);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(100);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(2000);
      expect(fetchMock).toHaveBeenCalledTimes(3);
      expect(pendingWrites()).toHaveLength(0);
      expect(syncProblems()).toHaveLength(0);
      expect(new Set(keysSent()).size).toBe(1);
    });

    it('a queued write replayed into a gateway error stays first in line and is sent again by itself', async () => {
      vi.useFakeTimers();
      const first = enqueue({ method: 'POST', path: '/api/a', body: {}, label: 'First' });
      enqueue({ method: 'POST', path: '/api/b', body: {}, label: 'Second' });
      fetchMock.mockResolvedValueOnce(new Response('Bad Gateway', { status: 502 }));
      fetchMock.mockImplementation(async () => json(200, {}));
      await flushQueue();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(pendingWrites().map((w) => [w.label, w.attempts])).toEqual([
        ['First', 1],
        ['Second', 0],
      ]);
      await vi.advanceTimersByTimeAsync(1000); // backoff after one attempt
      expect(fetchMock.mock.calls.map((call) => String(call[0]))).toEqual(['/api/a', '/api/a', '/api/b']);
      expect(keysSent()[1]).toBe(first.id);
      expect(pendingWrites()).toHaveLength(0);
    });

    it('a refusal is not retried: it becomes a problem the member sees', async () => {
      vi.useFakeTimers();
      fetchMock.mockResolvedValueOnce(
        json(422, { message: 'This Idempotency-Key was used for another request', code: 'idempotency_key_reused' }),
      );
      await expect(sendOrQueue({ method: 'POST', path: '/api/a', body: {}, label: 'Water' })).rejects.toMatchObject({ status: 422 });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(pendingWrites()).toHaveLength(0);
    });
  });
});
