import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './lazy-child-logger.js';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  return { lines, stream };
}

async function appWith(level: string) {
  const { lines, stream } = capture();
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: (logger, bindings, options) => lazyChildLogger(logger, bindings, options) });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/loud', async (request) => {
    request.log.warn({ detail: 42 }, 'something to look at');
    request.log.debug('not at this level');
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe('lazy child logger', () => {
  it('binds the request id to what a request logs, and drops levels below the threshold', async () => {
    const { app, lines } = await appWith('warn');
    const res = await app.inject({ method: 'GET', url: '/loud', headers: { 'request-id': 'x' } });
    expect(res.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'something to look at', detail: 42 });
    expect(typeof lines[0]!.reqId).toBe('string');
    await app.close();
  });

  it('keeps Fastify request logging at info (incoming request and completed, same request id)', async () => {
    const { app, lines } = await appWith('info');
    await app.inject({ method: 'GET', url: '/quiet' });
    const forRequest = lines.filter((line) => line.reqId);
    expect(forRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(forRequest[0]!.reqId).toBe(forRequest[1]!.reqId);
    await app.close();
  });

  it('makes no child at all for a request that logs nothing', async () => {
    let children = 0;
    const { lines, stream } = capture();
    const app = Fastify({
      logger: { level: 'warn', stream },
      childLoggerFactory: (logger, bindings, options) => {
        const counting = Object.create(logger) as typeof logger;
        counting.child = (...args: Parameters<typeof logger.child>) => {
          children += 1;
          return logger.child(...args);
        };
        return lazyChildLogger(counting, bindings, options);
      },
    });
    app.get('/quiet', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/quiet' });
    await app.inject({ method: 'GET', url: '/quiet' });
    expect(children).toBe(0);
    expect(lines).toHaveLength(0);
    await app.close();
  });
});
