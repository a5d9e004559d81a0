import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import TargetsPage from './targets-page';

describe('Targets', () => {
  afterEach(() => localStorage.clear());

  it('shows the three sample targets and the goal choices', async () => {
    renderWithProviders(<TargetsPage />);
    for (const title of ['Morning Jog', 'Strength Training', 'Yoga']) expect(screen.getByText(new RegExp(`^${title}`))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Goal' }));
    expect(await screen.findByRole('option', { name: 'Healthy Lifestyle', hidden: true })).toBeInTheDocument();
  });

  it('requires title and calories, and keeps added targets after a reload', async () => {
    renderWithProviders(<TargetsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Target' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a title and calories.');
    await userEvent.type(screen.getByLabelText(/^Title/), 'Swim');
    await userEvent.click(screen.getByRole('button', { name: 'Add Target' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter calories.');
    await userEvent.type(screen.getByLabelText(/^Calories/), '350');
    await userEvent.click(screen.getByRole('button', { name: 'Add Target' }));
    expect(screen.getByText('Swim — 350 kcal')).toBeInTheDocument();

    cleanup();
    renderWithProviders(<TargetsPage />);
    expect(screen.getByText('Swim — 350 kcal')).toBeInTheDocument();
  });
});
