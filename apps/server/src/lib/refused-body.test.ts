// A body refused before it was read (over BODY_LIMIT_BYTES) is read to its end and thrown away
// before the 413 goes out, so the client (or a proxy) sending it is never reset mid-body: behind
// nginx that reset was a 502 instead of the 413 (issue 42; test/integration/proxy.int.test.ts).
// Past the bound (twice UPLOAD_LIMIT_BYTES) the answer goes out at once.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers.js';

/**
 * POSTs `size` bytes of JSON in 64 KiB writes; answers the status, the body, and whether the whole
 * request went out (a reset while sending, even after the answer came, leaves it unfinished).
 */
function post(address: string, size: number): Promise<{ status: number | null; body: string; sentAll: boolean }> {
  return new Promise((resolve) => {
    const url = new URL('/api/auth/login', address);
    let status: number | null = null;
    let body = '';
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(size) } });
    req.on('response', (res) => {
      status = res.statusCode ?? null;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('error', () => {});
    });
    req.on('error', () => {});
    req.on('close', () => resolve({ status, body, sentAll: req.writableFinished }));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const write = () => {
      while (sent < size && !req.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', write);
      }
      if (!req.destroyed) req.end();
    };
    write();
  });
}

describe('a body too large for its route', () => {
  let ctx: TestContext;
  let address: string;
  beforeAll(async () => {
    ctx = await buildTestApp({ BODY_LIMIT_BYTES: '1048576', UPLOAD_LIMIT_BYTES: '10485760' });
    address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => ctx.close());

  it('is read to its end before the 413, so its sender is never reset', async () => {
    for (let i = 0; i < 5; i += 1) {
      const answer = await post(address, 11 * 1024 * 1024);
      expect(answer).toEqual({
        status: 413,
        body: JSON.stringify({ message: 'The request is too large', code: 'payload_too_large' }),
        sentAll: true,
      });
    }
  });

  it('past twice the upload limit, is answered at once without being read', async () => {
    const answer = await post(address, 40 * 1024 * 1024);
    // The sender is cut off (it may or may not have read the 413 first).
    expect(answer.sentAll).toBe(false);
  });
});
