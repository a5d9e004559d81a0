// The web tests' fetch: the table of mockFetch (test/render.tsx), and any check-in photo answered with
// a few bytes of image (object URLs stubbed, as happy-dom has none).
import { vi } from 'vitest';
import { mockFetch } from '../../test/render';

export function stubCheckInFetch(routes: Parameters<typeof mockFetch>[0]) {
  const { fetchMock, calls } = mockFetch(routes);
  const photoRequests: string[] = [];
  const fetchWithPhotos = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    if (/\/api\/check-ins\/\d+\/photos\//.test(url) && (init?.method ?? 'GET') === 'GET') {
      photoRequests.push(url);
      return new Response(new Blob(['jpeg'], { type: 'image/jpeg' }), { status: 200 });
    }
    return fetchMock(input, init);
  };
  vi.stubGlobal('fetch', fetchWithPhotos);
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:test-${++n}`);
  URL.revokeObjectURL = vi.fn();
  return { calls, photoRequests };
}
