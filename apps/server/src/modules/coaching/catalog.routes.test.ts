import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';

describe('trainers and subscription plans', () => {
  let ctx: TestContext;
  let admin: UserRow;
  let member: UserRow;
  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = await ctx.createAdmin();
    member = await ctx.createMember();
  });
  afterAll(() => ctx.close());

  it('seeds a few trainers and plans so the screens are not empty', async () => {
    const trainers = await ctx.request(member, { method: 'GET', url: '/api/trainers' });
    expect(trainers.statusCode).toBe(200);
    expect(trainers.json().length).toBeGreaterThanOrEqual(3);
    expect(trainers.json()[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      specialization: expect.any(String),
      experience: expect.any(Number),
    });
    const plans = await ctx.request(member, { method: 'GET', url: '/api/subscriptions' });
    expect(plans.statusCode).toBe(200);
    expect(plans.json().length).toBeGreaterThanOrEqual(3);
    expect(plans.json()[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      description: expect.any(String),
      price: expect.any(Number),
      durationDays: 30,
    });
  });

  it('needs a token to read, a coach to manage', async () => {
    expect((await ctx.request(null, { method: 'GET', url: '/api/trainers' })).statusCode).toBe(401);
    expect((await ctx.request(null, { method: 'GET', url: '/api/subscriptions' })).statusCode).toBe(401);
    expect((await ctx.request(member, { method: 'GET', url: '/api/admin/trainers' })).statusCode).toBe(403);
    expect(
      (await ctx.request(member, { method: 'POST', url: '/api/admin/subscriptions', payload: { name: 'X', price: 1 } })).statusCode,
    ).toBe(403);
    expect((await ctx.request(admin, { method: 'GET', url: '/api/admin/trainers' })).statusCode).toBe(200);
  });

  it('a coach creates, edits and deletes a trainer', async () => {
    const created = await ctx.request(admin, {
      method: 'POST',
      url: '/api/admin/trainers',
      payload: { name: 'Zed Coach', specialization: 'Boxing', experience: 4 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const edited = await ctx.request(admin, {
      method: 'PUT',
      url: `/api/admin/trainers/${id}`,
      payload: { name: 'Zed Coach', specialization: 'Kickboxing', experience: 5 },
    });
    expect(edited.json()).toEqual({ id, name: 'Zed Coach', specialization: 'Kickboxing', experience: 5 });
    expect(
      (await ctx.request(admin, { method: 'POST', url: '/api/admin/trainers', payload: { name: '', specialization: 'x', experience: 1 } }))
        .statusCode,
    ).toBe(400);
    expect((await ctx.request(admin, { method: 'DELETE', url: `/api/admin/trainers/${id}` })).statusCode).toBe(200);
    expect((await ctx.request(admin, { method: 'DELETE', url: `/api/admin/trainers/${id}` })).statusCode).toBe(404);
  });

  it('a coach creates, edits and deletes a plan', async () => {
    const created = await ctx.request(admin, {
      method: 'POST',
      url: '/api/admin/subscriptions',
      payload: { name: 'Gold', description: 'All in', price: 49.5 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json().price).toBe(49.5);
    expect(created.json().durationDays).toBe(30);
    const edited = await ctx.request(admin, {
      method: 'PUT',
      url: `/api/admin/subscriptions/${id}`,
      payload: { name: 'Gold+', price: 59, durationDays: 90 },
    });
    expect(edited.json()).toEqual({ id, name: 'Gold+', description: '', price: 59, durationDays: 90 });
    const members = await ctx.request(member, { method: 'GET', url: '/api/subscriptions' });
    expect(members.json().find((p: { id: number }) => p.id === id).durationDays).toBe(90);
    for (const durationDays of [0, 731, 1.5, '30']) {
      const bad = await ctx.request(admin, {
        method: 'PUT',
        url: `/api/admin/subscriptions/${id}`,
        payload: { name: 'x', price: 1, durationDays },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('durationDays must be a whole number of days from 1 to 730');
    }
    expect(
      (await ctx.request(admin, { method: 'POST', url: '/api/admin/subscriptions', payload: { name: 'Neg', price: -1 } })).statusCode,
    ).toBe(400);
    expect((await ctx.request(admin, { method: 'DELETE', url: `/api/admin/subscriptions/${id}` })).statusCode).toBe(200);
    expect(
      (await ctx.request(admin, { method: 'PUT', url: `/api/admin/subscriptions/${id}`, payload: { name: 'x', price: 1 } })).statusCode,
    ).toBe(404);
  });
});
