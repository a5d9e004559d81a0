import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DailyRecord } from '@rhythmfit/contracts';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { dayRecord, insightsFor, signIn } from '../test-data';
import CircadianPage from './circadian-page';

const TODAY = '2025-03-01';

/** A fake server holding one day's record, answering the self-view calls. */
function fakeServer(initial: DailyRecord = dayRecord(TODAY)) {
  let record = initial;
  const mock = mockFetch({
    [`GET /api/circadian/date/${TODAY}`]: () => ({ body: record }),
    [`POST /api/circadian/date/${TODAY}/meal`]: (init) => {
      const { meal, time } = JSON.parse(String(init?.body));
      record = { ...record, [`${meal}Logged`]: true, [`${meal}Time`]: time };
      return { body: record };
    },
    [`POST /api/circadian/date/${TODAY}/water`]: () => {
      record = { ...record, waterCups: record.waterCups + 1 };
      return { body: record };
    },
    [`POST /api/circadian/date/${TODAY}/sleep`]: (init) => {
      const { start, end } = JSON.parse(String(init?.body));
      record = { ...record, sleepStart: start, sleepEnd: end };
      return { body: record };
    },
    'GET /api/circadian/insights': () => ({ body: insightsFor(TODAY) }),
  });
  vi.stubGlobal('fetch', vi.fn(mock.fetchMock));
  const dayGets = () => mock.calls.filter((c) => c.method === 'GET' && c.url.includes('/api/circadian/date/')).length;
  return { calls: mock.calls, dayGets };
}

function at(hours: number, minutes: number) {
  vi.setSystemTime(new Date(2025, 2, 1, hours, minutes, 0));
}

