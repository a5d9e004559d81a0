import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';
import { createMarkedMember } from '../../../test/content-factories.js';
import type { UserRow } from '../../db/schema.js';

describe('admin users, roles and stats', () => {
  let ctx: TestContext;
  let admin: UserRow;
  let superadmin: UserRow;
  let member: UserRow;
  beforeAll(async () => {
    // Presence is flushed only when a test asks: the lists must read it from memory.
    ctx = await buildTestApp({ PRESENCE_FLUSH_MS: '3600000' });
    admin = await ctx.createAdmin('ADMIN', { name: 'Coach Amy' });
    superadmin = await ctx.createAdmin('SUPERADMIN', { name: 'Boss' });
    member = await ctx.createMember({ name: 'Priya Sharma', dob: '1960-01-15', height: 160, weight: 80, bp: '140/90' });
    for (let i = 0; i < 5; i += 1) await ctx.createMember({ name: `Filler ${i}` });
  });
  afterAll(() => ctx.close());

  it('lists every user as the spec array, with derived age and medical conditions, never a password', async () => {
    const res = await ctx.request(admin, { method: 'GET', url: '/api/admin/users' });
    expect(res.statusCode).toBe(200);
    const users = res.json() as Record<string, unknown>[];
    expect(users.length).toBe(8);
    const priya = users.find((u) => u.id === member.id)!;
    expect(priya).toMatchObject({ name: 'Priya Sharma', role: { name: 'USER' }, deleted: false });
    expect(priya.age).toBeGreaterThanOrEqual(64);
    expect(priya.medicalConditions).toEqual(['Obesity', 'Hypertension Risk', 'Age-related risks']);
    expect(JSON.stringify(users)).not.toContain('password');
  });

  it('pages on the server with X-Total-Count and filters by name or mobile', async () => {
    const page = await ctx.request(admin, { method: 'GET', url: '/api/admin/users?page=2&pageSize=3' });
    expect(page.json()).toHaveLength(3);
    expect(page.headers['x-total-count']).toBe('8');
    const byName = await ctx.request(admin, { method: 'GET', url: '/api/admin/users?q=priya&page=1' });
    expect((byName.json() as { id: number }[]).map((u) => u.id)).toEqual([member.id]);
    expect(byName.headers['x-total-count']).toBe('1');
    const byMobile = await ctx.request(admin, { method: 'GET', url: `/api/admin/users?q=${member.mobile.slice(2, 8)}` });
    expect((byMobile.json() as { id: number }[]).map((u) => u.id)).toContain(member.id);
    const wildcard = await ctx.request(admin, { method: 'GET', url: '/api/admin/users?q=%25' });
    expect(wildcard.json()).toEqual([]);
  });

  it('shows the latest last-seen and location at once, before presence reaches the database', async () => {
    const fresh = await ctx.createMember({ name: 'Fresh Presence' });
    expect((await ctx.request(fresh, { method: 'POST', url: '/api/auth/users/location?latitude=12.97&longitude=77.59' })).statusCode).toBe(
      200,
    );
    const stored = await ctx.db.selectFrom('users').select(['last_seen', 'latitude']).where('id', '=', fresh.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ last_seen: null, latitude: null });
    const list = (await ctx.request(admin, { method: 'GET', url: '/api/admin/users?q=Fresh%20Presence' })).json();
    expect(list).toEqual([expect.objectContaining({ id: fresh.id, lastSeen: expect.any(String), latitude: 12.97, longitude: 77.59 })]);
    const one = (await ctx.request(admin, { method: 'GET', url: `/api/admin/users/${fresh.id}` })).json();
    expect(one).toMatchObject({ latitude: 12.97, longitude: 77.59, lastSeen: expect.any(String) });
  });

  it('is for coaches only', async () => {
    expect((await ctx.request(member, { method: 'GET', url: '/api/admin/users' })).statusCode).toBe(403);
    expect((await ctx.request(null, { method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
    expect((await ctx.request(member, { method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(403);
  });

  it('shows one user and 404s an unknown one', async () => {
    expect((await ctx.request(admin, { method: 'GET', url: `/api/admin/users/${member.id}` })).json()).toMatchObject({
      id: member.id,
      bp: '140/90',
    });
    expect((await ctx.request(admin, { method: 'GET', url: '/api/admin/users/999999' })).statusCode).toBe(404);
  });

  it('an ADMIN may make a member ADMIN but never grant SUPERADMIN', async () => {
    const target = await ctx.createMember();
    const up = await ctx.request(admin, { method: 'PUT', url: `/api/admin/users/${target.id}/role`, payload: { role: 'ADMIN' } });
    expect(up.statusCode).toBe(200);
    expect(up.json().role).toEqual({ name: 'ADMIN' });
    const sup = await ctx.request(admin, { method: 'PUT', url: `/api/admin/users/${target.id}/role`, payload: { role: 'SUPERADMIN' } });
    expect(sup.statusCode).toBe(403);
    const demoteBoss = await ctx.request(admin, {
      method: 'PUT',
      url: `/api/admin/users/${superadmin.id}/role`,
      payload: { role: 'USER' },
    });
    expect(demoteBoss.statusCode).toBe(403);
    const stored = await ctx.db.selectFrom('users').select('role').where('id', '=', superadmin.id).executeTakeFirstOrThrow();
    expect(stored.role).toBe('SUPERADMIN');
  });

  it('a SUPERADMIN may grant SUPERADMIN; nobody changes their own role; bad roles are 400', async () => {
    const target = await ctx.createMember();
    const res = await ctx.request(superadmin, {
      method: 'PUT',
      url: `/api/admin/users/${target.id}/role`,
      payload: { role: 'SUPERADMIN' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toEqual({ name: 'SUPERADMIN' });
    expect(
      (await ctx.request(superadmin, { method: 'PUT', url: `/api/admin/users/${superadmin.id}/role`, payload: { role: 'USER' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await ctx.request(superadmin, { method: 'PUT', url: `/api/admin/users/${target.id}/role`, payload: { role: 'OWNER' } })).statusCode,
    ).toBe(400);
    expect(
      (await ctx.request(member, { method: 'PUT', url: `/api/admin/users/${target.id}/role`, payload: { role: 'USER' } })).statusCode,
    ).toBe(403);
  });

  it('counts the tiles; marked accounts are not counted as users', async () => {
    const before = (await ctx.request(admin, { method: 'GET', url: '/api/admin/stats' })).json();
    expect(before).toMatchObject({
      users: expect.any(Number),
      diets: expect.any(Number),
      progress: expect.any(Number),
      coaches: expect.any(Number),
      bookingSessions: expect.any(Number),
    });
    await createMarkedMember(ctx);
    await ctx.createMember();
    const after = (await ctx.request(admin, { method: 'GET', url: '/api/admin/stats' })).json();
    expect(after.users).toBe(before.users + 1);
  });
});
