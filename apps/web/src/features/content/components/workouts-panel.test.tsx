import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { WorkoutsPanel } from './workouts-panel';

const member = { id: 5, name: 'Priya', mobile: '9876543210', deleted: false };

describe('WorkoutsPanel', () => {
  beforeEach(() => localStorage.setItem('token', 't'));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    act(() => notifications.clean());
  });

  it('checks the workout with the contract rules under the fields, then sends what the server expects', async () => {
    const { fetchMock, calls } = mockFetch({
      'GET /api/admin/users': () => ({ body: [member] }),
      'GET /api/admin/workouts': () => ({ body: [] }),
      'POST /api/admin/workouts': () => ({ status: 201, body: { id: 1 } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<WorkoutsPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Assign Workout' }));
    expect(await screen.findByText('Member is required')).toBeInTheDocument();
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('combobox', { name: /^Member/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Priya (9876543210)', hidden: true }));
    await userEvent.type(screen.getByLabelText('Workout title'), 'Morning walk');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-02' } });
    await userEvent.click(screen.getByRole('button', { name: 'Assign Workout' }));
    expect(await screen.findByText('Workout assigned')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      userId: 5,
      title: 'Morning walk',
      description: null,
      date: '2026-11-02',
      time: null,
      durationMinutes: 30,
    });
  });

  it('lists assigned workouts with the date in the one date format', async () => {
    const workout = { id: 3, userId: 5, userName: 'Priya', title: 'Morning walk', date: '2026-11-02', time: '07:00', durationMinutes: 30 };
    vi.stubGlobal(
      'fetch',
      mockFetch({ 'GET /api/admin/users': () => ({ body: [member] }), 'GET /api/admin/workouts': () => ({ body: [workout] }) }).fetchMock,
    );
    renderWithProviders(<WorkoutsPanel />);
    expect(await screen.findByRole('cell', { name: '2 Nov 2026 07:00' })).toBeInTheDocument();
  });
});
