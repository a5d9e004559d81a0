// Booking in Hindi (issue 43): the booking screen, the policy refusal from the server and My
// Appointments read in Hindi; slot times stay HH:MM as the spec writes them, dates are in the one
// format (lib/format.ts; dates.hindi.test.tsx checks them all).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dayChips, runtimeTimeZone, shiftIsoDate, type Booking } from '@rhythmfit/contracts';
import { formatDate } from '../../../lib/format';
import { setLanguage } from '../../../lib/i18n';
import BookAppointmentPage from './book-appointment-page';
import MyBookingsPage from './my-bookings-page';
import { renderPage, signIn, stubApi } from '../test-utils';

vi.mock('../../../lib/live-events', () => ({ useLiveEvent: () => undefined }));

const chips = dayChips(new Date(), runtimeTimeZone());

describe('booking in Hindi', () => {
  beforeEach(async () => {
    signIn();
    await setLanguage('hi');
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await setLanguage('en');
    localStorage.clear();
  });

  it('shows the booking screen in Hindi and the server refusal in Hindi', async () => {
    const date = chips[2]!.date;
    stubApi({
      [`GET /api/slots/${date}`]: () => ({ body: [{ id: 5, time: '09:00' }] }),
      'POST /api/bookings': () => ({
        status: 409,
        body: { message: 'Appointments need at least 12 hours notice. Please pick a later time.', code: 'too_soon' },
      }),
    });
    renderPage(<BookAppointmentPage />, { path: '/book-appointment' });
    expect(screen.getByRole('heading', { name: 'अपॉइंटमेंट बुक करें' })).toBeInTheDocument();
    expect(screen.getByText('पर्सनल कोच')).toBeInTheDocument();
    const strip = screen.getByRole('group', { name: 'दिन चुनें' });
    const buttons = within(strip).getAllByRole('button');
    expect(buttons).toHaveLength(7);
    await userEvent.click(buttons[2]!);
    expect(await screen.findByRole('heading', { name: 'खाली स्लॉट' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '09:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'अपॉइंटमेंट कन्फ़र्म करें' }));
    expect(await screen.findByText('अपॉइंटमेंट कम से कम 12 घंटे पहले बुक करना होता है। कृपया बाद का समय चुनें।')).toBeInTheDocument();
  });

  it('lists My Appointments in Hindi with the status and the actions', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const booking = (id: number, date: string, status: Booking['status']): Booking => ({
      id,
      date,
      time: '10:00',
      status,
      meetingLink: null,
      trainer_name: null,
      userId: 7,
      user: { name: 'Test Member' },
      createdAt: '2026-01-01T00:00:00Z',
      awaitingCoach: false,
    });
    stubApi({
      'GET /api/bookings/user/7': () => ({
        body: [booking(1, shiftIsoDate(today, 5), 'confirmed'), booking(2, shiftIsoDate(today, -5), 'no_show')],
      }),
      'GET /api/waitlist': () => ({ body: [] }),
    });
    renderPage(<MyBookingsPage />, { path: '/my-bookings' });
    expect(screen.getByRole('heading', { name: 'मेरे अपॉइंटमेंट' })).toBeInTheDocument();
    const upcoming = await screen.findByRole('article', { name: `${formatDate(shiftIsoDate(today, 5))} को 10:00 बजे का अपॉइंटमेंट` });
    expect(within(upcoming).getByText('कन्फ़र्म')).toBeInTheDocument();
    expect(within(upcoming).getAllByText('पर्सनल कोच').length).toBeGreaterThan(0);
    expect(within(upcoming).getByRole('button', { name: 'बुकिंग कैंसल करें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'पिछले अपॉइंटमेंट' })).toBeInTheDocument();
    expect(screen.getByText('नहीं आए')).toBeInTheDocument();
  });
});
