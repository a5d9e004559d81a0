// Dates on the coaching screens in Hindi (issue 43): the one date format, "5 जन॰ 2030", in the
// lists, the cards, their accessible names and the booking messages, never the API's YYYY-MM-DD.
// (English keeps what it shows: coaching-pages, booking-policies and coach-dates tests.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dayChips, runtimeTimeZone } from '@rhythmfit/contracts';
import { formatDate } from '../../../lib/format';
import { setLanguage } from '../../../lib/i18n';
import { isoDatesShown } from '../../../test/iso-dates';
import { renderWithProviders } from '../../../test/render';
import { AdminSessionsTable } from '../components/admin-sessions-table';
import { BookingSuccessModal } from '../components/booking-success-modal';
import { DashboardSessions } from '../components/dashboard-sessions';
import { bookingRow, renderPage, sessionRow, signIn, stubApi } from '../test-utils';
import AdminSlotsPage from './admin-slots-page';
import BookAppointmentPage from './book-appointment-page';
import BookTrainerPage from './book-trainer-page';
import MyBookingsPage from './my-bookings-page';

vi.mock('../../../lib/live-events', () => ({ useLiveEvent: () => undefined }));
vi.mock('react-confetti', () => ({ default: () => null }));

const session = (id: number, date: string) => sessionRow({ id, date });
const booking = (id: number, date: string, status = 'confirmed') => bookingRow({ id, date, status, time: '10:00' });

beforeEach(async () => {
  signIn();
  await setLanguage('hi');
});
afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en');
  localStorage.clear();
});

