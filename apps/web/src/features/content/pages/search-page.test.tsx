import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render';
import SearchPage, { hitInLanguage } from './search-page';

const empty = { screens: [], users: [], dietPlans: [], sessions: [], bookings: [] };

describe('Search page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finds Manage Slots and users for a coach', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('role', 'ADMIN');
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/search': () => ({
          body: { ...empty, users: [{ id: '4', title: 'Sam Slots', subtitle: '9876543210 · USER', path: '/admin?user=4' }] },
        }),
      }).fetchMock,
    );
    renderWithProviders(<SearchPage />, { route: '/search?q=slots' });
    expect(screen.getByRole('heading', { name: 'Search results for "slots"' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Slots' })).toHaveAttribute('href', '/admin/slots');
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sam Slots' })).toHaveAttribute('href', '/admin?user=4');
  });

  it('shows a member their own records and no coach screens', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('role', 'USER');
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/search': () => ({
          body: { ...empty, bookings: [{ id: '2', title: 'Appointment 2025-03-01 10:00', subtitle: 'pending', path: '/my-bookings' }] },
        }),
      }).fetchMock,
    );
    renderWithProviders(<SearchPage />, { route: '/search?q=slots' });
    expect(screen.queryByRole('link', { name: 'Manage Slots' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Appointment 2025-03-01 10:00' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bookings' })).toBeInTheDocument();
  });

  it('writes a hit from its parts when the server sends them: one date format, status and role by name', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('role', 'USER');
    const booking = {
      id: '2',
      title: 'Appointment 2025-03-01 10:00',
      subtitle: 'Asha · pending',
      path: '/my-bookings',
      kind: 'booking',
      date: '2025-03-01',
      time: '10:00',
      status: 'pending',
      trainer: 'Asha',
    };
    const session = {
      id: '3',
      title: 'Session 2025-03-02 09:00',
      subtitle: 'warm-up · Knee pain',
      path: '/dashboard',
      kind: 'session',
      date: '2025-03-02',
      time: '09:00',
      status: 'warm-up',
      note: 'Knee pain',
    };
    vi.stubGlobal(
      'fetch',
      mockFetch({ 'GET /api/search': () => ({ body: { ...empty, bookings: [booking], sessions: [session] } }) }).fetchMock,
    );
    renderWithProviders(<SearchPage />, { route: '/search?q=2025' });
    expect(await screen.findByRole('link', { name: 'Appointment 1 Mar 2025 10:00' })).toHaveAttribute('href', '/my-bookings');
    expect(screen.getByText('Asha · Pending')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Session 2 Mar 2025 09:00' })).toHaveAttribute('href', '/dashboard');
    // A status the coach typed freely is shown as typed.
    expect(screen.getByText('warm-up · Knee pain')).toBeInTheDocument();
  });

  it('shows a coach a user hit as mobile and role', () => {
    const hit = {
      id: '4',
      title: 'Sam',
      subtitle: '98 · ADMIN',
      path: '/admin?user=4',
      kind: 'user' as const,
      mobile: '98',
      role: 'ADMIN',
    };
    expect(hitInLanguage(hit)).toEqual({ title: 'Sam', subtitle: '98 · ADMIN' });
    expect(hitInLanguage({ ...hit, role: 'coach' })).toEqual({ title: 'Sam', subtitle: '98 · coach' });
  });

  it('says when nothing matches', async () => {
    localStorage.setItem('token', 't');
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/search': () => ({ body: empty }) }).fetchMock);
    renderWithProviders(<SearchPage />, { route: '/search?q=zzzz' });
    expect(await screen.findByText('No results found for "zzzz".')).toBeInTheDocument();
  });

  it('invites a query when there is none', () => {
    renderWithProviders(<SearchPage />, { route: '/search' });
    expect(screen.getByText('Type in the search box to find screens, people and records.')).toBeInTheDocument();
  });
});
