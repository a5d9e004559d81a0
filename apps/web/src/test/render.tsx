// Renders a screen with the real providers (Mantine, TanStack Query, router) for web tests.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { theme } from '../app/theme';

export function renderWithProviders(ui: ReactElement, { route = '/', path = '*' }: { route?: string; path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <MantineProvider theme={theme}>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<div data-testid="location-probe" />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** Answers fetch calls from a table of `METHOD path` → (status, body). Unlisted calls answer 404. */
export function mockFetch(
  routes: Record<string, (init?: RequestInit, url?: string) => { status?: number; body?: unknown; headers?: Record<string, string> }>,
) {
  const calls: { method: string; url: string; body?: unknown; headers?: Record<string, string> }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0]!;
    let body: unknown;
    if (typeof init?.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    calls.push({ method, url, body, headers: init?.headers as Record<string, string> | undefined });
    const handler = routes[`${method} ${path}`];
    const answer = handler ? handler(init, url) : { status: 404, body: { message: 'not mocked', code: 'not_found' } };
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...('headers' in answer ? answer.headers : {}) },
    });
  };
  return { fetchMock, calls };
}
