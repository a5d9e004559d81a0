// HTTP caching: public reads carry a strong ETag and Cache-Control and answer 304 to a matching
// If-None-Match; everything else the API answers is no-store; uploaded media cannot be framed.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_PASSWORD, type TestContext } from '../../test/helpers.js';
import { etagMatches, PUBLIC_READS, strongEtag } from './http-caching.js';

describe('HTTP caching', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it.each(PUBLIC_READS.map((rule) => [rule.path, rule] as const))('%s has a strong ETag and a public Cache-Control', async (url, rule) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(res.headers['cache-control']).toBe(`public, max-age=${rule.maxAge}, stale-while-revalidate=${rule.staleWhileRevalidate}`);
  });

  it('answers 304 with no body to a matching If-None-Match, and a new ETag once the data changes', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/testimonials' });
    const etag = String(first.headers.etag);
    const again = await ctx.app.inject({ method: 'GET', url: '/api/testimonials', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/testimonials', headers: { 'if-none-match': '"something-else"' } })).statusCode,
    ).toBe(200);

    const now = new Date().toISOString();
    await ctx.db
      .insertInto('testimonials')
      .values({ name: 'Ravi', message: 'Lost 6 kg', image_url: null, video_url: null, created_at: now, updated_at: now })
      .execute();
    const changed = await ctx.app.inject({ method: 'GET', url: '/api/testimonials', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json()).toEqual([expect.objectContaining({ name: 'Ravi' })]);
  });

  it('marks personal answers no-store: signed-in reads, sign-in answers and errors', async () => {
    const member = await ctx.createMember();
    const me = await ctx.request(member, { method: 'GET', url: '/api/users/me' });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.headers.etag).toBeUndefined();
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: member.mobile, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const denied = await ctx.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['cache-control']).toBe('no-store');
  });

  it('serves uploaded media with nosniff and no framing by other sites', async () => {
    writeFileSync(path.join(ctx.config.uploadsDir, 'probe.txt'), 'hello');
    const res = await ctx.app.inject({ method: 'GET', url: '/uploads/probe.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('compares entity tags as RFC 9110 says', () => {
    const tag = strongEtag('body');
    expect(etagMatches(`"other", ${tag}`, tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches(undefined, tag)).toBe(false);
    expect(strongEtag('body')).toBe(tag);
    expect(strongEtag('body2')).not.toBe(tag);
  });
});
