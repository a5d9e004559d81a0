// Conversations through the API on a real database: a member and the coaching team write and
// read, the inbox counts unread messages, the body rules, who may see what, read marks, the
// notification and live event that carry no text, offline replays, the per-sender limit, the
// nudge to many, and erasure.
import type { Message } from '@rhythmfit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';
import { eraseMember } from './index.js';

let ctx: TestContext;
let coach: UserRow;

beforeAll(async () => {
  ctx = await buildTestApp({}, { notificationJobs: false });
  coach = await ctx.createAdmin('ADMIN', { name: 'Coach Asha' });
});
afterAll(async () => ctx.close());

const send = (user: UserRow, body: unknown, headers: Record<string, string> = {}) =>
  ctx.request(user, { method: 'POST', url: '/api/messages', payload: { body }, headers });
const reply = (memberId: number, body: unknown, as: UserRow = coach) =>
  ctx.request(as, { method: 'POST', url: `/api/admin/conversations/${memberId}/messages`, payload: { body } });
const memberPage = async (user: UserRow, query = ''): Promise<Message[]> =>
  (await ctx.request(user, { method: 'GET', url: `/api/messages${query}` })).json();
const inbox = async (q = '') =>
  (await ctx.request(coach, { method: 'GET', url: `/api/admin/conversations${q}` })).json() as Promise<
    { user: { id: number; name: string }; lastMessage: Message | null; unread: number }[]
  >;

describe('a conversation', () => {
  it('a member writes, the inbox shows it unread, the coach replies and reads, the member sees the reply and reads it', async () => {
    const member = await ctx.createMember({ name: 'Meera Shah' });
    const sent = await send(member, '  Can I move my dinner earlier?  ');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ body: 'Can I move my dinner earlier?', from: 'member', senderName: 'Meera Shah', readAt: null });

    const entry = (await inbox()).find((c) => c.user.id === member.id)!;
    expect(entry).toMatchObject({
      user: { id: member.id, name: 'Meera Shah' },
      unread: 1,
      lastMessage: { id: sent.json().id, from: 'member' },
    });

    const answer = await reply(member.id, 'Yes, try 19:30.');
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ from: 'coach', senderName: 'Coach Asha' });

    const coachView: Message[] = (
      await ctx.request(coach, { method: 'GET', url: `/api/admin/conversations/${member.id}/messages` })
    ).json();
    expect(coachView.map((m) => m.body)).toEqual(['Can I move my dinner earlier?', 'Yes, try 19:30.']);

    // The coach reads the member's message: it is marked, the inbox count drops.
    const read = await ctx.request(coach, { method: 'POST', url: '/api/messages/read', payload: { upTo: coachView[1]!.id } });
    expect(read.json()).toEqual({ marked: 1, unread: 0 });
    expect((await inbox()).find((c) => c.user.id === member.id)).toMatchObject({ unread: 0, lastMessage: { body: 'Yes, try 19:30.' } });

    // The member sees both, newest last, their own now read; then reads the reply.
    const page = await memberPage(member);
    expect(page.map((m) => [m.from, m.body])).toEqual([
      ['member', 'Can I move my dinner earlier?'],
      ['coach', 'Yes, try 19:30.'],
    ]);
    expect(page[0]!.readAt).not.toBeNull();
    expect(page[1]!.readAt).toBeNull();
    expect((await ctx.request(member, { method: 'POST', url: '/api/messages/read', payload: { upTo: page[1]!.id } })).json()).toEqual({
      marked: 1,
      unread: 0,
    });
    expect((await memberPage(member))[1]!.readAt).not.toBeNull();
  });

  it('pages with before and limit, newest last in each page', async () => {
    const member = await ctx.createMember();
    for (let i = 1; i <= 5; i += 1) expect((await send(member, `note ${i}`)).statusCode).toBe(201);
    const last = await memberPage(member, '?limit=2');
    expect(last.map((m) => m.body)).toEqual(['note 4', 'note 5']);
    const earlier = await memberPage(member, `?limit=2&before=${last[0]!.id}`);
    expect(earlier.map((m) => m.body)).toEqual(['note 2', 'note 3']);
    expect((await ctx.request(member, { method: 'GET', url: '/api/messages?limit=0' })).statusCode).toBe(400);
  });

  it('the inbox searches by member name and lists a matching member without messages too', async () => {
    const member = await ctx.createMember({ name: 'Zubin Quietman' });
    const found = await inbox('?q=quietman');
    expect(found).toEqual([{ user: { id: member.id, name: 'Zubin Quietman' }, lastMessage: null, unread: 0 }]);
    expect((await inbox()).some((c) => c.user.id === member.id)).toBe(false);
    expect(await inbox('?q=%25')).toEqual([]);
  });
});

