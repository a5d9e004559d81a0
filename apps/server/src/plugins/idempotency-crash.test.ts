// Issue 40: a request with an Idempotency-Key that "crashes" between its write and its answer, on a
// real migrated database (SQLite and PostgreSQL). The fault points of plugins/idempotency.ts stand
// in for the crash: before the commit (the handler's writes and the answer are in the transaction)
// and after it (committed, the answer never sent). Either way the retry with the same key runs once
// or replays, never twice, for water, a booking, an offline payment and a message, and it is
// answered at once (no 409s while a reservation goes stale). The fleet test (test/integration)
// kills a real instance with SIGKILL under traffic.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { createSlot, dateFromToday } from '../../test/coaching-factories.js';
import { buildTestApp, type TestContext } from '../../test/helpers.js';

type Fault = 'before-commit' | 'after-commit' | 'slow-commit';

describe('a crash between the write and its answer', () => {
  let ctx: TestContext;
  let fault: Fault | null = null;
  let admin: UserRow;
  let planId: number;
  let day = 60;

  /** Arms the fault for the next keyed request only. */
  const arm = (next: Fault) => {
    fault = next;
  };
  const take = (kind: Fault) => {
    if (fault !== kind) return false;
    fault = null;
    return true;
  };

  beforeAll(async () => {
    ctx = await buildTestApp(
      {},
      {
        notificationJobs: false,
        idempotencyFaults: {
          async beforeCommit(_request: FastifyRequest) {
            if (take('before-commit')) throw new Error('simulated crash before the commit');
            if (take('slow-commit')) await new Promise((resolve) => setTimeout(resolve, 300));
          },
          afterCommit() {
            if (take('after-commit')) throw new Error('simulated crash after the commit, before the answer');
          },
        },
      },
    );
    admin = await ctx.createAdmin();
    const plan = await ctx.request(admin, {
      method: 'POST',
      url: '/api/admin/subscriptions',
      payload: { name: 'Crash-test month', description: 'One month', price: 12, durationDays: 30 },
    });
    planId = plan.json().id;
  });
  afterAll(() => ctx.close());

  const count = async (table: 'bookings' | 'messages' | 'payments' | 'notifications', userId: number) =>
    Number(
      (
        await ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  interface Case {
    name: string;
    /** Who sends what; `effects` counts what one run of it leaves behind (rows, notifications). */
    setup(): Promise<{ user: UserRow; url: string; body: Record<string, unknown>; okStatus: number; effects(): Promise<number[]> }>;
  }

  const cases: Case[] = [
    {
      name: 'water +1',
      async setup() {
        const user = await ctx.createMember();
        const date = '2025-03-01';
        return {
          user,
          url: `/api/circadian/date/${date}/water`,
          body: { cups: 1 },
          okStatus: 200,
          effects: async () => [
            (await ctx.request(user, { method: 'GET', url: `/api/circadian/date/${date}` })).json().waterCups as number,
          ],
        };
      },
    },
    {
      name: 'a booking',
      async setup() {
        const user = await ctx.createMember();
        const date = dateFromToday((day += 2));
        await createSlot(ctx.db, { date, time: '10:00' });
        return {
          user,
          url: '/api/bookings',
          body: { date, time: '10:00' },
          okStatus: 201,
          // The booking, and the member's notification of it (written in the same transaction).
          effects: async () => [await count('bookings', user.id), await count('notifications', user.id)],
        };
      },
    },
    {
      name: 'an offline payment recorded by the coach',
      async setup() {
        const member = await ctx.createMember();
        return {
          user: admin,
          url: '/api/admin/payments',
          body: { userId: member.id, planId, method: 'upi', reference: `UPI-${randomUUID().slice(0, 8)}` },
          okStatus: 201,
          effects: async () => [await count('payments', member.id), await count('notifications', member.id)],
        };
      },
    },
    {
      name: "a member's message",
      async setup() {
        const user = await ctx.createMember();
        return {
          user,
          url: '/api/messages',
          body: { body: 'Can I swap dinner and lunch today?' },
          okStatus: 201,
          effects: async () => {
            const coachNotices = await ctx.db
              .selectFrom('notifications')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('user_id', '=', admin.id)
              .where('kind', '=', 'message_received')
              .where('body', 'like', `%${user.name}%`)
              .executeTakeFirstOrThrow();
            return [await count('messages', user.id), Number(coachNotices.n)];
          },
        };
      },
    },
  ];

  describe.each(cases)('$name', ({ setup }) => {
    it('crashed before the commit: nothing of it is there, and the retry runs once as the first try', async () => {
      const { user, url, body, okStatus, effects } = await setup();
      const before = await effects();
      const key = randomUUID();
      const send = () => ctx.request(user, { method: 'POST', url, payload: body, headers: { 'idempotency-key': key } });

      arm('before-commit');
      const crashed = await send();
      expect(crashed.statusCode).toBe(500);
      expect(await effects()).toEqual(before);

      const retried = await send();
      expect(retried.statusCode).toBe(okStatus);
      expect(retried.headers['idempotent-replayed']).toBeUndefined();
      const after = await effects();
      expect(after).toEqual(before.map((n) => n + 1));

      const again = await send();
      expect(again.statusCode).toBe(okStatus);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(retried.json());
      expect(await effects()).toEqual(after);
    });

    it('crashed after the commit: the retry replays the stored answer at once and runs nothing again', async () => {
      const { user, url, body, okStatus, effects } = await setup();
      const before = await effects();
      const key = randomUUID();
      const send = () => ctx.request(user, { method: 'POST', url, payload: body, headers: { 'idempotency-key': key } });

      arm('after-commit');
      const crashed = await send();
      expect(crashed.statusCode).toBe(500);
      const after = await effects();
      expect(after).toEqual(before.map((n) => n + 1));

      const retried = await send();
      expect(retried.statusCode).toBe(okStatus);
      expect(retried.headers['idempotent-replayed']).toBe('true');
      expect(await effects()).toEqual(after);
    });
  });

  it('two tries at the same time: the second waits for the first and replays its answer', async () => {
    const user = await ctx.createMember();
    const key = randomUUID();
    const send = () =>
      ctx.request(user, {
        method: 'POST',
        url: '/api/circadian/date/2025-03-02/water',
        payload: { cups: 1 },
        headers: { 'idempotency-key': key },
      });
    arm('slow-commit');
    const first = send();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await send();
    const answers = [await first, second];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual((await first).json());
    const day = await ctx.request(user, { method: 'GET', url: '/api/circadian/date/2025-03-02' });
    expect(day.json().waterCups).toBe(1);
  });

  it('a refusal undoes what the handler wrote and is replayed as the same refusal', async () => {
    const user = await ctx.createMember();
    const date = dateFromToday((day += 2));
    await createSlot(ctx.db, { date, time: '10:00' });
    const taker = await ctx.createMember();
    expect((await ctx.request(taker, { method: 'POST', url: '/api/bookings', payload: { date, time: '10:00' } })).statusCode).toBe(201);
    const key = randomUUID();
    const send = () =>
      ctx.request(user, { method: 'POST', url: '/api/bookings', payload: { date, time: '10:00' }, headers: { 'idempotency-key': key } });
    const refused = await send();
    expect(refused.statusCode).toBe(409);
    const again = await send();
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await count('bookings', user.id)).toBe(0);
    expect(await count('notifications', user.id)).toBe(0);
  });

  it('leaves no key without its answer: every stored key has one', async () => {
    const open = await ctx.db.selectFrom('idempotency_keys').select('id').where('status_code', 'is', null).execute();
    expect(open).toHaveLength(0);
  });
});
