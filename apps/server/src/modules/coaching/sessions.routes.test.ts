import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { createCoachingSession, dateFromToday } from '../../../test/coaching-factories.js';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';

describe('dashboard coaching sessions', () => {
  let ctx: TestContext;
  let admin: UserRow;
  let member: UserRow;
  let other: UserRow;
  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = await ctx.createAdmin();
    member = await ctx.createMember({ name: 'Kiran Rao' });
    other = await ctx.createMember({ name: 'Someone Else' });
  });
  afterAll(() => ctx.close());

  it('books a session (pending) with an optional message and answers 201 with it', async () => {
    const date = dateFromToday(2);
    const res = await ctx.request(member, {
      method: 'POST',
      url: '/api/sessions/book',
      payload: { date, time: '18:30', message: 'Knee pain' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      date,
      time: '18:30',
      message: 'Knee pain',
      status: 'pending',
      zoomLink: null,
      userId: member.id,
      userName: 'Kiran Rao',
      mobile: member.mobile,
      createdAt: expect.any(String),
    });
    const bare = await ctx.request(member, { method: 'POST', url: '/api/sessions/book', payload: { date, time: '19:00' } });
    expect(bare.statusCode).toBe(201);
    expect(bare.json().message).toBeNull();
  });

  it('requires date, time and a token', async () => {
    expect((await ctx.request(member, { method: 'POST', url: '/api/sessions/book', payload: { time: '10:00' } })).statusCode).toBe(400);
    expect(
      (await ctx.request(member, { method: 'POST', url: '/api/sessions/book', payload: { date: dateFromToday(1), time: '9am' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await ctx.request(null, { method: 'POST', url: '/api/sessions/book', payload: { date: dateFromToday(1), time: '10:00' } }))
        .statusCode,
    ).toBe(401);
  });

  it("lists only the member's own sessions, oldest first", async () => {
    const a = await createCoachingSession(ctx.db, other.id, { time: '07:00' });
    const b = await createCoachingSession(ctx.db, other.id, { time: '08:00' });
    await createCoachingSession(ctx.db, member.id);
    const res = await ctx.request(other, { method: 'GET', url: '/api/sessions' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: { id: number }) => s.id)).toEqual([a, b]);
  });

  it('reads one session: own or coach, 403 for another member, 404 unknown', async () => {
    const id = await createCoachingSession(ctx.db, other.id);
    expect((await ctx.request(other, { method: 'GET', url: `/api/sessions/${id}` })).json().id).toBe(id);
    expect((await ctx.request(admin, { method: 'GET', url: `/api/sessions/${id}` })).statusCode).toBe(200);
    expect((await ctx.request(member, { method: 'GET', url: `/api/sessions/${id}` })).statusCode).toBe(403);
    expect((await ctx.request(member, { method: 'GET', url: '/api/sessions/999999' })).statusCode).toBe(404);
  });

  it('lists all sessions for a coach only, paged on request', async () => {
    const res = await ctx.request(admin, { method: 'GET', url: '/api/sessions/all' });
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThanOrEqual(3);
    expect(res.json()[0]).toHaveProperty('userName');
    const paged = await ctx.request(admin, { method: 'GET', url: '/api/sessions/all?page=1&pageSize=2' });
    expect(paged.json()).toHaveLength(2);
    expect(Number(paged.headers['x-total-count'])).toBe(res.json().length);
    expect((await ctx.request(member, { method: 'GET', url: '/api/sessions/all' })).statusCode).toBe(403);
  });

  it('a coach sets any of the three statuses; others are refused', async () => {
    const id = await createCoachingSession(ctx.db, member.id);
    for (const status of ['upcoming', 'completed', 'pending']) {
      const res = await ctx.request(admin, { method: 'PUT', url: `/api/sessions/${id}/status`, payload: { status } });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(status);
    }
    expect(
      (await ctx.request(admin, { method: 'PUT', url: `/api/sessions/${id}/status`, payload: { status: 'confirmed' } })).statusCode,
    ).toBe(400);
    expect(
      (await ctx.request(member, { method: 'PUT', url: `/api/sessions/${id}/status`, payload: { status: 'completed' } })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.request(admin, { method: 'PUT', url: '/api/sessions/999999/status', payload: { status: 'completed' } })).statusCode,
    ).toBe(404);
  });

  it('a coach sets the zoom link (https only) and the member sees it', async () => {
    const id = await createCoachingSession(ctx.db, member.id);
    const res = await ctx.request(admin, {
      method: 'PUT',
      url: `/api/sessions/${id}/zoom-link`,
      payload: { zoomLink: 'https://zoom.example.com/j/9' },
    });
    expect(res.statusCode).toBe(200);
    expect((await ctx.request(member, { method: 'GET', url: `/api/sessions/${id}` })).json().zoomLink).toBe('https://zoom.example.com/j/9');
    expect(
      (await ctx.request(admin, { method: 'PUT', url: `/api/sessions/${id}/zoom-link`, payload: { zoomLink: 'not a link' } })).statusCode,
    ).toBe(400);
    expect(
      (await ctx.request(member, { method: 'PUT', url: `/api/sessions/${id}/zoom-link`, payload: { zoomLink: 'https://x.example.com' } }))
        .statusCode,
    ).toBe(403);
  });
});
