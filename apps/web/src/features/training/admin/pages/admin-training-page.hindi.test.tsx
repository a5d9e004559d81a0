// /admin/training in Hindi: the tabs, the library's labels and the builder's checks.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../../lib/i18n';
import { serverText } from '../../../../lib/server-text';
import { mockFetch, renderWithProviders } from '../../../../test/render';
import { exercise } from '../test/fixtures';
import AdminTrainingPage from './admin-training-page';

beforeEach(async () => {
  localStorage.setItem('token', 'test-token');
  await setLanguage('hi');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('/admin/training in Hindi', { timeout: 60_000 }, () => {
  it('shows the tabs, the library and the builder’s messages in Hindi', async () => {
    const { fetchMock } = mockFetch({
      'GET /api/exercises': () => ({ body: [exercise(1, 'Barbell Bench Press')] }),
      'GET /api/admin/training/workouts': () => ({ body: [] }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AdminTrainingPage />, { route: '/admin/training', path: '/admin/training' });

    expect(screen.getByRole('heading', { level: 1, name: 'ट्रेनिंग' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'एक्सरसाइज़ लाइब्रेरी' });
    const row = within(table).getByRole('row', { name: /Barbell Bench Press/ });
    // Exercise names are facts and stay as written; their tags are translated.
    expect(row).toHaveTextContent('छाती');
    expect(row).toHaveTextContent('बारबेल');
    expect(row).toHaveTextContent('बिल्ट-इन');

    await userEvent.click(screen.getByRole('tab', { name: 'Workouts' }));
    expect(await screen.findByText('अभी कोई workout नहीं है। अपना पहला workout बनाएं।')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'नया workout' }));
    await userEvent.click(screen.getByRole('button', { name: 'Workout सेव करें' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('1 से 80 अक्षरों का नाम लिखें।');
    expect(alert).toHaveTextContent('कम से कम एक एक्सरसाइज़ जोड़ें।');
  });

  it('shows the training API’s refusals in Hindi, the values kept', () => {
    expect(serverText('A program uses this workout: take it out of the program first.', 'workout_in_program')).toBe(
      'यह workout एक प्रोग्राम में है: पहले इसे प्रोग्राम से हटाएं।',
    );
    expect(serverText('items.1.sets.0.weightKg: does not fit Plank (time)', 'target_not_for_exercise')).toBe(
      'items.1.sets.0.weightKg: Plank (time) के लिए सही नहीं है',
    );
  });
});
