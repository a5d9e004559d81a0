// The conversation never misses the coach's answer (issue 24): with the real live-events stream
// and a fake server, an answer sent while the stream was reconnecting shows once it reconnects.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '@rhythmfit/contracts';
import { disconnectLiveEvents } from '../../../lib/live-events';
import { useMyMessages } from './messages';

const message = (id: number, body: string, from: Message['from']): Message => ({
  id,
  body,
  from,
  senderName: from === 'coach' ? 'Coach Asha' : 'Meera',
  createdAt: '2026-11-25T09:30:00.000Z',
  readAt: null,
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('live views refetch when the stream (re)connects', () => {
  afterEach(() => {
    disconnectLiveEvents();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows an answer sent while the stream was reconnecting, without any event for it', async () => {
    localStorage.setItem('token', 'member-token');
    let conversation: Message[] = [message(1, 'Is rice fine after 8?', 'member')];
    let streams = 0;
    const lastEventIds: (string | undefined)[] = [];
    vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
      if (input.startsWith('/api/messages')) return new Response(JSON.stringify(conversation), { status: 200 });
      if (input === '/api/notifications/stream') {
        streams += 1;
        lastEventIds.push((init.headers as Record<string, string>)['last-event-id']);
        // The first stream opens, then drops.
        if (streams === 1) return new Response('id: ab.3\nevent: ready\ndata: {"unread":0}\n\n', { status: 200 });
        // The coach answers while it is away; the new stream cannot say so (no event for it at all).
        conversation = [...conversation, message(2, 'Yes, before 8 is best.', 'coach')];
        return new Response(
          new ReadableStream({
            start: (controller) => controller.enqueue(new TextEncoder().encode('id: ab.4\nevent: ready\ndata: {"unread":1}\n\n')),
          }),
          { status: 200 },
        );
      }
      return new Response('{}', { status: 404 });
    });
    const { result } = renderHook(() => useMyMessages(), { wrapper });
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    await waitFor(() => expect(streams).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    await waitFor(() => expect(result.current.data?.map((m) => m.body)).toContain('Yes, before 8 is best.'), { timeout: 5000 });
    // The reconnect resumed from the last id it had seen.
    expect(lastEventIds.slice(0, 2)).toEqual([undefined, 'ab.3']);
  }, 20_000);
});
