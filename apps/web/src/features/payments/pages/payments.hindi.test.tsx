// Plans and checkout in Hindi (issue 43): the screen, the membership line with its date, the
// test payment and the receipt in Hindi; prices keep the rupee sign and Indian grouping.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { formatDuration } from '../lib/money';
import SubscriptionsPage from './subscriptions-page';

const plan = { id: 1, name: 'Basic', description: 'Monthly', price: 1205, durationDays: 30 };
const active = {
  status: 'active',
  plan: { id: 1, name: 'Basic' },
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-31T10:00:00.000Z',
};
const devCheckout = { id: 41, status: 'created', amount: 10001500, currency: 'INR', provider: 'dev' };
const paid = {
  id: 41,
  planId: 1,
  planName: 'Basic',
  amount: 10001500,
  currency: 'INR',
  status: 'paid',
  provider: 'dev',
  paidAt: '2026-11-26T06:00:00.000Z',
  invoiceNumber: 'RF/2026-27/0007',
};

describe('Subscriptions in Hindi', () => {
  beforeEach(async () => {
    localStorage.setItem('token', 'member-token');
    localStorage.setItem('user', JSON.stringify({ id: 7, name: 'Meera Shah', mobile: '9876543210', role: { name: 'USER' } }));
    await setLanguage('hi');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('en');
    localStorage.clear();
  });

  it('shows the plans, the membership and a test purchase in Hindi', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/subscriptions': () => ({ body: [plan] }),
        'GET /api/membership': () => ({ body: active }),
        'POST /api/payments/checkout': () => ({ status: 201, body: devCheckout }),
        'POST /api/payments/41/dev-complete': () => ({ body: paid }),
      }).fetchMock,
    );
    renderWithProviders(<SubscriptionsPage />);
    expect(screen.getByRole('heading', { name: 'सब्सक्रिप्शन प्लान' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Basic' });
    expect(within(card).getByText('₹1,00,015')).toBeInTheDocument();
    expect(within(card).getByText('30 दिन')).toBeInTheDocument();
    expect(await screen.findByText(/^Basic: 31 दिस॰ 2026 तक ऐक्टिव$/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'रिन्यू करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'टेस्ट पेमेंट (कोई पैसा नहीं कटेगा)' });
    expect(within(dialog).getByText('Basic: ₹1,00,015')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'टेस्ट पेमेंट पूरा करें' }));
    expect(await screen.findByRole('heading', { name: 'पेमेंट हो गया' })).toBeInTheDocument();
    expect(screen.getByText('आपने Basic के लिए ₹1,00,015 का पेमेंट किया। इनवॉइस RF/2026-27/0007।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'इनवॉइस RF/2026-27/0007 डाउनलोड करें' })).toBeInTheDocument();
  });

  it('says durations in the language on screen', async () => {
    expect(formatDuration(1)).toBe('1 दिन');
    await setLanguage('en');
    expect(formatDuration(1)).toBe('1 day');
    expect(formatDuration(30)).toBe('30 days');
  });
});
