// Circadian dates in Hindi (issue 43): the 7-day view, the coach's tracker table, the coach's log
// form and what waits offline write a day in the one date format, "6 मार्च 2025", never the API's
// YYYY-MM-DD. (The circadian page's title keeps its YYYY-MM-DD: the spec fixes it.)
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toDayEntry, type AdminCircadianEntry } from '@rhythmfit/contracts';
import { setLanguage } from '../../../lib/i18n';
import { pendingWrites, resetOfflineQueueForTests } from '../../../lib/offline-queue';
import { isoDatesShown } from '../../../test/iso-dates';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { useAddWater } from '../api/add-water';
import { useLogEating } from '../api/log-eating';
import { useLogMeal } from '../api/log-meal';
import { useLogSleep } from '../api/log-sleep';
import { dayRecord, signIn } from '../test-data';
import DayChartSection from '../components/day-chart-section';
import AdminCircadianPage from './admin-circadian-page';
import CircadianMobilePage from './circadian-mobile-page';

beforeEach(async () => {
  await setLanguage('hi');
});
afterEach(async () => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  resetOfflineQueueForTests();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await setLanguage('en');
  localStorage.clear();
});

describe('circadian dates in Hindi', () => {
  it('names each of the last 7 days in Hindi', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 2, 7, 9, 0));
    signIn('USER', 42);
    const dates = ['2025-03-07', '2025-03-06', '2025-03-05', '2025-03-04', '2025-03-03', '2025-03-02', '2025-03-01'];
    const { fetchMock } = mockFetch({
      'GET /api/circadian/user/42/days': () => ({ body: dates.map((date) => toDayEntry(dayRecord(date))) }),
    });
    vi.stubGlobal('fetch', vi.fn(fetchMock));
    renderWithProviders(<CircadianMobilePage />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(7);
    const today = screen.getByRole('listitem', { name: '7 मार्च 2025' });
    expect(within(today).getByText('7 मार्च 2025')).toBeInTheDocument();
    expect(within(today).getByText('आज')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: '1 मार्च 2025' })).getByText('1 मार्च 2025')).toBeInTheDocument();
    expect(isoDatesShown()).toEqual([]);
  });

  it("writes the coach's tracker table dates in Hindi", async () => {
    signIn('ADMIN');
    const row: AdminCircadianEntry = { ...dayRecord('2025-04-03'), id: 1, userId: 101, username: 'Asha Kumar', sleepHours: null };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify([row]), { status: 200, headers: { 'x-total-count': '1' } })),
    );
    renderWithProviders(<AdminCircadianPage />);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /Asha Kumar/ })).toHaveTextContent('3 अप्रैल 2025');
    expect(isoDatesShown()).toEqual([]);
  });

  it("titles the coach's log-for-a-member form with the day in Hindi", async () => {
    signIn('ADMIN', 1);
    vi.stubGlobal('fetch', vi.fn(mockFetch({ 'GET /api/admin/circadian/all': () => ({ body: [] }) }).fetchMock));
    renderWithProviders(<DayChartSection member={{ id: 42, name: 'Anna' }} end="2025-11-26" heading="Anna" />);
    expect(await screen.findByRole('form', { name: 'Anna के लिए कुछ लॉग करें (26 नव॰ 2025)' })).toBeInTheDocument();
    expect(isoDatesShown()).toEqual([]);
  });

  it('names what waits offline with its day in Hindi', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    signIn();
    resetOfflineQueueForTests();
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MantineProvider>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </MantineProvider>
    );
    const { result } = renderHook(
      () => ({
        water: useAddWater('2025-03-01'),
        meal: useLogMeal('2025-03-01'),
        sleep: useLogSleep('2025-03-01'),
        eating: useLogEating('2025-03-01'),
      }),
      { wrapper },
    );
    await act(async () => {
      result.current.water.mutate();
      result.current.meal.mutate({ meal: 'breakfast', time: '08:00' });
      result.current.sleep.mutate({ start: '2025-02-28T22:00:00.000Z', end: '2025-03-01T06:00:00.000Z' });
      result.current.eating.mutate({ time: '23:05', kind: 'snack' });
    });
    expect(pendingWrites().map((write) => write.label)).toEqual([
      'पानी (1 मार्च 2025)',
      'नाश्ता (1 मार्च 2025)',
      'नींद (1 मार्च 2025)',
      '23:05 बजे स्नैक (1 मार्च 2025)',
    ]);
  });
});
