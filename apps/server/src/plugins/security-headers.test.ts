import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers.js';
import securityHeaders, { type SecurityHeadersOptions } from './security-headers.js';

/** The headers the plugin alone gives an answer. */
async function headersOfBareApp(options: SecurityHeadersOptions, url = '/') {
  const app = Fastify({ logger: false });
  await app.register(securityHeaders, options);
  app.get(url, async () => 'ok');
  const { headers } = await app.inject({ method: 'GET', url });
  await app.close();
  return headers;
}

describe('security headers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it("the API's answers carry OWASP's headers for APIs: API routes, errors and unknown API paths", async () => {
    for (const url of ['/api/health', '/api/nope', '/api/auth/ping', '/api/users/me']) {
      const res = await ctx.app.inject({ method: url.endsWith('ping') ? 'POST' : 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toBe("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-site');
      // No page policy on JSON: nothing there runs scripts or loads anything.
      expect(res.headers['x-dns-prefetch-control'], url).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
  });

  it('pages and unknown paths outside the API carry the page policy of helmet', async () => {
    for (const url of ['/', '/dashboard', '/nope.txt']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it("the web build's scripts and stylesheets carry only the transport, sniffing and resource rules", async () => {
    for (const url of ['/assets/index-abc.js', '/assets/index-abc.css']) {
      const headers = await headersOfBareApp({ hsts: true }, url);
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['cross-origin-resource-policy'], url).toBe('same-site');
      expect(headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
      // A policy applies to documents and workers only: none of the page's on a script.
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'referrer-policy',
        'x-xss-protection',
      ]) {
        expect(headers[name], `${url} ${name}`).toBeUndefined();
      }
    }
    // Workers are served from the root and keep the page's policy.
    expect((await headersOfBareApp({ hsts: false }, '/sw.js'))['content-security-policy']).toContain("default-src 'self'");
  });

  it('are exactly what the plugin sends on a bare Fastify (nothing overrides them), on every request', async () => {
    const expected = await headersOfBareApp({ hsts: false });
    // Twice: the middleware is built once and must not lose or repeat anything between requests.
    for (let i = 0; i < 2; i += 1) {
      const actual = (await ctx.app.inject({ method: 'GET', url: '/dashboard' })).headers;
      for (const name of [
        'content-security-policy',
        'x-content-type-options',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-frame-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
        'origin-agent-cluster',
        'referrer-policy',
      ]) {
        expect(actual[name], name).toBe(expected[name]);
      }
      expect(actual['content-security-policy']).toBe(
        "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob: https://cdn.razorpay.com;object-src 'none';script-src 'self' https://checkout.razorpay.com;script-src-attr 'none';style-src 'self' 'unsafe-inline';frame-src https://api.razorpay.com https://checkout.razorpay.com;media-src 'self' blob:;connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com;worker-src 'self';manifest-src 'self'",
      );
      expect(actual['strict-transport-security']).toBeUndefined(); // not production
    }
  });

  it('lets Razorpay Checkout load, frame and call exactly its own hosts (issue 23)', async () => {
    const csp = (await ctx.app.inject({ method: 'GET', url: '/subscriptions' })).headers['content-security-policy'] as string;
    const directive = (name: string) =>
      csp
        .split(';')
        .find((d) => d.startsWith(`${name} `))
        ?.split(' ')
        .slice(1);
    expect(directive('script-src')).toEqual(["'self'", 'https://checkout.razorpay.com']);
    expect(directive('frame-src')).toEqual(['https://api.razorpay.com', 'https://checkout.razorpay.com']);
    expect(directive('connect-src')).toEqual(["'self'", 'https://api.razorpay.com', 'https://lumberjack.razorpay.com']);
    expect(directive('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.razorpay.com']);
    // Still no one may frame this app, and no other script host is allowed.
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(csp).not.toMatch(/\*|unsafe-eval/);
  });

  it('production answers carry Strict-Transport-Security, pages and API alike', async () => {
    const headers = await headersOfBareApp({ hsts: true });
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    const api = await headersOfBareApp({ hsts: true }, '/api/thing');
    expect(api['strict-transport-security']).toBe(headers['strict-transport-security']);
    expect(api['content-security-policy']).toBe("frame-ancestors 'none'");
    expect((await headersOfBareApp({ hsts: false }, '/api/thing'))['strict-transport-security']).toBeUndefined();
  });
});
