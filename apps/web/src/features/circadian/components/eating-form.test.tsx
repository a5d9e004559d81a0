import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DailyRecord } from '@rhythmfit/contracts';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { dayRecord, signIn } from '../test-data';
import { EatingSection } from './eating-section';

const DAY = '2025-03-01';

function server(initial: DailyRecord = dayRecord(DAY), refuse?: { status: number; message: string }) {
  let record = initial;
  let nextId = 1;
  const mock = mockFetch({
    [`POST /api/circadian/date/${DAY}/eating`]: (init) => {
      if (refuse) return { status: refuse.status, body: { message: refuse.message } };
      const body = JSON.parse(String(init?.body)) as { time: string; kind: 'meal' | 'snack' | 'drink'; note?: string };
      record = {
        ...record,
        eating: [...record.eating, { id: nextId++, time: body.time, kind: body.kind, note: body.note ?? null, photoUrl: null }],
      };
      return { status: 201, body: record };
    },
    [`DELETE /api/circadian/date/${DAY}/eating/5`]: () => {
      record = { ...record, eating: record.eating.filter((e) => e.id !== 5) };
      return { body: record };
    },
    [`DELETE /api/circadian/date/${DAY}/eating/6`]: () => ({ status: 404, body: { message: 'Eating event not found' } }),
  });
  vi.stubGlobal('fetch', vi.fn(mock.fetchMock));
  return mock;
}

describe('Log something else', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 2, 1, 22, 30));
    signIn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('defaults the time to now and sends time, kind and the trimmed note with an Idempotency-Key', async () => {
    const { calls } = server();
    renderWithProviders(<EatingSection date={DAY} events={[]} />);
    expect(screen.getByRole('heading', { name: 'Log something else' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Time/)).toHaveValue('22:30');
    expect(screen.getByText('Nothing else logged today.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('What'), { target: { value: 'drink' } });
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: '  herbal tea ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log it' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ time: '22:30', kind: 'drink', note: 'herbal tea' });
    expect(post.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.getByLabelText('Note (optional)')).toHaveValue(''));
  });

  it('refuses a malformed time and a note over 200 characters before sending', async () => {
    const { calls } = server();
    renderWithProviders(<EatingSection date={DAY} events={[]} />);
    fireEvent.change(screen.getByLabelText(/^Time/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'x'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Log it' }));
    expect(await screen.findByText('Enter the time as HH:MM, e.g. 22:30')).toBeInTheDocument();
    expect(screen.getByText('note must be at most 200 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the chosen photo for the new event as the multipart part "photo"', async () => {
    let photo: FormDataEntryValue | null = null;
    const mock = mockFetch({
      [`POST /api/circadian/date/${DAY}/eating`]: () => ({
        status: 201,
        body: dayRecord(DAY, {
          eating: [
            { id: 3, time: '07:00', kind: 'drink', note: null, photoUrl: null },
            { id: 8, time: '22:30', kind: 'snack', note: null, photoUrl: null },
          ],
        }),
      }),
      [`POST /api/circadian/date/${DAY}/eating/8/photo`]: (init) => {
        photo = (init?.body as FormData).get('photo');
        return { body: dayRecord(DAY) };
      },
    });
    vi.stubGlobal('fetch', vi.fn(mock.fetchMock));
    renderWithProviders(<EatingSection date={DAY} events={[{ id: 3, time: '07:00', kind: 'drink', note: null, photoUrl: null }]} />);
    fireEvent.change(document.querySelector('input[type="file"]')!, {
      target: { files: [new File(['x'], 'crisps.png', { type: 'image/png' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log it' }));
    await waitFor(() => expect(photo).toBeInstanceOf(File));
    expect((photo as unknown as File).name).toBe('crisps.png');
  });

  it("shows the server's message when it refuses", async () => {
    server(dayRecord(DAY), { status: 400, message: 'At most 20 eating events can be logged on one day' });
    renderWithProviders(<EatingSection date={DAY} events={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Log it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 20 eating events can be logged on one day');
  });

  it('lists the events and deletes one only after confirming', async () => {
    const { calls } = server();
    const events = [
      { id: 5, time: '22:30', kind: 'snack' as const, note: 'crisps', photoUrl: null },
      { id: 6, time: '06:00', kind: 'drink' as const, note: null, photoUrl: null },
    ];
    renderWithProviders(<EatingSection date={DAY} events={events} />);
    const list = screen.getByRole('list', { name: 'Eaten today' });
    expect(within(list).getByText('22:30 · Snack')).toBeInTheDocument();
    expect(within(list).getByText('crisps')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Delete snack at 22:30' }));
    expect(await screen.findByText('Delete the snack at 22:30?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete snack at 22:30' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([`/api/circadian/date/${DAY}/eating/5`]),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete drink at 06:00' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Eating event not found');
  });

  it('shows a photo through the authenticated route, with the bearer token', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      expect(String(input)).toBe('/api/circadian/eating/9/photo');
      expect((init?.headers as Record<string, string>).authorization).toBe('Bearer test-token');
      return new Response(new Blob(['img'], { type: 'image/png' }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo-9');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    renderWithProviders(
      <EatingSection date={DAY} events={[{ id: 9, time: '13:10', kind: 'meal', note: null, photoUrl: '/api/circadian/eating/9/photo' }]} />,
    );
    expect(await screen.findByRole('img', { name: 'Photo of the meal at 13:10' })).toHaveAttribute('src', 'blob:photo-9');
    expect(created).toHaveBeenCalled();
    created.mockRestore();
    revoked.mockRestore();
  });
});
