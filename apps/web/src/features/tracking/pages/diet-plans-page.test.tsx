import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render';
import DietPlansPage from './diet-plans-page';

describe('My Recommended Diet Plans', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the meal count and a card per plan with protein and fat bars capped at 100', async () => {
    const { fetchMock } = mockFetch({
      'GET /api/diet-plans/my': () => ({
        body: [
          { id: 1, mealType: 'Breakfast', description: 'Oats', planType: 'Weight Loss', protein: 150, carbs: 40, fat: 12 },
          { id: 2, mealType: 'Dinner', description: 'Salad', planType: 'Healthy Life', protein: null, carbs: null, fat: null },
        ],
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DietPlansPage />);
    expect(await screen.findByText('2 meals')).toBeInTheDocument();
    const breakfast = screen.getByRole('article', { name: 'Breakfast' });
    expect(within(breakfast).getByText('Oats')).toBeInTheDocument();
    expect(within(breakfast).getByText('150 g')).toBeInTheDocument();
    const proteinBar = within(breakfast).getByRole('progressbar', { name: 'Protein 150 g' });
    expect(proteinBar).toHaveAttribute('aria-valuenow', '100');
    expect(within(breakfast).getByRole('progressbar', { name: 'Fat 12 g' })).toHaveAttribute('aria-valuenow', '12');
  });

  it('shows the empty state', async () => {
    const { fetchMock } = mockFetch({ 'GET /api/diet-plans/my': () => ({ body: [] }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DietPlansPage />);
    expect(await screen.findByText('No diet plans assigned yet. Please check back later.')).toBeInTheDocument();
  });
});
