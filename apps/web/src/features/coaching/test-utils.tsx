// Test helpers for coaching screens: real providers, a memory router and a fetch stub that
// answers by "METHOD /path" and records what was sent.
import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';

export interface Sent {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}
type Handler = (sent: Sent) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

/** Routes keyed "GET /api/sessions" (path without query); unknown routes answer 404. */
export function stubApi(routes: Record<string, Handler>) {
  const calls: Sent[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const sent: Sent = {
      method,
      path: url.pathname + url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(sent);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ message: 'Not found', code: 'not_found' }), { status: 404 });
    const { status = 200, body } = await handler(sent);
    return new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { calls, spy };
}

export function signIn(role = 'USER', id = 7, name = 'Meera Shah') {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('role', role);
  localStorage.setItem('user', JSON.stringify({ id, name, role: { name: role } }));
  localStorage.setItem('userId', String(id));
}

function WhereAmI() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export function renderPage(ui: ReactElement, { path = '/', extraRoutes = [] as string[] } = {}) {
  // The notifications store is module-wide: start each screen with an empty queue.
  notifications.clean();
  notifications.cleanQueue();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: 0 } } });
  return render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={ui} />
            {extraRoutes.map((p) => (
              <Route key={p} path={p} element={<p>Arrived at {p}</p>} />
            ))}
            <Route path="*" element={<WhereAmI />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** A session request as the API lists it (GET /api/sessions, /api/sessions/all), with any field changed. */
export const sessionRow = (over: Record<string, unknown> = {}) => ({
  id: 1,
  date: '2030-01-05',
  time: '09:00',
  message: null,
  status: 'pending',
  zoomLink: null,
  userId: 7,
  userName: 'Meera Shah',
  mobile: '9876543210',
  createdAt: '2030-01-01T00:00:00Z',
  ...over,
});

/** A booking as the API lists it (GET /api/bookings, /api/bookings/user/:id), with any field changed. */
export const bookingRow = (over: Record<string, unknown> = {}) => ({
  id: 1,
  date: '2030-01-05',
  time: '09:00',
  status: 'pending',
  meetingLink: null,
  trainer_name: null,
  userId: 7,
  user: { name: 'Meera Shah' },
  createdAt: '2025-01-01T00:00:00Z',
  awaitingCoach: false,
  ...over,
});
