// Configuration: read once at boot from the environment, validated with zod. A bad value stops
// the start with a message naming the variable.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { MobileSchema, PASSWORD_MIN_LENGTH } from '@rhythmfit/contracts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = z.coerce.number().int().positive();

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must start with postgres:// or postgresql://' })
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { message: 'must start with redis:// or rediss://' })
    .optional(),
  REDIS_KEY_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]{1,40}$/, { message: 'letters, digits, : _ - only (at most 40)' }).default('rf:'),
  JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  JWT_EXPIRES_IN_HOURS: positiveInt.default(24 * 7),
  ADMIN_MOBILE: MobileSchema.optional(),
  ADMIN_PASSWORD: z.string().min(PASSWORD_MIN_LENGTH, { message: `must be at least ${PASSWORD_MIN_LENGTH} characters` }).optional(),
  ADMIN_NAME: z.string().min(1).default('Head Coach'),
  OTP_DELIVERY: z.enum(['dev', 'sms']).optional(),
  ALLOW_DEV_OTP: booleanFromEnv.default(false),
  CONTACT_EMAIL: z.email({ message: 'must be an e-mail address' }).default('support@rhythmfit.app'),
  APP_NAME: z.string().min(1).default('RhythmFit'),
  TRUST_PROXY: booleanFromEnv.default(false),
  // Rate limits: requests per minute on the authentication routes.
  RATE_LIMIT_AUTH_PER_IP: positiveInt.default(60),
  RATE_LIMIT_AUTH_PER_MOBILE: positiveInt.default(10),
  RATE_LIMIT_GLOBAL_PER_IP: positiveInt.default(6000),
  OTP_SENDS_PER_HOUR: positiveInt.default(5),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).default(30),
  PRESENCE_FLUSH_MS: positiveInt.default(5000),
  BODY_LIMIT_BYTES: positiveInt.default(1_048_576),
  UPLOAD_LIMIT_BYTES: positiveInt.default(10 * 1_048_576),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type Env = z.infer<typeof EnvSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };
  redisUrl?: string;
  redisKeyPrefix: string;
  jwtSecret: string;
  jwtExpiresInHours: number;
  admin?: { mobile: string; password: string; name: string };
  otpDelivery: 'dev' | 'sms';
  contactEmail: string;
  appName: string;
  trustProxy: boolean;
  rateLimits: { authPerIp: number; authPerMobile: number; globalPerIp: number; otpSendsPerHour: number; otpResendSeconds: number };
  presenceFlushMs: number;
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  webDistDir?: string;
  logLevel: Env['LOG_LEVEL'];
}

export class ConfigError extends Error {}

/** Reads the JWT secret from DATA_DIR, creating it once, so restarts keep sessions valid. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_MOBILE && !e.ADMIN_PASSWORD) || (!e.ADMIN_MOBILE && e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_MOBILE and ADMIN_PASSWORD must be set together');
  }
  const otpDelivery = e.OTP_DELIVERY ?? (e.NODE_ENV === 'production' ? 'sms' : 'dev');
  if (otpDelivery === 'dev' && e.NODE_ENV === 'production' && !e.ALLOW_DEV_OTP) {
    throw new ConfigError(
      'Invalid configuration:\n  OTP_DELIVERY: dev delivery returns codes in answers and is refused in production (set ALLOW_DEV_OTP=true for a demo)',
    );
  }
  if (otpDelivery === 'sms') {
    throw new ConfigError('Invalid configuration:\n  OTP_DELIVERY: no SMS provider adapter is configured in this version; use dev (with ALLOW_DEV_OTP=true in production)');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const uploadsDir = path.join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'sqlite', file: path.join(dataDir, 'rhythmfit.sqlite') },
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    jwtExpiresInHours: e.JWT_EXPIRES_IN_HOURS,
    admin: e.ADMIN_MOBILE && e.ADMIN_PASSWORD ? { mobile: e.ADMIN_MOBILE, password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME } : undefined,
    otpDelivery,
    contactEmail: e.CONTACT_EMAIL,
    appName: e.APP_NAME,
    trustProxy: e.TRUST_PROXY,
    rateLimits: {
      authPerIp: e.RATE_LIMIT_AUTH_PER_IP,
      authPerMobile: e.RATE_LIMIT_AUTH_PER_MOBILE,
      globalPerIp: e.RATE_LIMIT_GLOBAL_PER_IP,
      otpSendsPerHour: e.OTP_SENDS_PER_HOUR,
      otpResendSeconds: e.OTP_RESEND_SECONDS,
    },
    presenceFlushMs: e.PRESENCE_FLUSH_MS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    uploadLimitBytes: e.UPLOAD_LIMIT_BYTES,
    webDistDir: e.WEB_DIST_DIR,
    logLevel: e.LOG_LEVEL,
  };
}
