import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';
import { createBanner, mp4Bytes, mp4WithGps, multipart, pngBytes, VIDEO_GPS } from '../../../test/content-factories.js';
import type { UserRow } from '../../db/schema.js';

const fileOf = (ctx: TestContext, url: string) => path.join(ctx.config.uploadsDir, url.slice('/uploads/'.length));

describe('banners', () => {
  let ctx: TestContext;
  let admin: UserRow;
  let member: UserRow;
  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = await ctx.createAdmin();
    member = await ctx.createMember();
  });
  afterAll(() => ctx.close());

  it('a coach creates a banner with an image; anyone reads it', async () => {
    const banner = await createBanner(ctx, admin, { title: 'New year', subtitle: 'Start strong' });
    expect(banner).toMatchObject({ title: 'New year', subtitle: 'Start strong', videoUrl: null });
    expect(banner.imageUrl).toMatch(/^\/uploads\/banners\/[0-9a-f-]+\.png$/);
    expect(existsSync(fileOf(ctx, banner.imageUrl!))).toBe(true);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/banners' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(banner);
  });

  it('accepts an MP4 video and stores it as videoUrl', async () => {
    const body = await multipart({ title: 'Clip', subtitle: 'Watch' }, [{ field: 'image', data: mp4Bytes(), filename: 'clip.mp4' }]);
    const res = await ctx.request(admin, { method: 'POST', url: '/api/banners', ...body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ imageUrl: null, videoUrl: expect.stringMatching(/\.mp4$/) });
  });

  it('stores an uploaded video without its GPS and device metadata', async () => {
    const { data } = mp4WithGps();
    const body = await multipart({ title: 'Run', subtitle: 'Outdoors' }, [{ field: 'video', data, filename: 'run.mp4' }]);
    const res = await ctx.request(admin, { method: 'POST', url: '/api/banners', ...body });
    expect(res.statusCode).toBe(201);
    const stored = await ctx.app.inject({ method: 'GET', url: res.json().videoUrl });
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.length).toBe(data.length);
    expect(stored.rawPayload.toString('latin1')).not.toContain(VIDEO_GPS);
    expect(stored.rawPayload.toString('latin1')).not.toContain('iPhone');
  });

  it('refuses a video whose metadata cannot be removed', async () => {
    const { data } = mp4WithGps();
    const broken = Buffer.from(data);
    broken.writeUInt32BE(0xffff, 32);
    const body = await multipart({ title: 'Broken', subtitle: 'Video' }, [{ field: 'video', data: broken, filename: 'broken.mp4' }]);
    const res = await ctx.request(admin, { method: 'POST', url: '/api/banners', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'This video could not be read to remove its location data. Please export it again and retry.',
      code: 'unreadable_video',
    });
  });

  it('checks media by their bytes, not by name or declared type', async () => {
    const body = await multipart({ title: 'Bad', subtitle: 'File' }, [
      { field: 'image', data: Buffer.from('<html><script>alert(1)</script></html>'), filename: 'x.png', type: 'image/png' },
    ]);
    const res = await ctx.request(admin, { method: 'POST', url: '/api/banners', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('unsupported_media');
  });

  it('requires title, subtitle and image with the spec message', async () => {
    const noFile = await multipart({ title: 'Only', subtitle: 'text' });
    const res = await ctx.request(admin, { method: 'POST', url: '/api/banners', ...noFile });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please provide title, subtitle, and image.');
    const noTitle = await multipart({ subtitle: 'text' }, [{ field: 'image', data: await pngBytes() }]);
    expect((await ctx.request(admin, { method: 'POST', url: '/api/banners', ...noTitle })).statusCode).toBe(400);
  });

  it('refuses members (403) and anonymous callers (401)', async () => {
    const body = await multipart({ title: 'X', subtitle: 'Y' }, [{ field: 'image', data: await pngBytes() }]);
    expect((await ctx.request(member, { method: 'POST', url: '/api/banners', ...body })).statusCode).toBe(403);
    expect((await ctx.request(null, { method: 'POST', url: '/api/banners', ...body })).statusCode).toBe(401);
    const banner = await createBanner(ctx, admin);
    expect((await ctx.request(member, { method: 'DELETE', url: `/api/banners/${banner.id}` })).statusCode).toBe(403);
  });

  it('updates only the non-empty fields, and a new file replaces the old one', async () => {
    const banner = await createBanner(ctx, admin, { title: 'Keep me', subtitle: 'Old subtitle' });
    const textOnly = await multipart({ title: '', subtitle: 'New subtitle' });
    const res = await ctx.request(admin, { method: 'PUT', url: `/api/banners/${banner.id}`, ...textOnly });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Keep me', subtitle: 'New subtitle', imageUrl: banner.imageUrl });

    const withVideo = await multipart({ title: '   ' }, [{ field: 'image', data: mp4Bytes() }]);
    const res2 = await ctx.request(admin, { method: 'PUT', url: `/api/banners/${banner.id}`, ...withVideo });
    expect(res2.statusCode).toBe(200);
    expect(res2.json()).toMatchObject({ title: 'Keep me', imageUrl: null, videoUrl: expect.stringMatching(/\.mp4$/) });
    expect(existsSync(fileOf(ctx, banner.imageUrl!))).toBe(false);
  });

  it('answers 404 for an unknown banner', async () => {
    const body = await multipart({ title: 'X' });
    expect((await ctx.request(admin, { method: 'PUT', url: '/api/banners/999999', ...body })).statusCode).toBe(404);
    expect((await ctx.request(admin, { method: 'DELETE', url: '/api/banners/999999' })).statusCode).toBe(404);
  });

  it('deletes a banner and its file', async () => {
    const banner = await createBanner(ctx, admin);
    const res = await ctx.request(admin, { method: 'DELETE', url: `/api/banners/${banner.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Banner deleted successfully!' });
    expect(existsSync(fileOf(ctx, banner.imageUrl!))).toBe(false);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/banners' })).json() as { id: number }[];
    expect(list.map((b) => b.id)).not.toContain(banner.id);
  });
});

describe('uploaded media serving', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('serves video with its content type and answers range requests with 206', async () => {
    const admin = await ctx.createAdmin();
    const body = await multipart({ title: 'Clip', subtitle: 'Watch' }, [{ field: 'video', data: mp4Bytes(4096) }]);
    const { videoUrl } = (await ctx.request(admin, { method: 'POST', url: '/api/banners', ...body })).json() as { videoUrl: string };

    const full = await ctx.app.inject({ method: 'GET', url: videoUrl });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('video/mp4');
    expect(full.headers['accept-ranges']).toBe('bytes');

    const part = await ctx.app.inject({ method: 'GET', url: videoUrl, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/4096');
    expect(part.rawPayload.length).toBe(100);
    expect(part.rawPayload.equals(mp4Bytes(4096).subarray(100, 200))).toBe(true);
  });
});

describe('upload size cap', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ UPLOAD_LIMIT_BYTES: '2048' });
  });
  afterAll(() => ctx.close());

  it('refuses a file over UPLOAD_LIMIT_BYTES with 413 and stores nothing', async () => {
    const admin = await ctx.createAdmin();
    const body = await multipart({ title: 'Big', subtitle: 'File' }, [{ field: 'video', data: mp4Bytes(8192) }]);
    const res = await ctx.request(admin, { method: 'POST', url: '/api/banners', ...body });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/banners' })).json()).toEqual([]);
  });
});
