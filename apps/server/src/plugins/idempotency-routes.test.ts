// Retry-safe creates (issue 24, Stripe's rules) on every route that opts in, on a real migrated
// database (SQLite and PostgreSQL): a retry with the same key and body answers the stored answer
// and creates nothing new; the same key with another body answers 422 idempotency_key_reused.
import { randomUUID } from 'node:crypto';
import { isoDateInZone, isoDayOfWeek } from '@rhythmfit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { createBooking, createSlot, dateFromToday } from '../../test/coaching-factories.js';
import { buildTestApp, type TestContext } from '../../test/helpers.js';

interface Case {
  name: string;
  /** The route as the OpenAPI document names it (every idempotent route must have a case: see the last test). */
  route: string;
  /** Makes what the write needs; answers who sends it, where, two different bodies, and how many rows it made. */
  setup(): Promise<{
    user: UserRow;
    url: string;
    method?: 'POST' | 'PUT';
    status?: number;
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
  const rowsOf = async (
    table:
      | 'bookings'
      | 'coaching_sessions'
      | 'messages'
      | 'waitlist_entries'
      | 'progress_entries'
      | 'payments'
      | 'eating_events'
      | 'notifications'
      | 'scheduled_workouts'
      | 'check_ins'
      | 'training_exercise_logs',
    userId: number,
  ) =>
    Number(
      (
        await ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  let planId: number;
  beforeAll(async () => {
    ctx = await buildTestApp({}, { notificationJobs: false });
    const plan = await ctx.request(await ctx.createAdmin(), {
      method: 'POST',
      url: '/api/admin/subscriptions',
      payload: { name: 'Idempotent month', description: 'One month', price: 12, durationDays: 30 },
    });
    planId = plan.json().id;
  });
  /** Circadian writes are for dates in the member's past; each case a day of its own. */
  let circadianDay = 0;
  const pastDate = () => dateFromToday(-(circadianDay += 1));
  afterAll(() => ctx.close());

  const cases: Case[] = [
    {
      name: 'POST /api/bookings',
      route: 'POST /api/bookings',
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
      route: 'POST /api/sessions/book',
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
      route: 'POST /api/messages',
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
      name: 'POST /api/check-ins',
      route: 'POST /api/check-ins',
      async setup() {
        const user = await ctx.createMember();
        // Today is the member's check-in day, so this week's is due.
        const today = isoDateInZone(new Date(), ctx.config.businessTimeZone);
        await ctx.db
          .insertInto('check_in_days')
          .values({ user_id: user.id, day_of_week: isoDayOfWeek(today), updated_at: new Date().toISOString() })
          .execute();
        const answers = ['energy', 'hunger', 'sleep_quality', 'adherence'].map((questionId) => ({ questionId, value: 6 }));
        return {
          user,
          url: '/api/check-ins',
          status: 201,
          body: { answers, measurements: { weight: 70 } },
          otherBody: { answers, measurements: { weight: 71 } },
          count: () => rowsOf('check_ins', user.id),
        };
      },
    },
    {
      name: 'POST /api/admin/conversations/:userId/messages (coach)',
      route: 'POST /api/admin/conversations/{userId}/messages',
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
      name: 'POST /api/admin/training/scheduled/:id/comment (coach, into the conversation)',
      route: 'POST /api/admin/training/scheduled/{id}/comment',
      async setup() {
        const member = await ctx.createMember();
        const coach = await ctx.createAdmin();
        const now = new Date().toISOString();
        const scheduled = await ctx.db
          .insertInto('scheduled_workouts')
          .values({
            user_id: member.id,
            date: dateFromToday(-1),
            name: 'Upper A',
            notes: '',
            items: '[]',
            exercise_ids: ',',
            exercise_count: 0,
            created_by: coach.id,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return {
          user: coach,
          url: `/api/admin/training/scheduled/${scheduled.id}/comment`,
          body: { text: 'Good pace on the rows.' },
          otherBody: { text: 'Rest a little longer.' },
          count: () => rowsOf('messages', member.id),
        };
      },
    },
    {
      name: 'POST /api/admin/messages/bulk (coach)',
      route: 'POST /api/admin/messages/bulk',
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
      route: 'POST /api/waitlist',
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
      route: 'POST /api/progress',
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
    {
      name: 'POST /api/circadian/date/:date/meal',
      route: 'POST /api/circadian/date/{date}/meal',
      async setup() {
        const user = await ctx.createMember();
        const date = pastDate();
        return {
          user,
          url: `/api/circadian/date/${date}/meal`,
          status: 200,
          body: { meal: 'breakfast', time: '08:00' },
          otherBody: { meal: 'lunch', time: '12:30' },
          count: async () =>
            Number(
              (
                await ctx.db
                  .selectFrom('circadian_records')
                  .select(['breakfast_logged', 'lunch_logged'])
                  .where('user_id', '=', user.id)
                  .where('date', '=', date)
                  .executeTakeFirst()
              )?.breakfast_logged ?? 0,
            ),
        };
      },
    },
    {
      name: 'POST /api/circadian/date/:date/water',
      route: 'POST /api/circadian/date/{date}/water',
      async setup() {
        const user = await ctx.createMember();
        const date = pastDate();
        return {
          user,
          url: `/api/circadian/date/${date}/water`,
          status: 200,
          body: { cups: 1 },
          otherBody: { cups: 2 },
          count: async () =>
            Number(
              (await ctx.db.selectFrom('circadian_records').select('water_cups').where('user_id', '=', user.id).executeTakeFirst())
                ?.water_cups ?? 0,
            ),
        };
      },
    },
    {
      name: 'POST /api/circadian/date/:date/sleep',
      route: 'POST /api/circadian/date/{date}/sleep',
      async setup() {
        const user = await ctx.createMember();
        const date = pastDate();
        return {
          user,
          url: `/api/circadian/date/${date}/sleep`,
          status: 200,
          body: { start: `${date}T16:30:00.000Z`, end: `${date}T23:30:00.000Z` },
          otherBody: { start: `${date}T17:00:00.000Z`, end: `${date}T23:30:00.000Z` },
          count: async () =>
            (await ctx.db.selectFrom('circadian_records').select('sleep_start').where('user_id', '=', user.id).execute()).filter(
              (row) => row.sleep_start,
            ).length,
        };
      },
    },
    {
      name: 'POST /api/circadian/date/:date/eating',
      route: 'POST /api/circadian/date/{date}/eating',
      async setup() {
        const user = await ctx.createMember();
        const date = pastDate();
        return {
          user,
          url: `/api/circadian/date/${date}/eating`,
          body: { time: '16:00', kind: 'snack', note: 'Fruit' },
          otherBody: { time: '16:00', kind: 'snack', note: 'Nuts' },
          count: () => rowsOf('eating_events', user.id),
        };
      },
    },
    {
      name: 'PUT /api/bookings/:id/reschedule',
      route: 'PUT /api/bookings/{id}/reschedule',
      async setup() {
        const date = freshDate();
        const slot = await createSlot(ctx.db, { date, time: '09:00' });
        await createSlot(ctx.db, { date, time: '10:00' });
        await createSlot(ctx.db, { date, time: '11:00' });
        const user = await ctx.createMember();
        const bookingId = await createBooking(ctx.db, user.id, slot, 'confirmed');
        return {
          user,
          url: `/api/bookings/${bookingId}/reschedule`,
          method: 'PUT',
          status: 200,
          body: { date, time: '10:00' },
          otherBody: { date, time: '11:00' },
          // The member hears of each move once.
          count: async () =>
            Number(
              (
                await ctx.db
                  .selectFrom('notifications')
                  .select((eb) => eb.fn.countAll<number>().as('n'))
                  .where('user_id', '=', user.id)
                  .where('kind', '=', 'booking_rescheduled')
                  .executeTakeFirstOrThrow()
              ).n,
            ),
        };
      },
    },
    {
      name: 'POST /api/waitlist/offers/:id/accept',
      route: 'POST /api/waitlist/offers/{id}/accept',
      async setup() {
        const date = freshDate();
        const slot = await createSlot(ctx.db, { date, time: '10:00' });
        const taker = await ctx.createMember();
        const takerBooking = await createBooking(ctx.db, taker.id, slot, 'confirmed');
        const user = await ctx.createMember();
        expect((await ctx.request(user, { method: 'POST', url: '/api/waitlist', payload: { date } })).statusCode).toBe(201);
        const coach = await ctx.createAdmin();
        const freed = await ctx.request(coach, {
          method: 'PUT',
          url: `/api/bookings/${takerBooking}/status`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify('cancelled'),
        });
        expect(freed.statusCode).toBe(200);
        const entries = (await ctx.request(user, { method: 'GET', url: '/api/waitlist' })).json();
        const offerId = entries[0].offer.id;
        return {
          user,
          url: `/api/waitlist/offers/${offerId}/accept`,
          body: {},
          otherBody: { again: true },
          count: () => rowsOf('bookings', user.id),
        };
      },
    },
    {
      name: 'POST /api/payments/checkout (work outside the database first)',
      route: 'POST /api/payments/checkout',
      async setup() {
        const user = await ctx.createMember();
        return {
          user,
          url: '/api/payments/checkout',
          body: { planId },
          otherBody: { planId: planId + 100_000 },
          count: () => rowsOf('payments', user.id),
        };
      },
    },
    {
      name: 'POST /api/admin/payments (an offline payment)',
      route: 'POST /api/admin/payments',
      async setup() {
        const member = await ctx.createMember();
        return {
          user: await ctx.createAdmin(),
          url: '/api/admin/payments',
          body: { userId: member.id, planId, method: 'upi', reference: 'UPI-1' },
          otherBody: { userId: member.id, planId, method: 'cash' },
          count: () => rowsOf('payments', member.id),
        };
      },
    },
    {
      name: 'POST /api/admin/training/programs/:id/assign (coach)',
      route: 'POST /api/admin/training/programs/{id}/assign',
      async setup() {
        const coach = await ctx.createAdmin();
        const member = await ctx.createMember();
        const bench = await ctx.db.selectFrom('exercises').select('id').where('slug', '=', 'barbell-bench-press').executeTakeFirstOrThrow();
        const workout = await ctx.request(coach, {
          method: 'POST',
          url: '/api/admin/training/workouts',
          payload: { name: 'Bench', items: [{ exerciseId: bench.id, sets: [{ reps: 5, weightKg: 60 }] }] },
        });
        const program = await ctx.request(coach, {
          method: 'POST',
          url: '/api/admin/training/programs',
          payload: { name: 'One day', weeks: 1, days: [{ week: 1, day: 1, workoutId: workout.json().id }] },
        });
        return {
          user: coach,
          url: `/api/admin/training/programs/${program.json().id}/assign`,
          body: { userId: member.id, startDate: freshDate() },
          otherBody: { userId: member.id, startDate: freshDate() },
          count: () => rowsOf('scheduled_workouts', member.id),
        };
      },
    },
    {
      name: 'PUT /api/training/scheduled/:id/log (a finished log)',
      route: 'PUT /api/training/scheduled/{id}/log',
      async setup() {
        const coach = await ctx.createAdmin();
        const user = await ctx.createMember();
        const bench = await ctx.db.selectFrom('exercises').select('id').where('slug', '=', 'barbell-bench-press').executeTakeFirstOrThrow();
        const workout = await ctx.request(coach, {
          method: 'POST',
          url: '/api/admin/training/workouts',
          payload: { name: 'Bench', items: [{ exerciseId: bench.id, sets: [{ reps: 5, weightKg: 60 }] }] },
        });
        const scheduled = await ctx.request(coach, {
          method: 'POST',
          url: `/api/admin/training/members/${user.id}/scheduled`,
          payload: { date: pastDate(), workoutId: workout.json().id },
        });
        return {
          user,
          method: 'PUT' as const,
          status: 200,
          url: `/api/training/scheduled/${scheduled.json().id}/log`,
          body: { items: [{ sets: [{ reps: 5, weightKg: 60, done: true }] }], finished: true },
          otherBody: { items: [{ sets: [{ reps: 6, weightKg: 60, done: true }] }], finished: true },
          count: () => rowsOf('training_exercise_logs', user.id),
        };
      },
    },
    {
      name: 'POST /api/training/workouts (a workout of their own)',
      route: 'POST /api/training/workouts',
      async setup() {
        const user = await ctx.createMember();
        const pushUp = await ctx.db.selectFrom('exercises').select('id').where('slug', '=', 'push-up').executeTakeFirstOrThrow();
        const date = pastDate();
        return {
          user,
          url: '/api/training/workouts',
          body: { date, name: 'Hotel gym', items: [{ exerciseId: pushUp.id, sets: [{ reps: 20 }] }] },
          otherBody: { date, name: 'Park', items: [{ exerciseId: pushUp.id, sets: [{ reps: 15 }] }] },
          count: () => rowsOf('scheduled_workouts', user.id),
        };
      },
    },
  ];

  describe.each(cases)('$name', ({ setup }) => {
    it('replays the stored answer for the same key and body and creates nothing new', async () => {
      const { user, url, body, count, method = 'POST', status = 201 } = await setup();
      const key = randomUUID();
      const first = await ctx.request(user, { method, url, headers: { 'idempotency-key': key }, payload: body });
      expect(first.statusCode, `${url}: ${first.body}`).toBe(status);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(await count()).toBe(1);

      // The same body with its keys in another order is the same request.
      const reordered = Object.fromEntries(Object.entries(body).reverse());
      const again = await ctx.request(user, { method, url, headers: { 'idempotency-key': key }, payload: reordered });
      expect(again.statusCode).toBe(status);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect(await count()).toBe(1);
    });

    it('answers 422 idempotency_key_reused for the same key with another body, and runs nothing', async () => {
      const { user, url, body, otherBody, count, method = 'POST', status = 201 } = await setup();
      const key = randomUUID();
      const first = await ctx.request(user, { method, url, headers: { 'idempotency-key': key }, payload: body });
      expect(first.statusCode, `${url}: ${first.body}`).toBe(status);
      const reused = await ctx.request(user, { method, url, headers: { 'idempotency-key': key }, payload: otherBody });
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toEqual({
        code: 'idempotency_key_reused',
        message:
          'Keys for idempotent requests can only be used with the same parameters they were first used with. Use a new Idempotency-Key for a new request.',
      });
      expect(reused.headers['idempotent-replayed']).toBeUndefined();
      expect(await count()).toBe(1);
      // The other body with a key of its own runs.
      const fresh = await ctx.request(user, { method, url, headers: { 'idempotency-key': randomUUID() }, payload: otherBody });
      expect(fresh.statusCode).not.toBe(422);
    });

    it('runs concurrent requests with one key once', async () => {
      const { user, url, body, count, method = 'POST', status = 201 } = await setup();
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => ctx.request(user, { method, url, headers: { 'idempotency-key': key }, payload: body })),
      );
      for (const answer of answers) {
        if (answer.statusCode === 409) {
          expect(answer.json()).toMatchObject({ code: 'idempotency_in_progress' });
          expect(answer.headers['retry-after']).toBe('1');
        } else expect(answer.statusCode).toBe(status);
      }
      expect(answers.filter((a) => a.statusCode === status && a.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
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

  it('every route that takes an Idempotency-Key has a case above', async () => {
    const doc = (await ctx.request(null, { method: 'GET', url: '/api/openapi.json' })).json();
    const keyed: string[] = [];
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, { parameters?: { name: string }[] }>>))
      for (const [method, op] of Object.entries(item))
        if ((op.parameters ?? []).some((p) => p.name === 'idempotency-key')) keyed.push(`${method.toUpperCase()} ${path}`);
    expect(keyed.length).toBeGreaterThan(0);
    expect(keyed.sort()).toEqual(cases.map((c) => c.route).sort());
  });
});