describe('Circadian Rhythm page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows No data and makes no call without a token', async () => {
    at(8, 0);
    const server = fakeServer();
    renderWithProviders(<CircadianPage />);
    expect(screen.getByRole('heading', { name: 'Circadian Rhythm' })).toBeInTheDocument();
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('titles the page with the local date and shows Loading... first', async () => {
    at(8, 0);
    signIn();
    fakeServer();
    renderWithProviders(<CircadianPage />);
    expect(screen.getByTestId('circadian-date')).toHaveTextContent(TODAY);
    expect(screen.getAllByText('Loading...')[0]).toBeInTheDocument();
    expect(await screen.findByText('7:00 - 9:00')).toBeInTheDocument();
    expect(screen.getByText('12:00 - 13:00')).toBeInTheDocument();
    expect(screen.getByText('18:00 - 20:00')).toBeInTheDocument();
  });

  it('enables Mark only inside the window, by the local clock', async () => {
    at(8, 59);
    signIn();
    fakeServer();
    renderWithProviders(<CircadianPage />);
    const breakfast = await screen.findByRole('button', { name: 'Mark Breakfast' });
    expect(breakfast).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Mark Lunch' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mark Dinner' })).toBeDisabled();

    // 09:00 is still inside (inclusive); 09:01 is not.
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('button', { name: 'Mark Breakfast' })).toBeEnabled();
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('button', { name: 'Mark Breakfast' })).toBeDisabled();
  });

  it('opens lunch at 12:00 and dinner at 18:00', async () => {
    at(11, 59);
    signIn();
    fakeServer();
    renderWithProviders(<CircadianPage />);
    expect(await screen.findByRole('button', { name: 'Mark Lunch' })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('button', { name: 'Mark Lunch' })).toBeEnabled();
    await act(async () => {
      vi.setSystemTime(new Date(2025, 2, 1, 18, 0, 0));
      vi.advanceTimersByTime(15_000);
    });
    expect(screen.getByRole('button', { name: 'Mark Dinner' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Mark Lunch' })).toBeDisabled();
  });

  it('marks a meal with the local time, fetches the day again and shows it logged', async () => {
    at(8, 5);
    signIn();
    const server = fakeServer();
    renderWithProviders(<CircadianPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark Breakfast' }));
    const logged = await screen.findByRole('button', { name: 'Breakfast logged at 08:05' });
    expect(logged).toBeDisabled();
    expect(logged).toHaveTextContent('08:05');
    const post = server.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ meal: 'breakfast', time: '08:05' });
    expect(server.dayGets()).toBe(2);
  });

  it('adds one cup per click and re-fetches', async () => {
    at(10, 0);
    signIn();
    const server = fakeServer(dayRecord(TODAY, { waterCups: 2 }));
    renderWithProviders(<CircadianPage />);
    expect(await screen.findByText('2 cups')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '+1 cup of water' }));
    expect(await screen.findByText('3 cups')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ cups: 1 });
    expect(server.dayGets()).toBe(2);
  });

  it('defaults sleep to 22:00 and 06:00, logs it with the end on the next day, shows Saved for 2 seconds and then Logged', async () => {
    at(21, 0);
    signIn();
    const server = fakeServer();
    renderWithProviders(<CircadianPage />);
    expect(await screen.findByLabelText('Sleep start')).toHaveValue('22:00');
    expect(screen.getByLabelText('Sleep end')).toHaveValue('06:00');
    fireEvent.click(screen.getByRole('button', { name: 'Log' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const logged = screen.getByRole('button', { name: 'Logged' });
    expect(logged).toBeDisabled();
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
      start: new Date(2025, 2, 1, 22, 0).toISOString(),
      end: new Date(2025, 2, 2, 6, 0).toISOString(),
    });
    await waitFor(() => expect(server.dayGets()).toBe(2));
    await act(async () => {
      vi.advanceTimersByTime(1900);
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logged' })).toBeDisabled();
  });

  it('keeps the times the member types, sends them, and refuses an incomplete time', async () => {
    at(21, 0);
    signIn();
    const server = fakeServer();
    renderWithProviders(<CircadianPage />);
    const start = await screen.findByLabelText('Sleep start');
    fireEvent.change(start, { target: { value: '23:30' } });
    fireEvent.change(screen.getByLabelText('Sleep end'), { target: { value: '' } });
    expect(screen.getByRole('button', { name: 'Log' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Sleep end'), { target: { value: '07:15' } });
    // A later render (the clock ticks) keeps what was typed.
    await act(async () => {
      vi.advanceTimersByTime(61_000);
    });
    expect(start).toHaveValue('23:30');
    fireEvent.click(screen.getByRole('button', { name: 'Log' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
      start: new Date(2025, 2, 1, 23, 30).toISOString(),
      end: new Date(2025, 2, 2, 7, 15).toISOString(),
    });
  });

  it('fills the sleep inputs from the saved record and shows Logged', async () => {
    at(10, 0);
    signIn();
    fakeServer(
      dayRecord(TODAY, { sleepStart: new Date(2025, 2, 1, 23, 15).toISOString(), sleepEnd: new Date(2025, 2, 2, 7, 0).toISOString() }),
    );
    renderWithProviders(<CircadianPage />);
    expect(await screen.findByLabelText('Sleep start')).toHaveValue('23:15');
    expect(screen.getByLabelText('Sleep end')).toHaveValue('07:00');
    expect(screen.getByRole('button', { name: 'Logged' })).toBeDisabled();
  });

  it('shows No data when the day cannot be read, and logs the failure without showing it', async () => {
    at(8, 0);
    signIn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(mockFetch({}).fetchMock));
    renderWithProviders(<CircadianPage />);
    expect(await screen.findAllByText('No data')).not.toHaveLength(0);
    errors.mockRestore();
  });

  it("uses the member's local date east of Greenwich after midnight, not the UTC date", async () => {
    const previous = process.env.TZ;
    process.env.TZ = 'Asia/Kolkata';
    try {
      // 20:00 UTC on 1 March is 01:30 on 2 March in India.
      vi.setSystemTime(new Date('2025-03-01T20:00:00Z'));
      signIn();
      const { fetchMock, calls } = mockFetch({
        'GET /api/circadian/date/2025-03-02': () => ({ body: dayRecord('2025-03-02') }),
        'GET /api/circadian/insights': () => ({ body: insightsFor('2025-03-02') }),
      });
      vi.stubGlobal('fetch', vi.fn(fetchMock));
      renderWithProviders(<CircadianPage />);
      expect(screen.getByTestId('circadian-date')).toHaveTextContent('2025-03-02');
      expect(await screen.findByRole('button', { name: 'Mark Breakfast' })).toBeDisabled();
      expect(calls.some((c) => c.url.includes('/api/circadian/date/2025-03-02'))).toBe(true);
      expect(calls.some((c) => c.url.includes('2025-03-01'))).toBe(false);
    } finally {
      process.env.TZ = previous;
    }
  });
});
