import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localIsoDate } from '@rhythmfit/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../../test/render';
import type { CalendarEntry, CoachScheduledWorkout, MemberTrainingSummary } from '../types';
import { actual, exercise, target } from '../test/fixtures';
import { addDays, MemberTraining } from './member-training';

const today = localIsoDate();
const calendar: CalendarEntry[] = [
  {
    id: 11,
    date: addDays(today, -3),
    name: 'Push A',
    status: 'done',
    exerciseCount: 2,
    startedAt: `${addDays(today, -3)}T17:45:00.000Z`,
    completedAt: `${addDays(today, -3)}T18:40:00.000Z`,
  },
  { id: 12, date: addDays(today, -1), name: 'Legs', status: 'missed', exerciseCount: 3, startedAt: null, completedAt: null },
  { id: 13, date: addDays(today, 2), name: 'Pull A', status: 'planned', exerciseCount: 3, startedAt: null, completedAt: null },
];

const summary: MemberTrainingSummary = {
  compliance28d: { scheduled: 8, done: 6, missed: 1, skipped: 1, percent: 75 },
  lastWorkoutAt: `${addDays(today, -3)}T18:40:00.000Z`,
  records: [
    {
      exerciseId: 1,
      exerciseName: 'Bench press',
      tracking: 'weight_reps',
      e1rmKg: { value: 53.3, date: addDays(today, -3), scheduledId: 11 },
      heaviestKg: { value: 42.5, date: addDays(today, -3), scheduledId: 11 },
      mostReps: { value: 10, date: addDays(today, -10), scheduledId: 5 },
      longestSeconds: null,
      longestDistanceKm: null,
      bestVolumeKg: { value: 960, date: addDays(today, -3), scheduledId: 11 },
    },
  ],
};

const log: CoachScheduledWorkout = {
  id: 11,
  date: addDays(today, -3),
  name: 'Push A',
  notes: '',
  userId: 7,
  userName: 'Meera Shah',
  skipReason: null,
  own: false,
  newRecords: [],
  status: 'done',
  startedAt: `${addDays(today, -3)}T18:00:00.000Z`,
  completedAt: `${addDays(today, -3)}T18:40:00.000Z`,
  rating: 4,
  memberNotes: 'Shoulder felt tight',
  items: [
    {
      exercise: exercise(1, 'Bench press'),
      progression: null,
      previous: null,
      group: null,
      notes: '',
      restSeconds: 90,
      sets: [
        {
          type: 'warmup',
          target: target({ type: 'warmup', reps: 10, weightKg: 20 }),
          actual: actual({ reps: 10, weightKg: 20, done: true }),
        },
        {
          type: 'normal',
          target: target({ type: 'normal', reps: 8, weightKg: 42.5 }),
          actual: actual({ reps: 8, weightKg: 42.5, done: true }),
        },
        {
          type: 'normal',
          target: target({ type: 'normal', reps: 8, weightKg: 42.5 }),
          actual: actual({ reps: 6, weightKg: 42.5, done: true }),
        },
      ],
    },
    {
      exercise: exercise(3, 'Plank', 'time'),
      progression: null,
      previous: null,
      group: null,
      notes: '',
      restSeconds: 60,
      sets: [{ type: 'normal', target: target({ type: 'normal', seconds: 60 }), actual: actual({ seconds: null, done: false }) }],
    },
    {
      exercise: exercise(5, 'Dips', 'reps'),
      progression: null,
      previous: null,
      group: null,
      notes: '',
      restSeconds: 60,
      sets: [
        { type: 'normal', target: target({ reps: 12 }), actual: null },
        { type: 'normal', target: target({ reps: 12 }), actual: null },
      ],
    },
  ],
  shortfalls: [
    {
      exerciseName: 'Bench press',
      setIndex: 3,
      target: target({ type: 'normal', reps: 8, weightKg: 42.5 }),
      actual: actual({ reps: 6, weightKg: 42.5, done: true }),
    },
    { exerciseName: 'Plank', setIndex: 1, target: target({ type: 'normal', seconds: 60 }), actual: actual({ seconds: null, done: false }) },
    { exerciseName: 'Dips', setIndex: null, target: null, actual: null },
  ],
};

