import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { datesEndingAt, toDayEntry, type AdminCircadianEntry } from '@rhythmfit/contracts';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { dayRecord, signIn } from '../test-data';
import DayChartSection from './day-chart-section';

const END = '2025-11-26';
const snack = { id: 4, time: '22:30', kind: 'snack' as const, note: null, photoUrl: null };

describe('24-hour chart section', () => {
  beforeEach(() => signIn('USER', 7));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("reads the member's days in one range request and draws them; 14 days asks for 15", async () => {
    const entries = (days: number) =>
      datesEndingAt(END, days).map((date) =>
        toDayEntry(dayRecord(date, date === END ? { breakfastLogged: true, breakfastTime: '07:30', eating: [snack] } : {})),
      );
    const mock = mockFetch({
      'GET /api/circadian/user/7/days': () => ({ body: entries(15) }),
    });
    vi.stubGlobal('fetch', vi.fn(mock.fetchMock));
    renderWithProviders(<DayChartSection member={null} end={END} />);
    const text = await screen.findByRole('list', { name: 'Your days on a 24-hour clock: the last 7 days, as text' });
    const items = within(text).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(items[6]).toHaveTextContent('Wed 26 Nov: eating 07:30–22:30 (15 h); Breakfast 07:30, Snack 22:30');
    expect(mock.calls.map((c) => c.url)).toEqual([`/api/circadian/user/7/days?days=8&end=${END}`]);
    // No day record is read before the chart is on screen.
    expect(mock.calls.some((c) => c.url.includes('/api/circadian/date/'))).toBe(false);

    fireEvent.click(screen.getByText('14 days'));
    expect(await screen.findByRole('list', { name: 'Your days on a 24-hour clock: the last 14 days, as text' })).toBeInTheDocument();
    expect(mock.calls.at(-1)!.url).toBe(`/api/circadian/user/7/days?days=15&end=${END}`);
  });

  it('says so when nothing was logged, and when the days cannot be read', async () => {
    const mock = mockFetch({
      'GET /api/circadian/user/7/days': () => ({ body: datesEndingAt(END, 8).map((d) => toDayEntry(dayRecord(d))) }),
    });
    vi.stubGlobal('fetch', vi.fn(mock.fetchMock));
    const { unmount } = renderWithProviders(<DayChartSection member={null} end={END} />);
    expect(await screen.findByText('Nothing logged in these days yet.')).toBeInTheDocument();
    unmount();
    vi.stubGlobal('fetch', vi.fn(mockFetch({}).fetchMock));
    renderWithProviders(<DayChartSection member={null} end={END} />);
    expect(await screen.findByText('Could not load the days for the chart.')).toBeInTheDocument();
  });

  it("reads a member's days for a coach from the tracker, keeping only that member's rows, with their sleep", async () => {
    signIn('ADMIN', 1);
    const row = (userId: number, date: string, patch = {}): AdminCircadianEntry => ({
      ...dayRecord(date, patch),
      id: userId * 100,
      userId,
      username: userId === 42 ? 'Anna' : 'Joanna',
      sleepHours: null,
    });
    const mock = mockFetch({
      'GET /api/admin/circadian/all': () => ({
        body: [
          row(43, '2025-11-25', { eating: [{ ...snack, time: '01:00' }] }),
          row(42, '2025-11-25', {
            eating: [snack],
            breakfastLogged: true,
            breakfastTime: '08:00',
            sleepStart: new Date('2025-11-25T23:00:00').toISOString(),
            sleepEnd: new Date('2025-11-26T06:30:00').toISOString(),
          }),
        ],
      }),
    });
    vi.stubGlobal('fetch', vi.fn(mock.fetchMock));
    renderWithProviders(<DayChartSection member={{ id: 42, name: 'Anna' }} end={END} heading="Anna's days" />);
    const text = await screen.findByRole('list', { name: "Anna's days: the last 7 days, as text" });
    await waitFor(() =>
      expect(within(text).getAllByRole('listitem')[5]).toHaveTextContent(
        'Tue 25 Nov: eating 08:00–22:30 (14.5 h); Breakfast 08:00, Snack 22:30; sleep 23:00–06:30',
      ),
    );
    expect(within(text).getAllByRole('listitem')[6]).toHaveTextContent('Wed 26 Nov: nothing eaten logged');
    expect(mock.calls[0]!.url).toContain('username=Anna');
    expect(mock.calls.every((c) => c.url.startsWith('/api/admin/circadian/all?'))).toBe(true);
    expect(mock.calls).toHaveLength(8);
  });

  it('lets a coach log something the member ate today, and shows a refusal', async () => {
    signIn('ADMIN', 1);
    let refuse = false;
    const mock = mockFetch({
      'GET /api/admin/circadian/all': () => ({ body: [] }),
      [`POST /api/circadian/user/42/date/${END}/eating`]: () =>
        refuse ? { status: 400, body: { message: 'date cannot be in the future' } } : { status: 201, body: toDayEntry(dayRecord(END)) },
    });
    vi.stubGlobal('fetch', vi.fn(mock.fetchMock));
    renderWithProviders(<DayChartSection member={{ id: 42, name: 'Anna' }} end={END} heading="Anna's days" />);
    const form = await screen.findByRole('form', { name: `Log something for Anna (${END})` });
    expect(within(form).queryByText('Photo (optional)')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Time'), { target: { value: '21:40' } });
    fireEvent.change(within(form).getByLabelText('What'), { target: { value: 'meal' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log it' }));
    await waitFor(() =>
      expect(mock.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ time: '21:40', kind: 'meal' }]),
    );
    refuse = true;
    fireEvent.click(within(form).getByRole('button', { name: 'Log it' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('date cannot be in the future');
  });
});
