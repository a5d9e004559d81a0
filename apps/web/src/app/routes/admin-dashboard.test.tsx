// The admin dashboard's progress tab writes each entry's date in the one date format (lib/format.ts).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../test/render';
import AdminDashboardRoute from './admin-dashboard';

describe('Admin dashboard', () => {
  beforeEach(() => {
    localStorage.setItem('token', 't');
    localStorage.setItem('role', 'ADMIN');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("lists members' weights with the date as 1 Oct 2026", async () => {
    const entry = { id: 1, date: '2026-10-01', weight: 78, calories: null, userId: 5, userName: 'Ravi', user: { id: 5, name: 'Ravi' } };
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/admin/progress': () => ({ body: [entry] }) }).fetchMock);
    renderWithProviders(<AdminDashboardRoute />, { route: '/admin' });
    await userEvent.click(screen.getByRole('tab', { name: 'Progress' }));
    expect(await screen.findByRole('cell', { name: '1 Oct 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: '2026-10-01' })).not.toBeInTheDocument();
  });
});
