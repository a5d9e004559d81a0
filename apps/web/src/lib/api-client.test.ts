import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client';

function answer(body: unknown, init: ResponseInit = {}) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api.getPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('reads one page of rows and the total from X-Total-Count, sending the page, the token and no empty filter', async () => {
    localStorage.setItem('token', 'coach-token');
    const fetchMock = answer([{ id: 1 }, { id: 2 }], { headers: { 'x-total-count': '45' } });
    await expect(api.getPage<{ id: number }>('/api/admin/users', { query: { page: 3, pageSize: 2, q: '' } })).resolves.toEqual({
      rows: [{ id: 1 }, { id: 2 }],
      total: 45,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/admin/users?page=3&pageSize=2');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer coach-token');
  });

  it('gives a null total for an endpoint that does not page', async () => {
    answer([{ id: 1 }]);
    await expect(api.getPage('/api/admin/trainers', { query: { page: 1, pageSize: 10 } })).resolves.toEqual({
      rows: [{ id: 1 }],
      total: null,
    });
  });

  it("throws the server's error", async () => {
    answer({ message: 'Admin access required', code: 'forbidden' }, { status: 403 });
    const error = await api.getPage('/api/admin/users').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Admin access required', code: 'forbidden' });
  });
});
