import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCircadianEntry } from '@rhythmfit/contracts';
import { renderWithProviders } from '../../../test/render';
import { dayRecord, insightsFor, signIn } from '../test-data';
import AdminCircadianPage from './admin-circadian-page';

function entry(id: number, username: string, date: string, patch: Partial<AdminCircadianEntry> = {}): AdminCircadianEntry {
  return { ...dayRecord(date), id, userId: id + 100, username, sleepHours: null, ...patch };
}

/** Answers /all with the given rows and X-Total-Count; records every URL asked. */
function stubServer(rows: AdminCircadianEntry[], total = rows.length) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      if (url.includes('/api/admin/circadian/insights/')) {
        return new Response(JSON.stringify(insightsFor('2025-04-07', [dayRecord('2025-04-06', { waterCups: 7 })])), { status: 200 });
      }
      return new Response(JSON.stringify(rows), { status: 200, headers: { 'x-total-count': String(total) } });
    }),
  );
  return urls;
}

const lastQuery = (urls: string[]) => new URL(urls.filter((u) => u.includes('/all'))!.at(-1)!, 'http://x').searchParams;

describe('User Circadian Tracker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells a member they need coach access and calls nothing', () => {
    signIn('USER');
    const urls = stubServer([]);
    renderWithProviders(<AdminCircadianPage />);
    expect(screen.getByText('You need coach access to see this page.')).toBeInTheDocument();
    expect(urls).toHaveLength(0);
  });

  it('lists entries in a table, asking the server for the first page newest first', async () => {
    signIn('ADMIN');
    const urls = stubServer([
      entry(1, 'Asha Kumar', '2025-04-03', { breakfastLogged: true, breakfastTime: '08:00', waterCups: 3, sleepHours: 7.5 }),
    ]);
    renderWithProviders(<AdminCircadianPage />);
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /Asha Kumar/ });
    expect(row).toHaveTextContent('2025-04-03');
    expect(row).toHaveTextContent('08:00');
    expect(row).toHaveTextContent('3 cups');
    expect(row).toHaveTextContent('7 h 30 min');
    const query = lastQuery(urls);
    expect(query.get('sort')).toBe('desc');
    expect(query.get('page')).toBe('1');
    expect(query.get('pageSize')).toBe('20');
    expect(urls[0]).toContain('/api/admin/circadian/all');
  });

  it('sends the filters and the sort to the server', async () => {
    signIn('ADMIN');
    const urls = stubServer([entry(1, 'Asha Kumar', '2025-04-03')]);
    renderWithProviders(<AdminCircadianPage />);
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2025-04-03' } });
    await waitFor(() => expect(lastQuery(urls).get('date')).toBe('2025-04-03'));
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'asha' } });
    await waitFor(() => expect(lastQuery(urls).get('username')).toBe('asha'));

    fireEvent.click(screen.getByRole('combobox', { name: 'Meal logged' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Lunch', hidden: true }));
    await waitFor(() => expect(lastQuery(urls).get('meal')).toBe('lunch'));

    fireEvent.click(screen.getByRole('combobox', { name: 'Sort by date' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Oldest first', hidden: true }));
    await waitFor(() => expect(lastQuery(urls).get('sort')).toBe('asc'));

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => {
      const q = lastQuery(urls);
      expect([q.get('date'), q.get('username'), q.get('meal'), q.get('sort')]).toEqual([null, null, null, 'desc']);
    });
  });

  it('pages with the total from X-Total-Count', async () => {
    signIn('ADMIN');
    const rows = Array.from({ length: 20 }, (_, i) => entry(i + 1, `Member ${i + 1}`, '2025-04-01'));
    const urls = stubServer(rows, 45);
    renderWithProviders(<AdminCircadianPage />);
    await screen.findByRole('table');
    expect(screen.getByText('45 entries')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(lastQuery(urls).get('page')).toBe('3'));
  });

  it('says No entries found. when nothing matches', async () => {
    signIn('ADMIN');
    stubServer([]);
    renderWithProviders(<AdminCircadianPage />);
    expect(await screen.findByText('No entries found.')).toBeInTheDocument();
  });

  it("opens a member's insights", async () => {
    signIn('ADMIN');
    const urls = stubServer([entry(1, 'Asha Kumar', '2025-04-06')]);
    renderWithProviders(<AdminCircadianPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Insights for Asha Kumar' }));
    await waitFor(() => expect(urls.some((u) => u.includes('/api/admin/circadian/insights/101'))).toBe(true));
    expect(await screen.findByText('1 cup')).toBeInTheDocument();
  });

  it("writes the insights table's days in the one date format", async () => {
    signIn('ADMIN');
    stubServer([entry(1, 'Asha Kumar', '2025-04-06')]);
    renderWithProviders(<AdminCircadianPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Insights for Asha Kumar' }));
    const day = await screen.findByRole('cell', { name: '6 Apr 2025' });
    expect(within(day.closest('table')!).queryByRole('cell', { name: '2025-04-06' })).not.toBeInTheDocument();
  });
});
