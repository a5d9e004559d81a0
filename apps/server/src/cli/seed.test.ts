// npm run seed on a test database: a living coaching business the app serves, and a refusal on a
// database that already has members.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers.js';
import { seed, SEED_COACH, SEED_MEMBER_PASSWORD, SEED_MEMBERS } from './seed.js';

describe('npm run seed', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('fills an empty database with a coach, 30 members and their months of data, and the app serves it', async () => {
    const result = await seed(ctx.db, ctx.config, new Date('2026-11-24T06:00:00.000Z'));
    expect(result.members).toBe(SEED_MEMBERS);
    expect(result.progressEntries).toBe(SEED_MEMBERS * 6);
    expect(result.circadianDays).toBeGreaterThan(SEED_MEMBERS * 10);
    expect(result.bookings).toBeGreaterThan(20);

    const coach = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: SEED_COACH.mobile, password: SEED_COACH.password },
    });
    expect(coach.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${coach.json().token}` };
    const users = await ctx.app.inject({ method: 'GET', url: '/api/admin/users', headers: auth });
    expect(users.json().filter((u: { role: { name: string } }) => u.role.name === 'USER')).toHaveLength(SEED_MEMBERS);
    const member = users.json().find((u: { role: { name: string } }) => u.role.name === 'USER');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: member.mobile, password: SEED_MEMBER_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const memberAuth = { authorization: `Bearer ${login.json().token}` };
    expect((await ctx.app.inject({ method: 'GET', url: '/api/diet-plans/my', headers: memberAuth })).json().length).toBeGreaterThan(0);

    const banners = (await ctx.app.inject({ method: 'GET', url: '/api/banners' })).json();
    expect(banners).toHaveLength(2);
    const image = await ctx.app.inject({ method: 'GET', url: banners[0].imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/testimonials' })).json()).toHaveLength(3);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/live-sessions' })).json()).toHaveLength(4);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/bookings', headers: auth })).json().length).toBe(result.bookings);
  });

  it('refuses a database that already has members', async () => {
    await expect(seed(ctx.db, ctx.config)).rejects.toThrow('This database already has members: the demo data is only for an empty one.');
  });
});
