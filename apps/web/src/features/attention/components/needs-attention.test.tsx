import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttentionMember } from '@rhythmfit/contracts';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { NeedsAttention } from './needs-attention';

const members: AttentionMember[] = [
  {
    user: { id: 5, name: 'Meera Shah', mobile: '9876543210' },
    reasons: [
      {
        code: 'missed_appointment',
        text: 'Missed an appointment in the last 14 days.',
        value: 1,
        threshold: 1,
        since: '2026-11-24T04:30:00.000Z',
      },
      {
        code: 'late_dinner',
        text: 'Dinner after 20:00 on 4 of the last 7 days (attention from 4).',
        value: 4,
        threshold: 4,
        since: '2026-11-19',
      },
    ],
  },
  {
    user: { id: 6, name: 'Arjun Rao', mobile: '9876500000' },
    reasons: [
      { code: 'no_logs', text: 'No logs for 5 days (attention from 3).', value: 5, threshold: 3, since: '2026-11-20T08:00:00.000Z' },
    ],
  },
];

describe('Needs attention', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'coach-token');
    localStorage.setItem('userId', '1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('says everyone is on track when nobody needs attention', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/admin/attention': () => ({ body: [] }) }).fetchMock);
    renderWithProviders(<NeedsAttention />);
    expect(await screen.findByText('Everyone is on track.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Needs attention' })).toBeTruthy();
  });

  it('lists members with each reason in plain words, links to their detail and conversation, and dismisses a reason', async () => {
    const { fetchMock, calls } = mockFetch({
      'GET /api/admin/attention': () => ({ body: members }),
      'POST /api/admin/attention/5/dismiss': () => ({ status: 204 }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NeedsAttention />);
    expect(await screen.findByText('Missed an appointment in the last 14 days.')).toBeTruthy();
    expect(screen.getByText('Dinner after 20:00 on 4 of the last 7 days (attention from 4).')).toBeTruthy();
    expect(screen.getByText('No logs for 5 days (attention from 3).')).toBeTruthy();
    const details = screen.getAllByRole('link', { name: 'Details' });
    expect(details.map((a) => a.getAttribute('href'))).toEqual(['/admin?user=5', '/admin?user=6']);
    expect(screen.getAllByRole('link', { name: 'Message' })[0]!.getAttribute('href')).toBe('/admin/messages?user=5');

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss late dinners for Meera Shah' }));
    await waitFor(() => expect(screen.queryByText('Dinner after 20:00 on 4 of the last 7 days (attention from 4).')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ code: 'late_dinner' });
    expect(screen.getByText('Missed an appointment in the last 14 days.')).toBeTruthy();
  });

  it('nudges the selected members with one message', async () => {
    const { fetchMock, calls } = mockFetch({
      'GET /api/admin/attention': () => ({ body: members }),
      'POST /api/admin/messages/bulk': () => ({ status: 201, body: { sent: 2 } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NeedsAttention />);
    const nudge = await screen.findByRole('button', { name: 'Nudge' });
    expect(nudge.hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Meera Shah' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Arjun Rao' }));
    await userEvent.click(screen.getByRole('button', { name: 'Nudge 2 selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nudge 2 members' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'How is your week going?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent to 2 members.')).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith('/api/admin/messages/bulk'))?.body).toEqual({
      userIds: [5, 6],
      body: 'How is your week going?',
    });
  });

  it('shows an error with a retry', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({ 'GET /api/admin/attention': () => ({ status: 500, body: { message: 'x', code: 'internal' } }) }).fetchMock,
    );
    renderWithProviders(<NeedsAttention />);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load who needs attention.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
