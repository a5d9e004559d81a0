// Sending and reading messages. A message and the other side's `message_received` notification (in
// the app, and by push where they allowed it; never SMS) commit together; after the commit the other
// side's open tabs get a live `message` event (only the conversation id, never the text). Message
// text is never logged.
import { MESSAGE_TEXTS, type Message, type MessageLiveEvent } from '@rhythmfit/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inTransaction, nowIso } from '../../db/database.js';
import { ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { notices, notifyWithin } from '../notifications/index.js';
import { presentMessage } from './messages.presenter.js';
import {
  coachIds,
  insertMessages,
  markRead,
  memberById,
  membersByIds,
  messageById,
  messagesByIds,
  pageOf,
  unreadCount,
} from './messages.repository.js';

type App = Pick<FastifyInstance, 'db' | 'notifications'>;

export const MESSAGE_EVENT = 'message';

async function tellMember(app: App, memberId: number, change: MessageLiveEvent['change']): Promise<void> {
  const data: MessageLiveEvent = { conversationId: memberId, change };
  await app.notifications.publish(memberId, { type: MESSAGE_EVENT, data });
}

async function tellCoaches(app: App, memberIds: number[], change: MessageLiveEvent['change']): Promise<void> {
  const coaches = await coachIds(app.db);
  for (const memberId of memberIds) {
    const data: MessageLiveEvent = { conversationId: memberId, change };
    for (const id of coaches) await app.notifications.publish(id, { type: MESSAGE_EVENT, data });
  }
}

/** A page of a conversation, newest last. */
export async function conversationPage(app: App, memberId: number, limit: number, before?: number): Promise<Message[]> {
  const rows = await pageOf(app.db, memberId, limit, before);
  return rows.reverse().map(presentMessage);
}

export async function requireMember(app: App, memberId: number) {
  const member = await memberById(app.db, memberId);
  if (!member) throw new NotFoundError('Member not found');
  return member;
}

/** The request doing the write: its database (its transaction when keyed) and what runs after its commit. */
type Writer = Pick<FastifyRequest, 'db' | 'afterCommit'>;

/**
 * The member writes to the coaching team. The message and the coaches' notifications commit together
 * (with the stored answer of a keyed request); the live events go out after the commit.
 */
export async function sendFromMember(app: App, writer: Writer, memberId: number, body: string): Promise<Message> {
  const member = await memberById(writer.db, memberId);
  if (!member) throw new NotFoundError('Member not found');
  if (member.deleted) throw new ForbiddenError(MESSAGE_TEXTS.markedForDeletion, 'account_marked_for_deletion');
  const [id] = await insertMessages(writer.db, [{ user_id: memberId, sender_id: memberId, from_coach: 0, body, created_at: nowIso() }]);
  const [row] = await messagesByIds(writer.db, [id!]);
  await writer.afterCommit(() => tellCoaches(app, [memberId], 'new'));
  await notifyWithin(writer, app.notifications, [notices.messageFromMember(memberId, member.name)]);
  return presentMessage(row!);
}

/**
 * A coach writes into one or more members' conversations (a reply, or one nudge to many). With
 * `notify: false` the caller sends its own notification instead (a check-in's review: issue 42).
 */
export async function sendFromCoach(
  app: App,
  writer: Writer,
  coachId: number,
  memberIds: number[],
  body: string,
  options: { notify?: boolean } = {},
): Promise<Message[]> {
  const ids = [...new Set(memberIds)];
  const members = await membersByIds(writer.db, ids);
  if (members.length !== ids.length)
    throw new NotFoundError(ids.length === 1 ? 'Member not found' : 'Some of these members were not found.');
  const at = nowIso();
  const inserted = await inTransaction(writer.db, (trx) =>
    insertMessages(
      trx,
      ids.map((id) => ({ user_id: id, sender_id: coachId, from_coach: 1, body, created_at: at })),
    ),
  );
  const rows = await messagesByIds(writer.db, inserted);
  await writer.afterCommit(async () => {
    for (const id of ids) await tellMember(app, id, 'new');
    // Other coaches' open inboxes refresh too.
    await tellCoaches(app, ids, 'new');
  });
  if (options.notify !== false) await notifyWithin(writer, app.notifications, [notices.messageFromCoach(ids)]);
  return rows.sort((a, b) => a.id - b.id).map(presentMessage);
}

/**
 * Read marks: the reader marks the other side's messages read up to `upTo`. A member may only
 * name a message of their own conversation; a coach any member's (the message says which).
 */
export async function markConversationRead(app: App, reader: { userId: number; coach: boolean }, upTo: number) {
  const message = await messageById(app.db, upTo);
  if (!message || (!reader.coach && message.user_id !== reader.userId)) throw new NotFoundError('Message not found');
  const memberId = message.user_id;
  const otherSide = reader.coach ? 0 : 1;
  const marked = await markRead(app.db, memberId, otherSide, upTo, nowIso());
  if (marked > 0) {
    if (reader.coach) await tellMember(app, memberId, 'read');
    else await tellCoaches(app, [memberId], 'read');
  }
  return { marked, unread: await unreadCount(app.db, memberId, otherSide) };
}
