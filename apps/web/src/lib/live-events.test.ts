import { afterEach, describe, expect, it, vi } from 'vitest';
import { disconnectLiveEvents, isLiveConnected, parseFrames, subscribeLiveEvents, type LiveEvent } from './live-events';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('parseFrames', () => {
  it('reads event types and JSON data, ignores comments, and keeps an unfinished frame', () => {
    const seen: LiveEvent[] = [];
    const rest = parseFrames(': hello\n\nevent: notification\ndata: {"unread":2}\n\nevent: ping\ndata: {}\n\nevent: mess', (e) =>
      seen.push(e),
    );
    expect(seen).toEqual([
      { type: 'notification', data: { unread: 2 } },
      { type: 'ping', data: {} },
    ]);
    expect(rest).toBe('event: mess');
  });

  it('joins multi-line data and keeps plain text as text', () => {
    const seen: LiveEvent[] = [];
    parseFrames('data: line one\ndata: line two\n\n', (e) => seen.push(e));
    expect(seen).toEqual([{ type: 'message', data: 'line one\nline two' }]);
  });
});

describe('subscribeLiveEvents', () => {
  afterEach(() => {
    disconnectLiveEvents();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('opens one stream with the bearer token after start-up and hands every event to every subscriber', async () => {
    vi.useFakeTimers();
    localStorage.setItem('token', 'member-token');
    const calls: { url: string; headers: Record<string, string> }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, headers: init.headers as Record<string, string> });
      // One frame split across two chunks, as a network may deliver it.
      return new Response(streamOf(['event: ready\ndata: {"unread":0}\n\nevent: notifi', 'cation\ndata: {"unread":1}\n\n']), {
        status: 200,
      });
    });
    const first: LiveEvent[] = [];
    const second: LiveEvent[] = [];
    const stopFirst = subscribeLiveEvents((e) => first.push(e));
    const stopSecond = subscribeLiveEvents((e) => second.push(e));
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(3500);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/notifications/stream');
    expect(calls[0]!.headers.authorization).toBe('Bearer member-token');
    expect(first).toEqual([
      { type: 'ready', data: { unread: 0 } },
      { type: 'refresh', data: { reason: 'connected' } },
      { type: 'notification', data: { unread: 1 } },
    ]);
    expect(second).toEqual(first);
    stopFirst();
    stopSecond();
  });

  it('stops on 401, and while the stream is down asks the views to poll every 15 s', async () => {
    vi.useFakeTimers();
    localStorage.setItem('token', 'member-token');
    let status = 503;
    let calls = 0;
    vi.stubGlobal('fetch', async () => {
      calls += 1;
      return new Response('', { status });
    });
    const seen: LiveEvent[] = [];
    const stop = subscribeLiveEvents((e) => seen.push(e));
    await vi.advanceTimersByTimeAsync(3500);
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(isLiveConnected()).toBe(false);
    await vi.advanceTimersByTimeAsync(15_500);
    expect(seen).toContainEqual({ type: 'refresh', data: { reason: 'poll' } });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBeGreaterThanOrEqual(3);
    stop();

    status = 401;
    calls = 0;
    const stopAgain = subscribeLiveEvents(() => undefined);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toBe(1);
    stopAgain();
  });

  it('reconnects with Last-Event-ID, and asks the views to refetch at every (re)connection and on resync', async () => {
    vi.useFakeTimers();
    localStorage.setItem('token', 'member-token');
    localStorage.setItem('userId', '5');
    const sentIds: (string | undefined)[] = [];
    const streams = [
      ['id: ab.0\nevent: ready\ndata: {"unread":0}\n\n', 'id: ab.1\nevent: message\ndata: {"conversationId":5}\n\n'],
      ['id: ab.1\nevent: ready\ndata: {"unread":0}\n\nid: ab.2\nevent: message\ndata: {"conversationId":5,"missed":true}\n\n'],
      ['id: cd.0\nevent: ready\ndata: {"unread":0}\n\nid: cd.0\nevent: resync\ndata: {}\n\n'],
    ];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sentIds.push((init.headers as Record<string, string>)['last-event-id']);
      const chunks = streams.shift();
      if (!chunks) return new Promise<Response>(() => undefined); // the last stream stays open
      return new Response(streamOf(chunks), { status: 200 }); // ends: the connection dropped
    });
    const seen: LiveEvent[] = [];
    const stop = subscribeLiveEvents((e) => seen.push(e));
    await vi.advanceTimersByTimeAsync(3500);
    // Dropped after its second event: reconnects (after a short back-off) from the last id.
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sentIds.slice(0, 3)).toEqual([undefined, 'ab.1', 'ab.2']);
    expect(seen.filter((e) => e.type === 'message').map((e) => e.id)).toEqual(['ab.1', 'ab.2']);
    expect(seen.filter((e) => e.type === 'refresh').map((e) => (e.data as { reason: string }).reason)).toEqual(
      expect.arrayContaining(['connected', 'connected', 'connected', 'resync']),
    );
    // After a resync the next reconnect starts from the new log's position.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sentIds[3]).toBe('cd.0');
    stop();
  });

  it('drops the stream when the browser goes offline and reconnects as soon as it is back online', async () => {
    vi.useFakeTimers();
    localStorage.setItem('token', 'member-token');
    let opened = 0;
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      opened += 1;
      // A stream that stays open until it is aborted.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(`id: ab.${opened}\nevent: ready\ndata: {"unread":0}\n\n`));
          init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    });
    const seen: LiveEvent[] = [];
    const stop = subscribeLiveEvents((e) => seen.push(e));
    await vi.advanceTimersByTimeAsync(3500);
    expect(isLiveConnected()).toBe(true);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    await vi.advanceTimersByTimeAsync(100);
    expect(isLiveConnected()).toBe(false);
    await vi.advanceTimersByTimeAsync(16_000);
    expect(opened).toBe(1);
    expect(seen).toContainEqual({ type: 'refresh', data: { reason: 'poll' } });
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(100);
    expect(opened).toBe(2);
    expect(isLiveConnected()).toBe(true);
    expect(seen.filter((e) => e.type === 'refresh' && (e.data as { reason: string }).reason === 'connected')).toHaveLength(2);
    onLine.mockRestore();
    stop();
  });
});
