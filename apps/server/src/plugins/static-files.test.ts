import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
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
});