describe('the body', () => {
  it('is 1 to 2,000 characters of text after trimming (a clear 400 otherwise)', async () => {
    const member = await ctx.createMember();
    expect((await send(member, '   ')).json()).toMatchObject({ message: 'Please write a message first.' });
    expect((await send(member, '   ')).statusCode).toBe(400);
    expect((await send(member, 'x'.repeat(2001))).json()).toMatchObject({ message: 'A message can be at most 2,000 characters.' });
    expect((await send(member, 'bad\u0000text')).json()).toMatchObject({ message: 'A message can only contain text.' });
    expect((await send(member, 42)).statusCode).toBe(400);
    expect((await send(member, ` ${'x'.repeat(2000)} `)).statusCode).toBe(201);
    // An emoji is one character.
    expect((await send(member, '🙂'.repeat(2000))).statusCode).toBe(201);
    expect((await reply(member.id, '')).statusCode).toBe(400);
  });
});

describe('access', () => {
  it('members never see other conversations; coaches use the inbox; strangers are 404', async () => {
    const a = await ctx.createMember();
    const b = await ctx.createMember();
    const fromB = (await send(b, 'private to b')).json() as Message;
    expect((await ctx.request(a, { method: 'POST', url: '/api/messages/read', payload: { upTo: fromB.id } })).statusCode).toBe(404);
    expect((await memberPage(a)).some((m) => m.id === fromB.id)).toBe(false);
    expect((await ctx.request(a, { method: 'GET', url: `/api/admin/conversations/${b.id}/messages` })).statusCode).toBe(403);
    expect((await ctx.request(a, { method: 'GET', url: '/api/admin/conversations' })).statusCode).toBe(403);
    expect(
      (await ctx.request(a, { method: 'POST', url: `/api/admin/conversations/${b.id}/messages`, payload: { body: 'hi' } })).statusCode,
    ).toBe(403);
    expect((await ctx.request(null, { method: 'GET', url: '/api/messages' })).statusCode).toBe(401);
    expect((await ctx.request(coach, { method: 'GET', url: '/api/messages' })).json()).toMatchObject({ code: 'coach_inbox' });
    expect((await ctx.request(coach, { method: 'GET', url: '/api/admin/conversations/999999/messages' })).statusCode).toBe(404);
    const otherCoach = await ctx.createAdmin();
    expect((await reply(otherCoach.id, 'hello')).statusCode).toBe(404);
    expect((await ctx.request(coach, { method: 'POST', url: '/api/messages/read', payload: { upTo: 999999 } })).statusCode).toBe(404);
  });

  it('a member whose account is marked for deletion cannot send', async () => {
    const member = await ctx.createMember();
    expect((await send(member, 'before')).statusCode).toBe(201);
    await ctx.db.updateTable('users').set({ deleted: 1, deleted_at: nowIso() }).where('id', '=', member.id).execute();
    await ctx.app.sessions.accountChanged(member.id);
    const refused = await send(member, 'after');
    expect([401, 403]).toContain(refused.statusCode);
    const bodies = await ctx.db.selectFrom('messages').select('body').where('user_id', '=', member.id).execute();
    expect(bodies.map((m) => m.body)).toEqual(['before']);
  });
});

