import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '@rhythmfit/contracts';
import { mockFetch, renderWithProviders } from '../../../test/render';
import MessagesPage, { MESSAGES_TEXTS } from './messages-page';

const live = new Set<(event: { type: string; data: unknown }) => void>();
vi.mock('../../../lib/live-events', () => ({
  useLiveEvent: (type: string, handler: (data: unknown) => void) => {
    useEffect(() => {
      const listener = (event: { type: string; data: unknown }) => event.type === type && handler(event.data);
      live.add(listener);
      return () => void live.delete(listener);
    });
  },
}));
const emit = (type: string, data: unknown) => act(() => live.forEach((listener) => listener({ type, data })));

const message = (id: number, overrides: Partial<Message> = {}): Message => ({
  id,
  body: `Message ${id}`,
  from: 'member',
  senderName: 'Meera',
  createdAt: '2026-11-25T09:30:00.000Z',
  readAt: null,
  ...overrides,
});

describe('the Messages screen', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'member-token');
    localStorage.setItem('userId', '7');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    live.clear();
    localStorage.clear();
  });

  it('shows the friendly empty state', async () => {
    const { fetchMock } = mockFetch({ 'GET /api/messages': () => ({ body: [] }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<MessagesPage />);
    expect(await screen.findByText('No messages yet. Your coach usually replies within a day.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();
  });

  it('lists newest at the bottom with Sent/Read marks, marks the coach’s reply read, and sends a message', async () => {
    let messages = [
      message(1, { readAt: '2026-11-25T09:40:00.000Z' }),
      message(2, { from: 'coach', senderName: 'Coach Asha', body: 'Try dinner at 19:30.' }),
      message(3, { body: 'Thanks!' }),
    ];
    const { fetchMock, calls } = mockFetch({
      'GET /api/messages': () => ({ body: messages }),
      'POST /api/messages/read': () => ({ body: { marked: 1, unread: 0 } }),
      'POST /api/messages': () => {
        messages = [...messages, message(4, { body: 'See you Monday' })];
        return { status: 201, body: messages.at(-1) };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<MessagesPage />);
    const log = await screen.findByRole('log', { name: 'Conversation with your coach' });
    const items = within(log).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^YouMessage 1.*Read$/),
      expect.stringMatching(/^Coach AshaTry dinner at 19:30\./),
      expect.stringMatching(/^YouThanks!.*Sent$/),
    ]);
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/api/messages/read'))?.body).toEqual({ upTo: 2 }));

    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), '  See you Monday  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/messages'))?.body).toEqual({ body: 'See you Monday' }),
    );
    expect(
      calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/messages'))?.headers?.['Idempotency-Key'] ??
        calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/messages'))?.headers?.['idempotency-key'],
    ).toBeTruthy();
    expect(await within(log).findByText('See you Monday')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('refetches when a live message event arrives', async () => {
    let messages: Message[] = [];
    const { fetchMock } = mockFetch({
      'GET /api/messages': () => ({ body: messages }),
      'POST /api/messages/read': () => ({ body: { marked: 1, unread: 0 } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<MessagesPage />);
    await screen.findByText(MESSAGES_TEXTS.empty);
    messages = [message(9, { from: 'coach', senderName: 'Coach Asha', body: 'Hello from your coach' })];
    emit('message', { conversationId: 7, change: 'new' });
    expect(await screen.findByText('Hello from your coach')).toBeTruthy();
  });

  it('keeps the text and shows the server’s words when sending is refused', async () => {
    const { fetchMock } = mockFetch({
      'GET /api/messages': () => ({ body: [] }),
      'POST /api/messages': () => ({
        status: 429,
        body: { message: 'You are sending messages too quickly. Please wait a moment.', code: 'rate_limited' },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<MessagesPage />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hello');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('You are sending messages too quickly. Please wait a moment.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('shows an error with a retry, and sends a coach to the Inbox', async () => {
    const { fetchMock } = mockFetch({ 'GET /api/messages': () => ({ status: 500, body: { message: 'boom', code: 'internal' } }) });
    vi.stubGlobal('fetch', fetchMock);
    const { unmount } = renderWithProviders(<MessagesPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load your messages.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    unmount();
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/messages': () => ({ status: 403, body: { message: 'Coaches answer members from the inbox.', code: 'coach_inbox' } }),
      }).fetchMock,
    );
    renderWithProviders(<MessagesPage />);
    expect(await screen.findByText('Coaches answer members from the Inbox.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the Inbox' }).getAttribute('href')).toBe('/admin/messages');
  });
});
