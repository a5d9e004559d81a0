import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushQueue, pendingWrites, resetOfflineQueueForTests } from '../../../lib/offline-queue';
import { mockFetch, renderWithProviders } from '../../../test/render';
import type { LogBody, ScheduledWorkout, SetActual } from '../api/types';
import { logged, signIn, workout } from '../test-data';
import PlayerPage from './player-page';

let online = true;

/** The API: the workout, and PUT .../log keeping the log (a later GET answers it). */
function answerWith(w: ScheduledWorkout, records: ScheduledWorkout['newRecords'] = []) {
  let current = w;
  return mockFetch({
    'GET /api/training/scheduled/41': () => ({ body: current }),
    'PUT /api/training/scheduled/41/log': (init) => {
      const body = JSON.parse(String(init?.body)) as LogBody;
      current = {
        ...current,
        status: body.finished ? 'done' : 'in_progress',
        startedAt: body.startedAt ?? null,
        completedAt: body.finished ? '2026-11-29T07:45:00.000Z' : null,
        items: current.items.map((item, i) => ({
          ...item,
          sets: body.items[i]!.sets.map((actual, j) => ({
            type: item.sets[j]?.type ?? 'normal',
            target: item.sets[j]?.target ?? null,
            actual: logged({ ...actual, done: actual.done ?? false } as Partial<SetActual>),
          })),
        })),
        newRecords: body.finished ? records : [],
      };
      return { body: current };
    },
  });
}

/** Without a connection, fetch fails as a browser's does. */
function offlineAware(fetchMock: typeof fetch): typeof fetch {
  return (input, init) => (online ? fetchMock(input, init) : Promise.reject(new TypeError('Failed to fetch')));
}

function renderPlayer() {
  return renderWithProviders(<PlayerPage />, { route: '/training/41', path: '/training/:id' });
}

const doneButton = (exercise: string, n: number) => screen.getByRole('button', { name: `${exercise}, set ${n} done` });

