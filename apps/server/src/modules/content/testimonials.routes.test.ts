import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';
import { mp4Bytes, multipart, pngBytes } from '../../../test/content-factories.js';
import type { UserRow } from '../../db/schema.js';

describe('testimonials', () => {
  let ctx: TestContext;
  let admin: UserRow;
  let member: UserRow;
  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = await ctx.createAdmin();
    member = await ctx.createMember();
  });
  afterAll(() => ctx.close());

  it('answers an empty public list at first', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/testimonials' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('creates a testimonial without media, role defaulting to User', async () => {
    const body = await multipart({ name: 'Asha', message: 'Lost 5 kg!' });
    const res = await ctx.request(admin, { method: 'POST', url: '/api/testimonials', ...body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Asha', message: 'Lost 5 kg!', role: 'User', imageUrl: null, videoUrl: null });
  });

  it('creates one with an image or a video', async () => {
    const img = await multipart({ name: 'Ravi', message: 'Great coach', role: 'Athlete' }, [{ field: 'media', data: await pngBytes() }]);
    const res = await ctx.request(admin, { method: 'POST', url: '/api/testimonials', ...img });
    expect(res.json()).toMatchObject({ role: 'Athlete', imageUrl: expect.stringMatching(/^\/uploads\/testimonials\//) });
    const vid = await multipart({ name: 'Mina', message: 'Loved it' }, [{ field: 'file', data: mp4Bytes() }]);
    expect((await ctx.request(admin, { method: 'POST', url: '/api/testimonials', ...vid })).json()).toMatchObject({
      videoUrl: expect.stringMatching(/\.mp4$/),
    });
  });

  it('requires name and message (spec text)', async () => {
    const body = await multipart({ name: 'Only name' });
    const res = await ctx.request(admin, { method: 'POST', url: '/api/testimonials', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Name and message required.');
  });

  it('is changed by coaches only', async () => {
    const body = await multipart({ name: 'X', message: 'Y' });
    expect((await ctx.request(member, { method: 'POST', url: '/api/testimonials', ...body })).statusCode).toBe(403);
    expect((await ctx.request(null, { method: 'POST', url: '/api/testimonials', ...body })).statusCode).toBe(401);
  });

  it('updates only non-empty fields and deletes', async () => {
    const created = (
      await ctx.request(admin, { method: 'POST', url: '/api/testimonials', ...(await multipart({ name: 'Old', message: 'Keep' })) })
    ).json();
    const res = await ctx.request(admin, {
      method: 'PUT',
      url: `/api/testimonials/${created.id}`,
      ...(await multipart({ name: 'New', message: '' })),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'New', message: 'Keep' });
    const del = await ctx.request(admin, { method: 'DELETE', url: `/api/testimonials/${created.id}` });
    expect(del.json()).toEqual({ message: 'Deleted!' });
    expect((await ctx.request(admin, { method: 'DELETE', url: `/api/testimonials/${created.id}` })).statusCode).toBe(404);
  });
});
