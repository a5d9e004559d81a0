// The bell's data: the newest notifications with the unread count, read marks, and the live stream
// keeping the cached list current.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationList } from '@rhythmfit/contracts';
import { api } from '../../../lib/api-client';
import { useLiveEvent } from '../../../lib/live-events';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  preferences: ['notifications', 'preferences'] as const,
  deliveries: ['notifications', 'deliveries'] as const,
};

export const LIST_LIMIT = 20;

export const getNotifications = () => api.get<NotificationList>('/api/notifications', { query: { limit: LIST_LIMIT } });
export const markNotificationRead = (id: number) => api.post<Notification>(`/api/notifications/${id}/read`);
export const markAllNotificationsRead = () => api.post<{ unread: number }>('/api/notifications/read-all');

export function useNotifications() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: notificationKeys.list, queryFn: getNotifications, staleTime: 60_000 });
  useLiveEvent<{ notification: Notification; unread: number }>('notification', ({ notification, unread }) => {
    client.setQueryData<NotificationList>(notificationKeys.list, (old) => ({
      items: [notification, ...(old?.items ?? []).filter((item) => item.id !== notification.id)].slice(0, LIST_LIMIT),
      unread,
    }));
  });
  // The stream (re)connected, could not resume, or is down and the views poll: whatever was sent
  // meanwhile never arrived as an event, so read the list again.
  useLiveEvent('refresh', () => void client.invalidateQueries({ queryKey: notificationKeys.list }));
  return query;
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (read) =>
      client.setQueryData<NotificationList>(notificationKeys.list, (old) =>
        old
          ? {
              items: old.items.map((item) => (item.id === read.id ? read : item)),
              unread: Math.max(0, old.unread - (old.items.find((i) => i.id === read.id)?.readAt ? 0 : 1)),
            }
          : old,
      ),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      const now = new Date().toISOString();
      client.setQueryData<NotificationList>(notificationKeys.list, (old) =>
        old ? { items: old.items.map((item) => ({ ...item, readAt: item.readAt ?? now })), unread: 0 } : old,
      );
    },
  });
}
