import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_PASSWORD, type TestContext } from '../../test/helpers.js';

/** The app's log lines, parsed, as an operator's log shipper would read them. */
function captureLog(): { lines: Record<string, unknown>[]; stream: { write(line: string): void } } {
  const lines: Record<string, unknown>[] = [];
  return { lines, stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } };
}

describe('access log (one line per request)', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  it('writes one info line per request with the method, URL, status and response time', async () => {
    const log = captureLog();
    ctx = await buildTestApp({ LOG_LEVEL: 'info' }, { logger: true, logStream: log.stream });
    const member = await ctx.createMember();
    const res = await ctx.request(member, { method: 'GET', url: '/api/users/me' });
    expect(res.statusCode).toBe(200);
    const perRequest = log.lines.filter((line) => line.reqId !== undefined);
    expect(perRequest).toHaveLength(1);
    expect(perRequest[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/users/me' },
      res: { statusCode: 200 },
    });
    expect(typeof perRequest[0]!.responseTime).toBe('number');
  });

  it('keeps the "incoming request" line at debug level', async () => {
    const log = captureLog();
    ctx = await buildTestApp({ LOG_LEVEL: 'debug' }, { logger: true, logStream: log.stream });
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const messages = log.lines.filter((line) => line.reqId !== undefined).map((line) => [line.level, line.msg]);
    expect(messages).toEqual([
      [20, 'incoming request'],
      [30, 'request completed'],
    ]);
  });

  it('never writes a password, a token or a message body', async () => {
    const log = captureLog();
    ctx = await buildTestApp({ LOG_LEVEL: 'debug' }, { logger: true, logStream: log.stream });
    const member = await ctx.createMember();
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: member.mobile, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const token = ctx.tokenFor(member);
    const sent = await ctx.request(member, { method: 'POST', url: '/api/messages', payload: { body: 'a private note about my weight' } });
    expect(sent.statusCode).toBeLessThan(300);
    const written = log.lines.map((line) => JSON.stringify(line)).join('\n');
    expect(written).toContain('/api/auth/login');
    expect(written).not.toContain(TEST_PASSWORD);
    expect(written).not.toContain(token);
    expect(written).not.toContain('a private note about my weight');
  });

  it('writes standard output asynchronously and still flushes every line when the process exits at once', () => {
    // A process that logs 2,000 lines through the app's destination and exits in the same tick:
    // the lines still waiting for an asynchronous write must be flushed on the way out.
    const script = `
      import pino from 'pino';
      import { logDestination } from ${JSON.stringify(path.join(import.meta.dirname, 'access-log.ts'))};
      const log = pino({ level: 'info' }, logDestination());
      for (let i = 0; i < 2000; i += 1) log.info({ i }, 'request completed');
      process.exit(0);
    `;
    const tsx = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');
    const out = execFileSync(tsx, ['--input-type=module', '-e', script], { cwd: import.meta.dirname, encoding: 'utf8' });
    const lines = out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { i: number; msg: string });
    expect(lines).toHaveLength(2000);
    expect(lines.map((line) => line.i)).toEqual(Array.from({ length: 2000 }, (_, i) => i));
  });
});
