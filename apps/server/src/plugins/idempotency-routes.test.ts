// Retry-safe creates (issue 24, Stripe's rules) on every route that opts in, on a real migrated
// database (SQLite and PostgreSQL): a retry with the same key and body answers the stored answer
// and creates nothing new; the same key with another body answers 422 idempotency_key_reused.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { createBooking, createSlot, dateFromToday } from '../../test/coaching-factories.js';
import { buildTestApp, type TestContext } from '../../test/helpers.js';

interface Case {
  name: string;
  /** Makes what the write needs; answers who sends it, where, two different bodies, and how many rows it made. */
  setup(): Promise<{
    user: UserRow;
    url: string;
    body: Record<string, unknown>;
    otherBody: Record<string, unknown>;
    count(): Promise<number>;
  }>;
}

describe('Idempotency-Key on the routes that create', () => {
  let ctx: TestContext;
  let day = 40;
  const freshDate = () => dateFromToday((day += 2));
  /** How many rows of `table` belong to the user. */
  const rowsOf = async (table: 'bookings' | 'coaching_sessions' | 'messages' | 'waitlist_entries' | 'progress_entries', userId: number) =>
    Number(
      (
        await ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    ctx = await buildTestApp({}, { notificationJobs: false });
  });
  afterAll(() => ctx.close());

  const cases: Case[] = [
    {
      name: 'POST /api/bookings',
      async setup() {
        const date = freshDate();
        await createSlot(ctx.db, { date, time: '10:00' });
        await createSlot(ctx.db, { date, time: '11:00' });
        const user = await ctx.createMember();
        return {
          user,
          url: '/api/bookings',
          body: { date, time: '10:00' },
          otherBody: { date, time: '11:00' },
          count: () => rowsOf('bookings', user.id),
        };
      },
    },
    {
      name: 'POST /api/sessions/book',
      async setup() {
        const user = await ctx.createMember();
        const date = freshDate();
        return {
          user,
          url: '/api/sessions/book',
          body: { date, time: '09:30', message: 'Knee' },
          otherBody: { date, time: '09:30', message: 'Back' },
          count: () => rowsOf('coaching_sessions', user.id),
        };
      },
    },
    {
      name: 'POST /api/messages (member)',
      async setup() {
        const user = await ctx.createMember();
        return {
          user,
          url: '/api/messages',
          body: { body: 'Is rice fine after 8?' },
          otherBody: { body: 'And bread?' },
          count: () => rowsOf('messages', user.id),
        };
      },
    },
    {
      name: 'POST /api/admin/conversations/:userId/messages (coach)',
      async setup() {
        const member = await ctx.createMember();
        const coach = await ctx.createAdmin();
        return {
          user: coach,
          url: `/api/admin/conversations/${member.id}/messages`,
          body: { body: 'Rice is fine before 8.' },
          otherBody: { body: 'Bread too.' },
          count: () => rowsOf('messages', member.id),
        };
      },
    },
    {
      name: 'POST /api/admin/messages/bulk (coach)',
      async setup() {
        const member = await ctx.createMember();
        const coach = await ctx.createAdmin();
        return {
          user: coach,
          url: '/api/admin/messages/bulk',
          body: { userIds: [member.id], body: 'Weigh in tomorrow.' },
          otherBody: { userIds: [member.id], body: 'Weigh in on Friday.' },
          count: () => rowsOf('messages', member.id),
        };
      },
    },
    {
      name: 'POST /api/waitlist',
      async setup() {
        const full = async () => {
          const date = freshDate();
          const slot = await createSlot(ctx.db, { date, time: '10:00' });
          await createBooking(ctx.db, (await ctx.createMember()).id, slot, 'confirmed');
          return date;
        };
        const [date, otherDate] = [await full(), await full()];
        const user = await ctx.createMember();
        return {
          user,
          url: '/api/waitlist',
          body: { date },
          otherBody: { date: otherDate },
          count: () => rowsOf('waitlist_entries', user.id),
        };
      },
    },
    {
      name: 'POST /api/progress',
      async setup() {
        const user = await ctx.createMember();
        return {
          user,
          url: '/api/progress',
          body: { weight: 72.5, date: '2025-07-01' },
          otherBody: { weight: 72, date: '2025-08-01' },
          count: () => rowsOf('progress_entries', user.id),
        };
      },
    },
  ];

  describe.each(cases)('$name', ({ setup }) => {
    it('replays the stored 201 for the same key and body and creates nothing new', async () => {
      const { user, url, body, count } = await setup();
      const key = randomUUID();
      const first = await ctx.request(user, { method: 'POST', url, headers: { 'idempotency-key': key }, payload: body });
      expect(first.statusCode).toBe(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(await count()).toBe(1);

      // The same body with its keys in another order is the same request.
      const reordered = Object.fromEntries(Object.entries(body).reverse());
      const again = await ctx.request(user, { method: 'POST', url, headers: { 'idempotency-key': key }, payload: reordered });
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect(await count()).toBe(1);
    });

    it('answers 422 idempotency_key_reused for the same key with another body, and runs nothing', async () => {
      const { user, url, body, otherBody, count } = await setup();
      const key = randomUUID();
      expect((await ctx.request(user, { method: 'POST', url, headers: { 'idempotency-key': key }, payload: body })).statusCode).toBe(201);
      const reused = await ctx.request(user, { method: 'POST', url, headers: { 'idempotency-key': key }, payload: otherBody });
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toEqual({
        code: 'idempotency_key_reused',
        message:
          'Keys for idempotent requests can only be used with the same parameters they were first used with. Use a new Idempotency-Key for a new request.',
      });
      expect(reused.headers['idempotent-replayed']).toBeUndefined();
      expect(await count()).toBe(1);
      // The other body with a key of its own runs.
      const fresh = await ctx.request(user, { method: 'POST', url, headers: { 'idempotency-key': randomUUID() }, payload: otherBody });
      expect(fresh.statusCode).not.toBe(422);
    });

    it('runs concurrent requests with one key once', async () => {
      const { user, url, body, count } = await setup();
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => ctx.request(user, { method: 'POST', url, headers: { 'idempotency-key': key }, payload: body })),
      );
      for (const answer of answers) {
        if (answer.statusCode === 409) {
          expect(answer.json()).toMatchObject({ code: 'idempotency_in_progress' });
          expect(answer.headers['retry-after']).toBe('1');
        } else expect(answer.statusCode).toBe(201);
      }
      expect(answers.filter((a) => a.statusCode === 201 && a.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
      expect(await count()).toBe(1);
    });
  });

  it('a phone retrying POST /api/bookings after a dropped connection gets its booking, not 409 too_many_active', async () => {
    const date = freshDate();
    await createSlot(ctx.db, { date, time: '10:00' });
    await createSlot(ctx.db, { date, time: '11:00' });
    const member = await ctx.createMember();
    const key = randomUUID();
    const send = () =>
      ctx.request(member, { method: 'POST', url: '/api/bookings', headers: { 'idempotency-key': key }, payload: { date, time: '10:00' } });
    // The first answer is lost on the way back; the phone sends the same request again.
    const lost = await send();
    expect(lost.statusCode).toBe(201);
    const retry = await send();
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(lost.json());
    expect(retry.json()).toMatchObject({ date, time: '10:00' });
    // Without the key the same retry meets the one-active-booking rule: the key is what saves it.
    const unkeyed = await ctx.request(member, { method: 'POST', url: '/api/bookings', payload: { date, time: '11:00' } });
    expect(unkeyed.statusCode).toBe(409);
    expect(unkeyed.json()).toMatchObject({ code: 'too_many_active' });
  });

  it('the same key on another route answers 422 too', async () => {
    const member = await ctx.createMember();
    const key = randomUUID();
    const first = await ctx.request(member, {
      method: 'POST',
      url: '/api/messages',
      headers: { 'idempotency-key': key },
      payload: { body: 'Hi' },
    });
    expect(first.statusCode).toBe(201);
    const other = await ctx.request(member, {
      method: 'POST',
      url: '/api/progress',
      headers: { 'idempotency-key': key },
      payload: { weight: 70, date: '2025-09-01' },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'idempotency_key_reused' });
  });

  it('documents the Idempotency-Key header and the 409/422 answers in the OpenAPI document', async () => {
    const doc = (await ctx.request(null, { method: 'GET', url: '/api/openapi.json' })).json();
    const op = doc.paths['/api/bookings'].post;
    expect(op.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false })]),
    );
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['201', '409', '422']));
    // A route that does not opt in does not show the header.
    const slots = doc.paths['/api/slots/admin'].post;
    expect((slots.parameters ?? []).some((p: { name: string }) => p.name === 'idempotency-key')).toBe(false);
  });
});
