import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { DashboardTodayWorkout } from '../components/dashboard-today-workout';
import { entry, signIn } from '../test-data';
import ExercisePage from './exercise-page';
import TrainingPage from './training-page';

const RECORDS = [
  {
    exerciseId: 1,
    exerciseName: 'Bench Press',
    tracking: 'weight_reps',
    e1rmKg: { value: 50.7, date: '2026-11-27', scheduledId: 40 },
    heaviestKg: { value: 42.5, date: '2026-11-27', scheduledId: 40 },
    mostReps: { value: 10, date: '2026-11-20', scheduledId: 30 },
    longestSeconds: null,
    longestDistanceKm: null,
    bestVolumeKg: { value: 1020, date: '2026-11-27', scheduledId: 40 },
  },
];

describe('the training screens', () => {
  beforeEach(() => {
    signIn();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 29, 9, 0)); // Sunday 29 Nov 2026
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('/training: today with Start, the week by status, what is coming, history and records', async () => {
    const { fetchMock, calls } = mockFetch({
      'GET /api/training/calendar': () => ({
        body: [
          entry({ id: 1, date: '2026-11-23', name: 'Lower A', status: 'done', completedAt: '2026-11-23T08:00:00Z' }),
          entry({ id: 2, date: '2026-11-25', name: 'Upper B', status: 'missed' }),
          entry({ id: 3, date: '2026-11-29', name: 'Upper A', status: 'planned' }),
          entry({ id: 4, date: '2026-12-01', name: 'Lower B', status: 'planned' }),
        ],
      }),
      'GET /api/training/records': () => ({ body: RECORDS }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<TrainingPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Training' })).toBeInTheDocument();
    const today = await screen.findByRole('region', { name: "Today's workout" });
    expect(within(today).getByRole('link', { name: 'Start Upper A' })).toHaveAttribute('href', '/training/3');
    const week = screen.getByRole('region', { name: 'This week' });
    expect(within(week).getAllByRole('listitem')).toHaveLength(7);
    expect(within(week).getByText('Missed')).toBeInTheDocument();
    expect(within(week).getAllByText('Rest day')).toHaveLength(4);
    expect(within(screen.getByRole('region', { name: 'Coming up' })).getByRole('link', { name: 'Lower B' })).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Upper B', 'Lower A']);
    const records = screen.getByRole('region', { name: 'Records' });
    expect(await within(records).findByText('Bench Press')).toBeInTheDocument();
    expect(within(records).getByText('50.7 kg')).toBeInTheDocument();
    expect(within(records).getByRole('link', { name: 'See progress' })).toHaveAttribute('href', '/training/exercises/1');
    const url = new URL(calls.find((c) => c.url.includes('/calendar'))!.url, 'http://x');
    expect(url.searchParams.get('from')).toBe('2026-10-04');
    expect(url.searchParams.get('to')).toBe('2026-12-27');
  });

  it('/training with nothing planned says so', async () => {
    const { fetchMock } = mockFetch({
      'GET /api/training/calendar': () => ({ body: [] }),
      'GET /api/training/records': () => ({ body: [] }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<TrainingPage />);
    expect(await screen.findByText('No workout planned for today.')).toBeInTheDocument();
    expect(screen.getByText(/Nothing planned yet/)).toBeInTheDocument();
    expect(screen.getByText('No finished workouts yet.')).toBeInTheDocument();
    expect(await screen.findByText('Finish a workout to set your first records.')).toBeInTheDocument();
  });

  it("the dashboard's Today's workout card: Continue a workout begun, or the next one on a rest day", async () => {
    const { fetchMock } = mockFetch({
      'GET /api/training/calendar': () => ({ body: [entry({ id: 3, date: '2026-11-29', status: 'in_progress' })] }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { unmount } = renderWithProviders(<DashboardTodayWorkout />);
    expect(await screen.findByRole('link', { name: 'Continue Upper A' })).toHaveAttribute('href', '/training/3');
    expect(screen.getByText('4 exercises')).toBeInTheDocument();
    unmount();

    vi.stubGlobal(
      'fetch',
      mockFetch({ 'GET /api/training/calendar': () => ({ body: [entry({ id: 4, date: '2026-12-01', name: 'Lower B' })] }) }).fetchMock,
    );
    renderWithProviders(<DashboardTodayWorkout />);
    expect(await screen.findByText('No workout planned for today.')).toBeInTheDocument();
    expect(screen.getByText('Next: Lower B on Tue, 1 Dec')).toBeInTheDocument();
  });

  it('/training/exercises/:id charts the estimated 1RM, oldest first, and lists the workouts', async () => {
    const { fetchMock } = mockFetch({
      'GET /api/exercises/1': () => ({ body: { id: 1, name: 'Bench Press', tracking: 'weight_reps' } }),
      'GET /api/training/exercises/1/history': () => ({
        body: [
          {
            date: '2026-11-27',
            scheduledId: 40,
            sets: [{ type: 'normal', reps: 8, weightKg: 42.5, seconds: null, distanceKm: null, rpe: null, done: true }],
            bestSet: { type: 'normal', reps: 8, weightKg: 42.5, seconds: null, distanceKm: null, rpe: null, done: true },
            e1rmKg: 53.8,
            volumeKg: 340,
          },
          {
            date: '2026-11-20',
            scheduledId: 30,
            sets: [{ type: 'normal', reps: 8, weightKg: 40, seconds: null, distanceKm: null, rpe: null, done: true }],
            bestSet: { type: 'normal', reps: 8, weightKg: 40, seconds: null, distanceKm: null, rpe: null, done: true },
            e1rmKg: 50.7,
            volumeKg: 320,
          },
        ],
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ExercisePage />, { route: '/training/exercises/1', path: '/training/exercises/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bench Press' })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /Estimated 1RM over time: 20 Nov 2026 50.7 kg, 27 Nov 2026 53.8 kg/ }),
    ).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Workouts with this exercise' });
    expect(
      within(history)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['27 Nov 2026', '20 Nov 2026']);
    expect(within(history).getByText('Best set: 42.5 kg × 8')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older workouts' })).not.toBeInTheDocument();
  });

  it('/training/exercises/:id loads the newest 50 workouts first and older ones on request', async () => {
    const row = (n: number) => ({
      date: `2026-${String(12 - Math.floor(n / 28)).padStart(2, '0')}-${String(28 - (n % 28)).padStart(2, '0')}`,
      scheduledId: 1000 - n,
      sets: [{ type: 'normal', reps: 8, weightKg: 40, seconds: null, distanceKm: null, rpe: null, done: true }],
      bestSet: null,
      e1rmKg: 50,
      volumeKg: 320,
    });
    const { fetchMock, calls } = mockFetch({
      'GET /api/exercises/1': () => ({ body: { id: 1, name: 'Bench Press', tracking: 'weight_reps' } }),
      'GET /api/training/exercises/1/history': (_init, url) => {
        const page = Number(new URL(url!, 'http://app').searchParams.get('page'));
        const rows = page === 1 ? Array.from({ length: 50 }, (_, i) => row(i)) : [row(50), row(51)];
        return { body: rows, headers: { 'x-total-count': '52' } };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ExercisePage />, { route: '/training/exercises/1', path: '/training/exercises/:id' });
    const older = await screen.findByRole('button', { name: 'Show older workouts' });
    const history = screen.getByRole('region', { name: 'Workouts with this exercise' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(50);
    expect(calls.filter((c) => c.url.includes('/history')).map((c) => c.url.replace(/^.*\?/, ''))).toEqual(['page=1&pageSize=50']);
    await userEvent.click(older);
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(52));
    expect(screen.queryByRole('button', { name: 'Show older workouts' })).not.toBeInTheDocument();
  });
});
