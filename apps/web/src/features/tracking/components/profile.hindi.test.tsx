// The profile's and Targets' closed sets in Hindi (issue 43): gender, goal and the derived medical
// conditions come from tracking.json; a value outside them is shown as stored.
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GENDER_OPTIONS, GOAL_OPTIONS, MEDICAL_CONDITIONS } from '@rhythmfit/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { memberProfile } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import TargetsPage from '../pages/targets-page';
import { conditionLabel, genderLabel, goalLabel } from '../../../lib/profile-labels';
import { ProfileView } from './profile-view';

const profile = memberProfile({ bp: '130/85', goal: 'Weight Loss' });

describe('profile and targets in Hindi', () => {
  beforeEach(async () => {
    await setLanguage('hi');
  });
  afterEach(async () => {
    localStorage.clear();
    await setLanguage('en');
  });

  it('names every gender, goal and condition in Hindi, and keeps an unknown one as stored', () => {
    for (const value of [...GENDER_OPTIONS.map(genderLabel), ...GOAL_OPTIONS.map(goalLabel), ...MEDICAL_CONDITIONS.map(conditionLabel)])
      expect(value).not.toMatch(/[a-z]{2}/);
    expect(goalLabel('Marathon')).toBe('Marathon');
  });

  it('shows the profile’s gender, goal and conditions in Hindi', () => {
    renderWithProviders(<ProfileView profile={profile} onEdit={() => {}} />);
    expect(screen.getByText('महिला')).toBeInTheDocument();
    expect(screen.getByText('वज़न घटाना')).toBeInTheDocument();
    expect(screen.getByText('ज़्यादा वज़न')).toBeInTheDocument();
    expect(screen.getByText('हाई BP का खतरा')).toBeInTheDocument();
    expect(screen.queryByText(/Female|Weight Loss|Overweight|Hypertension/)).not.toBeInTheDocument();
  });

  it('offers the Targets goals in Hindi', async () => {
    renderWithProviders(<TargetsPage />);
    await userEvent.click(screen.getByRole('combobox', { name: 'लक्ष्य' }));
    fireEvent.click(await screen.findByRole('option', { name: 'हेल्दी लाइफ़स्टाइल', hidden: true }));
    expect(screen.getByRole('combobox', { name: 'लक्ष्य' })).toHaveValue('हेल्दी लाइफ़स्टाइल');
  });
});
