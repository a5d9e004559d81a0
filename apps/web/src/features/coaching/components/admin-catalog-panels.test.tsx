import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminPlansPanel, AdminTrainersPanel } from './admin-catalog-panels';
import { renderPage, signIn, stubApi } from '../test-utils';

describe('coach catalog panels', () => {
  beforeEach(() => signIn('ADMIN', 1, 'Coach'));
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('adds a trainer and deletes one', async () => {
    const { calls } = stubApi({
      'GET /api/admin/trainers': () => ({ body: [{ id: 1, name: 'Asha Menon', specialization: 'HIIT', experience: 8 }] }),
      'POST /api/admin/trainers': (sent) => ({ status: 201, body: { id: 2, ...(sent.body as object) } }),
      'DELETE /api/admin/trainers/1': () => ({ body: { message: 'Trainer deleted' } }),
    });
    renderPage(<AdminTrainersPanel />);
    expect(await screen.findByText('8 years')).toBeInTheDocument();
    // What the coach typed is data: translators and the pseudo-language sweep leave it alone.
    for (const text of ['Asha Menon', 'HIIT']) {
      for (const el of screen.getAllByText(text)) expect(el.closest('[translate="no"]'), text).not.toBeNull();
    }
    // TrainerBodySchema's messages under the fields; nothing is sent.
    await userEvent.clear(screen.getByLabelText('Experience (years)'));
    await userEvent.click(screen.getByRole('button', { name: 'Add Trainer' }));
    expect(await screen.findByText('Trainer name is required')).toBeInTheDocument();
    expect(screen.getByText('Specialization is required')).toBeInTheDocument();
    expect(screen.getByText('Experience must be a number of years')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(screen.getByLabelText(/^Trainer name/), 'Ravi');
    await userEvent.type(screen.getByLabelText(/^Specialization/), 'Boxing');
    await userEvent.clear(screen.getByLabelText('Experience (years)'));
    await userEvent.type(screen.getByLabelText('Experience (years)'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Add Trainer' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Ravi', specialization: 'Boxing', experience: 4 }),
    );
    // Nothing is deleted until the coach confirms.
    await userEvent.click(screen.getByRole('button', { name: 'Delete Asha Menon' }));
    expect(await screen.findByText('Delete the trainer Asha Menon? Members will no longer see them.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Asha Menon' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete trainer' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('asks before deleting a plan', async () => {
    const { calls } = stubApi({
      'GET /api/admin/subscriptions': () => ({ body: [{ id: 5, name: 'Basic', description: 'Monthly', price: 10 }] }),
      'DELETE /api/admin/subscriptions/5': () => ({ body: { message: 'Plan deleted' } }),
    });
    renderPage(<AdminPlansPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Basic' }));
    for (const text of ['Basic', 'Monthly']) {
      for (const el of screen.getAllByText(text)) expect(el.closest('[translate="no"]'), text).not.toBeNull();
    }
    expect(await screen.findByText('Delete the plan Basic? Members will no longer see it.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete plan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('edits a plan and shows its rupee price and duration', async () => {
    const { calls } = stubApi({
      'GET /api/admin/subscriptions': () => ({ body: [{ id: 5, name: 'Basic', description: 'Monthly', price: 10, durationDays: 30 }] }),
      'PUT /api/admin/subscriptions/5': (sent) => ({ body: { id: 5, ...(sent.body as object) } }),
    });
    renderPage(<AdminPlansPanel />);
    expect(await screen.findByText('10 (₹830)')).toBeInTheDocument();
    expect(screen.getByText('30 days')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Basic' }));
    await userEvent.clear(screen.getByLabelText(/^Plan name/));
    await userEvent.type(screen.getByLabelText(/^Plan name/), 'Basic+');
    await userEvent.clear(screen.getByLabelText(/^Duration \(days\)/));
    await userEvent.type(screen.getByLabelText(/^Duration \(days\)/), '90');
    await userEvent.click(screen.getByRole('button', { name: 'Update Plan' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Basic+', description: 'Monthly', price: 10, durationDays: 90 }),
    );
  });
});
