// One Idempotency-Key per user action, reused when the same action is sent again.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCreateBooking } from './create-booking';
import { useJoinWaitlist } from './waitlist';
import { useBookSession } from './book-session';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0, networkMode: 'always' } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** fetch answering each call from a list: an Error is a dropped connection, a number a status. */
function scriptedFetch(answers: (Error | { status: number; body: unknown; headers?: Record<string, string> })[]) {
  const keys: (string | undefined)[] = [];
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    keys.push((init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']);
    const answer = answers.shift();
    if (!answer || answer instanceof Error) throw answer ?? new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { keys, fetchMock };
}

const booking = { id: 7, date: '2031-01-02', time: '10:00', status: 'pending' };

describe('retry-safe creates from the web', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends an Idempotency-Key with a booking and reuses it when the connection drops and the booking is retried', async () => {
    const { keys } = scriptedFetch([new TypeError('Failed to fetch'), { status: 201, body: booking }]);
    const { result } = renderHook(() => useCreateBooking(), { wrapper });
    act(() => result.current.mutate({ date: '2031-01-02', time: '10:00' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true), { timeout: 4000 });
    expect(result.current.data).toEqual(booking);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('retries while the first request with the key is still running (409 idempotency_in_progress), with the same key', async () => {
    const { keys } = scriptedFetch([
      {
        status: 409,
        body: { code: 'idempotency_in_progress', message: 'This request is still being processed, please try again shortly' },
      },
      { status: 201, body: { id: 3, date: '2031-01-03', status: 'waiting', createdAt: '2031-01-01T00:00:00.000Z', offer: null } },
    ]);
    const { result } = renderHook(() => useJoinWaitlist(), { wrapper });
    act(() => result.current.mutate('2031-01-03'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true), { timeout: 4000 });
    expect(keys).toEqual([keys[0], keys[0]]);
    expect(keys[0]).toBeTruthy();
  });

  it('gives each new action its own key, and does not retry a refusal', async () => {
    const { keys, fetchMock } = scriptedFetch([
      { status: 201, body: { id: 1 } },
      { status: 400, body: { message: 'time must be HH:MM', code: 'bad_request' } },
    ]);
    const { result } = renderHook(() => useBookSession(), { wrapper });
    await act(() => result.current.mutateAsync({ date: '2031-01-04', time: '09:00' }));
    await act(async () => {
      await result.current.mutateAsync({ date: '2031-01-04', time: '9' }).catch(() => undefined);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBeTruthy();
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('retries after a gateway error (502, 504) with the same key', async () => {
    const { keys } = scriptedFetch([
      { status: 502, body: 'Bad Gateway' },
      { status: 504, body: 'Gateway Time-out' },
      { status: 201, body: booking },
    ]);
    const { result } = renderHook(() => useCreateBooking(), { wrapper });
    act(() => result.current.mutate({ date: '2031-01-02', time: '10:00' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true), { timeout: 4000 });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it("keeps retrying while the key's first try is held (409 idempotency_in_progress), as often as the server asks (Retry-After)", async () => {
    const inProgress = {
      status: 409,
      body: { code: 'idempotency_in_progress', message: 'This request is still being processed, please try again shortly' },
      headers: { 'retry-after': '0' },
    };
    const { keys } = scriptedFetch([
      inProgress,
      inProgress,
      inProgress,
      { status: 503, body: { code: 'unavailable', message: 'busy' }, headers: { 'retry-after': '0' } },
      { status: 201, body: booking },
    ]);
    const { result } = renderHook(() => useCreateBooking(), { wrapper });
    act(() => result.current.mutate({ date: '2031-01-02', time: '10:00' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true), { timeout: 2000 });
    expect(keys).toHaveLength(5);
    expect(new Set(keys).size).toBe(1);
  });
});
