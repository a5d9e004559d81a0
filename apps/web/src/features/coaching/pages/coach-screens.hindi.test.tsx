// The coach's coaching screens in Hindi (issue 43): All User Bookings, Manage Live Sessions, the
// trainer and plan panels, and the member's My Coach. Names and times stay as they were typed; dates
// are in the one format (lib/format.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shiftIsoDate } from '@rhythmfit/contracts';
import { formatDate } from '../../../lib/format';
import { setLanguage } from '../../../lib/i18n';
import { isoDatesShown } from '../../../test/iso-dates';
import { AdminPlansPanel, AdminTrainersPanel } from '../components/admin-catalog-panels';
import AdminBookingsPage from './admin-bookings-page';
import AdminLiveSessionsPage from './admin-live-sessions-page';
import TrainersPage from './trainers-page';
import { renderPage, signIn, stubApi } from '../test-utils';

const today = new Date().toISOString().slice(0, 10);

describe("the coach's coaching screens in Hindi", () => {
  beforeEach(async () => {
    signIn('ADMIN', 1, 'Coach');
    await setLanguage('hi');
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await setLanguage('en');
    localStorage.clear();
  });

  it('shows All User Bookings in Hindi, with the status, the actions and their messages', async () => {
    const past = shiftIsoDate(today, -3);
    const { calls } = stubApi({
      'GET /api/bookings': () => ({
        body: [
          {
            id: 1,
            date: past,
            time: '09:00',
            status: 'confirmed',
            meetingLink: 'https://meet.example.com/a',
            trainer_name: null,
            userId: 7,
            user: { name: 'Meera Shah' },
            createdAt: '2025-01-01T00:00:00Z',
            awaitingCoach: false,
          },
          {
            id: 2,
            date: shiftIsoDate(today, 5),
            time: '10:00',
            status: 'pending',
            meetingLink: null,
            trainer_name: null,
            userId: 8,
            user: null,
            createdAt: '2025-01-01T00:00:00Z',
            awaitingCoach: true,
          },
        ],
      }),
      'PUT /api/bookings/1/status': () => ({ body: { id: 1, status: 'no_show' } }),
    });
    renderPage(<AdminBookingsPage />);
    expect(screen.getByRole('heading', { name: 'सभी यूज़र की बुकिंग' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('यूज़र के नाम से खोजें')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फ़िल्टर हटाएं' })).toBeInTheDocument();
    const meera = await screen.findByRole('article', { name: `Meera Shah की ${formatDate(past)} को 09:00 बजे की बुकिंग` });
    expect(meera).toHaveTextContent(`तारीख: ${formatDate(past)} · समय: 09:00`);
    expect(formatDate(past)).toMatch(/^\d{1,2} \S+ \d{4}$/);
    expect(isoDatesShown()).toEqual([]);
    expect(within(meera).getByRole('combobox', { name: 'स्टेटस' })).toHaveValue('कन्फ़र्म');
    expect(within(meera).getByRole('link', { name: 'मीटिंग जॉइन करें' })).toBeInTheDocument();
    expect(within(meera).getByLabelText('मीटिंग लिंक')).toBeInTheDocument();
    const unknown = screen.getByRole('article', { name: `अनजान यूज़र की ${formatDate(shiftIsoDate(today, 5))} को 10:00 बजे की बुकिंग` });
    expect(within(unknown).getByText('आपका कन्फ़र्मेशन चाहिए: यह मेंबर पिछले कुछ अपॉइंटमेंट में नहीं आए।')).toBeInTheDocument();
    await userEvent.click(
      within(meera).getByRole('button', { name: `Meera Shah को ${formatDate(past)} को 09:00 बजे के अपॉइंटमेंट में नहीं आए मार्क करें` }),
    );
    expect(await screen.findByText('नहीं आए मार्क कर दिया।')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/bookings/1/status')!.body).toBe('no_show');
  });

  it('shows the empty bookings text in Hindi', async () => {
    stubApi({ 'GET /api/bookings': () => ({ body: [] }) });
    renderPage(<AdminBookingsPage />);
    expect(await screen.findByText('कोई बुकिंग नहीं है।')).toBeInTheDocument();
  });

  it('shows Manage Live Sessions in Hindi and the delete confirmation', async () => {
    stubApi({
      'GET /api/live-sessions': () => ({
        body: [
          {
            id: 3,
            title: 'Core Blast',
            trainer: 'Rahul',
            startTime: '2030-01-01T10:00:00.000Z',
            endTime: '2030-01-01T11:00:00.000Z',
            zoomLink: 'https://zoom.example.com/j/3',
          },
        ],
      }),
      'DELETE /api/live-sessions/3': () => ({ body: { message: 'Live session deleted' } }),
    });
    renderPage(<AdminLiveSessionsPage />);
    expect(screen.getByRole('heading', { name: 'लाइव सेशन मैनेज करें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'नया लाइव सेशन बनाएं' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^टाइटल/)).toBeInTheDocument();
    expect(screen.getByLabelText('Zoom लिंक')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सेशन बनाएं' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'लिंक खोलें' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Core Blast एडिट करें' }));
    expect(screen.getByRole('heading', { name: 'लाइव सेशन एडिट करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सेशन अपडेट करें' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'एडिट कैंसल करें' }));
    await userEvent.click(screen.getByRole('button', { name: 'Core Blast डिलीट करें' }));
    expect(screen.getByRole('button', { name: 'रहने दें' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Core Blast को डिलीट करना पक्का करें' }));
    expect(await screen.findByText('लाइव सेशन डिलीट हो गया।')).toBeInTheDocument();
  });

  it('shows the empty live sessions text and the form errors in Hindi', async () => {
    stubApi({ 'GET /api/live-sessions': () => ({ body: [] }) });
    renderPage(<AdminLiveSessionsPage />);
    expect(await screen.findByText('अभी तक कोई लाइव सेशन नहीं है।')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Zoom लिंक'), 'http://zoom.example.com/j/1');
    await userEvent.click(screen.getByRole('button', { name: 'सेशन बनाएं' }));
    expect(await screen.findByText('टाइटल ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('कोच का नाम ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('शुरू होने का समय ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('Zoom लिंक https:// वाला होना चाहिए')).toBeInTheDocument();
  });

  it("shows the trainer form's errors in Hindi", async () => {
    stubApi({ 'GET /api/admin/trainers': () => ({ body: [] }) });
    renderPage(<AdminTrainersPanel />);
    await userEvent.clear(screen.getByLabelText('अनुभव (साल)'));
    await userEvent.click(screen.getByRole('button', { name: 'ट्रेनर जोड़ें' }));
    expect(await screen.findByText('ट्रेनर का नाम ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('स्पेशलाइज़ेशन ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('अनुभव सालों की संख्या में लिखें')).toBeInTheDocument();
  });

  it('shows the trainers panel in Hindi, with the years and the delete question', async () => {
    const { calls } = stubApi({
      'GET /api/admin/trainers': () => ({ body: [{ id: 1, name: 'Asha Menon', specialization: 'HIIT', experience: 8 }] }),
      'POST /api/admin/trainers': (sent) => ({ status: 201, body: { id: 2, ...(sent.body as object) } }),
    });
    renderPage(<AdminTrainersPanel />);
    expect(screen.getByRole('heading', { name: 'ट्रेनर' })).toBeInTheDocument();
    expect(await screen.findByText('8 साल')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /स्पेशलाइज़ेशन/ })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^ट्रेनर का नाम/), 'Ravi');
    await userEvent.type(screen.getByLabelText(/^स्पेशलाइज़ेशन/), 'Boxing');
    await userEvent.clear(screen.getByLabelText('अनुभव (साल)'));
    await userEvent.type(screen.getByLabelText('अनुभव (साल)'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'ट्रेनर जोड़ें' }));
    expect(await screen.findByText('ट्रेनर जुड़ गया।')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Ravi', specialization: 'Boxing', experience: 4 });
    await userEvent.click(screen.getByRole('button', { name: 'Asha Menon डिलीट करें' }));
    expect(await screen.findByText('ट्रेनर Asha Menon को डिलीट करें? इसके बाद मेंबर उन्हें नहीं देख पाएंगे।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ट्रेनर डिलीट करें' })).toBeInTheDocument();
  });

  it('shows the plans panel in Hindi, with the rupee price and the duration in days', async () => {
    stubApi({
      'GET /api/admin/subscriptions': () => ({
        body: [
          { id: 5, name: 'Basic', description: 'Monthly', price: 10, durationDays: 30 },
          { id: 6, name: 'Trial', description: 'One day', price: 1, durationDays: 1 },
        ],
      }),
      'PUT /api/admin/subscriptions/5': (sent) => ({ body: { id: 5, ...(sent.body as object) } }),
    });
    renderPage(<AdminPlansPanel />);
    expect(screen.getByRole('heading', { name: 'सब्सक्रिप्शन प्लान' })).toBeInTheDocument();
    expect(await screen.findByText('10 (₹830)')).toBeInTheDocument();
    expect(screen.getByText('30 दिन')).toBeInTheDocument();
    expect(screen.getByText('1 दिन')).toBeInTheDocument();
    expect(screen.getByText('रुपये में × 83 करके दिखती है')).toBeInTheDocument();
    expect(screen.getByText('1 से 730')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Basic एडिट करें' }));
    await userEvent.click(screen.getByRole('button', { name: 'प्लान अपडेट करें' }));
    expect(await screen.findByText('प्लान अपडेट हो गया।')).toBeInTheDocument();
  });

  it('shows My Coach in Hindi', () => {
    renderPage(<TrainersPage />);
    expect(screen.getByRole('heading', { name: 'मेरे कोच' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'आपके कोच: क्लिपबोर्ड लिए एक ट्रेनर, पास में डंबल उठाता एक मेंबर' })).toBeInTheDocument();
  });
});
