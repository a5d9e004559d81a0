import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shiftIsoDate } from '@rhythmfit/contracts';
import AdminBookingsPage from './admin-bookings-page';
import AdminSlotsPage from './admin-slots-page';
import BookTrainerPage from './book-trainer-page';
import LiveClassesPage from './live-classes-page';
import MyBookingsPage from './my-bookings-page';
import { bookingRow, renderPage, signIn, stubApi } from '../test-utils';

const future = shiftIsoDate(new Date().toISOString().slice(0, 10), 3);
const booking = (over: Record<string, unknown> = {}) => bookingRow({ date: future, ...over });

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('My Appointments', () => {
  beforeEach(() => signIn());

  it('shows the empty text', async () => {
    stubApi({ 'GET /api/bookings/user/7': () => ({ body: [] }) });
    renderPage(<MyBookingsPage />);
    expect(await screen.findByText('No appointments booked yet.')).toBeInTheDocument();
  });

  it('lists bookings with trainer (default Personal Coach), badges by status and Join Meeting when linked', async () => {
    stubApi({
      'GET /api/bookings/user/7': () => ({
        body: [
          booking({ id: 1, status: 'confirmed', meetingLink: 'https://meet.example.com/a', trainer_name: 'Asha' }),
          booking({ id: 2, status: 'cancelled', time: '10:00' }),
          booking({ id: 3, status: 'pending', time: '11:00' }),
        ],
      }),
    });
    renderPage(<MyBookingsPage />);
    const first = await screen.findByRole('article', { name: `Appointment on ${future} at 09:00` });
    expect(within(first).getByText('Asha')).toBeInTheDocument();
    expect(within(first).getByText('Confirmed')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Join Meeting' })).toHaveAttribute('href', 'https://meet.example.com/a');
    const second = screen.getByRole('article', { name: `Appointment on ${future} at 10:00` });
    expect(within(second).getByText('Personal Coach')).toBeInTheDocument();
    expect(within(second).getByText('Cancelled')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    const third = screen.getByRole('article', { name: `Appointment on ${future} at 11:00` });
    expect(within(third).getByText('Pending')).toBeInTheDocument();
    expect(within(third).queryByRole('link')).not.toBeInTheDocument();
  });

  it('cancels a future booking after a confirmation', async () => {
    const { calls } = stubApi({
      'GET /api/bookings/user/7': () => ({ body: [booking()] }),
      'PUT /api/bookings/1/cancel': () => ({ body: booking({ status: 'cancelled' }) }),
    });
    renderPage(<MyBookingsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Appointment cancelled.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/bookings/1/cancel')).toBe(true);
  });
});

describe('Admin slots', () => {
  beforeEach(() => signIn('ADMIN', 1, 'Coach'));

  it('asks for date and time before adding', async () => {
    const { calls } = stubApi({});
    renderPage(<AdminSlotsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Slot' }));
    expect(await screen.findByText('Select date and time first!')).toBeInTheDocument();
    // Only the Booking settings panel reads; nothing is written.
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it("loads a date's slots, coloured with a text status, and toggles one", async () => {
    const { calls } = stubApi({
      [`GET /api/slots/admin/${future}`]: () => ({
        body: [
          { id: 1, date: future, time: '09:00', booked: true },
          { id: 2, date: future, time: '10:00', booked: false },
        ],
      }),
      'PUT /api/slots/admin/1/toggle': () => ({ body: { id: 1, date: future, time: '09:00', booked: false } }),
    });
    renderPage(<AdminSlotsPage />);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: future } });
    await userEvent.click(screen.getByRole('button', { name: 'Load Slots' }));
    expect(await screen.findByText('Booked')).toBeInTheDocument();
    expect(screen.getByText('Available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark Available 09:00' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/slots/admin/1/toggle')).toBe(true));
    expect(screen.getByRole('button', { name: 'Mark Booked 10:00' })).toBeInTheDocument();
    // Load Slots on the date already shown reads it again.
    const reads = () => calls.filter((c) => c.method === 'GET').length;
    const before = reads();
    await userEvent.click(screen.getByRole('button', { name: 'Load Slots' }));
    await waitFor(() => expect(reads()).toBe(before + 1));
  });

  it('shows the empty text and adds a slot', async () => {
    const { calls } = stubApi({
      [`GET /api/slots/admin/${future}`]: () => ({ body: [] }),
      'POST /api/slots/admin': () => ({ status: 201, body: { id: 9, date: future, time: '08:30', booked: false } }),
    });
    renderPage(<AdminSlotsPage />);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: future } });
    await userEvent.click(screen.getByRole('button', { name: 'Load Slots' }));
    expect(await screen.findByText('No slots available for this date.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '08:30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add Slot' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ date: future, time: '08:30' }));
  });
});

describe('All User Bookings', () => {
  beforeEach(() => signIn('ADMIN', 1, 'Coach'));

  it('filters by name and date, clears, and shows the empty text', async () => {
    stubApi({
      'GET /api/bookings': () => ({ body: [booking({ id: 1 }), booking({ id: 2, user: { name: 'Ravi Kumar' }, date: '2030-01-02' })] }),
    });
    renderPage(<AdminBookingsPage />);
    expect(await screen.findByText('Meera Shah')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Search by user name'), 'RAVI');
    expect(screen.queryByText('Meera Shah')).not.toBeInTheDocument();
    expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2030-01-03' } });
    expect(screen.getByText('No bookings available.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByText('Meera Shah')).toBeInTheDocument();
    expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
  });

  it('sends the status as a JSON string and the link on blur, with the spec messages', async () => {
    const { calls } = stubApi({
      'GET /api/bookings': () => ({ body: [booking({ user: null })] }),
      'PUT /api/bookings/1/status': () => ({ body: booking({ status: 'confirmed' }) }),
      'PUT /api/bookings/1/link': () => ({ status: 400, body: { message: 'bad', code: 'validation_failed' } }),
    });
    renderPage(<AdminBookingsPage />);
    expect(await screen.findByText('Unknown User')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Confirmed', hidden: true }));
    expect(await screen.findByText('Status updated ✅')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/bookings/1/status')!.body).toBe('confirmed');

    const link = screen.getByLabelText('Meeting link');
    await userEvent.type(link, 'ftp://nope');
    fireEvent.blur(link);
    expect(await screen.findByText('Failed to update meeting link ❌')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/bookings/1/link')!.body).toBe('ftp://nope');
  });
});

describe('Live sessions panel', () => {
  it('groups sessions, with Join Now only for the live one and the texts of each group', async () => {
    signIn();
    const now = Date.now();
    const iso = (min: number) => new Date(now + min * 60_000).toISOString();
    const { calls } = stubApi({
      'GET /api/live-sessions/upcoming': () => ({
        body: [
          { id: 1, title: 'Live HIIT', trainer: 'Asha', startTime: iso(-10), endTime: iso(20), zoomLink: 'https://zoom.example.com/j/1' },
          {
            id: 2,
            title: 'Tomorrow Yoga',
            trainer: 'Priya',
            startTime: iso(60 * 30),
            endTime: iso(60 * 31),
            zoomLink: 'https://zoom.example.com/j/2',
          },
        ],
      }),
    });
    renderPage(<LiveClassesPage />);
    const live = await screen.findByRole('region', { name: 'Live Now' });
    expect(within(live).getByText('Live HIIT')).toBeInTheDocument();
    expect(within(live).getByText('Coach: Asha')).toBeInTheDocument();
    expect(within(live).getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', 'https://zoom.example.com/j/1');
    const futureGroup = screen.getByRole('region', { name: 'Upcoming Sessions' });
    expect(within(futureGroup).getByText('Link will be active on the day of the session')).toBeInTheDocument();
    expect(within(futureGroup).queryByRole('link')).not.toBeInTheDocument();
    // Public read: no token sent.
    expect(calls[0]!.headers.authorization).toBeUndefined();
  });

  it('shows the loading text, then the empty live text', async () => {
    stubApi({ 'GET /api/live-sessions/upcoming': () => ({ body: [] }) });
    renderPage(<LiveClassesPage />);
    expect(screen.getByText('Loading sessions...')).toBeInTheDocument();
    expect(await screen.findByText('No live sessions right now.')).toBeInTheDocument();
  });

  it('empties every group when the feed fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({ 'GET /api/live-sessions/upcoming': () => ({ status: 500, body: { message: 'x', code: 'internal_error' } }) });
    renderPage(<LiveClassesPage />);
    expect(await screen.findByText('No live sessions right now.')).toBeInTheDocument();
  });
});

describe('Book Trainer', () => {
  beforeEach(() => signIn());

  it('Book Now only shows the alert, no booking call', async () => {
    const { calls } = stubApi({
      'GET /api/trainers': () => ({ body: [{ id: 1, name: 'Asha Menon', specialization: 'HIIT', experience: 8 }] }),
    });
    renderPage(<BookTrainerPage />);
    expect(await screen.findByText('Experience: 8 years')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Personalized Recommendations' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Session date'), { target: { value: '2030-05-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Book Now with Asha Menon' }));
    expect(await screen.findByText('Session booked with Asha Menon on 2030-05-01')).toBeInTheDocument();
    expect(calls.map((c) => c.method)).toEqual(['GET']);
  });
});
