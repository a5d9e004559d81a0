// Erasing a coach keeps the exercises they added to the library (the business's content) and only
// forgets who wrote them; another coach's authorship is untouched, and nothing of them is exported.
import { exerciseNameKey } from '@rhythmfit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';
import { MEMBER_DATA } from '../../member-data-registry.js';
import { eraseAccount } from '../content/index.js';
import { trainingMemberData } from './member-data.js';

describe('training member data', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({}, { notificationJobs: false });
  });
  afterAll(() => ctx.close());

  async function addExercise(name: string, createdBy: number): Promise<number> {
    const now = new Date().toISOString();
    const { id } = await ctx.db
      .insertInto('exercises')
      .values({
        slug: null,
        name,
        name_key: exerciseNameKey(name),
        category: 'strength',
        primary_muscles: '["glutes"]',
        secondary_muscles: '[]',
        equipment: 'band',
        tracking: 'reps',
        instructions: 'Walk sideways against the band.',
        video_file: null,
        video_link: null,
        created_by: createdBy,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  it("keeps an erased coach's exercises with no author, and leaves another coach's alone", async () => {
    const leaving = await ctx.createAdmin();
    const staying = await ctx.createAdmin();
    const theirs = await addExercise('Coach Band Walk', leaving.id);
    const others = await addExercise('Coach Hip Hinge Drill', staying.id);
    // Coach accounts cannot ask for deletion: a coach who leaves is made a member first.
    await ctx.db.updateTable('users').set({ role: 'USER' }).where('id', '=', leaving.id).execute();
    const res = await ctx.request(
      { id: leaving.id, role: 'USER' },
      {
        method: 'POST',
        url: '/api/delete-account-request',
        payload: { mobile: leaving.mobile, reason: 'Leaving the practice' },
      },
    );
    expect(res.statusCode, res.body).toBe(201);

    expect(await trainingMemberData.exportMember(ctx.db, leaving.id)).toEqual({ targets: [], trainingRecords: [] });
    expect(await eraseAccount({ db: ctx.db, uploadsDir: ctx.config.uploadsDir, memberData: MEMBER_DATA }, leaving.id)).toBe(true);

    const rows = await ctx.db
      .selectFrom('exercises')
      .select(['id', 'name', 'created_by', 'archived'])
      .where('id', 'in', [theirs, others])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: theirs, name: 'Coach Band Walk', created_by: null, archived: 0 },
      { id: others, name: 'Coach Hip Hinge Drill', created_by: staying.id, archived: 0 },
    ]);
  });

  it("exports a member's workouts, logs and records, and erasing them removes all of it", async () => {
    const coach = await ctx.createAdmin();
    const member = await ctx.createMember();
    const bench = await ctx.db.selectFrom('exercises').select('id').where('slug', '=', 'barbell-bench-press').executeTakeFirstOrThrow();
    const today = new Date().toISOString().slice(0, 10);
    const workout = await ctx.request(coach, {
      method: 'POST',
      url: '/api/admin/training/workouts',
      payload: { name: 'Bench', items: [{ exerciseId: bench.id, sets: [{ reps: 5, weightKg: 60 }] }] },
    });
    const scheduled = await ctx.request(coach, {
      method: 'POST',
      url: `/api/admin/training/members/${member.id}/scheduled`,
      payload: { date: today, workoutId: workout.json().id },
    });
    const id = scheduled.json().id as number;
    const logged = await ctx.request(member, {
      method: 'PUT',
      url: `/api/training/scheduled/${id}/log`,
      payload: { items: [{ sets: [{ reps: 5, weightKg: 60, done: true }] }], finished: true },
    });
    expect(logged.statusCode).toBe(200);
    const exported = (await trainingMemberData.exportMember(ctx.db, member.id)) as {
      targets: Array<{ name: string; status: string }>;
      trainingRecords: Array<{ exercise: string; kind: string }>;
    };
    expect(exported.targets).toEqual([expect.objectContaining({ name: 'Bench', status: 'done' })]);
    expect(exported.trainingRecords).toContainEqual(
      expect.objectContaining({ exercise: 'Barbell Bench Press', kind: 'heaviest', value: 60 }),
    );

    await ctx.db.transaction().execute((trx) => trainingMemberData.erase(trx, member.id, today));
    for (const table of ['scheduled_workouts', 'training_exercise_logs', 'training_records'] as const) {
      const left = await ctx.db.selectFrom(table).select('user_id').where('user_id', '=', member.id).execute();
      expect(left).toEqual([]);
    }
    const template = await ctx.db
      .selectFrom('training_workouts')
      .select('created_by')
      .where('id', '=', workout.json().id)
      .executeTakeFirstOrThrow();
    expect(template.created_by).toBe(coach.id);
  });
});
