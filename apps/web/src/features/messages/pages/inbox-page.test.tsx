import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConversationSummary, Message } from '@rhythmfit/contracts';
import { mockFetch, renderWithProviders } from '../../../test/render';
import InboxPage from './inbox-page';

vi.mock('../../../lib/live-events', () => ({
  useLiveEvent: () => {
    useEffect(() => undefined);
  },
}));

const message = (id: number, overrides: Partial<Message> = {}): Message => ({
  id,
  body: `Message ${id}`,
  from: 'member',
  senderName: 'Meera Shah',
  createdAt: '2026-11-25T09:30:00.000Z',
  readAt: null,
  ...overrides,
});
const summary = (id: number, name: string, unread: number, last: Message | null): ConversationSummary => ({
  user: { id, name },
  unread,
  lastMessage: last,
});

describe('the Inbox', () => {
  beforeEach(() => localStorage.setItem('token', 'coach-token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('says so when there are no conversations, and when a search matches nobody', async () => {
    const { fetchMock, calls } = mockFetch({ 'GET /api/admin/conversations': () => ({ body: [] }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<InboxPage />, { route: '/admin/messages', path: '/admin/messages' });
    expect(await screen.findByText('No conversations yet.')).toBeTruthy();
    expect(screen.getByText('Choose a conversation to read it.')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'zed');
    expect(await screen.findByText('No members match “zed”.')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('q=zed'))).toBe(true);
  });

  it('does not say a search matches nobody before the search is answered', async () => {
    const { fetchMock, calls } = mockFetch({ 'GET /api/admin/conversations': () => ({ body: [] }) });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('q=zed')) await held;
      return fetchMock(input, init);
    });
    renderWithProviders(<InboxPage />, { route: '/admin/messages', path: '/admin/messages' });
    expect(await screen.findByText('No conversations yet.')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'zed');
    await waitFor(() => expect(screen.queryByText('No conversations yet.')).toBeNull());
    expect(screen.queryByText('No members match “zed”.')).toBeNull();
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    release();
    expect(await screen.findByText('No members match “zed”.')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('q=zed'))).toBe(true);
  });

  it('lists conversations with unread counts and the last message; opening one shows it, marks it read and sends a reply', async () => {
    let thread = [message(1, { body: 'Can I move dinner?' })];
    const { fetchMock, calls } = mockFetch({
      'GET /api/admin/conversations': () => ({
        body: [
          summary(5, 'Meera Shah', 1, thread.at(-1)!),
          summary(
            6,
            'Arjun Rao',
            0,
            message(2, { from: 'coach', senderName: 'Coach Asha', body: 'Well done', readAt: '2026-11-25T10:00:00.000Z' }),
          ),
        ],
      }),
      'GET /api/admin/conversations/5/messages': () => ({ body: thread }),
      'GET /api/admin/users/5': () => ({ body: { id: 5, name: 'Meera Shah' } }),
      'POST /api/messages/read': () => ({ body: { marked: 1, unread: 0 } }),
      'POST /api/admin/conversations/5/messages': () => {
        thread = [...thread, message(3, { from: 'coach', senderName: 'Coach Asha', body: 'Yes, 19:30 is fine.' })];
        return { status: 201, body: thread.at(-1) };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<InboxPage />, { route: '/admin/messages', path: '/admin/messages' });
    const nav = await screen.findByRole('navigation', { name: 'Conversations' });
    const meera = within(nav).getByRole('button', { name: /Meera Shah/ });
    expect(within(meera).getByLabelText('1 unread')).toBeTruthy();
    expect(meera.textContent).toContain('Can I move dinner?');
    expect(within(nav).getByRole('button', { name: /Arjun Rao/ }).textContent).toContain('You: Well done');

    await userEvent.click(meera);
    const log = await screen.findByRole('log', { name: 'Conversation with Meera Shah' });
    expect(within(log).getByText('Can I move dinner?')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Meera Shah' })).toBeTruthy();
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/api/messages/read'))?.body).toEqual({ upTo: 1 }));

    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Yes, 19:30 is fine.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log).findByText('Yes, 19:30 is fine.')).toBeTruthy();
    expect(within(log).getByText('Sent')).toBeTruthy();
  });

  it('opens the conversation named in the address (a notification’s link), with a friendly empty state', async () => {
    const { fetchMock } = mockFetch({
      'GET /api/admin/conversations': () => ({ body: [] }),
      'GET /api/admin/conversations/8/messages': () => ({ body: [] }),
      'GET /api/admin/users/8': () => ({ body: { id: 8, name: 'Kiran Das' } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<InboxPage />, { route: '/admin/messages?user=8', path: '/admin/messages' });
    expect(await screen.findByText('No messages yet. Write the first one.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Kiran Das' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Member details' }).getAttribute('href')).toBe('/admin?user=8');
  });

  it('shows an error with a retry when the inbox cannot load', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({ 'GET /api/admin/conversations': () => ({ status: 500, body: { message: 'x', code: 'internal' } }) }).fetchMock,
    );
    renderWithProviders(<InboxPage />, { route: '/admin/messages', path: '/admin/messages' });
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the inbox.');
  });
});
