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

  it('finds a screen by its Hindi name', async () => {
    renderWithProviders(<SearchPage />, { route: '/search?q=बुकिंग' });
    expect(screen.getByRole('link', { name: 'सभी बुकिंग' })).toHaveAttribute('href', '/admin/bookings');
    expect(screen.getByRole('link', { name: 'मेरी बुकिंग' })).toHaveAttribute('href', '/my-bookings');
  });
});
