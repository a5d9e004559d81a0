import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOtherInstance, buildTestApp, type TestContext } from '../../test/helpers.js';
import { hasRedis, TEST_REDIS_URL, uniquePrefix } from '../../test/redis.js';

async function bannerForm(title: string): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } }).png().toBuffer();
  const boundary = '----rhythmfit-cache-test';
  const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(part('title', title) + part('subtitle', 'Subtitle')),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('public read cache', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('answers a repeated public read from the cache, with the security headers still on', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/live-sessions/upcoming' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();
    const second = await ctx.app.inject({ method: 'GET', url: '/api/live-sessions/upcoming' });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toMatch(/application\/json/);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers['x-ratelimit-limit']).toBeDefined();
  });

  it('a write drops the cache before its answer leaves: the next read is fresh', async () => {
    const admin = await ctx.createAdmin();
    await ctx.app.inject({ method: 'GET', url: '/api/live-sessions/upcoming' });
    const start = new Date(Date.now() + 3_600_000);
    const created = await ctx.request(admin, {
      method: 'POST',
      url: '/api/live-sessions',
      payload: { title: 'Fresh session', trainer: 'Coach', startTime: start.toISOString(), endTime: new Date(start.getTime() + 3_600_000).toISOString() },
    });
    expect(created.statusCode).toBe(201);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/live-sessions/upcoming' });
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.json().map((s: { title: string }) => s.title)).toContain('Fresh session');

    expect((await ctx.app.inject({ method: 'GET', url: '/api/banners' })).json()).toEqual([]);
    const form = await bannerForm('New banner');
    expect((await ctx.request(admin, { method: 'POST', url: '/api/banners', ...form })).statusCode).toBe(201);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/banners' })).json().map((b: { title: string }) => b.title)).toEqual(['New banner']);
  });

  it('a refused write does not drop the cache; other paths are never cached', async () => {
    const member = await ctx.createMember();
    await ctx.app.inject({ method: 'GET', url: '/api/banners' });
    expect((await ctx.request(member, { method: 'POST', url: '/api/banners', payload: {} })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/banners' })).headers['x-cache']).toBe('hit');
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).headers['x-cache']).toBeUndefined();
  });
});

describe('public read cache: the front door of a listening server', () => {
  let ctx: TestContext;
  let base: string;
  beforeAll(async () => {
    ctx = await buildTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => ctx.close());

  const withoutPerAnswer = (headers: Headers) => {
    const kept: Record<string, string> = {};
    headers.forEach((value, name) => {
      if (!['date', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-ratelimit-limit', 'x-cache', 'keep-alive', 'connection'].includes(name)) kept[name] = value;
    });
    return kept;
  };

  it('answers a fresh cached read before Fastify, with the same body and headers the full pipeline sent', async () => {
    const before = ctx.app.publicCacheStats().frontDoorHits;
    const first = await fetch(`${base}/api/live-sessions/upcoming`);
    const firstBody = await first.text();
    expect(first.headers.get('x-cache')).toBeNull();
    const second = await fetch(`${base}/api/live-sessions/upcoming`);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(await second.text()).toBe(firstBody);
    expect(withoutPerAnswer(second.headers)).toEqual(withoutPerAnswer(first.headers));
    expect(second.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    expect(ctx.app.publicCacheStats().frontDoorHits).toBe(before + 1);
  });

  it('a write drops what the front door serves: the next read is fresh; other requests go through Fastify', async () => {
    const admin = await ctx.createAdmin();
    await fetch(`${base}/api/banners`).then((res) => res.text());
    expect((await fetch(`${base}/api/banners`)).headers.get('x-cache')).toBe('hit');
    const form = await bannerForm('Front door banner');
    const created = await fetch(`${base}/api/banners`, { method: 'POST', headers: { ...form.headers, authorization: `Bearer ${ctx.tokenFor(admin)}` }, body: new Uint8Array(form.payload) });
    expect(created.status).toBe(201);
    const after = await fetch(`${base}/api/banners`);
    expect(after.headers.get('x-cache')).toBeNull();
    expect(((await after.json()) as { title: string }[]).map((b) => b.title)).toEqual(['Front door banner']);

    const head = await fetch(`${base}/api/banners`, { method: 'HEAD' });
    expect(head.headers.get('x-cache')).toBeNull(); // only GET is served at the door
    const other = await fetch(`${base}/api/banners?x=1`);
    expect(other.headers.get('x-cache')).toBeNull(); // another query string is its own entry
    expect((await fetch(`${base}/api/health`)).headers.get('x-cache')).toBeNull();
  });
});

describe.skipIf(!hasRedis)('public read cache across instances', () => {
  let ctx: TestContext;
  let other: FastifyInstance;
  beforeAll(async () => {
    ctx = await buildTestApp({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: uniquePrefix() });
    other = await buildOtherInstance(ctx);
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
  });

  it('a banner created through one instance shows through the other at once', async () => {
    const admin = await ctx.createAdmin();
    await new Promise((r) => setTimeout(r, 100)); // both subscribed
    await other.inject({ method: 'GET', url: '/api/banners' });
    expect((await other.inject({ method: 'GET', url: '/api/banners' })).headers['x-cache']).toBe('hit');
    const form = await bannerForm('Everywhere');
    expect((await ctx.request(admin, { method: 'POST', url: '/api/banners', ...form })).statusCode).toBe(201);
    let titles: string[] = [];
    for (let i = 0; i < 50 && titles.length === 0; i += 1) {
      await new Promise((r) => setTimeout(r, 10));
      titles = (await other.inject({ method: 'GET', url: '/api/banners' })).json().map((b: { title: string }) => b.title);
    }
    expect(titles).toEqual(['Everywhere']);
  });
});
