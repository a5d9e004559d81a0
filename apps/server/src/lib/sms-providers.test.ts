// Real SMS delivery against a fake provider HTTP server on 127.0.0.1: what is sent, time-outs,
// retries with backoff, 502 `Failed to send OTP` on failure, and no code in any log line.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type SmsConfig } from '../config/config.js';
import { buildTestApp, type TestContext, uniqueMobile } from '../../test/helpers.js';
import { createSmsOtpDelivery, maskMobile } from './sms-providers.js';
import { OtpDeliveryError } from './otp-delivery.js';

interface Received {
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Behaviour = (req: Received, res: ServerResponse, n: number) => void;

let server: Server;
let base: string;
let received: Received[] = [];
let behaviour: Behaviour = (_req, res) => res.writeHead(201, { 'content-type': 'application/json' }).end('{"sid":"SM1"}');

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const entry = { url: req.url ?? '', headers: req.headers, body };
      received.push(entry);
      behaviour(entry, res, received.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  received = [];
  behaviour = (_req, res) => res.writeHead(201, { 'content-type': 'application/json' }).end('{"sid":"SM1"}');
});

const SID = `AC${'a1'.repeat(16)}`;
const twilioEnv = () => ({
  OTP_DELIVERY: 'sms',
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: SID,
  TWILIO_AUTH_TOKEN: 'twilio-auth-token-0123456789',
  TWILIO_FROM: '+15005550006',
  TWILIO_API_BASE: base,
  SMS_TIMEOUT_MS: '300',
  SMS_RETRIES: '2',
});

function captureLogger(): { logger: FastifyBaseLogger; lines: string[] } {
  const lines: string[] = [];
  const record = (...args: unknown[]) => lines.push(JSON.stringify(args));
  const logger = {
    info: record,
    warn: record,
    error: record,
    debug: record,
    trace: record,
    fatal: record,
    child: () => logger,
    level: 'info',
    silent: () => {},
  };
  return { logger: logger as unknown as FastifyBaseLogger, lines };
}

const smsConfigFrom = (env: Record<string, string>): SmsConfig => loadConfig({ DATA_DIR: '/tmp/rhythmfit-sms-config', ...env }).sms!;

describe('SMS delivery through the app (Twilio Messages API)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(twilioEnv());
  });
  afterAll(() => ctx.close());

  it('sends the code to the provider and does not reveal it in the answer', async () => {
    const member = await ctx.createMember();
    const mobile = member.mobile;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { mobile } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'OTP sent' });
    expect(received).toHaveLength(1);
    const [sent] = received;
    expect(sent!.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(sent!.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:twilio-auth-token-0123456789`).toString('base64')}`);
    const form = new URLSearchParams(sent!.body);
    expect(form.get('To')).toBe(`+91${mobile}`);
    expect(form.get('From')).toBe('+15005550006');
    const code = /(\d{6}) is your RhythmFit verification code/.exec(form.get('Body') ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // The code that arrived by SMS signs in.
    const verify = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { mobile, otp: code } });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().user.id).toBe(member.id);
  });

  it('writes the code in the language of the screen that asked, else the account’s (issue 43)', async () => {
    const hindiMember = await ctx.createMember({ language: 'hi' });
    await ctx.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { mobile: hindiMember.mobile } });
    const fromAccount = new URLSearchParams(received.at(-1)!.body).get('Body') ?? '';
    expect(fromAccount).toMatch(/^\d{6} आपका RhythmFit वेरिफ़िकेशन कोड है। यह 5 मिनट में एक्सपायर हो जाएगा।/);
    const englishMember = await ctx.createMember();
    await ctx.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { mobile: englishMember.mobile, language: 'hi' } });
    expect(new URLSearchParams(received.at(-1)!.body).get('Body')).toMatch(/^\d{6} आपका RhythmFit वेरिफ़िकेशन कोड है/);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { mobile: uniqueMobile(), language: 'en' } });
    expect(new URLSearchParams(received.at(-1)!.body).get('Body')).toMatch(/^\d{6} is your RhythmFit verification code/);
    const wrong = await ctx.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { mobile: uniqueMobile(), language: 'fr' } });
    expect(wrong.statusCode).toBe(400);
  });

  it('retries a 503 and a time-out, then succeeds', async () => {
    behaviour = (_req, res, n) => {
      if (n === 1) res.writeHead(503).end('busy');
      else if (n === 2)
        setTimeout(() => res.writeHead(201).end('{}'), 1000); // beyond SMS_TIMEOUT_MS
      else res.writeHead(201).end('{}');
    };
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { mobile: uniqueMobile() } });
    expect(res.statusCode).toBe(200);
    expect(received.length).toBeGreaterThanOrEqual(3);
  });

  it('answers 502 Failed to send OTP when the provider keeps failing, and a retry is not told to wait', async () => {
    behaviour = (_req, res) => res.writeHead(500).end('{"message":"down"}');
    const mobile = uniqueMobile();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { mobile } });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: 'Failed to send OTP', code: 'otp_delivery_failed' });
    expect(received).toHaveLength(3); // 1 + SMS_RETRIES
    behaviour = (_req, r) => r.writeHead(201).end('{}');
    const again = await ctx.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { mobile } });
    expect(again.statusCode).toBe(200);
  });

  it('does not retry a definite refusal (400)', async () => {
    behaviour = (_req, res) => res.writeHead(400).end('{"code":21211}');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { mobile: uniqueMobile() } });
    expect(res.statusCode).toBe(502);
    expect(received).toHaveLength(1);
  });
});