describe('the workout player', () => {
  beforeEach(() => {
    online = true;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    signIn();
    resetOfflineQueueForTests();
  });
  afterEach(() => {
    online = true;
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the exercises in order with the superset together, rows prefilled from the target and last time', async () => {
    const { fetchMock } = answerWith(workout());
    vi.stubGlobal('fetch', fetchMock);
    renderPlayer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Upper A' })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 3 }).concat(screen.getAllByRole('heading', { level: 4 }));
    expect(titles.map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Bench Press', 'Superset A', 'Dumbbell Row', 'Push-up', 'Plank']),
    );
    const superset = screen.getByRole('region', { name: 'Superset A' });
    expect(within(superset).getByRole('link', { name: 'Dumbbell Row' })).toBeInTheDocument();
    expect(within(superset).getByRole('link', { name: 'Push-up' })).toBeInTheDocument();
    expect(within(superset).queryByRole('link', { name: 'Bench Press' })).toBeNull();

    expect(screen.getByRole('textbox', { name: 'Bench Press, set 2: kg' })).toHaveValue('40');
    expect(screen.getByRole('textbox', { name: 'Bench Press, set 2: reps' })).toHaveValue('8');
    expect(screen.getByRole('textbox', { name: 'Plank, set 1: seconds' })).toHaveValue('60');
    expect(screen.getByText('Last time (22 Nov 2026): 20 kg × 10, 37.5 kg × 8')).toBeInTheDocument();
    expect(screen.getByText('Target: 40 kg × 8')).toBeInTheDocument();
    expect(screen.getByText('0 of 6 sets done')).toBeInTheDocument();
  });

  it('marks a set done with a tap, starts the rest, saves the log, and keeps both through a reload', async () => {
    const { fetchMock, calls } = answerWith(workout());
    vi.stubGlobal('fetch', fetchMock);
    renderPlayer();
    await screen.findByRole('heading', { level: 1, name: 'Upper A' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Bench Press, set 2: reps' }), { target: { value: '7' } });
    fireEvent.click(doneButton('Bench Press', 2));
    expect(doneButton('Bench Press', 2)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('rest-timer')).toHaveTextContent(/1:(30|29)/);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect((put.body as LogBody).items[0]!.sets[1]).toEqual({ reps: 7, weightKg: 40, done: true });
    expect((put.body as LogBody).finished).toBe(false);
    await screen.findByText('Saved');

    cleanup();
    renderPlayer();
    await screen.findByRole('heading', { level: 1, name: 'Upper A' });
    expect(screen.getByTestId('rest-timer')).toHaveTextContent(/1:(2\d|30)/);
    expect(screen.getByRole('textbox', { name: 'Bench Press, set 2: reps' })).toHaveValue('7');
    expect(doneButton('Bench Press', 2)).toHaveAttribute('aria-pressed', 'true');
  });

  it('rings and vibrates when the rest is over', async () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vibrate });
    const { fetchMock } = answerWith(workout());
    vi.stubGlobal('fetch', fetchMock);
    renderPlayer();
    await screen.findByRole('heading', { level: 1, name: 'Upper A' });
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
    fireEvent.click(doneButton('Plank', 1));
    expect(screen.getByTestId('rest-timer')).toHaveTextContent('0:30');
    await act(async () => {
      vi.advanceTimersByTime(31_000);
    });
    expect(vibrate).toHaveBeenCalledWith([200, 100, 200]);
    expect(screen.queryByTestId('rest-timer')).toBeNull();
    expect(screen.getAllByText('Rest over. Next set!').length).toBeGreaterThan(0);
    vi.useRealTimers();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('adds a set to an exercise', async () => {
    const { fetchMock } = answerWith(workout());
    vi.stubGlobal('fetch', fetchMock);
    renderPlayer();
    await screen.findByRole('heading', { level: 1, name: 'Upper A' });
    const bench = screen.getByRole('group', { name: 'Sets of Bench Press' });
    fireEvent.click(within(screen.getByRole('region', { name: 'Bench Press' })).getByRole('button', { name: 'Add set' }));
    expect(within(bench).getAllByRole('button', { name: /done$/ })).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: 'Bench Press, set 4: kg' })).toHaveValue('40');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('finishes with a summary: duration, volume and the new records', async () => {
    const { fetchMock, calls } = answerWith(workout(), [{ exerciseId: 1, kind: 'e1rm', value: 50.7, previous: 47.5 }]);
    vi.stubGlobal('fetch', fetchMock);
    renderPlayer();
    await screen.findByRole('heading', { level: 1, name: 'Upper A' });
    fireEvent.click(doneButton('Bench Press', 2));
    fireEvent.click(doneButton('Bench Press', 3));
    fireEvent.click(screen.getByRole('button', { name: 'Finish workout' }));
    const summary = await screen.findByTestId('finish-summary');
    expect(within(summary).getByText('640 kg')).toBeInTheDocument();
    expect(within(summary).getByText('2 of 6')).toBeInTheDocument();
    expect(await within(summary).findByText(/Bench Press: estimated 1RM 50.7 kg/)).toBeInTheDocument();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect((puts[puts.length - 1]!.body as LogBody).finished).toBe(true);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('logs and finishes offline, and the log reaches the server once when the phone is back', async () => {
    const { fetchMock, calls } = answerWith(workout(), [{ exerciseId: 1, kind: 'heaviest', value: 40, previous: 37.5 }]);
    vi.stubGlobal('fetch', offlineAware(fetchMock));
    renderPlayer();
    await screen.findByRole('heading', { level: 1, name: 'Upper A' });

    act(() => {
      online = false;
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByTestId('player-offline')).toHaveTextContent('You are offline');
    fireEvent.click(doneButton('Bench Press', 1));
    fireEvent.click(doneButton('Bench Press', 2));
    fireEvent.change(screen.getByRole('textbox', { name: 'Bench Press, set 3: kg' }), { target: { value: '42.5' } });
    fireEvent.click(doneButton('Bench Press', 3));
    fireEvent.click(screen.getByRole('button', { name: 'Finish workout' }));
    await waitFor(() => expect(pendingWrites()).toHaveLength(1));
    await screen.findByText('Your new records show once the log reaches the server.');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    const queued = pendingWrites()[0]!;
    expect(queued).toMatchObject({ method: 'PUT', path: '/api/training/scheduled/41/log' });
    expect((queued.body as LogBody).finished).toBe(true);
    expect((queued.body as LogBody).items[0]!.sets[2]).toEqual({ reps: 8, weightKg: 42.5, done: true });

    // A reload while still offline: the draft and the one waiting log are kept.
    cleanup();
    renderPlayer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Upper A' })).toBeInTheDocument();
    expect(screen.getByTestId('finish-summary')).toBeInTheDocument();
    expect(pendingWrites()).toHaveLength(1);

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await flushQueue();
      await flushQueue();
    });
    await waitFor(() => expect(pendingWrites()).toHaveLength(0));
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.headers?.['Idempotency-Key']).toBe(queued.id);
    expect(await screen.findByText(/Bench Press: heaviest 40 kg/)).toBeInTheDocument();
  });
});