function stub(commentAnswer: { status?: number; body?: unknown } = { status: 201, body: { id: 1 } }) {
  const { fetchMock, calls } = mockFetch({
    'GET /api/admin/training/members/7/calendar': () => ({ body: calendar }),
    'GET /api/admin/training/members/7/summary': () => ({ body: summary }),
    'GET /api/admin/training/scheduled/11': () => ({ body: log }),
    'POST /api/admin/training/scheduled/11/comment': () => commentAnswer,
    'GET /api/admin/training/workouts': () => ({
      body: [{ id: 4, name: 'Upper body', notes: '', exerciseCount: 5, setCount: 15, updatedAt: '2026-11-01T10:00:00.000Z' }],
    }),
    'POST /api/admin/training/members/7/scheduled': () => ({ status: 201, body: { id: 20 } }),
    'DELETE /api/admin/training/scheduled/13': () => ({ body: { deleted: true } }),
    'PUT /api/admin/training/scheduled/13': () => ({ body: { id: 13 } }),
    'PUT /api/admin/training/scheduled/12': () => ({
      status: 409,
      body: { message: 'Something is logged in this workout.', code: 'workout_logged' },
    }),
  });
  vi.spyOn(globalThis, 'fetch').mockImplementation(fetchMock as typeof fetch);
  return calls;
}

