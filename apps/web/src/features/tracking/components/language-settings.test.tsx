// Account Settings' language: saved on the account and switched at once; put back when the save
// fails. The clock habit changes how times read.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTime } from '../../../lib/format';
import { i18n, setLanguage } from '../../../lib/i18n';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { LanguageSettings } from './language-settings';

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('language settings', () => {
  it('saves Hindi on the account and switches the screen to it', async () => {
    const { fetchMock, calls } = mockFetch({ 'PUT /api/users/update': () => ({ body: { id: 1, language: 'hi' } }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<LanguageSettings />);
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'हिन्दी' }));
    expect(await screen.findByRole('radiogroup', { name: /भाषा/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PUT' });
    expect(document.documentElement.lang).toBe('hi');
  });

  it('goes back to the language it had when the account could not be saved', async () => {
    const { fetchMock } = mockFetch({
      'PUT /api/users/update': () => ({ status: 500, body: { message: 'boom', code: 'internal_error' } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<LanguageSettings />);
    await userEvent.click(screen.getByRole('radio', { name: 'हिन्दी' }));
    expect(await screen.findByText('Could not save your language. Please try again.')).toBeInTheDocument();
    expect(i18n.locale).toBe('en');
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  });

  it('the 12-hour habit makes times read 2:05 pm', async () => {
    renderWithProviders(<LanguageSettings />);
    expect(formatTime('14:05')).toBe('14:05');
    await userEvent.click(screen.getByRole('radio', { name: '12-hour (2:30 pm)' }));
    expect(formatTime('14:05')).toBe('2:05 pm');
  });
});
