import { screen } from '@testing-library/react';
import type { ProgressEntry } from '@rhythmfit/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { DashboardWeight } from './dashboard-weight';

const entry = (id: number, date: string, weight: number): ProgressEntry => ({
  id,
  date,
  weight,
  calories: null,
  userId: 7,
  userName: 'Asha',
  user: { id: 7, name: 'Asha' },
});

function setup(entries: ProgressEntry[]) {
  const { fetchMock } = mockFetch({ 'GET /api/progress': () => ({ body: entries }) });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<DashboardWeight />);
}

describe('DashboardWeight', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a gain between the last two months in red with words and an arrow', async () => {
    setup([entry(1, '2026-08-01', 80), entry(2, '2026-09-01', 70), entry(3, '2026-10-01', 71.5)]);
    const change = await screen.findByTestId('weight-change');
    expect(change).toHaveAttribute('data-trend', 'gain');
    expect(screen.getByText('Gained 1.5 kg')).toBeInTheDocument();
    expect(screen.getAllByText('Sep 2026').length).toBeGreaterThan(0);
  });

  it('shows a loss in green', async () => {
    setup([entry(1, '2026-09-01', 75), entry(2, '2026-10-01', 73)]);
    expect(await screen.findByText('Lost 2 kg')).toBeInTheDocument();
    expect(screen.getByTestId('weight-change')).toHaveAttribute('data-trend', 'loss');
  });

  it('draws the monthly bar chart 400 high next to the table', async () => {
    setup([entry(1, '2026-09-01', 75), entry(2, '2026-10-01', 73)]);
    // The chart is its own chunk: it may take a while to load on a busy machine.
    expect(await screen.findByTestId('weight-bar-chart', {}, { timeout: 10_000 })).toHaveAttribute('data-height', '400');
    expect(screen.getByRole('cell', { name: '2026-10-01' })).toBeInTheDocument();
  });

  it('has empty states without entries', async () => {
    setup([]);
    expect(await screen.findByText('Not enough data to show progress.')).toBeInTheDocument();
    expect(screen.getByText('No entries found.')).toBeInTheDocument();
    expect(screen.getByText('No chart data yet.')).toBeInTheDocument();
  });
});
