import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers.js';

describe('security headers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('every answer carries the helmet headers: API, errors and unknown paths', async () => {
    for (const url of ['/api/health', '/api/nope', '/api/auth/ping']) {
      const res = await ctx.app.inject({ method: url.endsWith('ping') ? 'POST' : 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('are exactly what @fastify/helmet sends with the same options', async () => {
    const reference = Fastify({ logger: false });
    await reference.register(helmet, {
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      hsts: false,
    });
    reference.get('/', async () => 'ok');
    const expected = (await reference.inject({ method: 'GET', url: '/' })).headers;
    await reference.close();
    const actual = (await ctx.app.inject({ method: 'GET', url: '/api/health' })).headers;
    for (const name of [
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'referrer-policy',
    ]) {
      expect(actual[name], name).toBe(expected[name]);
    }
    expect(actual['strict-transport-security']).toBeUndefined(); // not production
  });
});
