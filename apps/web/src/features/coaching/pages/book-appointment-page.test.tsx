import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dayChips, runtimeTimeZone } from '@rhythmfit/contracts';
import BookAppointmentPage from './book-appointment-page';
import { renderPage, signIn, stubApi } from '../test-utils';

const chips = dayChips(new Date(), runtimeTimeZone());
const booking = (date: string, time: string) => ({
  id: 1,
  date,
  time,
  status: 'pending',
  meetingLink: 'https://meet.example.com/x',
  trainer_name: null,
  userId: 7,
  user: { name: 'Meera Shah' },
  createdAt: new Date().toISOString(),
});

describe('Book Appointment page', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('shows the Personal Coaches card and 7 day chips starting today', () => {
    stubApi({});
    renderPage(<BookAppointmentPage />, { path: '/book-appointment' });
    expect(screen.getByRole('heading', { name: 'Book Your Appointment' })).toBeInTheDocument();
    expect(screen.getByText('Personal Coaches')).toBeInTheDocument();
    expect(screen.getByText('Expert in fitness & nutrition')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('1 session')).toBeInTheDocument();
    const strip = screen.getByRole('group', { name: 'Choose a day' });
    const buttons = within(strip).getAllByRole('button');
    expect(buttons).toHaveLength(7);
    expect(buttons[0]).toHaveAccessibleName(`${chips[0]!.weekday} ${chips[0]!.day} ${chips[0]!.month}`);
    expect(screen.queryByText('Available Slots')).not.toBeInTheDocument();
  });

  it("loads the chosen day's slots with a loading text, then the empty text", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { calls } = stubApi({
      [`GET /api/slots/${chips[1]!.date}`]: async () => {
        await gate;
        return { body: [] };
      },
    });
    renderPage(<BookAppointmentPage />, { path: '/book-appointment' });
    await userEvent.click(screen.getByRole('button', { name: `${chips[1]!.weekday} ${chips[1]!.day} ${chips[1]!.month}` }));
    expect(await screen.findByText('Loading slots...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('No slots available.')).toBeInTheDocument();
    expect(calls.find((c) => c.path.startsWith('/api/slots/'))!.path).toContain(`timeZone=${encodeURIComponent(runtimeTimeZone())}`);
    expect(screen.queryByRole('button', { name: 'Confirm Appointment' })).not.toBeInTheDocument();
  });

  it('says so when the slots cannot be loaded', async () => {
    stubApi({ [`GET /api/slots/${chips[0]!.date}`]: () => ({ status: 500, body: { message: 'boom', code: 'internal_error' } }) });
    renderPage(<BookAppointmentPage />, { path: '/book-appointment' });
    await userEvent.click(screen.getAllByRole('button')[0]!);
    expect(await screen.findByText('Failed to fetch available slots.')).toBeInTheDocument();
  });

  it('books the picked time: confirmation modal with date, time and link, then My Appointments after 2 s', async () => {
    const date = chips[2]!.date;
    const { calls } = stubApi({
      [`GET /api/slots/${date}`]: () => ({
        body: [
          { id: 5, time: '09:00' },
          { id: 6, time: '10:30' },
        ],
      }),
      'POST /api/bookings': (sent) => ({ status: 201, body: booking(date, (sent.body as { time: string }).time) }),
    });
    renderPage(<BookAppointmentPage />, { path: '/book-appointment', extraRoutes: ['/my-bookings'] });
    await userEvent.click(screen.getByRole('button', { name: `${chips[2]!.weekday} ${chips[2]!.day} ${chips[2]!.month}` }));
    await userEvent.click(await screen.findByRole('button', { name: '10:30' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Appointment' }));

    const dialog = await screen.findByRole('dialog', { name: 'Appointment Confirmed!' });
    expect(within(dialog).getByText('Your session has been booked successfully.')).toBeInTheDocument();
    expect(within(dialog).getByText(date)).toBeInTheDocument();
    expect(within(dialog).getByText('10:30')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Join Meeting' })).toHaveAttribute('href', 'https://meet.example.com/x');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ date, time: '10:30', timeZone: runtimeTimeZone() });
    expect(post.headers.authorization).toBe('Bearer test-token');

    expect(await screen.findByText('Arrived at /my-bookings', {}, { timeout: 3500 })).toBeInTheDocument();
  });

  it('picking another day clears the chosen time', async () => {
    stubApi({
      [`GET /api/slots/${chips[0]!.date}`]: () => ({ body: [{ id: 5, time: '23:59' }] }),
      [`GET /api/slots/${chips[1]!.date}`]: () => ({ body: [{ id: 6, time: '09:00' }] }),
    });
    renderPage(<BookAppointmentPage />, { path: '/book-appointment' });
    const strip = screen.getByRole('group', { name: 'Choose a day' });
    await userEvent.click(within(strip).getAllByRole('button')[0]!);
    await userEvent.click(await screen.findByRole('button', { name: '23:59' }));
    expect(screen.getByRole('button', { name: 'Confirm Appointment' })).toBeInTheDocument();
    await userEvent.click(within(strip).getAllByRole('button')[1]!);
    await screen.findByRole('button', { name: '09:00' });
    expect(screen.queryByRole('button', { name: 'Confirm Appointment' })).not.toBeInTheDocument();
  });

  it('shows the spec alert when the booking fails', async () => {
    const date = chips[3]!.date;
    stubApi({
      [`GET /api/slots/${date}`]: () => ({ body: [{ id: 5, time: '09:00' }] }),
      'POST /api/bookings': () => ({ status: 409, body: { message: 'taken', code: 'slot_unavailable' } }),
    });
    renderPage(<BookAppointmentPage />, { path: '/book-appointment' });
    await userEvent.click(within(screen.getByRole('group', { name: 'Choose a day' })).getAllByRole('button')[3]!);
    await userEvent.click(await screen.findByRole('button', { name: '09:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Appointment' }));
    expect(await screen.findByText('Error while booking. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends a signed-out visitor to sign in with the spec alert', async () => {
    localStorage.clear();
    const date = chips[1]!.date;
    const { calls } = stubApi({ [`GET /api/slots/${date}`]: () => ({ body: [{ id: 5, time: '09:00' }] }) });
    renderPage(<BookAppointmentPage />, { path: '/book-appointment' });
    await userEvent.click(within(screen.getByRole('group', { name: 'Choose a day' })).getAllByRole('button')[1]!);
    await userEvent.click(await screen.findByRole('button', { name: '09:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Appointment' }));
    expect(await screen.findByText('You must be logged in to book a session.')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
