// The member's conversation with the coaching team and the coach's inbox: fetchers and hooks. New
// messages and read marks arrive as live `message` events (the notifications stream); each
// refetches the conversation it names, so no text ever travels in the event itself.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationSummary, Message, MessageLiveEvent } from '@rhythmfit/contracts';
import { api } from '../../../lib/api-client';
import { useLiveEvent } from '../../../lib/live-events';
import { useQueuedMutation } from '../../../lib/use-offline-queue';
import { messagesTexts } from '../texts';

export const PAGE_SIZE = 50;

export const messageKeys = {
  all: ['messages'] as const,
  mine: ['messages', 'mine'] as const,
  inbox: (q: string) => ['messages', 'inbox', q] as const,
  inboxAll: ['messages', 'inbox'] as const,
  conversation: (userId: number) => ['messages', 'conversation', userId] as const,
};

export const getMyMessages = () => api.get<Message[]>('/api/messages', { query: { limit: PAGE_SIZE } });
export const getConversations = (q: string) => api.get<ConversationSummary[]>('/api/admin/conversations', { query: { q } });
export const getConversation = (userId: number) =>
  api.get<Message[]>(`/api/admin/conversations/${userId}/messages`, { query: { limit: PAGE_SIZE } });
export const markMessagesRead = (upTo: number) => api.post<{ marked: number; unread: number }>('/api/messages/read', { upTo });

/**
 * Refetch what a live `message` event says has changed; and everything on `refresh` (the stream
 * (re)connected, could not resume, or is down and the views poll), since an answer sent while the
 * stream was opening never arrives as an event.
 */
function useMessageEvents(onChange: (event: MessageLiveEvent | null) => void): void {
  useLiveEvent<MessageLiveEvent>('message', (event) => onChange(event));
  useLiveEvent('refresh', () => onChange(null));
}

export function useMyMessages() {
  const client = useQueryClient();
  useMessageEvents(() => void client.invalidateQueries({ queryKey: messageKeys.mine }));
  return useQuery({ queryKey: messageKeys.mine, queryFn: getMyMessages });
}

export function useSendMyMessage() {
  return useQueuedMutation<{ body: string }, Message>({
    method: 'POST',
    path: '/api/messages',
    body: ({ body }) => ({ body }),
    label: messagesTexts('queue.toCoach'),
    invalidate: [messageKeys.mine],
  });
}

export function useConversations(q: string) {
  const client = useQueryClient();
  useMessageEvents(() => void client.invalidateQueries({ queryKey: messageKeys.inboxAll }));
  return useQuery({ queryKey: messageKeys.inbox(q), queryFn: () => getConversations(q), placeholderData: keepPreviousData });
}

export function useConversation(userId: number | null) {
  const client = useQueryClient();
  useMessageEvents((event) => {
    if (userId !== null && (!event || event.conversationId === userId))
      void client.invalidateQueries({ queryKey: messageKeys.conversation(userId) });
  });
  return useQuery({ queryKey: messageKeys.conversation(userId ?? 0), queryFn: () => getConversation(userId!), enabled: userId !== null });
}

export function useReply(userId: number) {
  return useQueuedMutation<{ body: string }, Message>({
    method: 'POST',
    path: `/api/admin/conversations/${userId}/messages`,
    body: ({ body }) => ({ body }),
    label: messagesTexts('queue.reply'),
    invalidate: [messageKeys.conversation(userId), messageKeys.inboxAll],
  });
}

/** Marks the other side's messages read up to an id; the lists that count them refetch. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markMessagesRead,
    onSuccess: () => void client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

/** The name of a member the coach opens a conversation with (who may have no messages yet). */
export function useMemberName(userId: number | null) {
  return useQuery({
    queryKey: ['messages', 'member', userId],
    queryFn: () => api.get<{ id: number; name: string }>(`/api/admin/users/${userId}`),
    enabled: userId !== null,
    select: (user) => user.name,
    staleTime: 5 * 60_000,
  });
}
