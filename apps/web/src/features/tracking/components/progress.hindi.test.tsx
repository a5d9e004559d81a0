// The progress screen's pieces in Hindi (issue 43): months, kg and the words from tracking.json, and
// dates in the one format ("1 नव॰ 2026"), never the API's YYYY-MM-DD.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProgressEntry } from '@rhythmfit/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { pendingWrites, resetOfflineQueueForTests } from '../../../lib/offline-queue';
import { isoDatesShown } from '../../../test/iso-dates';
import { mockFetch, renderWithProviders } from '../../../test/render';
import ProgressPage from '../pages/progress-page';
import { DashboardWeight } from './dashboard-weight';
import { StatCards } from './stat-cards';
import { WeightComparison } from './weight-comparison';
import { WeightEntryForm } from './weight-entry-form';
import { WeightTable } from './weight-table';

const entry = (id: number, date: string, weight: number) => ({ id, userId: 3, userName: 'Asha', date, weight }) as unknown as ProgressEntry;
const entries = [entry(1, '2026-10-01', 80), entry(2, '2026-11-01', 78)];

beforeEach(async () => {
  await setLanguage('hi');
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await setLanguage('en');
  localStorage.clear();
});

describe('progress in Hindi', () => {
  it('compares the last two months, with the stat cards and the table, in Hindi', () => {
    const { container } = renderWithProviders(
      <>
        <WeightComparison entries={entries} />
        <StatCards entries={entries} />
        <WeightTable entries={entries} />
      </>,
    );
    expect(screen.getByText('2 किलो घटा')).toBeInTheDocument();
    expect(screen.getAllByText('नव॰ 2026').length).toBeGreaterThan(0);
    expect(screen.getByText('कुल एंट्री')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'महीना' })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/\b(kg|Lost|Change|Total entries|Month|Weight)\b/);
    expect(isoDatesShown()).toEqual([]);
  });

  it("writes the dashboard's weight table dates in Hindi", async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/progress': () => ({ body: entries }) }).fetchMock);
    renderWithProviders(<DashboardWeight />);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /1 अक्टू॰ 2026/ })).toHaveTextContent('80');
    expect(within(table).getByRole('row', { name: /1 नव॰ 2026/ })).toHaveTextContent('78');
    expect(isoDatesShown()).toEqual([]);
  });

  it("writes the progress page's table and today's date in Hindi", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 1, 9));
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/progress': () => ({ body: entries }) }).fetchMock);
    renderWithProviders(<ProgressPage />);
    expect(await screen.findByText('तारीख: 1 दिस॰ 2026')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('1 अक्टू॰ 2026')).toBeInTheDocument();
    expect(within(table).getByText('1 नव॰ 2026')).toBeInTheDocument();
    expect(isoDatesShown()).toEqual([]);
  });

  it('names a weight waiting offline with its date in Hindi', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    localStorage.setItem('token', 't0k');
    localStorage.setItem('userId', '7');
    resetOfflineQueueForTests();
    try {
      renderWithProviders(<WeightEntryForm entries={[]} now={() => new Date(2026, 10, 1, 9)} />);
      await userEvent.type(screen.getByLabelText('वज़न (किलो)'), '72.5');
      await userEvent.click(screen.getByRole('button', { name: 'वज़न सेव करें' }));
      await vi.waitFor(() => expect(pendingWrites().map((write) => write.label)).toEqual(['वज़न 72.5 किलो (1 नव॰ 2026)']));
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
      resetOfflineQueueForTests();
    }
  });
});
