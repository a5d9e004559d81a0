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
});
