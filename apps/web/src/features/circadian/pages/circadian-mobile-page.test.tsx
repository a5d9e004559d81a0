import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toDayEntry } from '@rhythmfit/contracts';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { dayRecord, signIn } from '../test-data';
import CircadianMobilePage from './circadian-mobile-page';

describe('Circadian mobile page (last 7 days)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows No data without a stored user', () => {
    renderWithProviders(<CircadianMobilePage />);
    expect(screen.getByText('No data')).toBeInTheDocument();
  });

  it('asks for the 7 days ending on the local date of the stored userId and shows each day', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 2, 7, 9, 0));
    signIn('USER', 42);
    const dates = ['2025-03-07', '2025-03-06', '2025-03-05', '2025-03-04', '2025-03-03', '2025-03-02', '2025-03-01'];
    const days = dates.map((date, i) =>
      toDayEntry(
        dayRecord(
          date,
          i === 1
            ? {
                breakfastLogged: true,
                breakfastTime: '07:45',
                waterCups: 5,
                sleepStart: '2025-03-06T22:00:00.000Z',
                sleepEnd: '2025-03-07T06:30:00.000Z',
                eating: [{ id: 1, time: '22:30', kind: 'snack', note: null, photoUrl: null }],
              }
            : {},
        ),
      ),
    );
    const { fetchMock, calls } = mockFetch({ 'GET /api/circadian/user/42/days': () => ({ body: days }) });
    vi.stubGlobal('fetch', vi.fn(fetchMock));
    renderWithProviders(<CircadianMobilePage />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(calls[0]?.url).toContain('/api/circadian/user/42/days?days=7&end=2025-03-07');
    const yesterday = screen.getByRole('listitem', { name: '2025-03-06' });
    expect(within(yesterday).getByText('Breakfast: 07:45')).toBeInTheDocument();
    expect(within(yesterday).getByText('Lunch: not logged')).toBeInTheDocument();
    expect(within(yesterday).getByText('Water: 5 cups')).toBeInTheDocument();
    expect(within(yesterday).getByText('Sleep: 8 h 30 min')).toBeInTheDocument();
    // The eating window runs from the breakfast mark to the late snack.
    expect(within(yesterday).getByText('Also eaten: Snack 22:30')).toBeInTheDocument();
    expect(within(yesterday).getByText('Eating window: 07:45–22:30 (14.8 h)')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Eating window: not enough logged')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Today')).toBeInTheDocument();
  });
});
