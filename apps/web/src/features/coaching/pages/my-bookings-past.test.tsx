// My Appointments: an appointment whose hour is over is shown as past (no Join Meeting, no
// Confirmed, its outcome when the coach set one), after the upcoming ones.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { shiftIsoDate, type Booking } from '@rhythmfit/contracts';
import MyBookingsPage, { isPastBooking } from './my-bookings-page';
import { renderPage, signIn, stubApi } from '../test-utils';

vi.mock('../../../lib/live-events', () => ({ useLiveEvent: () => undefined }));

const today = new Date().toISOString().slice(0, 10);
function booking(id: number, date: string, status: Booking['status']): Booking {
  return {
    id,
    date,
    time: '10:00',
    status,
    meetingLink: 'https://meet.example.com/x',
    trainer_name: `Coach ${id}`,
    userId: 7,
    user: { name: 'Test Member' },
    createdAt: '2026-01-01T00:00:00Z',
    awaitingCoach: false,
  };
}

describe('My Appointments: past and upcoming', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('lists the upcoming first with Join Meeting, then the past without it and with their outcome', async () => {
    stubApi({
      'GET /api/bookings/user/7': () => ({
        body: [
          booking(1, shiftIsoDate(today, -3), 'confirmed'),
          booking(2, shiftIsoDate(today, 3), 'confirmed'),
          booking(3, shiftIsoDate(today, -5), 'no_show'),
        ],
      }),
      'GET /api/waitlist': () => ({ body: [] }),
      'GET /api/app-info': () => ({ body: { businessTimeZone: 'UTC' } }),
    });
    renderPage(<MyBookingsPage />);
    const upcoming = await screen.findByRole('article', { name: `Appointment on ${shiftIsoDate(today, 3)} at 10:00` });
    expect(within(upcoming).getByText('Confirmed')).toBeInTheDocument();
    expect(within(upcoming).getByRole('link', { name: 'Join Meeting' })).toBeInTheDocument();

    const past = screen.getByRole('region', { name: 'Past appointments' });
    const cards = within(past).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      `Appointment on ${shiftIsoDate(today, -3)} at 10:00`,
      `Appointment on ${shiftIsoDate(today, -5)} at 10:00`,
    ]);
    expect(within(past).queryByRole('link', { name: 'Join Meeting' })).toBeNull();
    expect(within(past).queryByText('Confirmed')).toBeNull();
    expect(within(cards[0]!).getByText('Past')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('No-show')).toBeInTheDocument();
    // Upcoming before past in the page.
    expect(upcoming.compareDocumentPosition(past) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps an appointment upcoming until its hour is over', () => {
    const start = new Date('2026-03-10T10:00:00Z');
    const b = { date: '2026-03-10', time: '10:00' };
    expect(isPastBooking(b, new Date(start.getTime() + 59 * 60_000), 'UTC')).toBe(false);
    expect(isPastBooking(b, new Date(start.getTime() + 60 * 60_000), 'UTC')).toBe(true);
  });
});
