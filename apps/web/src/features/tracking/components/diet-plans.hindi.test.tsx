// The diet plan screens in Hindi (issue 43): the form's messages (the contracts' DietPlanBodySchema,
// through server.json) and the plan types, on the coach's form, table and assignment and the member's card.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DietPlanBodySchema, PLAN_TYPES, type DietPlan } from '@rhythmfit/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { serverText } from '../../../lib/server-text';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { planTypeLabel } from '../texts';
import { AdminDietPlanManager } from './admin-diet-plan-manager';
import { AssignDietPlan } from './assign-diet-plan';
import { DietPlanCard } from './diet-plan-card';

const oats: DietPlan = { id: 1, mealType: 'Breakfast', description: 'Oats', planType: 'Weight Loss', protein: 20, carbs: 40, fat: 8 };

/** Every message the diet plan rule can write, from bodies that break each of its checks. */
function dietPlanMessages(): string[] {
  const bodies: Record<string, unknown>[] = [
    {},
    { mealType: ' ', description: ' ', planType: '' },
    { mealType: 'x'.repeat(101), description: 'x'.repeat(2001), planType: 'Keto' },
    ...(['protein', 'carbs', 'fat'] as const).flatMap((field) => [{ [field]: 'lots' }, { [field]: -1 }, { [field]: 10_001 }]),
  ];
  const messages = new Set<string>();
  for (const body of bodies) {
    const result = DietPlanBodySchema.safeParse({ mealType: 'Lunch', description: 'Dal', planType: 'Weight Loss', ...body });
    for (const issue of result.error?.issues ?? []) messages.add(issue.message);
  }
  return [...messages];
}

describe('diet plans in Hindi', () => {
  beforeEach(async () => {
    await setLanguage('hi');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('en');
  });

  it('has a Hindi text for every message of the diet plan rule', () => {
    const messages = dietPlanMessages();
    expect(messages).toEqual(
      expect.arrayContaining([
        'Meal type is required',
        'Description must be at most 2000 characters',
        'Plan type must be one of Weight Loss, Weight Gain, Healthy Life',
        'Carbs must be a number',
        'Protein cannot be negative',
        'Fat is too large',
      ]),
    );
    expect(messages.length).toBeGreaterThanOrEqual(15);
    for (const message of messages) expect(serverText(message), message).not.toMatch(/[A-Za-z]/);
  });

  it('names the plan types in Hindi, and a value outside them as stored', () => {
    expect(PLAN_TYPES.map(planTypeLabel)).toEqual(['वज़न घटाना', 'वज़न बढ़ाना', 'हेल्दी लाइफ़']);
    expect(planTypeLabel('Keto')).toBe('Keto');
  });

  it("shows the coach's form errors, plan types and table in Hindi", async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/admin/diet-plans': () => ({ body: [oats] }) }).fetchMock);
    renderWithProviders(<AdminDietPlanManager />);
    expect(await screen.findByRole('cell', { name: 'वज़न घटाना' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('प्रोटीन (ग्राम)'), '20000');
    await userEvent.click(screen.getByRole('button', { name: 'डाइट प्लान जोड़ें' }));
    expect(await screen.findByText('मील टाइप ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('ब्योरा ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('प्लान टाइप ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('प्रोटीन बहुत ज़्यादा है')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /^प्लान टाइप/ }));
    expect(await screen.findByRole('option', { name: 'हेल्दी लाइफ़', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Healthy Life', hidden: true })).not.toBeInTheDocument();
  });

  it('shows the plan type in Hindi on the assignment and on the member’s card', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({ 'GET /api/admin/diet-plans': () => ({ body: [oats] }), 'GET /api/diet-plans/user/5': () => ({ body: [oats] }) })
        .fetchMock,
    );
    renderWithProviders(
      <>
        <AssignDietPlan userId={5} />
        <DietPlanCard plan={oats} />
      </>,
    );
    const list = await screen.findByRole('list', { name: 'दिए गए डाइट प्लान' });
    expect(within(list).getByText('वज़न घटाना')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Breakfast' })).getByText('वज़न घटाना')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'डाइट प्लान' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Breakfast (वज़न घटाना)', hidden: true }));
    expect(screen.queryByText('Weight Loss')).not.toBeInTheDocument();
  });
});