describe('SMS adapters', () => {
  it('nothing about the code reaches the log, in success or failure', async () => {
    const { logger, lines } = captureLogger();
    const delivery = createSmsOtpDelivery(smsConfigFrom(twilioEnv()), logger, { appName: 'RhythmFit', ttlMinutes: 5, backoffMs: 5 });
    await delivery.send('9876543210', '482913');
    behaviour = (req, res) => res.writeHead(500).end(req.body); // a provider that echoes the message back
    await expect(delivery.send('9876543210', '482913')).rejects.toBeInstanceOf(OtpDeliveryError);
    expect(lines.length).toBeGreaterThan(2);
    const all = lines.join('\n');
    expect(all).not.toContain('482913');
    expect(all).not.toContain('9876543210');
    expect(all).toContain(maskMobile('9876543210'));
    expect(delivery.revealsCode).toBe(false);
  });

  it('MSG91 Flow API: template, number with country code, the code as a variable; type=error is a failure', async () => {
    const env = {
      OTP_DELIVERY: 'sms',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'msg91-key-123',
      MSG91_TEMPLATE_ID: 'tpl-1',
      MSG91_API_BASE: base,
      SMS_RETRIES: '0',
    };
    const delivery = createSmsOtpDelivery(smsConfigFrom(env), captureLogger().logger, {
      appName: 'RhythmFit',
      ttlMinutes: 5,
      backoffMs: 5,
    });
    behaviour = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"type":"success"}');
    await delivery.send('9876543210', '111222');
    expect(received[0]!.url).toBe('/api/v5/flow');
    expect(received[0]!.headers.authkey).toBe('msg91-key-123');
    expect(JSON.parse(received[0]!.body)).toEqual({
      template_id: 'tpl-1',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', otp: '111222' }],
    });
    // A reader of Hindi gets the Hindi DLT template where one is registered.
    const withHindi = createSmsOtpDelivery(smsConfigFrom({ ...env, MSG91_TEMPLATE_ID_HI: 'tpl-hi' }), captureLogger().logger, {
      appName: 'RhythmFit',
      ttlMinutes: 5,
      backoffMs: 5,
    });
    await withHindi.send('9876543210', '333444', 'hi');
    expect(JSON.parse(received.at(-1)!.body).template_id).toBe('tpl-hi');
    await withHindi.send('9876543210', '333444', 'en');
    expect(JSON.parse(received.at(-1)!.body).template_id).toBe('tpl-1');
    await delivery.send('9876543210', '333444', 'hi');
    expect(JSON.parse(received.at(-1)!.body).template_id).toBe('tpl-1');
    behaviour = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"type":"error","message":"bad template"}');
    await expect(delivery.send('9876543210', '111222')).rejects.toBeInstanceOf(OtpDeliveryError);
  });

  it('webhook: JSON with a verifiable HMAC signature', async () => {
    const secret = 'webhook-secret-0123456789';
    const env = { OTP_DELIVERY: 'sms', SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: `${base}/sms`, SMS_WEBHOOK_SECRET: secret };
    const delivery = createSmsOtpDelivery(smsConfigFrom(env), captureLogger().logger, {
      appName: 'RhythmFit',
      ttlMinutes: 5,
      backoffMs: 5,
    });
    behaviour = (_req, res) => res.writeHead(204).end();
    await delivery.send('9876543210', '333444');
    const [req] = received;
    expect(req!.url).toBe('/sms');
    expect(JSON.parse(req!.body)).toEqual({ to: '+919876543210', message: expect.stringContaining('333444') });
    const expected = createHmac('sha256', secret).update(`${req!.headers['x-rhythmfit-timestamp']}.${req!.body}`).digest('hex');
    expect(req!.headers['x-rhythmfit-signature']).toBe(`sha256=${expected}`);
  });

  it('a provider that is not there at all is a failure after the retries, not a hang', async () => {
    const env = { ...twilioEnv(), TWILIO_API_BASE: 'http://127.0.0.1:1', SMS_RETRIES: '1' };
    const delivery = createSmsOtpDelivery(smsConfigFrom(env), captureLogger().logger, {
      appName: 'RhythmFit',
      ttlMinutes: 5,
      backoffMs: 5,
    });
    const started = Date.now();
    await expect(delivery.send('9876543210', '123456')).rejects.toMatchObject({ statusCode: 502, message: 'Failed to send OTP' });
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
