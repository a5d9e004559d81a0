// Issue 16 on the screens: the waitlist on Book Appointment, the policy refusals, the two-zone time,
// reschedule, the member's waitlist offers, no-shows and the coach's Booking settings.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_POLICY_DEFAULTS, PAYMENT_MESSAGES, dayChips, runtimeTimeZone, shiftIsoDate, slotTimeLabel } from '@rhythmfit/contracts';
import AdminBookingsPage from './admin-bookings-page';
import AdminSlotsPage from './admin-slots-page';
import BookAppointmentPage from './book-appointment-page';
import MyBookingsPage from './my-bookings-page';
import { bookingRow, renderPage, signIn, stubApi } from '../test-utils';

const chips = dayChips(new Date(), runtimeTimeZone());
const today = new Date().toISOString().slice(0, 10);
const future = shiftIsoDate(today, 3);
const booking = (over: Record<string, unknown> = {}) => bookingRow({ date: future, ...over });
const appInfo = {
  'GET /api/app-info': () => ({ body: { appName: 'RhythmFit', contactEmail: 'x@example.com', businessTimeZone: 'Asia/Kolkata' } }),
};

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the two-zone time label', () => {
  it("names the member's zone first and business time second, or business time alone", () => {
    expect(slotTimeLabel('2026-12-01', '12:00', 'Asia/Kolkata', 'Asia/Dubai')).toBe('10:30 (Dubai) · 12:00 IST');
    expect(slotTimeLabel('2026-12-01', '12:00', 'Asia/Kolkata', 'Asia/Kolkata')).toBe('12:00 IST');
    expect(slotTimeLabel('2026-12-01', '02:00', 'Asia/Kolkata', 'America/New_York')).toBe('15:30 Mon 30 Nov (New York) · 02:00 IST');
  });
});

