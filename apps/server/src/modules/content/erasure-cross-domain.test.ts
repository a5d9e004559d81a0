// The erasure and the member search against the real tables of the other domains (tracking,
// coaching, circadian, notifications), through the member-data registry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';
import { createMarkedMember } from '../../../test/content-factories.js';
import type { UserRow } from '../../db/schema.js';
import type { Kysely } from 'kysely';
import { eraseAccount } from './deletion.service.js';

let slotMinute = 0;
const OWNED = ['progress_entries', 'diet_plan_assignments', 'bookings', 'coaching_sessions', 'circadian_records', 'scheduled_workouts'];

type AnyDb = Kysely<any>;
const anyDb = (db: unknown) => db as AnyDb;

async function seedMemberData(db: AnyDb, userId: number, now: string, future: string) {
  const plan = await db
    .insertInto('diet_plans')
    .values({ meal_type: 'Breakfast', description: 'Oats with berries', plan_type: 'Weight Loss', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('diet_plan_assignments').values({ user_id: userId, diet_plan_id: plan.id, assigned_at: now }).execute();
  await db
    .insertInto('progress_entries')
    .values({ user_id: userId, date: '2025-01-01', month: '2025-01', weight: 70, calories: 2000, created_at: now })
    .execute();
  await db.insertInto('circadian_records').values({ user_id: userId, date: '2025-01-01', created_at: now, updated_at: now }).execute();
  await db
    .insertInto('coaching_sessions')
    .values({ user_id: userId, date: future, time: '09:00', message: 'Knee pain', status: 'pending', created_at: now, updated_at: now })
    .execute();
  slotMinute += 1;
  const time = `10:${String(slotMinute).padStart(2, '0')}`;
  const slot = await db
    .insertInto('slots')
    .values({ date: future, time, booked: 1, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('bookings')
    .values({ user_id: userId, slot_id: slot.id, date: future, time, status: 'pending', created_at: now, updated_at: now })
    .execute();
  await db
    .insertInto('scheduled_workouts')
    .values({
      user_id: userId,
      name: 'Run',
      notes: '',
      items: '[]',
      exercise_ids: ',',
      exercise_count: 0,
      date: future,
      duration_minutes: 20,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { slotId: slot.id as number };
}

describe('erasure across domains', () => {
  let ctx: TestContext;
  let admin: UserRow;
  const now = new Date().toISOString();
  const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = await ctx.createAdmin();
  });
  afterAll(() => ctx.close());

  it('finds a member their own diet plans, sessions and bookings, never someone else’s', async () => {
    const member = await ctx.createMember();
    const other = await ctx.createMember();
    await seedMemberData(anyDb(ctx.db), member.id, now, future);
    await seedMemberData(anyDb(ctx.db), other.id, now, future);
    const oats = (await ctx.request(member, { method: 'GET', url: '/api/search?q=oats' })).json();
    expect(oats.dietPlans).toEqual([expect.objectContaining({ title: 'Breakfast', subtitle: 'Oats with berries', path: '/diet-plans' })]);
    expect(oats.dietPlans[0].kind).toBe('dietPlan');
    const knee = (await ctx.request(member, { method: 'GET', url: '/api/search?q=knee' })).json();
    expect(knee.sessions).toEqual([
      expect.objectContaining({
        title: `Session ${future} 09:00`,
        subtitle: 'pending · Knee pain',
        path: '/dashboard',
        kind: 'session',
        date: future,
        time: '09:00',
        status: 'pending',
        note: 'Knee pain',
      }),
    ]);
    const pending = (await ctx.request(member, { method: 'GET', url: '/api/search?q=pending' })).json();
    expect(pending.bookings).toHaveLength(1);
    const booking = pending.bookings[0];
    expect(booking).toMatchObject({ path: '/my-bookings', kind: 'booking', date: future, status: 'pending', trainer: null });
    expect(booking.title).toBe(`Appointment ${future} ${booking.time}`);
    expect(booking.subtitle).toBe('pending');
    expect(pending.sessions).toHaveLength(1);
  });

  it('leaves no row of the member in any domain and gives their upcoming slot back', async () => {
    const { member } = await createMarkedMember(ctx);
    const keeper = await ctx.createMember();
    const db = anyDb(ctx.db);
    const { slotId } = await seedMemberData(db, member.id, now, future);
    await seedMemberData(db, keeper.id, now, '2031-01-01');

    expect(await eraseAccount({ db: ctx.db, uploadsDir: ctx.config.uploadsDir, memberData: ctx.app.memberData }, member.id)).toBe(true);
    for (const table of OWNED) {
      const mine = await db.selectFrom(table).select(db.fn.countAll().as('n')).where('user_id', '=', member.id).executeTakeFirstOrThrow();
      const theirs = await db.selectFrom(table).select(db.fn.countAll().as('n')).where('user_id', '=', keeper.id).executeTakeFirstOrThrow();
      expect([table, Number(mine.n)]).toEqual([table, 0]);
      expect([table, Number(theirs.n)]).toEqual([table, 1]);
    }
    const slot = await db.selectFrom('slots').select('booked').where('id', '=', slotId).executeTakeFirstOrThrow();
    expect(Number(slot.booked)).toBe(0);
    const users = (await ctx.request(admin, { method: 'GET', url: '/api/admin/users' })).json() as { id: number }[];
    expect(users.map((u) => u.id)).not.toContain(member.id);
  });
});
