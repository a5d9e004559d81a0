// preloadScreen (app/routes.tsx): the screen's chunk at start-up, then, for a signed-in visitor of a
// signed-in screen, the data the screen shows first, without waiting for the first render (which in
// Hindi waits for the catalogue).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/render';
import { createQueryClient } from './providers';
import { preloadScreen } from './routes';

const DASHBOARD_READS = ['/api/banners', '/api/progress', '/api/testimonials', '/api/check-ins/current', '/api/training/calendar'];

describe('preloadScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('asks for the dashboard’s data as soon as its chunk is here, each once', async () => {
    localStorage.setItem('token', 'member-token');
    const { fetchMock, calls } = mockFetch({});
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();
    preloadScreen('/dashboard', queryClient);
    await vi.waitFor(() => {
      const paths = calls.map((call) => call.url.split('?')[0]);
      for (const read of DASHBOARD_READS) expect(paths).toContain(read);
    });
    // A second preload (or the first render) asks for nothing already asked for.
    const before = calls.length;
    preloadScreen('/dashboard', queryClient);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.length).toBe(before);
  });

  it('asks for no data when nobody is signed in (the guard sends them to sign in)', async () => {
    const { fetchMock, calls } = mockFetch({});
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();
    preloadScreen('/dashboard', queryClient);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toEqual([]);
  });
});
