import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProgressEntry } from '@rhythmfit/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render';
import ProgressPage from './progress-page';

const entry = (id: number, date: string, weight: number): ProgressEntry => ({
  id,
  date,
  weight,
  calories: null,
  userId: 7,
  userName: 'Asha',
  user: { id: 7, name: 'Asha' },
});

function setup(
  initial: ProgressEntry[],
  post: () => { status?: number; body?: unknown } = () => ({ status: 201, body: entry(99, '2026-11-01', 70) }),
) {
  let entries = [...initial];
  const { fetchMock, calls } = mockFetch({
    'GET /api/progress': () => ({ body: entries }),
    'GET /api/users/me': () => ({ body: {} }),
    'POST /api/progress': () => {
      const answer = post();
      if ((answer.status ?? 200) < 300) entries = [...entries, answer.body as ProgressEntry];
      return answer;
    },
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<ProgressPage />);
  return { calls };
}

describe('Progress Tracker page', () => {
  beforeEach(() => {
    localStorage.setItem('token', 't0k');
    // Only Date is faked, so user-event's timers keep running.
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    notifications.clean();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows all four empty states when there are no entries', async () => {
    vi.setSystemTime(new Date(2026, 10, 15, 10));
    setup([]);
    expect(await screen.findByText('No entries found.')).toBeInTheDocument();
    expect(screen.getByText('No progress data found.')).toBeInTheDocument();
    expect(screen.getByText('No chart data yet.')).toBeInTheDocument();
    setup([entry(1, '2026-10-01', 70)]);
    expect(await screen.findByText('Not enough data to show progress.')).toBeInTheDocument();
  });

  it('disables the entry form on any day but the 1st', async () => {
    vi.setSystemTime(new Date(2026, 10, 2, 9));
    setup([]);
    const input = await screen.findByLabelText('Weight (kg)');
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save Weight' })).toBeDisabled();
    expect(screen.getByText('You can record your weight on the 1st day of each month.')).toBeInTheDocument();
  });

  it('disables the entry form when this month already has an entry', async () => {
    vi.setSystemTime(new Date(2026, 10, 1, 9));
    setup([entry(1, '2026-11-01', 71)]);
    expect(await screen.findByLabelText('Weight (kg)')).toBeDisabled();
    expect(screen.getByText('You have already recorded your weight for this month.')).toBeInTheDocument();
  });

  it('on the 1st: an empty value alerts "Please enter weight." and sends nothing', async () => {
    vi.setSystemTime(new Date(2026, 10, 1, 9));
    const { calls } = setup([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Save Weight' }));
    expect(await screen.findByText('Please enter weight.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("on the 1st: records today's weight, confirms, and shows it in the table and stats", async () => {
    vi.setSystemTime(new Date(2026, 10, 1, 9));
    const { calls } = setup([entry(1, '2026-10-01', 72.5)]);
    await userEvent.type(await screen.findByLabelText('Weight (kg)'), '70');
    await userEvent.click(screen.getByRole('button', { name: 'Save Weight' }));
    expect(await screen.findByText('Weight updated successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ weight: 70, date: '2026-11-01' });
    expect(await screen.findByRole('cell', { name: '2026-11-01' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Weight (kg)')).toBeDisabled());
    expect(screen.getByText('-2.5 kg')).toBeInTheDocument();
    expect(screen.getByLabelText('Total entries bar 20%')).toBeInTheDocument();
    expect(screen.getByLabelText('Weight change bar 25%')).toBeInTheDocument();
  });

  it('a refused entry alerts "Failed to update weight."', async () => {
    vi.setSystemTime(new Date(2026, 10, 1, 9));
    setup([], () => ({ status: 409, body: { message: 'exists', code: 'progress_month_taken' } }));
    await userEvent.type(await screen.findByLabelText('Weight (kg)'), '70');
    await userEvent.click(screen.getByRole('button', { name: 'Save Weight' }));
    expect(await screen.findByText('Failed to update weight.')).toBeInTheDocument();
  });

  it('draws the chart 350 high with a text description', async () => {
    vi.setSystemTime(new Date(2026, 10, 15, 9));
    setup([entry(1, '2026-09-01', 74), entry(2, '2026-10-01', 73)]);
    const chart = await screen.findByRole('img', { name: /Sep 2026 74 kg, Oct 2026 73 kg/ });
    expect(chart).toHaveAttribute('data-height', '350');
  });
});
