import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render';
import AdminTestimonialsPage from './admin-testimonials-page';

describe('Manage Testimonials', () => {
  beforeEach(() => localStorage.setItem('token', 'coach-token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    // The notification store outlives a render; without this, earlier alerts queue later ones.
    act(() => notifications.clean());
  });

  it('shows the empty state', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/testimonials': () => ({ body: [] }) }).fetchMock);
    renderWithProviders(<AdminTestimonialsPage />);
    expect(await screen.findByText('No testimonials yet.')).toBeInTheDocument();
  });

  it('requires name and message (spec alert) without calling the server', async () => {
    const { fetchMock, calls } = mockFetch({ 'GET /api/testimonials': () => ({ body: [] }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AdminTestimonialsPage />);
    await screen.findByText('No testimonials yet.');
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Asha');
    await userEvent.click(screen.getByRole('button', { name: 'Add Testimonial' }));
    // The spec's alert, and the same contract message under the missing field only.
    expect(await screen.findAllByText('Name and message required.')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /^Name/ })).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('needs a token (Login required.)', async () => {
    localStorage.removeItem('token');
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/testimonials': () => ({ body: [] }) }).fetchMock);
    renderWithProviders(<AdminTestimonialsPage />);
    await screen.findByText('No testimonials yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Add Testimonial' }));
    expect(await screen.findByText('Login required.')).toBeInTheDocument();
  });

  it('creates, then lists the new testimonial', async () => {
    let list: unknown[] = [];
    const created = { id: 1, name: 'Asha', role: 'User', message: 'Great!', imageUrl: null, videoUrl: null };
    const { fetchMock, calls } = mockFetch({
      'GET /api/testimonials': () => ({ body: list }),
      'POST /api/testimonials': () => {
        list = [created];
        return { status: 201, body: created };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AdminTestimonialsPage />);
    await screen.findByText('No testimonials yet.');
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Asha');
    await userEvent.type(screen.getByRole('textbox', { name: /^Message/ }), 'Great!');
    await userEvent.click(screen.getByRole('button', { name: 'Add Testimonial' }));
    expect(await screen.findByText('Created!')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Testimonial by Asha' })).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  });

  it('prefixes a failed deletion with Delete failed:', async () => {
    const t = { id: 9, name: 'Ravi', role: 'User', message: 'Hi', imageUrl: null, videoUrl: null };
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/testimonials': () => ({ body: [t] }),
        'DELETE /api/testimonials/9': () => ({ status: 404, body: { message: 'Testimonial not found', code: 'not_found' } }),
      }).fetchMock,
    );
    renderWithProviders(<AdminTestimonialsPage />);
    await screen.findByRole('article', { name: 'Testimonial by Ravi' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to delete this testimonial?')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete failed: Testimonial not found')).toBeInTheDocument();
  });
});
