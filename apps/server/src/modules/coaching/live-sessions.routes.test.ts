import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { createLiveSession } from '../../../test/coaching-factories.js';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';

const HOUR = 3_600_000;
const at = (offsetHours: number) => new Date(Date.now() + offsetHours * HOUR);

describe('live sessions', () => {
  let ctx: TestContext;
  let admin: UserRow;
  let member: UserRow;
  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = await ctx.createAdmin();
    member = await ctx.createMember();
  });
  afterAll(() => ctx.close());

  const body = (overrides: Record<string, unknown> = {}) => ({
    title: 'Evening Yoga',
    trainer: 'Priya',
    startTime: at(2).toISOString(),
    endTime: at(3).toISOString(),
    zoomLink: 'https://zoom.example.com/j/123',
    ...overrides,
  });

  it('a coach creates, edits and deletes a live session', async () => {
    const created = await ctx.request(admin, { method: 'POST', url: '/api/live-sessions', payload: body() });
    expect(created.statusCode).toBe(201);
    const session = created.json();
    expect(session).toMatchObject({ title: 'Evening Yoga', trainer: 'Priya', zoomLink: 'https://zoom.example.com/j/123' });

    const edited = await ctx.request(admin, {
      method: 'PUT',
      url: `/api/live-sessions/${session.id}`,
      payload: body({ title: 'Sunset Yoga' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().title).toBe('Sunset Yoga');

    const removed = await ctx.request(admin, { method: 'DELETE', url: `/api/live-sessions/${session.id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Live session deleted' });
    expect((await ctx.request(admin, { method: 'DELETE', url: `/api/live-sessions/${session.id}` })).statusCode).toBe(404);
    expect((await ctx.request(admin, { method: 'PUT', url: `/api/live-sessions/${session.id}`, payload: body() })).statusCode).toBe(404);
  });

  it('stores instants in UTC whatever offset they arrive with', async () => {
    const res = await ctx.request(admin, {
      method: 'POST',
      url: '/api/live-sessions',
      payload: body({ startTime: '2030-01-01T10:00:00+05:30', endTime: '2030-01-01T11:00:00+05:30' }),
    });
    expect(res.json().startTime).toBe('2030-01-01T04:30:00.000Z');
  });

  it('refuses an end that is not after the start, missing fields and a non-https link', async () => {
    const same = await ctx.request(admin, { method: 'POST', url: '/api/live-sessions', payload: body({ endTime: body().startTime }) });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('The end must be after the start.');
    expect((await ctx.request(admin, { method: 'POST', url: '/api/live-sessions', payload: body({ title: '' }) })).statusCode).toBe(400);
    expect(
      (await ctx.request(admin, { method: 'POST', url: '/api/live-sessions', payload: body({ zoomLink: 'http://zoom.example.com' }) }))
        .statusCode,
    ).toBe(400);
  });

  it('writes are for coaches only', async () => {
    expect((await ctx.request(null, { method: 'POST', url: '/api/live-sessions', payload: body() })).statusCode).toBe(401);
    expect((await ctx.request(member, { method: 'POST', url: '/api/live-sessions', payload: body() })).statusCode).toBe(403);
    const id = await createLiveSession(ctx.db, { start: at(1), end: at(2) });
    expect((await ctx.request(member, { method: 'DELETE', url: `/api/live-sessions/${id}` })).statusCode).toBe(403);
  });

  it('reads are public; /upcoming leaves out sessions that ended more than a day ago', async () => {
    const old = await createLiveSession(ctx.db, { title: 'Old', start: at(-50), end: at(-49) });
    const recent = await createLiveSession(ctx.db, { title: 'Recent', start: at(-3), end: at(-2) });
    const later = await createLiveSession(ctx.db, { title: 'Later', start: at(30), end: at(31) });
    const all = await ctx.app.inject({ method: 'GET', url: '/api/live-sessions' });
    expect(all.statusCode).toBe(200);
    expect(all.json().map((s: { id: number }) => s.id)).toEqual(expect.arrayContaining([old, recent, later]));
    const upcoming = await ctx.app.inject({ method: 'GET', url: '/api/live-sessions/upcoming' });
    const ids = upcoming.json().map((s: { id: number }) => s.id);
    expect(ids).toContain(recent);
    expect(ids).toContain(later);
    expect(ids).not.toContain(old);
    const starts = upcoming.json().map((s: { startTime: string }) => s.startTime);
    expect([...starts].sort()).toEqual(starts);
  });

  it('/upcoming shows every write through the API at once, through its ETag too', async () => {
    const read = async (etag?: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/live-sessions/upcoming', headers: etag ? { 'if-none-match': etag } : {} });
    const first = await read();
    const etag = String(first.headers.etag);
    expect((await read(etag)).statusCode).toBe(304);
    const created = await ctx.request(admin, { method: 'POST', url: '/api/live-sessions', payload: body({ title: 'Announced' }) });
    const afterCreate = await read(etag);
    expect(afterCreate.statusCode).toBe(200);
    expect(afterCreate.json().map((s: { id: number }) => s.id)).toContain(created.json().id);
    const edited = await ctx.request(admin, {
      method: 'PUT',
      url: `/api/live-sessions/${created.json().id}`,
      payload: body({ title: 'Announced, renamed' }),
    });
    expect(edited.statusCode).toBe(200);
    expect((await read()).json().map((s: { title: string }) => s.title)).toContain('Announced, renamed');
    expect((await ctx.request(admin, { method: 'DELETE', url: `/api/live-sessions/${created.json().id}` })).statusCode).toBe(200);
    expect((await read()).json().map((s: { id: number }) => s.id)).not.toContain(created.json().id);
  });
});
