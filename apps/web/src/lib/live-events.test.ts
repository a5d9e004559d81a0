import { afterEach, describe, expect, it, vi } from 'vitest';
import { disconnectLiveEvents, parseFrames, subscribeLiveEvents, type LiveEvent } from './live-events';

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
      { type: 'notification', data: { unread: 1 } },
    ]);
    expect(second).toEqual(first);
    stopFirst();
    stopSecond();
  });

  it('stops on 401, and after repeated failures polls every 30 s', async () => {
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
    await vi.advanceTimersByTimeAsync(3500 + 60_000);
    expect(calls).toBeGreaterThanOrEqual(3);
    await vi.advanceTimersByTimeAsync(31_000);
    expect(seen.some((e) => e.type === 'poll')).toBe(true);
    stop();

    status = 401;
    calls = 0;
    const stopAgain = subscribeLiveEvents(() => undefined);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toBe(1);
    stopAgain();
  });
});
