// Conversations: one per member (messages.user_id), written by the member or by any coach.
import { sql } from 'kysely';
import type { DB } from '../../db/database.js';

export interface MessageWithSender {
  id: number;
  user_id: number;
  sender_id: number | null;
  from_coach: number;
  body: string;
  created_at: string;
  read_at: string | null;
  sender_name: string | null;
}

function withSender(db: DB) {
  return db
    .selectFrom('messages')
    .leftJoin('users as sender', 'sender.id', 'messages.sender_id')
    .select([
      'messages.id',
      'messages.user_id',
      'messages.sender_id',
      'messages.from_coach',
      'messages.body',
      'messages.created_at',
      'messages.read_at',
      'sender.name as sender_name',
    ]);
}

/** A page of one conversation, newest first (the service turns it to newest last). */
export async function pageOf(db: DB, userId: number, limit: number, before?: number): Promise<MessageWithSender[]> {
  let query = withSender(db).where('messages.user_id', '=', userId);
  if (before !== undefined) query = query.where('messages.id', '<', before);
  return query.orderBy('messages.id', 'desc').limit(limit).execute();
}

export async function messagesByIds(db: DB, ids: number[]): Promise<MessageWithSender[]> {
  if (ids.length === 0) return [];
  return withSender(db).where('messages.id', 'in', ids).execute();
}

export async function insertMessages(
  db: DB,
  values: { user_id: number; sender_id: number; from_coach: number; body: string; created_at: string }[],
): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insertInto('messages')
    .values(values.map((v) => ({ ...v, read_at: null })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Marks the other side's messages of a conversation read, up to and including `upTo`. */
export async function markRead(db: DB, userId: number, fromCoach: number, upTo: number, at: string): Promise<number> {
  const result = await db
    .updateTable('messages')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('from_coach', '=', fromCoach)
    .where('read_at', 'is', null)
    .where('id', '<=', upTo)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function unreadCount(db: DB, userId: number, fromCoach: number): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('from_coach', '=', fromCoach)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function messageById(db: DB, id: number) {
  return db.selectFrom('messages').select(['id', 'user_id', 'from_coach']).where('id', '=', id).executeTakeFirst();
}

const liveMember = (db: DB) => db.selectFrom('users').where('role', '=', 'USER').where('mobile', 'not like', 'erased:%');

/** A member who has a conversation (not a coach, not erased), with whether they are marked for deletion. */
export async function memberById(db: DB, id: number) {
  return liveMember(db).select(['id', 'name', 'deleted']).where('id', '=', id).executeTakeFirst();
}

export async function membersByIds(db: DB, ids: number[]) {
  if (ids.length === 0) return [];
  return liveMember(db).select(['id', 'name']).where('id', 'in', ids).execute();
}

export async function coachIds(db: DB): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').where('role', 'in', ['ADMIN', 'SUPERADMIN']).where('deleted', '=', 0).execute();
  return rows.map((row) => row.id);
}

function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The inbox: conversations by their newest message, with the member's unread messages. With a
 * name filter, matching members without a conversation are listed too (so a coach can start one).
 */
export async function conversations(db: DB, q: string | undefined, limit: number) {
  const totals = db
    .selectFrom('messages')
    .select((eb) => [
      'messages.user_id',
      eb.fn.max('messages.id').as('last_id'),
      eb.fn.sum<number>(sql`case when messages.from_coach = 0 and messages.read_at is null then 1 else 0 end`).as('unread'),
    ])
    .groupBy('messages.user_id')
    .as('totals');
  let query = liveMember(db)
    .leftJoin(totals, 'totals.user_id', 'users.id')
    .select(['users.id', 'users.name', 'totals.last_id', 'totals.unread']);
  query = q
    ? query.where(sql<boolean>`lower(users.name) like ${likePattern(q)} escape '\\'`)
    : query.where('totals.last_id', 'is not', null);
  const rows = await query
    .orderBy(sql`case when totals.last_id is null then 1 else 0 end`)
    .orderBy('totals.last_id', 'desc')
    .orderBy('users.name')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    lastId: row.last_id === null ? null : Number(row.last_id),
    unread: Number(row.unread ?? 0),
  }));
}

export async function eraseMessagesOf(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('messages').where('user_id', '=', userId).execute();
  await db.deleteFrom('attention_dismissals').where('user_id', '=', userId).execute();
  await db.deleteFrom('member_activity').where('user_id', '=', userId).execute();
}
