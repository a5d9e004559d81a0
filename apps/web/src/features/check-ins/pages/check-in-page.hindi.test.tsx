// The member's check-in in Hindi: the screen, its field messages and the server's refusal.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { testCurrent } from '../test-data';
import { stubCheckInFetch } from '../test-fetch';
import CheckInPage from './check-in-page';

beforeEach(async () => {
  localStorage.setItem('token', 't0k');
  await setLanguage('hi');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('the check-in in Hindi', () => {
  it('asks, checks and refuses in Hindi', async () => {
    stubCheckInFetch({
      'GET /api/check-ins/current': () => ({ body: testCurrent() }),
      'POST /api/check-ins': () => ({
        status: 409,
        body: {
          message: 'There is no check-in to send now: it opens on your check-in day and stays open for three days.',
          code: 'check_in_not_due',
        },
      }),
    });
    renderWithProviders(<CheckInPage />);
    expect(await screen.findByRole('heading', { name: 'साप्ताहिक चेक-इन', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'सामने की फ़ोटो लें' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('वज़न (किलो)'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'चेक-इन भेजें' }));
    expect(await screen.findByText('20 से 400 किलो के बीच वज़न लिखें')).toBeInTheDocument();
    expect(screen.getAllByText('जवाब देना ज़रूरी है')).toHaveLength(4);

    await userEvent.clear(screen.getByLabelText('वज़न (किलो)'));
    for (const group of screen.getAllByRole('radiogroup')) await userEvent.click(group.querySelector('label')!);
    await userEvent.click(screen.getByRole('button', { name: 'चेक-इन भेजें' }));
    expect(
      await screen.findByText('अभी भेजने के लिए कोई चेक-इन नहीं है: यह आपके चेक-इन के दिन खुलता है और तीन दिन तक खुला रहता है।'),
    ).toBeInTheDocument();
  });
});
