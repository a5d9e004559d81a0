import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { MemberCheckIns } from './member-check-ins';

describe('a member\u2019s check-ins in the coach\u2019s details', () => {
  beforeEach(() => {
    localStorage.setItem('token', 't');
    localStorage.setItem('role', 'ADMIN');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the check-in day that applies now and moves it', async () => {
    let day = { userId: 7, dayOfWeek: 1, own: false };
    const { fetchMock, calls } = mockFetch({
      'GET /api/admin/members/7/check-ins': () => ({ body: [] }),
      'GET /api/admin/members/7/check-in-day': () => ({ body: day }),
      'PUT /api/admin/members/7/check-in-day': (init) => {
        day = { userId: 7, dayOfWeek: (JSON.parse(String(init?.body)) as { dayOfWeek: number }).dayOfWeek, own: true };
        return { body: day };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<MemberCheckIns userId={7} />);
    const select = await screen.findByRole('combobox', { name: 'Check-in day' });
    await waitFor(() => expect(select).toHaveDisplayValue('Monday'));
    const move = screen.getByRole('button', { name: 'Move the day' });
    expect(move).toBeDisabled();
    await userEvent.selectOptions(select, 'Thursday');
    await userEvent.click(move);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && (c.body as { dayOfWeek: number }).dayOfWeek === 4)).toBe(true));
    expect(await screen.findByText("The member's check-in day is changed.")).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveDisplayValue('Thursday'));
  });
});
