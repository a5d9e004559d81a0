import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminSessionsTable } from './admin-sessions-table';
import { DashboardSessions } from './dashboard-sessions';
import { renderPage, sessionRow, signIn, stubApi } from '../test-utils';

const session = sessionRow;

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('DashboardSessions', () => {
  beforeEach(() => signIn());

  it('shows the empty text', async () => {
    stubApi({ 'GET /api/sessions': () => ({ body: [] }) });
    renderPage(<DashboardSessions />);
    expect(await screen.findByText('No sessions booked yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Book a Session' })).toBeInTheDocument();
  });

  it('lists newest first with the capitalised status and Join Session once a link is set', async () => {
    stubApi({
      'GET /api/sessions': () => ({
        body: [
          session({ id: 1, date: '2030-01-05' }),
          session({ id: 2, date: '2030-01-06', status: 'upcoming', zoomLink: 'https://zoom.example.com/j/5' }),
        ],
      }),
    });
    renderPage(<DashboardSessions />);
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveAccessibleName('Session on 2030-01-06 at 09:00');
    expect(within(items[0]!).getByText('Status: Upcoming')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Join Session' })).toHaveAttribute('href', 'https://zoom.example.com/j/5');
    expect(within(items[1]!).getByText('Status: Pending')).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('books a session and shows the success text; a failure shows the server message with a cross', async () => {
    let fail = false;
    const { calls } = stubApi({
      'GET /api/sessions': () => ({ body: [] }),
      'POST /api/sessions/book': () =>
        fail ? { status: 400, body: { message: 'date must be a real date', code: 'validation_failed' } } : { status: 201, body: session() },
    });
    renderPage(<DashboardSessions />);
    await userEvent.click(screen.getByRole('button', { name: 'Book Session' }));
    expect(await screen.findByText('Date is required')).toBeInTheDocument();
    expect(screen.getByText('Time is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2030-01-05' } });
    fireEvent.change(screen.getByLabelText(/^Time/), { target: { value: '09:00' } });
    await userEvent.type(screen.getByLabelText('Message (optional)'), 'Back pain');
    await userEvent.click(screen.getByRole('button', { name: 'Book Session' }));
    expect(await screen.findByText('Session booked successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ date: '2030-01-05', time: '09:00', message: 'Back pain' });

    fail = true;
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2030-01-06' } });
    fireEvent.change(screen.getByLabelText(/^Time/), { target: { value: '10:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Book Session' }));
    expect(await screen.findByText('❌ date must be a real date')).toBeInTheDocument();
  });

  it('refreshes the list every 5 seconds with a single request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let status = 'pending';
      const { calls } = stubApi({ 'GET /api/sessions': () => ({ body: [session({ status })] }) });
      renderPage(<DashboardSessions />);
      expect(await screen.findByText('Status: Pending')).toBeInTheDocument();
      status = 'completed';
      await vi.advanceTimersByTimeAsync(5100);
      expect(await screen.findByText('Status: Completed')).toBeInTheDocument();
      expect(calls.filter((c) => c.path === '/api/sessions')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('AdminSessionsTable', () => {
  beforeEach(() => signIn('ADMIN', 1, 'Coach'));

  it('lists every session and saves status and zoom link (on blur, only when changed)', async () => {
    const { calls } = stubApi({
      'GET /api/sessions/all': () => ({ body: [session({ message: 'Knee' })] }),
      'PUT /api/sessions/1/status': () => ({ body: session({ status: 'upcoming' }) }),
      'PUT /api/sessions/1/zoom-link': () => ({ body: session({ zoomLink: 'https://zoom.example.com/j/7' }) }),
    });
    renderPage(<AdminSessionsTable />);
    expect(await screen.findByText('Meera Shah')).toBeInTheDocument();
    expect(screen.getByText('Knee')).toBeInTheDocument();
    const who = 'Meera Shah on 2030-01-05 at 09:00';
    await userEvent.click(screen.getByRole('combobox', { name: `Status of session of ${who}` }));
    fireEvent.click(await screen.findByRole('option', { name: 'Upcoming', hidden: true }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/sessions/1/status')?.body).toEqual({ status: 'upcoming' }));

    const link = screen.getByRole('textbox', { name: `Zoom link of session of ${who}` });
    fireEvent.blur(link);
    expect(calls.some((c) => c.path === '/api/sessions/1/zoom-link')).toBe(false);
    // Not https: the contract's message shows under the field and nothing is sent.
    await userEvent.type(link, 'zoom.example.com/j/7');
    fireEvent.blur(link);
    expect(await screen.findByText('Zoom link must be an https:// link')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/sessions/1/zoom-link')).toBe(false);
    await userEvent.clear(link);
    await userEvent.type(link, 'https://zoom.example.com/j/7');
    fireEvent.blur(link);
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/sessions/1/zoom-link')?.body).toEqual({ zoomLink: 'https://zoom.example.com/j/7' }),
    );
  });
});
