// npm run seed on a test database: a living coaching business the app serves, and a refusal on a
// database that already has members.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers.js';
import sharp from 'sharp';
import { EatingEventBodySchema, MEALS, isClockTimeInMealWindow } from '@rhythmfit/contracts';
import { BANNER_IMAGE, bannerFontSize, seed, SEED_COACH, SEED_MEMBER_PASSWORD, SEED_MEMBERS } from './seed.js';

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
    // 2:1, so the card's cover crop (1.5:1 on a phone to 4:1 on a wide desktop) keeps the centred headline.
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: BANNER_IMAGE.width, height: BANNER_IMAGE.height });
    for (const banner of banners)
      expect(bannerFontSize(banner.title) * banner.title.length * 0.6).toBeLessThanOrEqual(BANNER_IMAGE.safeWidth);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/testimonials' })).json()).toHaveLength(3);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/live-sessions' })).json()).toHaveLength(4);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/bookings', headers: auth })).json().length).toBe(result.bookings);
  }, 60_000); // The seed writes each day through the API's rules (thousands of statements): seconds, more on a busy PostgreSQL.

  it('logs only what a member could have: meal marks inside their windows, late eating as eating events', async () => {
    const records = await ctx.db.selectFrom('circadian_records').selectAll().execute();
    expect(records.length).toBeGreaterThan(SEED_MEMBERS * 10);
    for (const record of records) {
      for (const meal of MEALS) {
        if (record[`${meal}_logged`]) expect([meal, isClockTimeInMealWindow(meal, record[`${meal}_time`]!)]).toEqual([meal, true]);
      }
    }
    const events = await ctx.db.selectFrom('eating_events').selectAll().execute();
    expect(events.some((event) => event.time > '21:00' && event.kind === 'meal')).toBe(true);
    for (const event of events)
      expect(EatingEventBodySchema.safeParse({ time: event.time, kind: event.kind, note: event.note ?? undefined }).success).toBe(true);
  });

  it('refuses a database that already has members', async () => {
    await expect(seed(ctx.db, ctx.config)).rejects.toThrow('This database already has members: the demo data is only for an empty one.');
  });
});
