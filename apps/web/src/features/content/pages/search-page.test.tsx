import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render';
import SearchPage from './search-page';

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
