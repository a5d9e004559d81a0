// The coach's coaching screens write dates in the one date format (lib/format.ts: "5 Jan 2030"),
// never as the API's YYYY-MM-DD; slot times stay HH:MM, as the spec fixes them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminSessionsTable } from '../components/admin-sessions-table';
import { renderPage, sessionRow, signIn, stubApi } from '../test-utils';
import AdminBookingsPage from './admin-bookings-page';
import AdminSlotsPage from './admin-slots-page';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the coach's coaching dates", () => {
  beforeEach(() => signIn('ADMIN', 1, 'Coach'));

  it('shows a session’s date in the sessions table as 5 Jan 2030', async () => {
    stubApi({
      'GET /api/sessions/all': () => ({
        body: [sessionRow()],
      }),
    });
    renderPage(<AdminSessionsTable />);
    expect(await screen.findByText('5 Jan 2030')).toBeInTheDocument();
    expect(screen.queryByText('2030-01-05')).not.toBeInTheDocument();
  });

  it('shows a slot as 5 Jan 2030 · 09:00', async () => {
    stubApi({ 'GET /api/slots/admin/2030-01-05': () => ({ body: [{ id: 1, date: '2030-01-05', time: '09:00', booked: false }] }) });
    renderPage(<AdminSlotsPage />);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2030-01-05' } });
    await userEvent.click(screen.getByRole('button', { name: 'Load Slots' }));
    expect(await screen.findByText('5 Jan 2030 · 09:00')).toBeInTheDocument();
  });

  it('shows a booking’s date on All User Bookings as 5 Jan 2030', async () => {
    stubApi({
      'GET /api/bookings': () => ({
        body: [
          {
            id: 1,
            date: '2030-01-05',
            time: '09:00',
            status: 'pending',
            meetingLink: null,
            trainer_name: null,
            userId: 7,
            user: { name: 'Meera Shah' },
            createdAt: '2025-01-01T00:00:00Z',
          },
        ],
      }),
    });
    renderPage(<AdminBookingsPage />);
    const card = await screen.findByRole('article', { name: /Meera Shah/ });
    expect(card).toHaveTextContent('Date: 5 Jan 2030 · Time: 09:00');
    expect(within(card).queryByText(/2030-01-05/)).not.toBeInTheDocument();
  });
});
