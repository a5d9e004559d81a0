import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'rhythmfit-config-'));

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.database).toEqual({ kind: 'sqlite', file: path.join(dir, 'rhythmfit.sqlite') });
    expect(config.otpDelivery).toBe('dev');
    expect(config.appName).toBe('RhythmFit');
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@localhost/db' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@localhost/db' });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ ADMIN_MOBILE: '123', ADMIN_PASSWORD: 'longenough1' }, 'ADMIN_MOBILE'],
    [{ ADMIN_MOBILE: '9876543210' }, 'ADMIN_MOBILE and ADMIN_PASSWORD'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ CONTACT_EMAIL: 'not-an-email' }, 'CONTACT_EMAIL'],
  ])('stops on %o with a message naming %s', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
  });

  it('refuses dev OTP delivery in production unless explicitly allowed', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', OTP_DELIVERY: 'dev' })).toThrow(/OTP_DELIVERY/);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', OTP_DELIVERY: 'dev', ALLOW_DEV_OTP: 'true' }).otpDelivery).toBe('dev');
  });
});

describe('loadConfig: OTP delivery by SMS', () => {
  const twilio = {
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
    TWILIO_AUTH_TOKEN: 'a-token-of-sixteen+',
    TWILIO_FROM: '+15005550006',
  };

  it('production refuses to start without a real delivery method', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' })).toThrow(/SMS_PROVIDER/);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', ALLOW_DEV_OTP: 'true' }).otpDelivery).toBe('dev');
    const config = loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', ...twilio });
    expect(config.otpDelivery).toBe('sms');
    expect(config.sms).toMatchObject({
      provider: 'twilio',
      countryCode: '+91',
      timeoutMs: 5000,
      retries: 2,
      apiBase: 'https://api.twilio.com',
    });
  });

  it.each([
    [{ OTP_DELIVERY: 'sms' }, 'SMS_PROVIDER'],
    [{ SMS_PROVIDER: 'twilio' }, 'TWILIO_ACCOUNT_SID'],
    [{ ...twilio, TWILIO_FROM: '' }, 'TWILIO_FROM'],
    [{ ...twilio, TWILIO_ACCOUNT_SID: 'AC123' }, 'TWILIO_ACCOUNT_SID'],
    [{ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'abcdefgh12' }, 'MSG91_TEMPLATE_ID'],
    [{ SMS_PROVIDER: 'webhook' }, 'SMS_WEBHOOK_URL'],
    [{ SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'http://sms.example.com/send' }, 'SMS_WEBHOOK_URL'],
    [{ SMS_PROVIDER: 'carrier-pigeon' }, 'SMS_PROVIDER'],
    [{ ...twilio, SMS_TIMEOUT_MS: '0' }, 'SMS_TIMEOUT_MS'],
    [{ REDIS_KEY_PREFIX: 'has space' }, 'REDIS_KEY_PREFIX'],
  ])('stops on %o naming %s', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
  });

  it('a webhook on the loopback interface may be plain http (a local relay)', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'http://127.0.0.1:9000/sms' });
    expect(config.sms).toMatchObject({ provider: 'webhook', url: 'http://127.0.0.1:9000/sms' });
  });
});
