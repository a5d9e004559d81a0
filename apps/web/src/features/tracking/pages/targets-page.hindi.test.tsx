// Targets in Hindi (issue 43): the three sample targets are texts of the screen (the spec's English
// in the English catalogue), so a Hindi reader gets them in Hindi; what a member adds stays as typed.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import TargetsPage from './targets-page';

beforeEach(async () => {
  await setLanguage('hi');
});
afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

describe('Targets in Hindi', () => {
  it('lists the sample targets in Hindi', () => {
    renderWithProviders(<TargetsPage />);
    const samples = screen.getByRole('list', { name: 'सैंपल टारगेट' });
    expect(
      within(samples)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['सुबह की जॉगिंग — 300 kcal', 'स्ट्रेंथ ट्रेनिंग — 450 kcal', 'योग — 200 kcal']);
    expect(samples.textContent).not.toMatch(/Morning Jog|Strength Training|Yoga/);
  });
});