describe('telling the other side', () => {
  it('a message_received notification without the text, by push where allowed and never by SMS; a live event without the text', async () => {
    const member = await ctx.createMember({ name: 'Ravi Push' });
    await ctx.request(member, {
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: { push: true, sms: true, whatsapp: true, liveSessionAlerts: true, quietHours: null, timeZone: 'Asia/Kolkata' },
    });
    await ctx.db
      .insertInto('push_subscriptions')
      .values({
        user_id: member.id,
        endpoint: `https://fcm.googleapis.com/fcm/send/${member.id}`,
        p256dh: 'x',
        auth: 'y',
        created_at: nowIso(),
      })
      .execute();
    const events: unknown[] = [];
    const coachEvents: unknown[] = [];
    const stop = ctx.app.notifications.subscribe(member.id, (event) => events.push(event));
    const stopCoach = ctx.app.notifications.subscribe(coach.id, (event) => coachEvents.push(event));

    await reply(member.id, 'Secret diet advice');
    await send(member, 'My weight is 80 kg');
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    stopCoach();

    const memberNote = await ctx.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', member.id)
      .where('kind', '=', 'message_received')
      .executeTakeFirstOrThrow();
    expect(memberNote).toMatchObject({ title: 'New message', body: 'Your coach sent you a message.', link: '/messages' });
    const coachNote = await ctx.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', coach.id)
      .where('kind', '=', 'message_received')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(coachNote).toMatchObject({ body: 'Ravi Push sent a message.', link: `/admin/messages?user=${member.id}` });

    const deliveries = await ctx.db.selectFrom('notification_deliveries').selectAll().where('user_id', '=', member.id).execute();
    expect(deliveries.map((d) => d.channel)).toEqual(['push']);
    expect(JSON.stringify(deliveries)).not.toContain('Secret');

    expect(events).toContainEqual({ type: 'message', data: { conversationId: member.id, change: 'new' } });
    expect(coachEvents).toContainEqual({ type: 'message', data: { conversationId: member.id, change: 'new' } });
    expect(JSON.stringify([...events, ...coachEvents])).not.toMatch(/Secret|80 kg/);
  });
});

describe('writes', () => {
  it('a replayed Idempotency-Key sends once', async () => {
    const member = await ctx.createMember();
    const headers = { 'idempotency-key': 'offline-write-0001' };
    const first = await send(member, 'queued while offline', headers);
    const again = await send(member, 'queued while offline', headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(await memberPage(member)).toHaveLength(1);
  });

  it('30 messages a minute per sender, then 429 with Retry-After', async () => {
    const member = await ctx.createMember();
    for (let i = 0; i < 30; i += 1) expect((await send(member, `m${i}`)).statusCode).toBe(201);
    const over = await send(member, 'one too many');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another member is not held back.
    expect((await send(await ctx.createMember(), 'hello')).statusCode).toBe(201);
  });

  it('a nudge sends one message to each selected member, all or nothing', async () => {
    const a = await ctx.createMember();
    const b = await ctx.createMember();
    const nudge = (userIds: number[]) =>
      ctx.request(coach, { method: 'POST', url: '/api/admin/messages/bulk', payload: { userIds, body: 'How was your week?' } });
    expect((await nudge([a.id, b.id, a.id])).json()).toEqual({ sent: 2 });
    for (const m of [a, b]) expect((await memberPage(m)).map((x) => [x.from, x.body])).toEqual([['coach', 'How was your week?']]);
    expect((await nudge([a.id, 999999])).statusCode).toBe(404);
    expect(await memberPage(a)).toHaveLength(1);
    expect((await nudge([])).statusCode).toBe(400);
    expect(
      (await ctx.request(a, { method: 'POST', url: '/api/admin/messages/bulk', payload: { userIds: [b.id], body: 'hi' } })).statusCode,
    ).toBe(403);
  });

  it('erasure removes the member’s conversation, the coach’s replies too', async () => {
    const member = await ctx.createMember();
    const other = await ctx.createMember();
    await send(member, 'mine');
    await reply(member.id, 'reply');
    await send(other, 'stays');
    await ctx.db.transaction().execute((trx) => eraseMember(trx, member.id));
    expect(await ctx.db.selectFrom('messages').select('id').where('user_id', '=', member.id).execute()).toEqual([]);
    expect(await memberPage(other)).toHaveLength(1);
  });
});
