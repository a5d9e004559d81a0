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
    expect(
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', OTP_DELIVERY: 'dev', ALLOW_DEV_OTP: 'true', ALLOW_DEV_PAYMENTS: 'true' })
        .otpDelivery,
    ).toBe('dev');
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
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', ALLOW_DEV_OTP: 'true', ALLOW_DEV_PAYMENTS: 'true' }).otpDelivery).toBe(
      'dev',
    );
    const config = loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', ALLOW_DEV_PAYMENTS: 'true', ...twilio });
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

describe('loadConfig: payments', () => {
  const keys = { RAZORPAY_KEY_ID: 'rzp_test_abcdef123456', RAZORPAY_KEY_SECRET: 'secret-of-the-key' };

  it('uses the dev provider without keys, Razorpay with them', () => {
    const dev = loadConfig({ DATA_DIR: dataDir() }).payments;
    expect(dev).toMatchObject({ provider: 'dev', gstRate: 18, invoicePrefix: 'RF', business: { name: 'RhythmFit', sac: '999723' } });
    expect(dev.razorpay).toBeUndefined();
    const live = loadConfig({ DATA_DIR: dataDir(), ...keys, RAZORPAY_WEBHOOK_SECRET: 'hook-secret' }).payments;
    expect(live).toMatchObject({
      provider: 'razorpay',
      razorpay: {
        keyId: keys.RAZORPAY_KEY_ID,
        keySecret: keys.RAZORPAY_KEY_SECRET,
        webhookSecret: 'hook-secret',
        apiUrl: 'https://api.razorpay.com/v1',
      },
    });
  });

  it('production refuses the dev provider unless ALLOW_DEV_PAYMENTS=true', () => {
    const production = { DATA_DIR: dataDir(), NODE_ENV: 'production', ALLOW_DEV_OTP: 'true' };
    expect(() => loadConfig(production)).toThrow(/RAZORPAY_KEY_ID/);
    expect(loadConfig({ ...production, ALLOW_DEV_PAYMENTS: 'true' }).payments.provider).toBe('dev');
    expect(loadConfig({ ...production, ...keys }).payments.provider).toBe('razorpay');
  });

  it.each([
    [{ RAZORPAY_KEY_ID: 'rzp_test_abcdef123456' }, 'RAZORPAY_KEY_ID'],
    [{ RAZORPAY_KEY_ID: 'key', RAZORPAY_KEY_SECRET: 'secret-of-the-key' }, 'RAZORPAY_KEY_ID'],
    [{ ...keys, RAZORPAY_API_URL: 'http://api.example.com/v1' }, 'RAZORPAY_API_URL'],
    [{ INVOICE_PREFIX: 'RHYTHM' }, 'INVOICE_PREFIX'],
    [{ INVOICE_PREFIX: 'R F' }, 'INVOICE_PREFIX'],
    [{ INVOICE_PREFIX: 'R/F' }, 'INVOICE_PREFIX'],
    [{ GST_RATE: '40' }, 'GST_RATE'],
    [{ BUSINESS_GSTIN: 'not-a-gstin' }, 'BUSINESS_GSTIN'],
    [{ BUSINESS_GSTIN: '27AAAPL1234C1Z5' }, 'BUSINESS_STATE'],
    [{ BUSINESS_SAC: 'fitness' }, 'BUSINESS_SAC'],
  ])('stops on %o naming %s', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
  });

  it('takes a prefix whose longest number fits 16 characters', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), INVOICE_PREFIX: 'ABC' }).payments.invoicePrefix).toBe('ABC');
    expect(() => loadConfig({ DATA_DIR: dataDir(), INVOICE_PREFIX: 'ABCD' })).toThrow('INVOICE_PREFIX');
  });
});