describe('Book Appointment: waitlist and policy refusals', () => {
  beforeEach(() => signIn());

  it('offers the waitlist on a day without free times, and joins it', async () => {
    const date = chips[2]!.date;
    const entries: unknown[] = [];
    const { calls } = stubApi({
      ...appInfo,
      [`GET /api/slots/${date}`]: () => ({ body: [] }),
      'GET /api/waitlist': () => ({ body: entries }),
      'POST /api/waitlist': () => {
        entries.push({ id: 3, date, status: 'waiting', createdAt: '2026-01-01T00:00:00Z', offer: null });
        return { status: 201, body: entries[0] };
      },
    });
    renderPage(<BookAppointmentPage />, { path: '/book-appointment' });
    await userEvent.click(within(screen.getByRole('group', { name: 'Choose a day' })).getAllByRole('button')[2]!);
    expect(
      await screen.findByText('No free times this day. Join the waitlist and we will hold the first time that opens up for you.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ date });
    expect(await screen.findByRole('status')).toHaveTextContent(`You are on the waitlist for ${date}.`);
    expect(screen.queryByRole('button', { name: 'Join the waitlist' })).not.toBeInTheDocument();
  });

  it("shows a booking rule's own message instead of the generic alert", async () => {
    const date = chips[3]!.date;
    stubApi({
      ...appInfo,
      'GET /api/waitlist': () => ({ body: [] }),
      [`GET /api/slots/${date}`]: () => ({ body: [{ id: 5, time: '09:00' }] }),
      'POST /api/bookings': () => ({
        status: 409,
        body: { message: 'You already have 1 upcoming appointment, the most you can hold at once.', code: 'too_many_active' },
      }),
    });
    renderPage(<BookAppointmentPage />, { path: '/book-appointment' });
    await userEvent.click(within(screen.getByRole('group', { name: 'Choose a day' })).getAllByRole('button')[3]!);
    await userEvent.click(await screen.findByRole('button', { name: '09:00' }));
    expect(screen.getByText(slotTimeLabel(date, '09:00', 'Asia/Kolkata', runtimeTimeZone()))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Appointment' }));
    expect(await screen.findByText('You already have 1 upcoming appointment, the most you can hold at once.')).toBeInTheDocument();
    expect(screen.queryByText('Error while booking. Please try again.')).not.toBeInTheDocument();
  });

  it('says a membership is needed and links to the plans when the booking answers membership_required', async () => {
    const date = chips[2]!.date;
    stubApi({
      ...appInfo,
      'GET /api/waitlist': () => ({ body: [] }),
      [`GET /api/slots/${date}`]: () => ({ body: [{ id: 5, time: '09:00' }] }),
      'POST /api/bookings': () => ({ status: 409, body: { message: PAYMENT_MESSAGES.membershipRequired, code: 'membership_required' } }),
    });
    renderPage(<BookAppointmentPage />, { path: '/book-appointment', extraRoutes: ['/subscriptions'] });
    await userEvent.click(within(screen.getByRole('group', { name: 'Choose a day' })).getAllByRole('button')[2]!);
    await userEvent.click(await screen.findByRole('button', { name: '09:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Appointment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An active membership is needed to book');
    expect(alert).toHaveTextContent(PAYMENT_MESSAGES.membershipRequired);
    expect(screen.queryByText('Error while booking. Please try again.')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('link', { name: 'See the plans' }));
    expect(await screen.findByText('Arrived at /subscriptions')).toBeInTheDocument();
  });

  it('says a membership is needed, with the link to the plans, when joining the waitlist answers membership_required', async () => {
    const date = chips[2]!.date;
    stubApi({
      ...appInfo,
      [`GET /api/slots/${date}`]: () => ({ body: [] }),
      'GET /api/waitlist': () => ({ body: [] }),
      'POST /api/waitlist': () => ({ status: 409, body: { message: PAYMENT_MESSAGES.membershipRequired, code: 'membership_required' } }),
    });
    renderPage(<BookAppointmentPage />, { path: '/book-appointment', extraRoutes: ['/subscriptions'] });
    await userEvent.click(within(screen.getByRole('group', { name: 'Choose a day' })).getAllByRole('button')[2]!);
    await userEvent.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PAYMENT_MESSAGES.membershipRequired);
    expect(within(alert).getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/subscriptions');
    expect(screen.queryByText('Could not join the waitlist.')).not.toBeInTheDocument();
  });
});

describe('My Appointments: times, reschedule, no-show and waitlist offers', () => {
  beforeEach(() => signIn());

  it('shows the two-zone time, the grey No-show badge and the wait for the coach', async () => {
    stubApi({
      ...appInfo,
      'GET /api/waitlist': () => ({ body: [] }),
      'GET /api/bookings/user/7': () => ({
        body: [
          booking({ id: 1, status: 'pending', awaitingCoach: true }),
          booking({ id: 2, date: shiftIsoDate(today, -5), status: 'no_show', time: '10:00' }),
        ],
      }),
    });
    renderPage(<MyBookingsPage />);
    const first = await screen.findByRole('article', { name: `Appointment on ${future} at 09:00` });
    expect(first).toHaveTextContent(`Time: ${slotTimeLabel(future, '09:00', 'Asia/Kolkata', runtimeTimeZone())}`);
    expect(within(first).getByText('Waiting for your coach to confirm')).toBeInTheDocument();
    const missed = screen.getByRole('article', { name: `Appointment on ${shiftIsoDate(today, -5)} at 10:00` });
    expect(within(missed).getByText('No-show')).toBeInTheDocument();
    expect(within(missed).queryByRole('button', { name: /Reschedule/ })).not.toBeInTheDocument();
    expect(within(missed).queryByRole('button', { name: /calendar/ })).not.toBeInTheDocument();
  });

  it('moves an appointment: Reschedule opens the day strip and free times, Move here sends the new slot', async () => {
    const target = chips[4]!.date;
    const { calls } = stubApi({
      ...appInfo,
      'GET /api/waitlist': () => ({ body: [] }),
      'GET /api/bookings/user/7': () => ({ body: [booking()] }),
      [`GET /api/slots/${target}`]: () => ({ body: [{ id: 9, time: '15:00' }] }),
      'PUT /api/bookings/1/reschedule': () => ({ body: booking({ date: target, time: '15:00' }) }),
    });
    renderPage(<MyBookingsPage />);
    await userEvent.click(await screen.findByRole('button', { name: `Reschedule appointment on ${future} at 09:00` }));
    const dialog = await screen.findByRole('dialog', { name: 'Move appointment' });
    expect(
      within(dialog).getByText(`Now: ${future} at ${slotTimeLabel(future, '09:00', 'Asia/Kolkata', runtimeTimeZone())}`),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Move here' })).toBeDisabled();
    await userEvent.click(within(within(dialog).getByRole('group', { name: 'Choose a day' })).getAllByRole('button')[4]!);
    await userEvent.click(await within(dialog).findByRole('button', { name: '15:00' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move here' }));
    expect(await screen.findByText('Appointment moved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ date: target, time: '15:00' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's reason when a move is refused", async () => {
    stubApi({
      ...appInfo,
      'GET /api/waitlist': () => ({ body: [] }),
      'GET /api/bookings/user/7': () => ({ body: [booking()] }),
      [`GET /api/slots/${chips[1]!.date}`]: () => ({ body: [{ id: 9, time: '15:00' }] }),
      'PUT /api/bookings/1/reschedule': () => ({
        status: 409,
        body: {
          message: 'Appointments can be moved up to 12 hours before they start. Please contact your coach.',
          code: 'reschedule_cutoff',
        },
      }),
    });
    renderPage(<MyBookingsPage />);
    await userEvent.click(await screen.findByRole('button', { name: `Reschedule appointment on ${future} at 09:00` }));
    const dialog = await screen.findByRole('dialog', { name: 'Move appointment' });
    await userEvent.click(within(within(dialog).getByRole('group', { name: 'Choose a day' })).getAllByRole('button')[1]!);
    await userEvent.click(await within(dialog).findByRole('button', { name: '15:00' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move here' }));
    expect(
      await screen.findByText('Appointments can be moved up to 12 hours before they start. Please contact your coach.'),
    ).toBeInTheDocument();
  });

  it('lists the waitlist with a held time to book or pass on, and leaving', async () => {
    const expiresAt = new Date(Date.now() + 20 * 60_000).toISOString();
    const until = new Date(expiresAt).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const { calls } = stubApi({
      ...appInfo,
      'GET /api/bookings/user/7': () => ({ body: [] }),
      'GET /api/waitlist': () => ({
        body: [
          {
            id: 1,
            date: future,
            status: 'offered',
            createdAt: '2026-01-01T00:00:00Z',
            offer: { id: 11, slotId: 4, date: future, time: '10:00', expiresAt },
          },
          { id: 2, date: shiftIsoDate(future, 1), status: 'waiting', createdAt: '2026-01-01T00:00:00Z', offer: null },
        ],
      }),
      'POST /api/waitlist/offers/11/accept': () => ({ status: 201, body: booking({ time: '10:00' }) }),
      'POST /api/waitlist/offers/11/decline': () => ({ status: 204 }),
      'DELETE /api/waitlist/2': () => ({ status: 204 }),
    });
    renderPage(<MyBookingsPage />);
    const section = await screen.findByRole('region', { name: 'Your waitlist' });
    expect(
      within(section).getByText(
        `${future} at ${slotTimeLabel(future, '10:00', 'Asia/Kolkata', runtimeTimeZone())} is held for you until ${until}.`,
      ),
    ).toBeInTheDocument();
    expect(within(section).getByText(`Waiting for a time on ${shiftIsoDate(future, 1)}.`)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Book it' }));
    expect(await screen.findByText('Appointment booked.')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'No thanks' }));
    expect(await screen.findByText('We passed the time to the next person.')).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('article', { name: `Waitlist for ${shiftIsoDate(future, 1)}` })).getByRole('button', {
        name: 'Leave the waitlist',
      }),
    );
    expect(await screen.findByText('You left the waitlist.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/waitlist/offers/11/accept',
      'POST /api/waitlist/offers/11/decline',
      'DELETE /api/waitlist/2',
    ]);
  });
});

describe('All User Bookings: no-shows and reschedule', () => {
  beforeEach(() => signIn('ADMIN', 1, 'Coach'));

  it('offers Mark no-show only for past appointments and Reschedule only for future ones', async () => {
    const past = shiftIsoDate(today, -2);
    const { calls } = stubApi({
      ...appInfo,
      'GET /api/bookings': () => ({
        body: [
          booking({ id: 1 }),
          booking({ id: 2, date: past, time: '10:00', status: 'confirmed', user: { name: 'Ravi' } }),
          booking({ id: 3, awaitingCoach: true, user: { name: 'Asha' }, time: '12:00' }),
        ],
      }),
      'PUT /api/bookings/2/status': () => ({ body: booking({ id: 2, date: past, status: 'no_show' }) }),
    });
    renderPage(<AdminBookingsPage />);
    const futureCard = await screen.findByRole('article', { name: `Booking of Meera Shah on ${future} at 09:00` });
    expect(within(futureCard).getByRole('button', { name: `Reschedule Meera Shah on ${future} at 09:00` })).toBeInTheDocument();
    expect(within(futureCard).queryByRole('button', { name: /no-show/ })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: `Booking of Asha on ${future} at 12:00` })).getByText(
        'Needs your confirmation: this member missed recent appointments.',
      ),
    ).toBeInTheDocument();
    const pastCard = screen.getByRole('article', { name: `Booking of Ravi on ${past} at 10:00` });
    expect(within(pastCard).queryByRole('button', { name: /Reschedule/ })).not.toBeInTheDocument();
    await userEvent.click(within(pastCard).getByRole('button', { name: `Mark Ravi on ${past} at 10:00 as a no-show` }));
    expect(await screen.findByText('Marked as a no-show.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toBe('no_show');
  });

  it('shows the grey No-show badge on a no-show', async () => {
    stubApi({
      ...appInfo,
      'GET /api/bookings': () => ({ body: [booking({ id: 2, date: shiftIsoDate(today, -2), status: 'no_show', user: { name: 'Ravi' } })] }),
    });
    renderPage(<AdminBookingsPage />);
    const card = await screen.findByRole('article', { name: /Booking of Ravi/ });
    expect(within(card).getByText('No-show')).toBeInTheDocument();
  });
});

describe('Booking settings on /admin/slots', () => {
  beforeEach(() => signIn('ADMIN', 1, 'Coach'));

  it('loads the policy, refuses an out-of-range number on its field and saves the rest', async () => {
    const { calls } = stubApi({
      'GET /api/admin/booking-policy': () => ({ body: { ...BOOKING_POLICY_DEFAULTS, bufferMinutes: 15 } }),
      'PUT /api/admin/booking-policy': (sent) => ({ body: sent.body }),
    });
    renderPage(<AdminSlotsPage />);
    const panel = await screen.findByRole('region', { name: 'Booking settings' });
    const buffer = await within(panel).findByLabelText('Buffer between appointments (minutes)');
    await waitFor(() => expect(buffer).toHaveValue('15'));
    expect(within(panel).getByText('0 to 240, default 0')).toBeInTheDocument();
    const notice = within(panel).getByLabelText('Minimum notice (hours)');
    fireEvent.change(notice, { target: { value: '200' } });
    await userEvent.click(within(panel).getByRole('button', { name: 'Save settings' }));
    expect(await within(panel).findByText('Enter a whole number from 0 to 168.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(notice, { target: { value: '4' } });
    await userEvent.click(within(panel).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Booking settings saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ ...BOOKING_POLICY_DEFAULTS, bufferMinutes: 15, minNoticeHours: 4 });
  });

  it('turns on "Booking needs an active membership" (issue 23)', async () => {
    const { calls } = stubApi({
      'GET /api/admin/booking-policy': () => ({ body: BOOKING_POLICY_DEFAULTS }),
      'PUT /api/admin/booking-policy': (sent) => ({ body: sent.body }),
    });
    renderPage(<AdminSlotsPage />);
    const panel = await screen.findByRole('region', { name: 'Booking settings' });
    const toggle = await within(panel).findByRole('switch', { name: /^Booking needs an active membership/ });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await userEvent.click(within(panel).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Booking settings saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ ...BOOKING_POLICY_DEFAULTS, requireActiveMembership: true });
  });

  it('shows a server refusal on its field and a load failure', async () => {
    stubApi({
      'GET /api/admin/booking-policy': () => ({ body: BOOKING_POLICY_DEFAULTS }),
      'PUT /api/admin/booking-policy': () => ({
        status: 400,
        body: { message: 'noShowLimit must be a whole number from 1 to 20', code: 'validation_error' },
      }),
    });
    renderPage(<AdminSlotsPage />);
    const panel = await screen.findByRole('region', { name: 'Booking settings' });
    await within(panel).findByLabelText('No-shows before coach approval');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save settings' }));
    expect(await within(panel).findByText('noShowLimit must be a whole number from 1 to 20')).toBeInTheDocument();
  });

  it('says so when the settings cannot be loaded', async () => {
    stubApi({ 'GET /api/admin/booking-policy': () => ({ status: 500, body: { message: 'boom', code: 'internal_error' } }) });
    renderPage(<AdminSlotsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the booking settings.');
  });
});
