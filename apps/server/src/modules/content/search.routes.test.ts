import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';
import type { UserRow } from '../../db/schema.js';

describe('GET /api/search', () => {
  let ctx: TestContext;
  let admin: UserRow;
  let member: UserRow;
  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = await ctx.createAdmin();
    member = await ctx.createMember({ name: 'Zara Slotsworth' });
  });
  afterAll(() => ctx.close());

  it('finds Manage Slots and users by name for a coach', async () => {
    const res = await ctx.request(admin, { method: 'GET', url: '/api/search?q=slots' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.screens[0]).toMatchObject({ title: 'Manage Slots', path: '/admin/slots' });
    expect(body.users.map((u: { id: string }) => u.id)).toEqual([String(member.id)]);
  });

  it('finds users by mobile for a coach', async () => {
    const body = (await ctx.request(admin, { method: 'GET', url: `/api/search?q=${member.mobile}` })).json();
    expect(body.users[0]).toMatchObject({ title: 'Zara Slotsworth' });
  });

  it('gives a user hit its mobile and role beside the English subtitle, for the web to write in its language', async () => {
    const body = (await ctx.request(admin, { method: 'GET', url: '/api/search?q=slotsworth' })).json();
    expect(body.users[0]).toEqual({
      id: String(member.id),
      title: 'Zara Slotsworth',
      subtitle: `${member.mobile} · ${member.role}`,
      path: `/admin?user=${member.id}`,
      kind: 'user',
      mobile: member.mobile,
      role: member.role,
    });
    expect(body.screens.every((s: { kind: string }) => s.kind === 'screen')).toBe(true);
  });

  it('never shows coach screens or other users to a member', async () => {
    const body = (await ctx.request(member, { method: 'GET', url: '/api/search?q=slots' })).json();
    expect(body.screens.map((s: { path: string }) => s.path)).toEqual(['/book-appointment']);
    expect(body.users).toEqual([]);
    expect(body).toMatchObject({ dietPlans: expect.any(Array), sessions: expect.any(Array), bookings: expect.any(Array) });
  });

  it('answers empty groups for an empty query and 401 without a token', async () => {
    expect((await ctx.request(member, { method: 'GET', url: '/api/search?q=' })).json()).toEqual({
      screens: [],
      users: [],
      dietPlans: [],
      sessions: [],
      bookings: [],
    });
    expect((await ctx.request(null, { method: 'GET', url: '/api/search?q=slots' })).statusCode).toBe(401);
  });
});
