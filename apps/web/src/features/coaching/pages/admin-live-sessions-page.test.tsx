import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminLiveSessionsPage from './admin-live-sessions-page';
import TrainersPage from './trainers-page';
import { renderPage, signIn, stubApi } from '../test-utils';

const live = {
  id: 3,
  title: 'Core Blast',
  trainer: 'Rahul',
  startTime: '2030-01-01T10:00:00.000Z',
  endTime: '2030-01-01T11:00:00.000Z',
  zoomLink: null,
};

describe('Manage Live Sessions', () => {
  beforeEach(() => signIn('ADMIN', 1, 'Coach'));
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('creates a session with instants in UTC, refusing an end before the start', async () => {
    const { calls } = stubApi({
      'GET /api/live-sessions': () => ({ body: [] }),
      'POST /api/live-sessions': (sent) => ({ status: 201, body: { id: 9, ...(sent.body as object) } }),
    });
    renderPage(<AdminLiveSessionsPage />);
    expect(await screen.findByText('No live sessions yet.')).toBeInTheDocument();
    // The contract's rules under the fields, before anything is sent.
    await userEvent.type(screen.getByLabelText('Zoom link'), 'http://zoom.example.com/j/1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Coach is required')).toBeInTheDocument();
    expect(screen.getByText('Start is required')).toBeInTheDocument();
    expect(screen.getByText('Zoom link must be an https:// link')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Zoom link'));
    await userEvent.type(screen.getByLabelText(/^Title/), 'Evening Yoga');
    await userEvent.type(screen.getByLabelText(/^Coach/), 'Priya');
    fireEvent.change(screen.getByLabelText(/^Start/), { target: { value: '2030-02-01T18:00' } });
    fireEvent.change(screen.getByLabelText(/^End/), { target: { value: '2030-02-01T17:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    expect(await screen.findByText('The end must be after the start.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText(/^End/), { target: { value: '2030-02-01T19:00' } });
    await userEvent.type(screen.getByLabelText('Zoom link'), 'https://zoom.example.com/j/1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        title: 'Evening Yoga',
        trainer: 'Priya',
        startTime: new Date('2030-02-01T18:00').toISOString(),
        endTime: new Date('2030-02-01T19:00').toISOString(),
        zoomLink: 'https://zoom.example.com/j/1',
      }),
    );
    expect(await screen.findByText('Live session created.')).toBeInTheDocument();
  });

  it('edits and deletes (after confirming) a listed session', async () => {
    const { calls } = stubApi({
      'GET /api/live-sessions': () => ({ body: [live] }),
      'PUT /api/live-sessions/3': (sent) => ({ body: { ...live, ...(sent.body as object) } }),
      'DELETE /api/live-sessions/3': () => ({ body: { message: 'Live session deleted' } }),
    });
    renderPage(<AdminLiveSessionsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Core Blast' }));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Core Blast');
    await userEvent.clear(screen.getByLabelText(/^Title/));
    await userEvent.type(screen.getByLabelText(/^Title/), 'Core Blast 2');
    await userEvent.click(screen.getByRole('button', { name: 'Update Session' }));
    await waitFor(() => expect((calls.find((c) => c.method === 'PUT')?.body as { title: string }).title).toBe('Core Blast 2'));

    await userEvent.click(screen.getByRole('button', { name: 'Delete Core Blast' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm delete Core Blast' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/live-sessions/3')).toBe(true));
  });
});

describe('My Coach', () => {
  it('is a static image with a text alternative', () => {
    renderPage(<TrainersPage />);
    expect(screen.getByRole('heading', { name: 'My Coach' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Your coach/ })).toHaveAttribute('src');
  });
});
