// Search in Hindi (issue 43): screens are listed under their Hindi names, found by Hindi or English words.
import { screen } from '@testing-library/react';
import { SCREEN_CATALOG } from '@rhythmfit/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { contentTexts } from '../texts';
import SearchPage, { SCREEN_NAMES } from './search-page';

const empty = { screens: [], users: [], dietPlans: [], sessions: [], bookings: [] };

describe('Search in Hindi', () => {
  beforeEach(async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('role', 'ADMIN');
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/search': () => ({ body: empty }) }).fetchMock);
    await setLanguage('hi');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('en');
    localStorage.clear();
  });

  it('names every screen of the catalogue, in English as the contracts do', async () => {
    await setLanguage('en');
    for (const entry of SCREEN_CATALOG) {
      const key = SCREEN_NAMES[entry.path];
      expect(key, entry.path).toBeDefined();
      expect(contentTexts(key!), entry.path).toBe(entry.label);
    }
  });

  it('finds a screen by its English words and shows its Hindi name', async () => {
    renderWithProviders(<SearchPage />, { route: '/search?q=slots' });
    expect(screen.getByRole('link', { name: 'स्लॉट मैनेज करें' })).toHaveAttribute('href', '/admin/slots');
    expect(screen.queryByRole('link', { name: 'Manage Slots' })).not.toBeInTheDocument();
  });

  it('writes a member’s appointments and sessions in Hindi: date, status and kind, the note as typed', async () => {
    localStorage.setItem('role', 'USER');
    const body = {
      ...empty,
      bookings: [
        {
          id: '2',
          title: 'Appointment 2025-03-01 10:00',
          subtitle: 'confirmed',
          path: '/my-bookings',
          kind: 'booking',
          date: '2025-03-01',
          time: '10:00',
          status: 'confirmed',
          trainer: null,
        },
      ],
      sessions: [
        {
          id: '3',
          title: 'Session 2025-03-02 09:00',
          subtitle: 'pending · Knee pain',
          path: '/dashboard',
          kind: 'session',
          date: '2025-03-02',
          time: '09:00',
          status: 'pending',
          note: 'Knee pain',
        },
      ],
    };
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/search': () => ({ body }) }).fetchMock);
    renderWithProviders(<SearchPage />, { route: '/search?q=2025' });
    expect(await screen.findByRole('link', { name: 'अपॉइंटमेंट 1 मार्च 2025 10:00' })).toHaveAttribute('href', '/my-bookings');
    expect(screen.getByText('कन्फ़र्म')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सेशन 2 मार्च 2025 09:00' })).toBeInTheDocument();
    expect(screen.getByText('पेंडिंग · Knee pain')).toBeInTheDocument();
    expect(screen.queryByText(/Appointment|Session|pending|confirmed/)).not.toBeInTheDocument();
  });

  it('names a user’s role in Hindi', async () => {
    const body = {
      ...empty,
      users: [
        { id: '4', title: 'Sam', subtitle: '9876543210 · USER', path: '/admin?user=4', kind: 'user', mobile: '9876543210', role: 'USER' },
      ],
    };
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/search': () => ({ body }) }).fetchMock);
    renderWithProviders(<SearchPage />, { route: '/search?q=sam' });
    expect(await screen.findByText('9876543210 · मेंबर')).toBeInTheDocument();
  });

  it('finds a screen by its Hindi name', async () => {
    renderWithProviders(<SearchPage />, { route: '/search?q=बुकिंग' });
    expect(screen.getByRole('link', { name: 'सभी बुकिंग' })).toHaveAttribute('href', '/admin/bookings');
    expect(screen.getByRole('link', { name: 'मेरी बुकिंग' })).toHaveAttribute('href', '/my-bookings');
  });
});
