// The member dashboard's order: what the member does today first (the Today section with the
// eating-window card, where the workout and check-in cards go next), then the banners in one row,
// then the specification's parts as before.
import { screen, within } from '@testing-library/react';
import { localIsoDate } from '@rhythmfit/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayRecord, insightsFor, signIn } from '../../features/circadian/test-data';
import { mockFetch, renderWithProviders } from '../../test/render';
import DashboardRoute from './dashboard';

const BANNERS = [
  { id: 1, imageUrl: '/uploads/banners/a.png', videoUrl: null, title: 'Eat with the sun', subtitle: 'Dinner before 20:00' },
  { id: 2, imageUrl: '/uploads/banners/b.png', videoUrl: null, title: 'Sleep is training too', subtitle: 'Same bedtime' },
];

const follows = (first: Element, second: Element) => Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('member dashboard', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("puts Today (the eating window so far) first, then the banners' row, then weight, sessions and testimonials", async () => {
    const today = localIsoDate();
    const mock = mockFetch({
      'GET /api/circadian/insights': () => ({
        body: insightsFor(today, [
          dayRecord(today, { breakfastLogged: true, breakfastTime: '08:00', lunchLogged: true, lunchTime: '12:30' }),
        ]),
      }),
      'GET /api/banners': () => ({ body: BANNERS }),
      'GET /api/progress': () => ({ body: [] }),
      'GET /api/sessions': () => ({ body: [] }),
      'GET /api/testimonials': () => ({ body: [] }),
    });
    vi.stubGlobal('fetch', vi.fn(mock.fetchMock));
    renderWithProviders(<DashboardRoute />);

    const title = screen.getByRole('heading', { level: 1, name: 'Dashboard' });
    const todaySection = screen.getByRole('region', { name: 'Today' });
    const eating = within(todaySection).getByRole('region', { name: 'Eating window' });
    expect(within(eating).getByRole('heading', { level: 3, name: 'Eating window' })).toBeInTheDocument();
    // 08:00 to 12:30 today, and the 7-day median of that one day.
    expect(await within(eating).findAllByText('4 h 30 min')).toHaveLength(2);
    const banners = await screen.findByRole('region', { name: 'Banners' });
    const weight = screen.getByRole('region', { name: 'Weight progress' });
    const booking = await screen.findByRole('region', { name: 'Book a Session' });
    const sessions = screen.getByRole('region', { name: 'My Sessions' });
    expect(await within(sessions).findByText('No sessions booked yet.')).toBeInTheDocument();
    expect(await screen.findByText('No testimonials yet.')).toBeInTheDocument();
    const order = [title, todaySection, banners, weight, booking, sessions];
    for (let i = 1; i < order.length; i += 1) expect(follows(order[i - 1]!, order[i]!)).toBe(true);
    // The banners are one row of slides.
    expect(within(banners).getAllByRole('group', { name: /of 2$/ })).toHaveLength(2);
    // The card's 7 days are asked for once (the route's prefetch and the card share the query).
    expect(mock.calls.filter((call) => call.url.includes('/api/circadian/insights'))).toHaveLength(1);
  });

  it('keeps the eating-window card at its loaded size while it loads (nothing under it moves)', () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    renderWithProviders(<DashboardRoute />);
    const eating = within(screen.getByRole('region', { name: 'Today' })).getByRole('region', { name: 'Eating window' });
    expect(within(eating).getByRole('status')).toHaveTextContent('Loading...');
    // The figures a member without meals today sees, with a placeholder for each value.
    for (const text of ['Today so far', '7-day median', 'Target', 'From your first to your last meal, snack or drink', '12 h'])
      expect(within(eating).getByText(text)).toBeInTheDocument();
    expect(within(eating).getAllByText('…')).toHaveLength(2);
  });
});
