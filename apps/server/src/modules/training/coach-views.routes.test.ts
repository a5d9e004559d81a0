// The coach's view of a member's training (issue 41), the notifications training sends, the
// morning reminders and needs-attention's missed_workouts, on a real database (SQLite, and
// PostgreSQL in the server-postgres project).
import { isoDateInZone, shiftIsoDate, wallClockToInstant, type Exercise } from '@rhythmfit/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';

describe('training: what the coach sees, notifications, reminders, attention', () => {
  let ctx: TestContext;
  let coach: UserRow;
  let bench: Exercise;
  let plank: Exercise;
  let zone: string;
  let today: string;

  beforeAll(async () => {
    ctx = await buildTestApp({}, { notificationJobs: false });
    coach = await ctx.createAdmin();
    zone = ctx.config.businessTimeZone;
    today = isoDateInZone(new Date(), zone);
    const library = (await ctx.request(coach, { method: 'GET', url: '/api/exercises' })).json() as Exercise[];
    bench = library.find((exercise) => exercise.tracking === 'weight_reps')!;
    plank = library.find((exercise) => exercise.tracking === 'time')!;
  });
  afterAll(() => ctx.close());

  async function createWorkout(name = 'Upper A'): Promise<number> {
    const res = await ctx.request(coach, {
      method: 'POST',
      url: '/api/admin/training/workouts',
      payload: {
        name,
        items: [
          {
            exerciseId: bench.id,
            progression: { addKg: 2.5 },
            sets: [
              { type: 'warmup', reps: 10, weightKg: 20 },
              { reps: 8, weightKg: 40 },
              { reps: 8, weightKg: 40 },
            ],
          },
          { exerciseId: plank.id, sets: [{ seconds: 60 }] },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  async function schedule(member: UserRow, date: string, workoutId: number): Promise<number> {
    const res = await ctx.request(coach, {
      method: 'POST',
      url: `/api/admin/training/members/${member.id}/scheduled`,
      payload: { date, workoutId },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  async function log(member: UserRow, id: number, sets: unknown[][], finished: boolean) {
    const res = await ctx.request(member, {
      method: 'PUT',
      url: `/api/training/scheduled/${id}/log`,
      payload: { items: sets.map((s) => ({ sets: s })), finished, rating: 4 },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  const notificationsOf = (userId: number, kind: string) =>
    ctx.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).where('kind', '=', kind).orderBy('id').execute();

  const set = (reps: number | null, weightKg: number | null, done: boolean) => ({ reps, weightKg, done });

  it('shows a finished log planned beside actual, with the sets that fell short and an exercise skipped', async () => {
    const member = await ctx.createMember({ name: 'Asha Rao' });
    const id = await schedule(member, today, await createWorkout());
    await log(member, id, [[set(10, 20, true), set(8, 40, true), set(6, 40, true)], [{ seconds: null, done: false }]], true);

    const res = await ctx.request(coach, { method: 'GET', url: `/api/admin/training/scheduled/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({ id, userId: member.id, userName: 'Asha Rao', status: 'done', rating: 4 });
    expect(view.items[0].sets[2]).toMatchObject({
      type: 'normal',
      target: { reps: 8, weightKg: 40 },
      actual: { reps: 6, weightKg: 40, done: true },
    });
    expect(view.shortfalls).toEqual([
      {
        exerciseName: bench.name,
        setIndex: 3,
        target: expect.objectContaining({ type: 'normal', reps: 8, weightKg: 40 }),
        actual: expect.objectContaining({ reps: 6, weightKg: 40, done: true }),
      },
      { exerciseName: plank.name, setIndex: null, target: null, actual: null },
    ]);
  });

  it('has no shortfalls before the workout is finished', async () => {
    const member = await ctx.createMember();
    const id = await schedule(member, today, await createWorkout());
    await log(member, id, [[set(10, 20, true)], []], false);
    const view = (await ctx.request(coach, { method: 'GET', url: `/api/admin/training/scheduled/${id}` })).json();
    expect(view.status).toBe('in_progress');
    expect(view.shortfalls).toEqual([]);
  });

  it("answers the member's calendar by status, and refuses members, unknown people and long ranges", async () => {
    const member = await ctx.createMember();
    const workoutId = await createWorkout();
    const missed = await schedule(member, shiftIsoDate(today, -3), workoutId);
    const planned = await schedule(member, shiftIsoDate(today, 2), workoutId);
    const skipped = await schedule(member, shiftIsoDate(today, -1), workoutId);
    await ctx.request(member, { method: 'POST', url: `/api/training/scheduled/${skipped}/skip`, payload: { reason: 'Travelling' } });
    const url = `/api/admin/training/members/${member.id}/calendar?from=${shiftIsoDate(today, -7)}&to=${shiftIsoDate(today, 7)}`;
    const res = await ctx.request(coach, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((entry: { id: number; status: string }) => [entry.id, entry.status])).toEqual([
      [missed, 'missed'],
      [skipped, 'skipped'],
      [planned, 'planned'],
    ]);
    expect((await ctx.request(member, { method: 'GET', url })).statusCode).toBe(403);
    expect((await ctx.request(null, { method: 'GET', url })).statusCode).toBe(401);
    const unknown = await ctx.request(coach, { method: 'GET', url: url.replace(`/members/${member.id}/`, '/members/987654/') });
    expect(unknown.statusCode).toBe(404);
    const long = await ctx.request(coach, {
      method: 'GET',
      url: `/api/admin/training/members/${member.id}/calendar?from=${shiftIsoDate(today, -100)}&to=${today}`,
    });
    expect(long.statusCode).toBe(400);
    expect((await ctx.request(member, { method: 'GET', url: `/api/admin/training/scheduled/${planned}` })).statusCode).toBe(403);
    expect((await ctx.request(coach, { method: 'GET', url: '/api/admin/training/scheduled/987654' })).statusCode).toBe(404);
  });

  it('sums 28 days of compliance (today only once done or skipped), the last workout and the records', async () => {
    const member = await ctx.createMember();
    const workoutId = await createWorkout();
    const done = await schedule(member, shiftIsoDate(today, -2), workoutId);
    await schedule(member, shiftIsoDate(today, -4), workoutId); // missed
    await schedule(member, shiftIsoDate(today, -30), workoutId); // outside the window
    await schedule(member, today, workoutId); // today, still planned: not counted yet
    const skipped = await schedule(member, shiftIsoDate(today, -6), workoutId);
    await ctx.request(member, { method: 'POST', url: `/api/training/scheduled/${skipped}/skip`, payload: {} });
    await log(member, done, [[set(10, 20, true), set(8, 40, true), set(8, 40, true)], [{ seconds: 60, done: true }]], true);

    const res = await ctx.request(coach, { method: 'GET', url: `/api/admin/training/members/${member.id}/summary` });
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json();
    expect(summary.compliance28d).toEqual({ scheduled: 3, done: 1, missed: 1, skipped: 1, percent: 33 });
    expect(summary.lastWorkoutAt).toEqual(expect.any(String));
    const benchRecords = summary.records.find((r: { exerciseId: number }) => r.exerciseId === bench.id);
    expect(benchRecords).toMatchObject({ e1rmKg: { value: 50.7, scheduledId: done }, heaviestKg: { value: 40 } });

    const empty = await ctx.request(coach, { method: 'GET', url: `/api/admin/training/members/${(await ctx.createMember()).id}/summary` });
    expect(empty.json()).toEqual({
      compliance28d: { scheduled: 0, done: 0, missed: 0, skipped: 0, percent: 0 },
      lastWorkoutAt: null,
      records: [],
    });
  });

  it("puts a comment into the member's conversation, naming the workout and linking to it, once per key", async () => {
    const member = await ctx.createMember();
    const id = await schedule(member, today, await createWorkout('Lower B'));
    const key = randomUUID();
    const send = () =>
      ctx.request(coach, {
        method: 'POST',
        url: `/api/admin/training/scheduled/${id}/comment`,
        headers: { 'idempotency-key': key },
        payload: { text: 'Great depth on the squats. Add 2.5 kg next week.' },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ messageId: expect.any(Number), conversationId: member.id });
    expect((await send()).json()).toEqual(first.json());
    const messages = await ctx.db.selectFrom('messages').selectAll().where('user_id', '=', member.id).execute();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ from_coach: 1, sender_id: coach.id });
    expect(messages[0]!.body).toContain('"Lower B"');
    expect(messages[0]!.body).toContain('Great depth on the squats. Add 2.5 kg next week.');
    expect(messages[0]!.body).toContain(`/training/${id}`);
    expect(await notificationsOf(member.id, 'message_received')).toHaveLength(1);

    expect(
      (await ctx.request(coach, { method: 'POST', url: '/api/admin/training/scheduled/987654/comment', payload: { text: 'Hi' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.request(coach, { method: 'POST', url: `/api/admin/training/scheduled/${id}/comment`, payload: { text: '  ' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await ctx.request(member, { method: 'POST', url: `/api/admin/training/scheduled/${id}/comment`, payload: { text: 'Hi' } }))
        .statusCode,
    ).toBe(403);
  });

  describe('notifications', () => {
    it('tells the member once per program assignment, and once for one workout placed today or later', async () => {
      const member = await ctx.createMember();
      const workoutId = await createWorkout();
      const program = await ctx.request(coach, {
        method: 'POST',
        url: '/api/admin/training/programs',
        payload: {
          name: 'Two-week start',
          weeks: 2,
          days: [
            { week: 1, day: 1, workoutId },
            { week: 1, day: 3, workoutId },
            { week: 2, day: 1, workoutId },
            { week: 2, day: 3, workoutId },
          ],
        },
      });
      expect(program.statusCode, program.body).toBe(201);
      const assign = await ctx.request(coach, {
        method: 'POST',
        url: `/api/admin/training/programs/${program.json().id}/assign`,
        headers: { 'idempotency-key': randomUUID() },
        payload: { userId: member.id, startDate: shiftIsoDate(today, 1) },
      });
      expect(assign.statusCode, assign.body).toBe(201);
      const assigned = await notificationsOf(member.id, 'workout_assigned');
      expect(assigned).toHaveLength(1);
      expect(assigned[0]).toMatchObject({ title: 'New training program', link: '/training' });
      expect(assigned[0]!.body).toContain('Two-week start');
      expect(assigned[0]!.body).toContain('4 workouts');

      await schedule(member, shiftIsoDate(today, -10), workoutId); // recorded after the fact: nothing to tell
      const one = await schedule(member, today, workoutId);
      const after = await notificationsOf(member.id, 'workout_assigned');
      expect(after).toHaveLength(2);
      expect(after[1]).toMatchObject({ title: 'New workout', link: `/training/${one}` });
    });

    it('tells the coach when a member first finishes, naming the records, and not again on a correction', async () => {
      const member = await ctx.createMember({ name: 'Ravi Kumar' });
      const id = await schedule(member, today, await createWorkout());
      const sets = [[set(10, 20, true), set(8, 40, true), set(8, 40, true)], [{ seconds: 60, done: true }]];
      const before = (await notificationsOf(coach.id, 'workout_completed')).length;
      const finished = await log(member, id, sets, true);
      expect(finished.newRecords.length).toBeGreaterThan(0);
      const told = await notificationsOf(coach.id, 'workout_completed');
      expect(told).toHaveLength(before + 1);
      const notice = told.at(-1)!;
      expect(notice.title).toBe('Workout done: new records');
      expect(notice.body).toContain('Ravi Kumar finished Upper A');
      expect(notice.body).toContain(bench.name);
      // No health values on a lock screen: no kilograms, no reps.
      expect(notice.body).not.toMatch(/\bkg\b|\d+ x \d+/);
      await log(member, id, sets, true);
      expect(await notificationsOf(coach.id, 'workout_completed')).toHaveLength(before + 1);
    });
  });

  describe('the morning reminder', () => {
    const at = (date: string, time: string) => wallClockToInstant(date, time, zone);

    it('reminds once on the morning of a planned day, not before 07:00 or after noon, and never a member who turned it off', async () => {
      const member = await ctx.createMember();
      const quiet = await ctx.createMember();
      const workoutId = await createWorkout('Morning run');
      const day = shiftIsoDate(today, 5);
      const id = await schedule(member, day, workoutId);
      await schedule(quiet, day, workoutId);
      const prefs = (await ctx.request(quiet, { method: 'GET', url: '/api/notifications/preferences' })).json();
      const saved = await ctx.request(quiet, {
        method: 'PUT',
        url: '/api/notifications/preferences',
        payload: { ...prefs, workoutReminders: false },
      });
      expect(saved.json().workoutReminders).toBe(false);

      const reminders = (userId: number) =>
        ctx.db
          .selectFrom('notification_deliveries')
          .selectAll()
          .where('user_id', '=', userId)
          .where('kind', '=', 'workout_reminder')
          .execute();
      await ctx.app.trainingReminders.runDue(at(day, '06:30'));
      expect(await reminders(member.id)).toHaveLength(0);
      await ctx.app.trainingReminders.runDue(at(day, '07:05'));
      await ctx.app.trainingReminders.runDue(at(day, '08:00'));
      const queued = await reminders(member.id);
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({ channel: 'in_app', link: `/training/${id}`, title: 'Workout today', status: 'pending' });
      expect(queued[0]!.body).toContain('Morning run');
      expect(queued[0]!.expires_at).toBe(at(shiftIsoDate(day, 1), '00:00').toISOString());
      expect(await reminders(quiet.id)).toHaveLength(0);

      // The delivery job turns it into the member's notification.
      await ctx.app.notifications.runDue(at(day, '08:01'));
      expect(await notificationsOf(member.id, 'workout_reminder')).toHaveLength(1);
    });

    it('reminds each member in the morning of their own zone, in one tick (an unknown zone counts as the business\u2019s)', async () => {
      const kolkata = await ctx.createMember();
      const newYork = await ctx.createMember();
      const unknown = await ctx.createMember();
      const workoutId = await createWorkout();
      const day = shiftIsoDate(today, 13);
      for (const member of [kolkata, newYork, unknown]) await schedule(member, day, workoutId);
      const prefs = (await ctx.request(newYork, { method: 'GET', url: '/api/notifications/preferences' })).json();
      const saved = await ctx.request(newYork, {
        method: 'PUT',
        url: '/api/notifications/preferences',
        payload: { ...prefs, timeZone: 'America/New_York' },
      });
      expect(saved.statusCode).toBe(200);
      await ctx.request(unknown, { method: 'PUT', url: '/api/notifications/preferences', payload: prefs });
      await ctx.db.updateTable('notification_preferences').set({ time_zone: 'Mars/Olympus' }).where('user_id', '=', unknown.id).execute();
      const reminded = async () =>
        (
          await ctx.db
            .selectFrom('notification_deliveries')
            .select('user_id')
            .where('kind', '=', 'workout_reminder')
            .where('user_id', 'in', [kolkata.id, newYork.id, unknown.id])
            .execute()
        ).map((row) => row.user_id);
      // 08:00 in Kolkata is the evening before in New York.
      await ctx.app.trainingReminders.runDue(at(day, '08:00'));
      expect((await reminded()).sort()).toEqual([kolkata.id, unknown.id].sort());
      // 18:30 in Kolkata is 08:00 in New York (09:00 in its summer): now New York's morning.
      await ctx.app.trainingReminders.runDue(at(day, '18:30'));
      expect((await reminded()).sort()).toEqual([kolkata.id, newYork.id, unknown.id].sort());
    });

    it('does not remind of a workout already started, skipped or on another day', async () => {
      const member = await ctx.createMember();
      const workoutId = await createWorkout();
      const day = shiftIsoDate(today, 9);
      const skipped = await schedule(member, day, workoutId);
      await ctx.request(member, { method: 'POST', url: `/api/training/scheduled/${skipped}/skip`, payload: {} });
      await schedule(member, shiftIsoDate(day, 1), workoutId);
      await ctx.app.trainingReminders.runDue(at(day, '09:00'));
      const rows = await ctx.db
        .selectFrom('notification_deliveries')
        .select('id')
        .where('user_id', '=', member.id)
        .where('kind', '=', 'workout_reminder')
        .execute();
      expect(rows).toHaveLength(0);
      await ctx.app.trainingReminders.runDue(at(day, '12:00'));
      expect(
        await ctx.db
          .selectFrom('notification_deliveries')
          .select('id')
          .where('user_id', '=', member.id)
          .where('kind', '=', 'workout_reminder')
          .execute(),
      ).toHaveLength(0);
    });
  });

  describe('needs attention', () => {
    it('lists missed_workouts from two missed in the last 7 days', async () => {
      const member = await ctx.createMember();
      const once = await ctx.createMember();
      const workoutId = await createWorkout();
      await schedule(member, shiftIsoDate(today, -2), workoutId);
      await schedule(member, shiftIsoDate(today, -5), workoutId);
      await schedule(member, shiftIsoDate(today, -9), workoutId); // older than 7 days
      await schedule(member, today, workoutId); // not missed yet
      await schedule(once, shiftIsoDate(today, -1), workoutId);

      const res = await ctx.request(coach, { method: 'GET', url: '/api/admin/attention' });
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json() as Array<{
        user: { id: number };
        reasons: Array<{ code: string; value: number; threshold: number; since: string; text: string }>;
      }>;
      const reason = list.find((entry) => entry.user.id === member.id)?.reasons.find((r) => r.code === 'missed_workouts');
      expect(reason).toEqual({
        code: 'missed_workouts',
        value: 2,
        threshold: 2,
        since: shiftIsoDate(today, -2),
        text: 'Missed 2 workouts in the last 7 days (attention from 2).',
      });
      expect(list.find((entry) => entry.user.id === once.id)?.reasons.some((r) => r.code === 'missed_workouts') ?? false).toBe(false);

      const dismissed = await ctx.request(coach, {
        method: 'POST',
        url: `/api/admin/attention/${member.id}/dismiss`,
        payload: { code: 'missed_workouts' },
      });
      expect([200, 201, 204]).toContain(dismissed.statusCode);
    });
  });
});
