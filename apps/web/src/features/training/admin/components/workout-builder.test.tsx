import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../../test/render';
import { exercise } from '../test/fixtures';
import { WorkoutBuilder } from './workout-builder';
import { newItem } from '../lib/builder';

const LIBRARY = [exercise(1, 'Bench press'), exercise(2, 'Barbell row'), exercise(3, 'Plank', 'time'), exercise(4, 'Squat')];

function stub(saveAnswer: { status?: number; body?: unknown } = { status: 201, body: { id: 9 } }) {
  const { fetchMock, calls } = mockFetch({
    'GET /api/exercises': () => ({ body: LIBRARY }),
    'POST /api/admin/training/workouts': () => saveAnswer,
  });
  // The finder filters by name: the stub answers the names containing ?q.
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/exercises') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      calls.push({ method: 'GET', url: String(input) });
      return new Response(JSON.stringify(LIBRARY.filter((e) => e.name.toLowerCase().includes(q))), { status: 200 });
    }
    return fetchMock(input as RequestInfo, init);
  });
  return calls;
}

async function addExercise(name: string, search: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Find exercises' }), { target: { value: search } });
  await userEvent.click(await screen.findByRole('button', { name: `Add ${name}` }));
}

/** The items' headings, in order ("1. Bench press"). */
const itemHeadings = () =>
  within(screen.getByRole('list', { name: 'Exercises in this workout' }))
    .getAllByRole('heading', { level: 4 })
    .map((h) => h.textContent);

async function chooseGroup(exerciseName: string, letter: string) {
  const section = screen.getByRole('region', { name: new RegExp(`^\\d+\\. ${exerciseName}$`) });
  await userEvent.selectOptions(within(section).getByRole('combobox', { name: 'Superset group' }), letter);
}

// Long forms on a shared 2-core host (a test took 15 s there): each test gets 60 s.
describe('WorkoutBuilder', { timeout: 60_000 }, () => {
  beforeEach(() => localStorage.setItem('token', 'test-token'));
  afterEach(() => vi.restoreAllMocks());

  it('builds a workout with a superset and sends only the targets that fit each exercise', async () => {
    const calls = stub();
    const done = vi.fn();
    renderWithProviders(<WorkoutBuilder workoutId={null} onDone={done} />);

    fireEvent.change(screen.getByRole('textbox', { name: /Workout name/ }), { target: { value: 'Push day' } });
    await addExercise('Bench press', 'bench');
    await addExercise('Barbell row', 'row');
    await addExercise('Plank', 'plank');
    expect(itemHeadings()).toEqual(['1. Bench press', '2. Barbell row', '3. Plank']);

    // Bench press and row share the letter A: a superset, A1 and A2; the plank stands alone.
    await chooseGroup('Bench press', 'A');
    expect(screen.queryByLabelText('Superset A1')).toBeNull(); // one item is no superset yet
    await chooseGroup('Barbell row', 'A');
    expect(screen.getByLabelText('Superset A1')).toBeInTheDocument();
    expect(screen.getByLabelText('Superset A2')).toBeInTheDocument();

    // A weight on the bench press's first set; the plank's sets hold seconds only.
    const bench = screen.getByRole('region', { name: '1. Bench press' });
    const firstSet = within(bench).getByRole('group', { name: 'Set 1' });
    fireEvent.change(within(firstSet).getByRole('textbox', { name: 'Weight (kg)' }), { target: { value: '40' } });
    const plank = screen.getByRole('region', { name: '3. Plank' });
    expect(within(plank).queryByRole('textbox', { name: 'Reps' })).toBeNull();
    expect(within(within(plank).getByRole('group', { name: 'Set 1' })).getByRole('textbox', { name: 'Time (s)' })).toHaveValue('60');

    await userEvent.click(screen.getByRole('button', { name: 'Save workout' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      name: 'Push day',
      notes: '',
      items: [
        {
          exerciseId: 1,
          group: 'A',
          notes: '',
          restSeconds: 90,
          progression: null,
          sets: [
            { type: 'normal', reps: 10, weightKg: 40 },
            { type: 'normal', reps: 10 },
            { type: 'normal', reps: 10 },
          ],
        },
        {
          exerciseId: 2,
          group: 'A',
          notes: '',
          restSeconds: 90,
          progression: null,
          sets: [
            { type: 'normal', reps: 10 },
            { type: 'normal', reps: 10 },
            { type: 'normal', reps: 10 },
          ],
        },
        {
          exerciseId: 3,
          group: null,
          notes: '',
          restSeconds: 90,
          progression: null,
          sets: [
            { type: 'normal', seconds: 60 },
            { type: 'normal', seconds: 60 },
            { type: 'normal', seconds: 60 },
          ],
        },
      ],
    });
  });

  it('reorders items from the keyboard: the focus stays on the moved item and the move is announced', async () => {
    stub();
    const items = [newItem(LIBRARY[0]!), newItem(LIBRARY[1]!), newItem(LIBRARY[3]!)];
    renderWithProviders(<WorkoutBuilder workoutId={null} initialName="Legs" initialItems={items} onDone={() => {}} />);
    expect(itemHeadings()).toEqual(['1. Bench press', '2. Barbell row', '3. Squat']);
    expect(screen.getByRole('button', { name: 'Move Bench press up' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move Bench press down' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(itemHeadings()).toEqual(['1. Barbell row', '2. Bench press', '3. Squat']);
    expect(screen.getByRole('button', { name: 'Move Bench press down' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Bench press moved to position 2 of 3');

    // Space works as well; at the bottom, Down is disabled and the focus moves to Up.
    await userEvent.keyboard(' ');
    expect(itemHeadings()).toEqual(['1. Barbell row', '2. Squat', '3. Bench press']);
    expect(screen.getByRole('button', { name: 'Move Bench press down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Bench press up' })).toHaveFocus();

    // Tab reaches the buttons in order: from Squat's Up to its Down.
    screen.getByRole('button', { name: 'Move Squat up' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Move Squat down' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(itemHeadings()).toEqual(['1. Barbell row', '2. Bench press', '3. Squat']);
    expect(screen.getByRole('button', { name: 'Move Squat up' })).toHaveFocus();
  });

  it('names what to fix before sending, and shows the API’s own message when it refuses', async () => {
    const calls = stub({ status: 400, body: { message: 'items.0.sets.0.weightKg must be at most 500', code: 'validation_error' } });
    renderWithProviders(<WorkoutBuilder workoutId={null} onDone={() => {}} />);

    await userEvent.click(screen.getByRole('button', { name: 'Save workout' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Enter a name of 1 to 80 characters.');
    expect(alert).toHaveTextContent('Add at least one exercise.');
    expect(screen.getByRole('textbox', { name: /Workout name/ })).toHaveAccessibleDescription(/Enter a name of 1 to 80 characters/);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: /Workout name/ }), { target: { value: 'Upper' } });
    await addExercise('Bench press', 'bench');
    const set2 = within(screen.getByRole('region', { name: '1. Bench press' })).getByRole('group', { name: 'Set 2' });
    const reps = within(set2).getByRole('textbox', { name: 'Reps' });
    fireEvent.change(reps, { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save workout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bench press, set 2: Reps must be from 1 to 100.');
    expect(reps).toHaveAccessibleDescription(/Bench press, set 2: Reps must be from 1 to 100/);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // Fixed here; the server still refuses, and says why.
    fireEvent.change(reps, { target: { value: '8' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Save workout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('items.0.sets.0.weightKg must be at most 500');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
