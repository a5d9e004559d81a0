import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DietPlan, ProgressEntry } from '@rhythmfit/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { AdminDietPlanManager } from './admin-diet-plan-manager';
import { AssignDietPlan } from './assign-diet-plan';
import { UserProgressChart } from './user-progress-chart';

const oats: DietPlan = { id: 1, mealType: 'Breakfast', description: 'Oats', planType: 'Weight Loss', protein: 20, carbs: 40, fat: 8 };

describe('coach diet plan components', () => {
  afterEach(() => {
    notifications.clean();
    vi.unstubAllGlobals();
  });

  it('AdminDietPlanManager validates, creates, edits and deletes plans', async () => {
    let plans: DietPlan[] = [oats];
    const { fetchMock, calls } = mockFetch({
      'GET /api/admin/diet-plans': () => ({ body: plans }),
      'POST /api/admin/diet-plans': (init) => {
        const created = { id: 2, protein: null, carbs: null, fat: null, ...JSON.parse(String(init?.body)) } as DietPlan;
        plans = [...plans, created];
        return { status: 201, body: created };
      },
      'PUT /api/admin/diet-plans/1': (init) => {
        plans = plans.map((p) => (p.id === 1 ? { ...p, ...JSON.parse(String(init?.body)) } : p));
        return { body: plans[0] };
      },
      'DELETE /api/admin/diet-plans/1': () => {
        plans = plans.filter((p) => p.id !== 1);
        return { body: { message: 'Diet plan deleted successfully' } };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AdminDietPlanManager />);
    expect(await screen.findByRole('cell', { name: 'Breakfast' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add Diet Plan' }));
    expect(screen.getByText('Meal type is required')).toBeInTheDocument();
    expect(screen.getByText('Plan type is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/^Meal type/), 'Lunch');
    await userEvent.type(screen.getByLabelText(/^Description/), 'Dal and rice');
    await userEvent.click(screen.getByRole('combobox', { name: /^Plan type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Healthy Life', hidden: true }));
    await userEvent.type(screen.getByLabelText('Protein (g)'), '18');
    await userEvent.click(screen.getByRole('button', { name: 'Add Diet Plan' }));
    expect(await screen.findByText('Diet plan added successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      mealType: 'Lunch',
      description: 'Dal and rice',
      planType: 'Healthy Life',
      protein: 18,
      carbs: null,
      fat: null,
    });
    expect(await screen.findByRole('cell', { name: 'Lunch' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Breakfast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Diet Plan' });
    const description = within(dialog).getByLabelText(/^Description/);
    await userEvent.clear(description);
    await userEvent.type(description, 'Oats and berries');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Diet plan updated successfully')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Oats and berries' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Breakfast' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Diet Plan' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Diet plan deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Breakfast' })).not.toBeInTheDocument());
  });

  it('AssignDietPlan lists assigned plans and assigns a chosen one', async () => {
    let assigned: DietPlan[] = [];
    const { fetchMock, calls } = mockFetch({
      'GET /api/admin/diet-plans': () => ({ body: [oats] }),
      'GET /api/diet-plans/user/5': () => ({ body: assigned }),
      'POST /api/diet-plans/assign/5': () => {
        assigned = [oats];
        return { status: 201, body: { message: 'Diet plan assigned successfully' } };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AssignDietPlan userId={5} />);
    expect(await screen.findByText('No diet plans assigned yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign' })).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Diet plan' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Breakfast (Weight Loss)', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Diet plan assigned successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ dietPlanId: 1 });
    expect(await screen.findByRole('list', { name: 'Assigned diet plans' })).toHaveTextContent('Breakfast');
  });

  it('AssignDietPlan reports a failure with the spec text', async () => {
    const { fetchMock } = mockFetch({
      'GET /api/admin/diet-plans': () => ({ body: [oats] }),
      'GET /api/diet-plans/user/5': () => ({ body: [] }),
      'POST /api/diet-plans/assign/5': () => ({ status: 409, body: { message: 'already', code: 'conflict' } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AssignDietPlan userId={5} />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Diet plan' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Breakfast (Weight Loss)', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Failed to assign diet')).toBeInTheDocument();
  });

  it("UserProgressChart shows a member's weights as chart and table", async () => {
    const entries: ProgressEntry[] = [
      { id: 1, date: '2026-09-01', weight: 80, calories: null, userId: 5, userName: 'Ravi', user: { id: 5, name: 'Ravi' } },
      { id: 2, date: '2026-10-01', weight: 78, calories: null, userId: 5, userName: 'Ravi', user: { id: 5, name: 'Ravi' } },
    ];
    const { fetchMock } = mockFetch({ 'GET /api/progress/user/5': () => ({ body: entries }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<UserProgressChart userId={5} />);
    expect(await screen.findByRole('img', { name: 'Weight of Ravi: Sep 2026 80 kg, Oct 2026 78 kg' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '78' })).toBeInTheDocument();
  });
});
