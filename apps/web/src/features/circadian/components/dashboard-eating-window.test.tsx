import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localIsoDate } from '@rhythmfit/contracts';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { dayRecord, insightsFor, signIn } from '../test-data';
import { DashboardEatingWindow } from './dashboard-eating-window';

const TODAY = '2025-03-07';
const ev = (id: number, time: string) => ({ id, time, kind: 'snack' as const, note: null, photoUrl: null });

describe('dashboard eating-window card', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 2, 7, 21, 0));
    signIn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows today's window so far, the 7-day median and the 12 h target", async () => {
    expect(localIsoDate()).toBe(TODAY);
    const records = [
      // 06:00 to 22:30: 16.5 h; 07:30 to 19:30: 12 h; 08:00 to 18:00: 10 h; today 06:00 to 20:15 so far.
      dayRecord('2025-03-04', { breakfastLogged: true, breakfastTime: '07:30', eating: [ev(1, '06:00'), ev(2, '22:30')] }),
      dayRecord('2025-03-05', { breakfastLogged: true, breakfastTime: '07:30', eating: [ev(3, '19:30')] }),
      dayRecord('2025-03-06', { breakfastLogged: true, breakfastTime: '08:00', dinnerLogged: true, dinnerTime: '18:00' }),
      dayRecord(TODAY, { eating: [ev(4, '06:00'), ev(5, '20:15')] }),
    ];
    const mock = mockFetch({ 'GET /api/circadian/insights': () => ({ body: insightsFor(TODAY, records) }) });
    vi.stubGlobal('fetch', vi.fn(mock.fetchMock));
    renderWithProviders(<DashboardEatingWindow />);
    const card = screen.getByRole('region', { name: 'Eating window' });
    expect(await within(card).findByText('14 h 15 min')).toBeInTheDocument();
    // Median of 16.5, 12, 10 and 14.25 hours.
    expect(within(card).getByText('13 h 8 min')).toBeInTheDocument();
    expect(within(card).getByText('12 h')).toBeInTheDocument();
    expect(within(card).getByText('Over target')).toBeInTheDocument();
    expect(mock.calls[0]!.url).toContain(`end=${TODAY}`);
  });

  it('says Not yet before two things were eaten today, and says so when it cannot load', async () => {
    const mock = mockFetch({
      'GET /api/circadian/insights': () => ({ body: insightsFor(TODAY, [dayRecord(TODAY, { eating: [ev(1, '08:00')] })]) }),
    });
    vi.stubGlobal('fetch', vi.fn(mock.fetchMock));
    const { unmount } = renderWithProviders(<DashboardEatingWindow />);
    expect(await screen.findByText('Not yet')).toBeInTheDocument();
    expect(screen.getByText('–')).toBeInTheDocument();
    unmount();
    vi.stubGlobal('fetch', vi.fn(mockFetch({}).fetchMock));
    renderWithProviders(<DashboardEatingWindow />);
    expect(await screen.findByText('Your eating window could not be loaded.')).toBeInTheDocument();
  });
});