describe('coaching dates in Hindi', () => {
  it("writes the member's My Sessions dates in Hindi, in the text and the names", async () => {
    stubApi({ 'GET /api/sessions': () => ({ body: [session(1, '2030-01-05'), session(2, '2030-03-06')] }) });
    renderPage(<DashboardSessions />);
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveAccessibleName('6 मार्च 2030 को 09:00 बजे का सेशन');
    expect(within(items[0]!).getByText('6 मार्च 2030 · 09:00')).toBeInTheDocument();
    expect(items[1]).toHaveAccessibleName('5 जन॰ 2030 को 09:00 बजे का सेशन');
    expect(isoDatesShown()).toEqual([]);
  });

  it('writes My Appointments, the waitlist and the reschedule dialog in Hindi dates', async () => {
    const expiresAt = new Date(Date.now() + 30 * 60_000).toISOString();
    stubApi({
      'GET /api/bookings/user/7': () => ({ body: [booking(1, '2030-01-05'), booking(2, '2020-03-05', 'no_show')] }),
      'GET /api/waitlist': () => ({
        body: [
          { id: 3, date: '2030-01-06', status: 'waiting', createdAt: '2026-01-01T00:00:00Z', offer: null },
          {
            id: 4,
            date: '2030-01-07',
            status: 'offered',
            createdAt: '2026-01-01T00:00:00Z',
            offer: { id: 9, slotId: 2, date: '2030-01-07', time: '11:00', expiresAt },
          },
        ],
      }),
    });
    renderPage(<MyBookingsPage />, { path: '/my-bookings' });
    const upcoming = await screen.findByRole('article', { name: '5 जन॰ 2030 को 10:00 बजे का अपॉइंटमेंट' });
    expect(upcoming).toHaveTextContent(/तारीख: 5 जन॰ 2030 · समय: /);
    const past = screen.getByRole('article', { name: '5 मार्च 2020 को 10:00 बजे का अपॉइंटमेंट' });
    expect(past).toHaveTextContent(/तारीख: 5 मार्च 2020 · समय: /);
    expect(await screen.findByRole('article', { name: '6 जन॰ 2030 की वेटलिस्ट' })).toHaveTextContent(
      '6 जन॰ 2030 को समय खाली होने का इंतज़ार है।',
    );
    expect(screen.getByRole('article', { name: '7 जन॰ 2030 की वेटलिस्ट' })).toHaveTextContent(/^7 जन॰ 2030 को .+ बजे का समय आपके लिए/);
    expect(isoDatesShown()).toEqual([]);

    await userEvent.click(within(upcoming).getByRole('button', { name: '5 जन॰ 2030 को 10:00 बजे के अपॉइंटमेंट का समय बदलें' }));
    const dialog = await screen.findByRole('dialog', { name: 'अपॉइंटमेंट का समय बदलें' });
    expect(dialog).toHaveTextContent(/अभी: 5 जन॰ 2030, .+ बजे/);
    expect(isoDatesShown()).toEqual([]);
  });

  it('confirms a booking with its date in Hindi', async () => {
    renderWithProviders(<BookingSuccessModal booking={booking(1, '2030-01-02') as never} onClose={() => undefined} />);
    expect(await screen.findByText('2 जन॰ 2030')).toBeInTheDocument();
    expect(isoDatesShown()).toEqual([]);
  });

  it('joins the waitlist of a full day with its date in Hindi', async () => {
    const date = dayChips(new Date(), runtimeTimeZone())[2]!.date;
    const entries: unknown[] = [];
    stubApi({
      [`GET /api/slots/${date}`]: () => ({ body: [] }),
      'GET /api/waitlist': () => ({ body: entries }),
      'POST /api/waitlist': () => {
        entries.push({ id: 3, date, status: 'waiting', createdAt: '2026-01-01T00:00:00Z', offer: null });
        return { status: 201, body: entries[0] };
      },
    });
    renderPage(<BookAppointmentPage />, { path: '/book-appointment' });
    await userEvent.click(within(screen.getByRole('group', { name: 'दिन चुनें' })).getAllByRole('button')[2]!);
    await userEvent.click(await screen.findByRole('button', { name: 'वेटलिस्ट में शामिल हों' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`आप ${formatDate(date)} की वेटलिस्ट में हैं।`);
    expect(formatDate(date)).toMatch(/^\d{1,2} \S+ \d{4}$/);
    expect(isoDatesShown()).toEqual([]);
  });

  it("shows Personalized Recommendations' alert with the date in Hindi", async () => {
    stubApi({ 'GET /api/trainers': () => ({ body: [{ id: 1, name: 'Asha Menon', specialization: 'HIIT', experience: 8 }] }) });
    renderPage(<BookTrainerPage />);
    fireEvent.change(screen.getByLabelText('सेशन की तारीख'), { target: { value: '2030-05-01' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Asha Menon के साथ अभी बुक करें' }));
    expect(await screen.findByText('Asha Menon के साथ 1 मई 2030 का सेशन बुक हो गया')).toBeInTheDocument();
    expect(isoDatesShown()).toEqual([]);
  });
});

describe("the coach's coaching dates in Hindi", () => {
  beforeEach(() => signIn('ADMIN', 1, 'Coach'));

  it('names the booked sessions’ fields with the date in Hindi', async () => {
    stubApi({ 'GET /api/sessions/all': () => ({ body: [session(1, '2030-01-05')] }) });
    renderPage(<AdminSessionsTable />);
    expect(await screen.findByRole('combobox', { name: 'Meera Shah के 5 जन॰ 2030 को 09:00 बजे के सेशन का स्टेटस' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Meera Shah के 5 जन॰ 2030 को 09:00 बजे के सेशन का Zoom लिंक' })).toBeInTheDocument();
    expect(isoDatesShown()).toEqual([]);
  });

  it("titles a day's slots with the date in Hindi", async () => {
    stubApi({ 'GET /api/slots/admin/2030-01-05': () => ({ body: [{ id: 1, date: '2030-01-05', time: '09:00', booked: false }] }) });
    renderPage(<AdminSlotsPage />);
    fireEvent.change(screen.getByLabelText('तारीख'), { target: { value: '2030-01-05' } });
    await userEvent.click(screen.getByRole('button', { name: 'स्लॉट लोड करें' }));
    expect(await screen.findByRole('heading', { name: '5 जन॰ 2030 के स्लॉट' })).toBeInTheDocument();
    expect(await screen.findByText('5 जन॰ 2030 · 09:00')).toBeInTheDocument();
    expect(isoDatesShown()).toEqual([]);
  });
});
