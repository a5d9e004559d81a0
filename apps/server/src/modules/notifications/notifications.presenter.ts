// Rows to the shapes the API sends (the response schemas are allowlists as well).
import type { Delivery, Notification } from '@rhythmfit/contracts';
import type { NotificationRow } from '../../db/schema.js';

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as Notification['kind'],
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.created_at,
    readAt: row.read_at,
  };
}

export function presentDelivery(row: {
  id: number;
  kind: string;
  channel: string;
  status: string;
  attempts: number;
  last_error: string | null;
  due_at: string;
  updated_at: string;
  user_id: number;
  user_name: string | null;
  user_mobile: string;
}): Delivery {
  return {
    id: row.id,
    user: { id: row.user_id, name: row.user_name ?? '', mobile: row.user_mobile },
    kind: row.kind as Delivery['kind'],
    channel: row.channel as Delivery['channel'],
    status: row.status as Delivery['status'],
    attempts: row.attempts,
    lastError: row.last_error,
    dueAt: row.due_at,
    updatedAt: row.updated_at,
  };
}