describe('MemberTraining (the coach’s Training tab)', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.setItem('token', 'test-token'));
  afterEach(() => vi.restoreAllMocks());

  it('shows compliance over 28 days, the calendar by status and the records', async () => {
    const calls = stub();
    renderWithProviders(<MemberTraining member={{ id: 7, name: 'Meera Shah' }} />);
    expect(await screen.findByText('75%')).toBeInTheDocument();
    expect(screen.getByText('6 of 8 done')).toBeInTheDocument();

    // Each workout says its status in words, for a screen reader too.
    expect(await screen.findByRole('button', { name: /^Push A, .*: Done\. Show the log$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Legs, .*: Missed\. Show the log$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pull A, .*: Planned\. Show the log$/ })).toBeInTheDocument();

    const records = screen.getByRole('table', { name: 'Records' });
    const bench = within(records).getByRole('row', { name: /Bench press/ });
    expect(bench).toHaveTextContent('53.3 kg');
    expect(bench).toHaveTextContent('960 kg');

    // The calendar asks for four weeks back and two ahead (within the API's 92 days).
    const asked = calls.find((c) => c.url.includes('/calendar'))!;
    expect(asked.url).toContain(`from=${addDays(today, -27)}`);
    expect(asked.url).toContain(`to=${addDays(today, 14)}`);
  });

  it('opens a log: planned beside done, the shortfalls marked in words, and a comment sent to the member', async () => {
    const calls = stub();
    renderWithProviders(<MemberTraining member={{ id: 7, name: 'Meera Shah' }} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Push A, .*Show the log$/ }));

    const logSection = await screen.findByRole('region', { name: 'Push A' });
    expect(within(logSection).getByText("Member's rating: 4 of 5")).toBeInTheDocument();
    expect(within(logSection).getByText('3 shortfalls')).toBeInTheDocument();
    expect(within(logSection).getByText('Bench press, set 3: planned 8 × 42.5 kg, did 6 × 42.5 kg')).toBeInTheDocument();
    expect(within(logSection).getByText('Plank, set 1: planned 1:00, not done')).toBeInTheDocument();
    expect(within(logSection).getByText('Dips: skipped')).toBeInTheDocument();

    const bench = within(logSection).getByRole('table', { name: 'Bench press: planned and done' });
    // A set below target is named so in its row, not marked by colour alone.
    const short = within(bench).getByRole('row', { name: 'Set 3, below target' });
    expect(short).toHaveTextContent('8 × 42.5 kg');
    expect(short).toHaveTextContent('6 × 42.5 kg (below target)');
    const met = within(bench).getByRole('row', { name: 'Set 2' });
    expect(met).toHaveTextContent('8 × 42.5 kg');
    expect(met).not.toHaveTextContent('below target');
    expect(within(bench).getByRole('row', { name: 'Set 1' })).toHaveTextContent('Warm-up');

    const plank = within(logSection).getByRole('table', { name: 'Plank: planned and done' });
    expect(within(plank).getByRole('row', { name: 'Set 1, below target' })).toHaveTextContent('Not done (below target)');

    // A skipped exercise: said so, and each of its sets marked.
    expect(within(logSection).getByText('Exercise skipped')).toBeInTheDocument();
    const dips = within(logSection).getByRole('table', { name: 'Dips: planned and done' });
    expect(within(dips).getAllByRole('row', { name: /below target/ })).toHaveLength(2);
    expect(within(dips).getByRole('row', { name: 'Set 2, below target' })).toHaveTextContent('Not logged (below target)');

    // An empty comment is refused here; a written one goes to the API.
    await userEvent.click(within(logSection).getByRole('button', { name: 'Send comment' }));
    expect(within(logSection).getByRole('textbox', { name: 'Comment for the member' })).toHaveAccessibleDescription(
      /Write a comment first/,
    );
    fireEvent.change(within(logSection).getByRole('textbox', { name: 'Comment for the member' }), {
      target: { value: 'Great pressing. Drop to 40 kg for the last set next time.' },
    });
    await userEvent.click(within(logSection).getByRole('button', { name: 'Send comment' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ text: 'Great pressing. Drop to 40 kg for the last set next time.' });
    // Retried with the same key, the comment is never posted twice.
    expect(post.headers?.['Idempotency-Key']).toMatch(/\S+/);
    expect(await screen.findByText('Comment sent')).toBeInTheDocument();
    expect(within(logSection).getByRole('textbox', { name: 'Comment for the member' })).toHaveValue('');
  });

  it('puts one workout on a date, and takes a planned one off the calendar after asking', async () => {
    const calls = stub();
    renderWithProviders(<MemberTraining member={{ id: 7, name: 'Meera Shah' }} />);
    // Only workouts with nothing logged can come off: the done one has no such button.
    await screen.findByRole('button', { name: /^Pull A, .*Show the log$/ });
    expect(screen.queryByRole('button', { name: /^Take Push A on/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Take Legs on/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a workout.');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Workout' }), 'Upper body');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: addDays(today, 3) } });
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ workoutId: 4, date: addDays(today, 3) });

    await userEvent.click(screen.getByRole('button', { name: /^Take Pull A on/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Take Pull A on');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/api/admin/training/scheduled/13'))).toBe(true));
    expect(await screen.findByText('Workout taken off the calendar')).toBeInTheDocument();
  });

  it('moves a planned workout to another day, and says why when the server refuses', async () => {
    const calls = stub();
    renderWithProviders(<MemberTraining member={{ id: 7, name: 'Meera Shah' }} />);
    await screen.findByRole('button', { name: /^Pull A, .*Show the log$/ });
    // A done workout stays where it was done.
    expect(screen.queryByRole('button', { name: /^Move Push A on/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /^Move Pull A on/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Move Pull A' });
    // The same day is not a move.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByText('Choose a date other than the one it is on.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('New date'), { target: { value: addDays(today, 4) } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.url.endsWith('/api/admin/training/scheduled/13'))).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ date: addDays(today, 4) });
    expect(await screen.findByText(/^Workout moved to /)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Move Pull A' })).toBeNull());

    // Logged in the meantime (the member started it on their phone): the server's reason is shown.
    await userEvent.click(screen.getByRole('button', { name: /^Move Legs on/ }));
    dialog = await screen.findByRole('dialog', { name: 'Move Legs' });
    fireEvent.change(within(dialog).getByLabelText('New date'), { target: { value: addDays(today, 1) } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText('Something is logged in this workout.')).toBeInTheDocument();
  });
});
