import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { exercise } from '../test/fixtures';
import { ExercisesTab } from './exercises-tab';

const own = { ...exercise(301, 'Coach Tempo Squat'), builtIn: false, primaryMuscles: ['quadriceps' as const] };
const LIBRARY = [exercise(1, 'Barbell Bench Press'), exercise(2, 'Pendlay Row'), own];

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

function stub({ deleteAnswer = { archived: true } as unknown, createStatus = 201 } = {}) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const json = (status: number, value: unknown) =>
      new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
    if (method === 'GET' && url.pathname === '/api/exercises') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return json(
        200,
        LIBRARY.filter((e) => e.name.toLowerCase().includes(q)),
      );
    }
    if (method === 'POST' && url.pathname === '/api/admin/exercises')
      return createStatus === 201
        ? json(201, { ...own, id: 302, ...body })
        : json(createStatus, { message: 'An exercise named Coach Tempo Squat already exists', code: 'exercise_name_taken' });
    if (method === 'DELETE' && url.pathname === '/api/admin/exercises/301') return json(200, deleteAnswer);
    return json(404, { message: 'not mocked', code: 'not_found' });
  });
  return calls;
}

describe('ExercisesTab', { timeout: 60_000 }, () => {
  beforeEach(() => localStorage.setItem('token', 'test-token'));
  afterEach(() => vi.restoreAllMocks());

  it('searches and filters the library; built-in exercises are read-only, the coach’s own can be edited or deleted', async () => {
    const calls = stub();
    renderWithProviders(<ExercisesTab />);
    const table = await screen.findByRole('table', { name: 'Exercise library' });
    const builtIn = within(table).getByRole('row', { name: /Barbell Bench Press/ });
    expect(builtIn).toHaveTextContent('Built-in');
    expect(builtIn).toHaveTextContent('Read-only');
    expect(within(builtIn).queryByRole('button')).toBeNull();
    const mine = within(table).getByRole('row', { name: /Coach Tempo Squat/ });
    expect(mine).toHaveTextContent('Yours');
    expect(mine).toHaveTextContent('Quadriceps');
    expect(within(mine).getByRole('button', { name: 'Edit Coach Tempo Squat' })).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search exercises' }), { target: { value: 'row' } });
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Barbell Bench Press/ })).toBeNull());
    expect(within(table).getByRole('row', { name: /Pendlay Row/ })).toBeInTheDocument();
    expect(calls.at(-1)!.url.searchParams.get('q')).toBe('row');

    // The muscle filter goes to the API as ?muscle=.
    await userEvent.click(screen.getByRole('combobox', { name: 'Muscle' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Lats', hidden: true }));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('muscle')).toBe('lats'));
  });

  it('deleting an exercise already used archives it, and says so', async () => {
    const calls = stub({ deleteAnswer: { archived: true } });
    renderWithProviders(<ExercisesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Coach Tempo Squat' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete Coach Tempo Squat? If a workout or a log uses it, it is archived instead');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Exercise archived: workouts or logs use it')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/admin/exercises/301')).toBe(true);
  });

  it('adds an exercise with a video link; checks the fields first and shows the API’s refusal', async () => {
    const calls = stub({ createStatus: 409 });
    renderWithProviders(<ExercisesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add exercise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add exercise' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save exercise' }));
    expect(within(dialog).getByText('Enter a name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one main muscle.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Coach Tempo Squat' } });
    await userEvent.click(within(dialog).getByLabelText(/^Main muscles/));
    // The muscle filter's list is in the page too: pick the option of the form's list.
    const options = await screen.findAllByRole('option', { name: 'Quadriceps', hidden: true });
    fireEvent.click(options.find((option) => option.className.includes('MultiSelect'))!);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Link' }));
    const link = within(dialog).getByRole('textbox', { name: 'Video link' });
    fireEvent.change(link, { target: { value: 'http://videos.example.com/squat' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save exercise' }));
    expect(within(dialog).getByText('Enter a link starting with https://')).toBeInTheDocument();

    fireEvent.change(link, { target: { value: 'https://videos.example.com/squat' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save exercise' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An exercise named Coach Tempo Squat already exists');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Coach Tempo Squat',
      category: 'strength',
      primaryMuscles: ['quadriceps'],
      secondaryMuscles: [],
      equipment: 'barbell',
      tracking: 'weight_reps',
      instructions: '',
      videoLink: 'https://videos.example.com/squat',
    });
  });
});
