// The training routes on a real database (SQLite and PostgreSQL): the coach's workouts and programs
// with every refusal, assigning (the member's own copy, idempotent), one workout on any date, the
// member's calendar, log (replayed), finish (done once, records by Epley, progression met and not
// met), skip, missed days, own workouts, records and history, and ownership.
import { randomUUID } from 'node:crypto';
import { ExerciseHistoryRowSchema } from '@rhythmfit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';
import type { UserRow } from '../../db/schema.js';
import { addDays } from './rules/index.js';
import { prefersMinimalReturn } from './member.routes.js';
import { dateIn } from './scheduled.service.js';

interface Scheduled {
  id: number;
  date: string;
  name: string;
  status: string;
  completedAt: string | null;
  items: Array<{
    exercise: { id: number; name: string };
    group: string | null;
    previous: { date: string; sets: Array<{ weightKg: number | null; reps: number | null }> } | null;
    sets: Array<{ type: string; target: { reps: number | null; weightKg: number | null } | null; actual: unknown }>;
  }>;
  newRecords: Array<{ exerciseId: number; kind: string; value: number; previous: number | null }>;
}

describe('training', () => {
  let ctx: TestContext;
  let coach: UserRow;
  let member: UserRow;
  let other: UserRow;
  let today: string;
  const ex: Record<string, number> = {};

  beforeAll(async () => {
    ctx = await buildTestApp({}, { notificationJobs: false });
    coach = await ctx.createAdmin();
    member = await ctx.createMember({ name: 'Meera' });
    other = await ctx.createMember({ name: 'Someone Else' });
    today = dateIn(ctx.config.businessTimeZone);
    const rows = await ctx.db
      .selectFrom('exercises')
      .select(['id', 'slug'])
      .where('slug', 'in', ['barbell-bench-press', 'barbell-back-squat', 'push-up', 'dead-hang', 'running'])
      .execute();
    for (const row of rows) ex[row.slug!] = row.id;
  });
  afterAll(() => ctx.close());

  const bench = (weightKg = 40, progression: unknown = { addKg: 2.5 }) => ({
    exerciseId: ex['barbell-bench-press'],
    group: null,
    restSeconds: 120,
    progression,
    sets: [
      { type: 'warmup', reps: 10, weightKg: 20 },
      { reps: 8, weightKg },
      { reps: 8, weightKg },
      { reps: 8, weightKg },
    ],
  });
  const squat = () => ({
    exerciseId: ex['barbell-back-squat'],
    progression: { addReps: 1 },
    sets: [{ reps: 5, repsMax: 6, weightKg: 60 }],
  });

  async function makeWorkout(payload: Record<string, unknown>) {
    const res = await ctx.request(coach, { method: 'POST', url: '/api/admin/training/workouts', payload });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; items: Array<{ exercise: { name: string }; sets: unknown[] }> };
  }
  const read = async (id: number, who: UserRow = member) =>
    (await ctx.request(who, { method: 'GET', url: `/api/training/scheduled/${id}` })).json() as Scheduled;
  const log = (id: number, payload: Record<string, unknown>, who: UserRow = member) =>
    ctx.request(who, { method: 'PUT', url: `/api/training/scheduled/${id}/log`, payload });

  it('a coach builds a workout with a superset; targets must fit the exercise', async () => {
    const workout = await makeWorkout({
      name: 'Push A',
      notes: 'Controlled tempo',
      items: [
        bench(),
        { exerciseId: ex['push-up'], group: 'B', sets: [{ reps: 15 }] },
        { exerciseId: ex['dead-hang'], group: 'B', sets: [{ seconds: 30 }] },
      ],
    });
    expect(workout.items.map((item) => item.exercise.name)).toEqual(['Barbell Bench Press', 'Push-Up', 'Dead Hang']);
    const one = (await ctx.request(coach, { method: 'GET', url: `/api/admin/training/workouts/${workout.id}` })).json();
    expect(one.items[1]).toMatchObject({
      group: 'B',
      restSeconds: 90,
      progression: null,
      sets: [{ type: 'normal', reps: 15, weightKg: null }],
    });
    const list = (await ctx.request(coach, { method: 'GET', url: '/api/admin/training/workouts' })).json();
    expect(list).toContainEqual(expect.objectContaining({ id: workout.id, exerciseCount: 3, setCount: 6 }));

    const refuse = async (items: unknown[], code: string) => {
      const res = await ctx.request(coach, { method: 'POST', url: '/api/admin/training/workouts', payload: { name: 'Bad', items } });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(code);
    };
    await refuse([{ exerciseId: ex['dead-hang'], sets: [{ reps: 10 }] }], 'target_not_for_exercise');
    await refuse([{ exerciseId: ex['barbell-bench-press'], sets: [{ seconds: 30, reps: 5 }] }], 'target_not_for_exercise');
    await refuse([{ exerciseId: ex['barbell-bench-press'], sets: [{ weightKg: 30 }] }], 'target_not_for_exercise');
    await refuse([{ exerciseId: ex['running'], sets: [{ reps: 3 }] }], 'target_not_for_exercise');
    await refuse([{ exerciseId: 999999, sets: [{ reps: 5 }] }], 'unknown_exercise');
    for (const set of [
      { reps: 0 },
      { reps: 8, weightKg: 40.1 },
      { reps: 8, rpe: 7.3 },
      { reps: 8, repsMax: 6 },
      { reps: 8, weightKg: 501 },
    ])
      expect(
        (
          await ctx.request(coach, {
            method: 'POST',
            url: '/api/admin/training/workouts',
            payload: { name: 'Bad', items: [{ exerciseId: ex['barbell-bench-press'], sets: [set] }] },
          })
        ).statusCode,
      ).toBe(400);
    expect(
      (
        await ctx.request(coach, {
          method: 'POST',
          url: '/api/admin/training/workouts',
          payload: { name: 'Bad', items: [{ ...bench(), restSeconds: 601 }] },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await ctx.request(coach, {
          method: 'POST',
          url: '/api/admin/training/workouts',
          payload: { name: 'Bad', items: [{ ...bench(), progression: { addKg: 25 } }] },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await ctx.request(coach, { method: 'POST', url: '/api/admin/training/workouts', payload: { name: 'Empty', items: [] } })).statusCode,
    ).toBe(400);
    expect((await ctx.request(member, { method: 'GET', url: '/api/admin/training/workouts' })).statusCode).toBe(403);

    const edited = await ctx.request(coach, {
      method: 'PUT',
      url: `/api/admin/training/workouts/${workout.id}`,
      payload: { name: 'Push A+', items: [bench(45)] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Push A+',
      items: [{ sets: [{ weightKg: 20 }, { weightKg: 45 }, { weightKg: 45 }, { weightKg: 45 }] }],
    });
  });

  it('programs: weeks by days, at most two a day, assign makes the member’s own copy (idempotent)', async () => {
    const a = await makeWorkout({ name: 'Upper', items: [bench()] });
    const b = await makeWorkout({ name: 'Lower', items: [squat()] });
    const bad = await ctx.request(coach, {
      method: 'POST',
      url: '/api/admin/training/programs',
      payload: { name: 'Too much', weeks: 1, days: [1, 2, 3].map(() => ({ week: 1, day: 1, workoutId: a.id })) },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await ctx.request(coach, {
          method: 'POST',
          url: '/api/admin/training/programs',
          payload: { name: 'Week 3 of 2', weeks: 2, days: [{ week: 3, day: 1, workoutId: a.id }] },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await ctx.request(coach, {
          method: 'POST',
          url: '/api/admin/training/programs',
          payload: { name: 'Ghost', weeks: 1, days: [{ week: 1, day: 1, workoutId: 999999 }] },
        })
      ).json().code,
    ).toBe('unknown_workout');

    const program = await ctx.request(coach, {
      method: 'POST',
      url: '/api/admin/training/programs',
      payload: {
        name: 'Two weeks',
        weeks: 2,
        days: [
          { week: 1, day: 1, workoutId: a.id },
          { week: 1, day: 3, workoutId: b.id },
          { week: 2, day: 1, workoutId: a.id },
          { week: 2, day: 3, workoutId: b.id },
        ],
      },
    });
    expect(program.statusCode).toBe(201);
    const programId = program.json().id as number;
    expect(program.json().days[1]).toMatchObject({ week: 1, day: 3, workoutName: 'Lower' });

    const startDate = addDays(today, 1);
    const key = randomUUID();
    const assign = () =>
      ctx.request(coach, {
        method: 'POST',
        url: `/api/admin/training/programs/${programId}/assign`,
        headers: { 'idempotency-key': key },
        payload: { userId: member.id, startDate },
      });
    const first = await assign();
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ scheduled: 4, firstDate: startDate, lastDate: addDays(startDate, 9) });
    expect((await assign()).json()).toEqual(first.json());
    const calendar = (
      await ctx.request(member, { method: 'GET', url: `/api/training/calendar?from=${today}&to=${addDays(today, 30)}` })
    ).json() as Array<{
      date: string;
      name: string;
      status: string;
      exerciseCount: number;
    }>;
    expect(calendar.map((entry) => [entry.date, entry.name, entry.status])).toEqual([
      [startDate, 'Upper', 'planned'],
      [addDays(startDate, 2), 'Lower', 'planned'],
      [addDays(startDate, 7), 'Upper', 'planned'],
      [addDays(startDate, 9), 'Lower', 'planned'],
    ]);

    // Later edits of the workout change nothing already assigned.
    await ctx.request(coach, {
      method: 'PUT',
      url: `/api/admin/training/workouts/${a.id}`,
      payload: { name: 'Upper changed', items: [bench(100)] },
    });
    const firstUpper = await read((calendar[0] as unknown as { id: number }).id);
    expect(firstUpper.name).toBe('Upper');
    expect(firstUpper.items[0]!.sets[1]!.target).toMatchObject({ reps: 8, weightKg: 40 });

    // A workout a program uses cannot be deleted; the program can.
    expect((await ctx.request(coach, { method: 'DELETE', url: `/api/admin/training/workouts/${a.id}` })).json().code).toBe(
      'workout_in_program',
    );
    const programs = (await ctx.request(coach, { method: 'GET', url: '/api/admin/training/programs' })).json();
    expect(programs).toContainEqual(expect.objectContaining({ id: programId, weeks: 2, workoutCount: 4 }));
  });

  it('a new program is there for the very next request (its answer is sent after the commit)', async () => {
    // On PostgreSQL the next request runs on another connection: an answer sent from inside the
    // transaction reached the client before the commit, and the assign right after it answered 404
    // now and then. Twenty tries make that race show.
    const workout = await makeWorkout({ name: 'Quick', items: [squat()] });
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const created = await ctx.request(coach, {
        method: 'POST',
        url: '/api/admin/training/programs',
        payload: { name: `Race ${attempt}`, weeks: 1, days: [{ week: 1, day: 1, workoutId: workout.id }] },
      });
      expect(created.statusCode).toBe(201);
      const id = (created.json() as { id: number }).id;
      const seen = await ctx.db.selectFrom('training_program_days').select('id').where('program_id', '=', id).execute();
      expect(seen, `attempt ${attempt}`).toHaveLength(1);
    }
  });

  it('logs by position, replays change nothing, the first finish marks done with records; progression met and not met', async () => {
    const workout = await makeWorkout({ name: 'Bench day', items: [bench(40), squat()] });
    const program = (
      await ctx.request(coach, {
        method: 'POST',
        url: '/api/admin/training/programs',
        payload: { name: 'Bench weeks', weeks: 3, days: [1, 2, 3].map((week) => ({ week, day: 1, workoutId: workout.id })) },
      })
    ).json() as { id: number };
    const start = addDays(today, -14);
    const assigned = await ctx.request(coach, {
      method: 'POST',
      url: `/api/admin/training/programs/${program.id}/assign`,
      payload: { userId: member.id, startDate: start },
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const weeks = (await ctx.request(member, { method: 'GET', url: `/api/training/calendar?from=${start}&to=${today}` })).json() as Array<{
      id: number;
      name: string;
      status: string;
    }>;
    const [w1, w2, w3] = weeks.filter((entry) => entry.name === 'Bench day');
    expect(w1!.status).toBe('missed');

    // Week 1: all bench sets met (progression), the squat fell short (no progression).
    const done = (reps: number, weightKg: number) => ({ reps, weightKg, done: true });
    const week1 = {
      startedAt: new Date().toISOString(),
      items: [{ sets: [done(10, 20), done(8, 40), done(8, 40), done(8, 40)] }, { sets: [done(4, 60)] }],
      notes: 'Felt strong',
      rating: 4,
      finished: false,
    };
    const saved = await log(w1!.id, week1);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'in_progress', completedAt: null, newRecords: [] });
    const finished = await log(w1!.id, { ...week1, finished: true });
    expect(finished.statusCode).toBe(200);
    const body = finished.json() as Scheduled;
    expect(body.status).toBe('done');
    expect(body.completedAt).not.toBeNull();
    // Epley: 40 x (1 + 8/30) = 50.7; warm-ups count for nothing.
    expect(body.newRecords).toEqual(
      expect.arrayContaining([
        { exerciseId: ex['barbell-bench-press'], kind: 'e1rm', value: 50.7, previous: null },
        { exerciseId: ex['barbell-bench-press'], kind: 'heaviest', value: 40, previous: null },
        { exerciseId: ex['barbell-bench-press'], kind: 'volume', value: 960, previous: null },
      ]),
    );
    // Replaying the same save changes nothing (completedAt kept).
    const replay = (await log(w1!.id, { ...week1, finished: true })).json() as Scheduled;
    expect(replay.completedAt).toBe(body.completedAt);
    expect(replay.items[0]!.sets[1]!.actual).toEqual({ reps: 8, weightKg: 40, seconds: null, distanceKm: null, rpe: null, done: true });

    // The next occurrence: bench normal sets +2.5 kg (warm-up kept), squat unchanged.
    const next = await read(w2!.id);
    expect(next.items[0]!.sets.map((set) => set.target?.weightKg)).toEqual([20, 42.5, 42.5, 42.5]);
    expect(next.items[1]!.sets[0]!.target).toMatchObject({ reps: 5, repsMax: 6, weightKg: 60 });
    expect(next.items[0]!.previous).toMatchObject({
      date: start,
      sets: [{ weightKg: 20 }, { weightKg: 40 }, { weightKg: 40 }, { weightKg: 40 }],
    });
    // Each exercise its own "last time" (one statement answers all of a workout's exercises).
    expect(next.items[1]!.previous).toMatchObject({ date: start, sets: [{ reps: 4, weightKg: 60 }] });
    expect(next.items[1]!.previous!.sets).toHaveLength(1);
    const third = await read(w3!.id);
    expect(third.items[0]!.sets[1]!.target?.weightKg).toBe(40);

    // Week 2: one bench set short -> week 3 stays; a heavier set is a new record against week 1.
    const week2 = await log(w2!.id, {
      items: [{ sets: [done(10, 20), done(8, 42.5), done(8, 42.5), done(6, 42.5)] }, { sets: [done(5, 60), done(5, 60)] }],
      finished: true,
    });
    expect(week2.statusCode).toBe(200);
    expect((week2.json() as Scheduled).newRecords).toContainEqual({
      exerciseId: ex['barbell-bench-press'],
      kind: 'heaviest',
      value: 42.5,
      previous: 40,
    });
    expect((await read(w3!.id)).items[0]!.sets[1]!.target?.weightKg).toBe(40);
    // The squat met its target in week 2: its next occurrence gets +1 rep.
    expect((await read(w3!.id)).items[1]!.sets[0]!.target).toMatchObject({ reps: 6, repsMax: 7 });

    // Records and history.
    const records = (await ctx.request(member, { method: 'GET', url: '/api/training/records' })).json() as Array<Record<string, unknown>>;
    const benchRecords = records.find((entry) => entry.exerciseId === ex['barbell-bench-press'])!;
    expect(benchRecords).toMatchObject({
      exerciseName: 'Barbell Bench Press',
      tracking: 'weight_reps',
      e1rmKg: { value: 53.8, scheduledId: w2!.id },
      heaviestKg: { value: 42.5 },
      mostReps: null,
    });
    const history = (
      await ctx.request(member, { method: 'GET', url: `/api/training/exercises/${ex['barbell-bench-press']}/history` })
    ).json() as Array<{
      scheduledId: number;
      e1rmKg: number;
      volumeKg: number;
      bestSet: { weightKg: number; reps: number };
    }>;
    expect(history.map((row) => row.scheduledId)).toEqual([w2!.id, w1!.id]);
    expect(history[1]).toMatchObject({ e1rmKg: 50.7, volumeKg: 960, bestSet: { weightKg: 40, reps: 8 } });
    // Written through the schema's allowlist: exactly its properties, the sets' too.
    expect(Object.keys(history[1]!).sort()).toEqual(['bestSet', 'date', 'e1rmKg', 'scheduledId', 'sets', 'volumeKg']);
    expect(Object.keys(history[1]!.bestSet).sort()).toEqual(Object.keys(ExerciseHistoryRowSchema.shape.sets.element.shape).sort());
    const paged = await ctx.request(member, {
      method: 'GET',
      url: `/api/training/exercises/${ex['barbell-bench-press']}/history?page=2&pageSize=1`,
    });
    expect(paged.headers['x-total-count'], paged.body).toBe('2');
    expect((paged.json() as Array<{ scheduledId: number }>).map((row) => row.scheduledId)).toEqual([w1!.id]);

    // A correction recomputes the records.
    await log(w2!.id, { items: [{ sets: [done(10, 20), done(8, 40), done(8, 40), done(6, 40)] }], finished: true });
    const corrected = (await ctx.request(member, { method: 'GET', url: '/api/training/records' })).json() as Array<Record<string, unknown>>;
    expect(corrected.find((entry) => entry.exerciseId === ex['barbell-bench-press'])).toMatchObject({
      heaviestKg: { value: 40, scheduledId: w1!.id },
    });

    // The coach can no longer edit or remove a logged workout.
    const edit = await ctx.request(coach, { method: 'PUT', url: `/api/admin/training/scheduled/${w1!.id}`, payload: { name: 'Renamed' } });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('workout_logged');
    expect((await ctx.request(coach, { method: 'DELETE', url: `/api/admin/training/scheduled/${w1!.id}` })).json().code).toBe(
      'workout_logged',
    );
  });

  it('two saves racing to finish the same workout tell the coach once, like one save', async () => {
    const workout = await makeWorkout({ name: 'Race', items: [{ exerciseId: ex['push-up'], sets: [{ reps: 10 }] }] });
    const told = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('notifications')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('kind', '=', 'workout_completed')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const schedule = async () =>
      (
        await ctx.request(coach, {
          method: 'POST',
          url: `/api/admin/training/members/${other.id}/scheduled`,
          payload: { date: today, workoutId: workout.id },
        })
      ).json().id as number;
    const finish = { items: [{ sets: [{ reps: 10, done: true }] }], finished: true };
    const one = await schedule();
    const before = await told();
    expect((await log(one, finish, other)).statusCode).toBe(200);
    const perFinish = (await told()) - before;
    expect(perFinish).toBeGreaterThan(0);
    const raced = await schedule();
    const start = await told();
    const answers = await Promise.all([log(raced, finish, other), log(raced, finish, other), log(raced, finish, other)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect((await told()) - start).toBe(perFinish);
    expect(new Set(answers.map((answer) => answer.json().completedAt)).size).toBe(1);
  });

  it('a save that prefers no answer (RFC 7240 return=minimal) is saved and answered 204, retries included', async () => {
    const workout = await makeWorkout({ name: 'Quiet saves', items: [{ exerciseId: ex['push-up'], sets: [{ reps: 10 }, { reps: 10 }] }] });
    const id = (
      await ctx.request(coach, {
        method: 'POST',
        url: `/api/admin/training/members/${other.id}/scheduled`,
        payload: { date: today, workoutId: workout.id },
      })
    ).json().id as number;
    const save = (payload: Record<string, unknown>, headers: Record<string, string>) =>
      ctx.request(other, { method: 'PUT', url: `/api/training/scheduled/${id}/log`, payload, headers });
    const halfway = {
      items: [
        {
          sets: [
            { reps: 10, done: true },
            { reps: null, done: false },
          ],
        },
      ],
      finished: false,
    };
    const quiet = { prefer: 'respond-async, return=minimal', 'idempotency-key': 'c1a5e0de-0000-4000-8000-000000000001' };
    const first = await save(halfway, quiet);
    expect(first.statusCode).toBe(204);
    expect(first.headers['preference-applied']).toBe('return=minimal');
    expect(first.body).toBe('');
    // The same save again (a phone's retry with its key): the same empty answer, nothing twice.
    const again = await save(halfway, quiet);
    expect(again.statusCode).toBe(204);
    expect(again.body).toBe('');
    const saved = await read(id, other);
    expect(saved.status).toBe('in_progress');
    expect(saved.items[0]!.sets.map((set) => (set.actual as { done?: boolean } | null)?.done)).toEqual([true, false]);
    // Finishing asks for the workout: its answer carries the records.
    const finished = await save(
      {
        items: [
          {
            sets: [
              { reps: 10, done: true },
              { reps: 12, done: true },
            ],
          },
        ],
        finished: true,
      },
      {},
    );
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toMatchObject({ status: 'done' });
    expect(finished.json().newRecords).toEqual(
      expect.arrayContaining([expect.objectContaining({ exerciseId: ex['push-up'], kind: 'reps', value: 12 })]),
    );
  });

  it('reads Prefer as RFC 7240 writes it', () => {
    expect(prefersMinimalReturn('return=minimal')).toBe(true);
    expect(prefersMinimalReturn('wait=10, Return = minimal')).toBe(true);
    expect(prefersMinimalReturn(['respond-async', 'return=minimal; foo=bar'])).toBe(true);
    expect(prefersMinimalReturn('return=representation')).toBe(false);
    expect(prefersMinimalReturn(undefined)).toBe(false);
  });

  it('refuses logs that do not fit, and answers 404 for anyone else’s workout', async () => {
    const workout = await makeWorkout({ name: 'Hang', items: [{ exerciseId: ex['dead-hang'], sets: [{ seconds: 30 }] }] });
    const scheduled = await ctx.request(coach, {
      method: 'POST',
      url: `/api/admin/training/members/${member.id}/scheduled`,
      payload: { date: today, workoutId: workout.id },
    });
    expect(scheduled.statusCode).toBe(201);
    const id = scheduled.json().id as number;
    expect((await log(id, { items: [{ sets: [{ reps: 5, done: true }] }] })).statusCode).toBe(400);
    expect((await log(id, { items: [{ sets: [{ seconds: 99999, done: true }] }] })).statusCode).toBe(400);
    expect((await log(id, { items: [{ sets: [] }, { sets: [] }] })).statusCode).toBe(400);
    expect((await log(id, { items: [{ sets: Array.from({ length: 21 }, () => ({ seconds: 30, done: true })) }] })).statusCode).toBe(400);
    expect((await log(id, { items: [], rating: 6 })).statusCode).toBe(400);
    // A member may add sets beyond the plan.
    const added = await log(id, {
      items: [
        {
          sets: [
            { seconds: 30, done: true },
            { seconds: 40, done: true },
          ],
        },
      ],
    });
    expect(added.statusCode).toBe(200);
    expect((added.json() as Scheduled).items[0]!.sets[1]).toMatchObject({ type: 'normal', target: null, actual: { seconds: 40 } });

    expect((await ctx.request(other, { method: 'GET', url: `/api/training/scheduled/${id}` })).statusCode).toBe(404);
    expect((await log(id, { items: [] }, other)).statusCode).toBe(404);
    expect((await ctx.request(other, { method: 'POST', url: `/api/training/scheduled/${id}/skip`, payload: {} })).statusCode).toBe(404);
  });

  it('a past assignment is missed, a skipped one skipped; one workout on any date; edit and remove while not logged', async () => {
    const workout = await makeWorkout({ name: 'Run', items: [{ exerciseId: ex['running'], sets: [{ distanceKm: 5 }] }] });
    const past = (
      await ctx.request(coach, {
        method: 'POST',
        url: `/api/admin/training/members/${other.id}/scheduled`,
        payload: { date: addDays(today, -3), workoutId: workout.id },
      })
    ).json() as Scheduled;
    expect(past.status).toBe('missed');
    const future = (
      await ctx.request(coach, {
        method: 'POST',
        url: `/api/admin/training/members/${other.id}/scheduled`,
        payload: { date: addDays(today, 3), workoutId: workout.id },
      })
    ).json() as Scheduled;
    expect(future.status).toBe('planned');
    const skipped = await ctx.request(other, {
      method: 'POST',
      url: `/api/training/scheduled/${future.id}/skip`,
      payload: { reason: 'Travelling' },
    });
    expect(skipped.json()).toMatchObject({ status: 'skipped', skipReason: 'Travelling' });

    const moved = await ctx.request(coach, {
      method: 'PUT',
      url: `/api/admin/training/scheduled/${past.id}`,
      payload: { date: addDays(today, 5), name: 'Long run' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'planned', name: 'Long run', date: addDays(today, 5) });
    expect((await ctx.request(coach, { method: 'DELETE', url: `/api/admin/training/scheduled/${past.id}` })).json()).toEqual({
      deleted: true,
    });
    expect((await ctx.request(other, { method: 'GET', url: `/api/training/scheduled/${past.id}` })).statusCode).toBe(404);

    expect(
      (await ctx.request(other, { method: 'GET', url: `/api/training/calendar?from=${today}&to=${addDays(today, 92)}` })).statusCode,
    ).toBe(400);
    expect(
      (await ctx.request(other, { method: 'GET', url: `/api/training/calendar?from=${today}&to=${addDays(today, 91)}` })).statusCode,
    ).toBe(200);
    expect(
      (
        await ctx.request(coach, {
          method: 'POST',
          url: `/api/admin/training/members/999999/scheduled`,
          payload: { date: today, workoutId: workout.id },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a member logs a workout of their own (idempotent, not in the future)', async () => {
    const key = randomUUID();
    const payload = {
      date: today,
      name: 'Hotel gym',
      items: [{ exerciseId: ex['push-up'], sets: [{}, {}] }],
    };
    const send = () => ctx.request(member, { method: 'POST', url: '/api/training/workouts', headers: { 'idempotency-key': key }, payload });
    const first = await send();
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ own: true, status: 'planned', name: 'Hotel gym' });
    expect((await send()).json().id).toBe(first.json().id);
    const id = first.json().id as number;
    const finished = await log(id, {
      items: [
        {
          sets: [
            { reps: 20, done: true },
            { reps: 18, done: true },
          ],
        },
      ],
      finished: true,
    });
    expect(finished.json()).toMatchObject({
      status: 'done',
      newRecords: [{ exerciseId: ex['push-up'], kind: 'reps', value: 20, previous: null }],
    });

    const future = await ctx.request(member, {
      method: 'POST',
      url: '/api/training/workouts',
      payload: { ...payload, date: addDays(today, 2) },
    });
    expect(future.statusCode).toBe(400);
    const misfit = await ctx.request(member, {
      method: 'POST',
      url: '/api/training/workouts',
      payload: { ...payload, items: [{ exerciseId: ex['push-up'], sets: [{ seconds: 30 }] }] },
    });
    expect(misfit.json().code).toBe('target_not_for_exercise');
  });

  it('the spec’s admin workouts are scheduled workouts: assigned there, listed with the rest', async () => {
    const created = await ctx.request(coach, {
      method: 'POST',
      url: '/api/admin/workouts',
      payload: { userId: other.id, title: 'Evening walk', description: '30 minutes', date: today, time: '18:00', durationMinutes: 30 },
    });
    expect(created.statusCode).toBe(201);
    const mine = (await ctx.request(other, { method: 'GET', url: '/api/workouts/my' })).json() as Array<{ id: number; title: string }>;
    expect(mine.map((w) => w.title)).toContain('Evening walk');
    expect(mine.map((w) => w.title)).toContain('Run');
    const calendar = (await ctx.request(other, { method: 'GET', url: `/api/training/calendar?from=${today}&to=${today}` })).json();
    expect(calendar).toContainEqual(expect.objectContaining({ id: created.json().id, name: 'Evening walk', exerciseCount: 0 }));
  });
});
