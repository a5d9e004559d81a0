import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCircadianEntry } from '@rhythmfit/contracts';
import { renderWithProviders } from '../../../test/render';
import { dayRecord, signIn } from '../test-data';
import AdminCircadianPage from './admin-circadian-page';

describe('User Circadian Tracker: the Date header', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the order the server sorted by and asks it for the other one, like Sort by date', async () => {
    signIn('ADMIN');
    const urls: string[] = [];
    const rows: AdminCircadianEntry[] = [{ ...dayRecord('2025-04-03'), id: 1, userId: 101, username: 'Asha Kumar', sleepHours: null }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        urls.push(String(input));
        return new Response(JSON.stringify(rows), { status: 200, headers: { 'x-total-count': '1' } });
      }),
    );
    const sortAsked = () => new URL(urls.at(-1)!, 'http://x').searchParams.get('sort');
    renderWithProviders(<AdminCircadianPage />);
    const table = await screen.findByRole('table');
    const date = within(table).getByRole('columnheader', { name: 'Date' });
    expect(date).toHaveAttribute('aria-sort', 'descending');

    fireEvent.click(within(date).getByRole('button', { name: 'Date' }));
    await waitFor(() => expect(sortAsked()).toBe('asc'));
    await waitFor(() => expect(date).toHaveAttribute('aria-sort', 'ascending'));
    expect(screen.getByRole('combobox', { name: 'Sort by date' })).toHaveValue('Oldest first');

    fireEvent.click(within(date).getByRole('button', { name: 'Date' }));
    await waitFor(() => expect(sortAsked()).toBe('desc'));
    expect(date).toHaveAttribute('aria-sort', 'descending');
  });
});
