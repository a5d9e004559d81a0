// A message as both sides see it: who wrote it (member or coach, with a name) and its read mark.
import type { Message } from '@rhythmfit/contracts';
import type { MessageWithSender } from './messages.repository.js';

export function presentMessage(row: MessageWithSender): Message {
  const fromCoach = Boolean(row.from_coach);
  return {
    id: row.id,
    body: row.body,
    from: fromCoach ? 'coach' : 'member',
    senderName: row.sender_name?.trim() || (fromCoach ? 'Your coach' : 'Member'),
    createdAt: row.created_at,
    readAt: row.read_at,
  };
}
