import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers.js';

// A built web app in miniature: hashed asset with its precompressed copies, the HTML, the service
// worker and the manifest, as `npm run build -w @rhythmfit/web` leaves them.
const js = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const html = '<!doctype html><html><head><title>RhythmFit</title></head><body><div id="root"></div></body></html>';

describe('static web app: precompressed assets and cache headers', () => {
  let ctx: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'rhythmfit-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets/index-abc123.js'), js);
    writeFileSync(path.join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(js));
    writeFileSync(path.join(dist, 'assets/index-abc123.js.gz'), gzipSync(js));
    writeFileSync(path.join(dist, 'assets/plain-def456.js'), 'export const a = 1;');
    writeFileSync(path.join(dist, 'index.html'), html);
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'RhythmFit', start_url: '/dashboard' }));
    // What the web build writes beside index.html (vite.config.ts, route-preloads).
    writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify({
        routes: { '/dashboard': ['/assets/dashboard-1.js', '/assets/card-2.js'], '/training/:id': ['/assets/player-3.js'] },
        languages: { hi: ['/assets/locale-hi-4.js'] },
      }),
    );
    ctx = await buildTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the brotli copy to browsers that accept it, with a year-long immutable cache', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(brotliCompressSync(js))).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toContain('javascript');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('sends the gzip copy when brotli is not accepted, and the plain file otherwise', async () => {
    const gz = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(gzipSync(js))).toBe(true);
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('falls back to the plain file when no compressed copy exists', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/plain-def456.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('export const a = 1;');
  });

  it('never lets the HTML, the service worker or the manifest be cached without revalidation', async () => {
    for (const url of ['/index.html', '/dashboard', '/admin/slots', '/sw.js', '/manifest.webmanifest']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const deepLink = await ctx.app.inject({ method: 'GET', url: '/circadian' });
    expect(deepLink.body).toBe(html);
    expect(deepLink.headers['content-type']).toContain('text/html');
  });

  it('serves the manifest with its media type', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.headers['content-type']).toContain('manifest+json');
  });

  it("lists the screen's chunks in its HTML, and the device's language catalogue when it is not English", async () => {
    const preloads = (body: string) => [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const dashboard = await ctx.app.inject({ method: 'GET', url: '/dashboard' });
    expect(dashboard.statusCode).toBe(200);
    expect(preloads(dashboard.body)).toEqual(['/assets/dashboard-1.js', '/assets/card-2.js']);
    expect(dashboard.body).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/card-2.js">\s*<\/head>/);
    // A screen with a parameter, and a path no screen has.
    expect(preloads((await ctx.app.inject({ method: 'GET', url: '/training/42' })).body)).toEqual(['/assets/player-3.js']);
    expect((await ctx.app.inject({ method: 'GET', url: '/nowhere' })).body).toBe(html);
    const hindi = await ctx.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie: 'theme=dark; rhythmfit-language=hi' } });
    expect(preloads(hindi.body)).toEqual(['/assets/locale-hi-4.js', '/assets/dashboard-1.js', '/assets/card-2.js']);
    for (const cookie of ['rhythmfit-language=en', 'rhythmfit-language=xx'])
      expect(preloads((await ctx.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie } })).body), cookie).toEqual([
        '/assets/dashboard-1.js',
        '/assets/card-2.js',
      ]);
    expect(String(hindi.headers.vary)).toMatch(/cookie/i);
  });

  it('sends the HTML compressed and answers a revalidation with 304', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/dashboard' });
    const br = await ctx.app.inject({ method: 'GET', url: '/dashboard', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    const again = await ctx.app.inject({ method: 'GET', url: '/dashboard', headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another screen's HTML is another entity.
    const other = await ctx.app.inject({ method: 'GET', url: '/circadian', headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(other.statusCode).toBe(200);
  });
});
