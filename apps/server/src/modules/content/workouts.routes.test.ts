import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';
import type { UserRow } from '../../db/schema.js';

describe('workouts', () => {
  let ctx: TestContext;
  let admin: UserRow;
  let member: UserRow;
  let other: UserRow;
  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = await ctx.createAdmin();
    member = await ctx.createMember({ name: 'Kiran' });
    other = await ctx.createMember({ name: 'Someone Else' });
  });
  afterAll(() => ctx.close());

  const workout = (userId: number, title = 'Leg day') => ({
    userId,
    title,
    description: 'Squats and lunges',
    date: '2025-03-10',
    time: '07:30',
    durationMinutes: 45,
  });

  it('a coach assigns a workout (201) and lists them, filtered and paged', async () => {
    const res = await ctx.request(admin, { method: 'POST', url: '/api/admin/workouts', payload: workout(member.id) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ userId: member.id, userName: 'Kiran', title: 'Leg day', durationMinutes: 45, time: '07:30' });
    await ctx.request(admin, { method: 'POST', url: '/api/admin/workouts', payload: workout(other.id, 'Yoga flow') });

    const all = await ctx.request(admin, { method: 'GET', url: '/api/admin/workouts' });
    expect(all.json()).toHaveLength(2);
    const filtered = await ctx.request(admin, { method: 'GET', url: '/api/admin/workouts?q=kiran&page=1&pageSize=10' });
    expect((filtered.json() as { title: string }[]).map((w) => w.title)).toEqual(['Leg day']);
    expect(filtered.headers['x-total-count']).toBe('1');
  });

  it('a member reads only their own workouts', async () => {
    const mine = (await ctx.request(member, { method: 'GET', url: '/api/workouts/my' })).json() as { userId: number }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((w) => w.userId === member.id)).toBe(true);
  });

  it('validates, 404s unknown users, and refuses members', async () => {
    expect(
      (await ctx.request(admin, { method: 'POST', url: '/api/admin/workouts', payload: { ...workout(member.id), durationMinutes: 0 } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await ctx.request(admin, { method: 'POST', url: '/api/admin/workouts', payload: { ...workout(member.id), date: '2025-13-01' } }))
        .statusCode,
    ).toBe(400);
    expect((await ctx.request(admin, { method: 'POST', url: '/api/admin/workouts', payload: workout(999999) })).statusCode).toBe(404);
    expect((await ctx.request(member, { method: 'POST', url: '/api/admin/workouts', payload: workout(member.id) })).statusCode).toBe(403);
    expect((await ctx.request(member, { method: 'GET', url: '/api/admin/workouts' })).statusCode).toBe(403);
  });

  it('deletes a workout', async () => {
    const created = (await ctx.request(admin, { method: 'POST', url: '/api/admin/workouts', payload: workout(member.id, 'Temp') })).json();
    expect((await ctx.request(admin, { method: 'DELETE', url: `/api/admin/workouts/${created.id}` })).statusCode).toBe(200);
    expect((await ctx.request(admin, { method: 'DELETE', url: `/api/admin/workouts/${created.id}` })).statusCode).toBe(404);
  });
});
