// Configuration: read once at boot from the environment, validated with zod. A bad value stops
// the start with a message naming the variable.
import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  ClockTimeSchema,
  DEFAULT_ATTENTION_THRESHOLDS as ATTENTION,
  INVOICE_NUMBER_MAX_LENGTH,
  MobileSchema,
  PASSWORD_MIN_LENGTH,
  isValidInvoicePrefix,
  isValidTimeZone,
  type AttentionThresholds,
} from '@rhythmfit/contracts';

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
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,40}$/, { message: 'letters, digits, : _ - only (at most 40)' })
    .default('rf:'),
  JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  JWT_EXPIRES_IN_HOURS: positiveInt.default(24 * 7),
  ADMIN_MOBILE: MobileSchema.optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN_LENGTH, { message: `must be at least ${PASSWORD_MIN_LENGTH} characters` })
    .optional(),
  ADMIN_NAME: z.string().min(1).default('Head Coach'),
  OTP_DELIVERY: z.enum(['dev', 'sms']).optional(),
  ALLOW_DEV_OTP: booleanFromEnv.default(false),
  // Real OTP delivery (OTP_DELIVERY=sms).
  SMS_PROVIDER: z.enum(['twilio', 'msg91', 'webhook']).optional(),
  SMS_COUNTRY_CODE: z
    .string()
    .regex(/^\+\d{1,4}$/, { message: 'must look like +91' })
    .default('+91'),
  SMS_TIMEOUT_MS: positiveInt.max(60_000).default(5000),
  SMS_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, { message: 'must be AC followed by 32 hex digits' })
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^\+\d{6,15}$/, { message: 'must be a number in +E.164 form' })
    .optional(),
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(/^MG[0-9a-fA-F]{32}$/, { message: 'must be MG followed by 32 hex digits' })
    .optional(),
  TWILIO_API_BASE: z.url({ message: 'must be a URL' }).default('https://api.twilio.com'),
  MSG91_AUTH_KEY: z.string().min(8, { message: 'must be at least 8 characters' }).optional(),
  MSG91_TEMPLATE_ID: z.string().min(1).optional(),
  MSG91_API_BASE: z.url({ message: 'must be a URL' }).default('https://control.msg91.com'),
  SMS_WEBHOOK_URL: z.url({ message: 'must be a URL' }).optional(),
  SMS_WEBHOOK_SECRET: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
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
  // Slow clients: all headers within HEADERS_TIMEOUT_MS, the whole request within REQUEST_TIMEOUT_MS.
  HEADERS_TIMEOUT_MS: positiveInt.min(500).default(10_000),
  REQUEST_TIMEOUT_MS: positiveInt.min(1000).default(30_000),
  BODY_LIMIT_BYTES: positiveInt.default(1_048_576),
  UPLOAD_LIMIT_BYTES: positiveInt.default(10 * 1_048_576),
  WEB_DIST_DIR: z.string().optional(),
  // Operations: Prometheus metrics and load shedding (docs/deploy.md).
  METRICS_TOKEN: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  UNDER_PRESSURE_SAMPLE_MS: positiveInt.default(1000),
  // Notifications (docs/notifications.md).
  BUSINESS_TIME_ZONE: z
    .string()
    .refine(isValidTimeZone, { message: 'must be a time zone name such as Asia/Kolkata' })
    .default('Asia/Kolkata'),
  JOBS_POLL_MS: positiveInt.min(100).default(15_000),
  NOTIFY_RETRY_BASE_MS: positiveInt.default(30_000),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, { message: 'must be a URL-safe base64 P-256 public key' })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, { message: 'must be a URL-safe base64 P-256 private key' })
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, { message: 'must start with mailto: or https://' })
    .optional(),
  PUSH_ENDPOINT_HOSTS: z.string().default(''),
  SMS_REMINDER_TEMPLATE_ID: z.string().min(1).optional(),
  WHATSAPP_PROVIDER: z.enum(['twilio', 'meta', 'webhook']).optional(),
  WHATSAPP_FROM: z
    .string()
    .regex(/^\+\d{6,15}$/, { message: 'must be a number in +E.164 form' })
    .optional(),
  WHATSAPP_REMINDER_TEMPLATE: z.string().min(1).optional(),
  WHATSAPP_META_TOKEN: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  WHATSAPP_META_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/, { message: 'must be the numeric phone number id' })
    .optional(),
  WHATSAPP_META_API_BASE: z.url({ message: 'must be a URL' }).default('https://graph.facebook.com/v21.0'),
  WHATSAPP_WEBHOOK_URL: z.url({ message: 'must be a URL' }).optional(),
  WHATSAPP_WEBHOOK_SECRET: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  // The coach's Needs attention list (docs/coaching.md).
  ATTENTION_NO_LOGS_DAYS: positiveInt.default(ATTENTION.noLogsDays),
  ATTENTION_EATING_WINDOW_HOURS: z.coerce.number().positive().max(24).default(ATTENTION.eatingWindowHours),
  ATTENTION_SRI_MIN: z.coerce.number().min(-100).max(100).default(ATTENTION.sriMin),
  ATTENTION_SRI_DROP: z.coerce.number().positive().max(200).default(ATTENTION.sriDrop),
  ATTENTION_LATE_DINNER_AFTER: ClockTimeSchema.default(ATTENTION.lateDinnerAfter),
  ATTENTION_LATE_DINNER_DAYS: positiveInt.max(7).default(ATTENTION.lateDinnerDays),
  ATTENTION_WEIGHT_GAIN_KG: z.coerce.number().positive().default(ATTENTION.weightGainKg),
  ATTENTION_MISSED_APPOINTMENT_DAYS: positiveInt.max(90).default(ATTENTION.missedAppointmentDays),
  ATTENTION_MISSED_WORKOUTS: positiveInt.max(14).default(ATTENTION.missedWorkouts),
  // Payments (docs/payments.md). Without Razorpay keys the dev provider pays with one click.
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]{6,40}$/, { message: 'must look like rzp_test_… or rzp_live_…' })
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8, { message: 'must be at least 8 characters' }).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8, { message: 'must be at least 8 characters' }).optional(),
  RAZORPAY_API_URL: z.url({ message: 'must be a URL' }).default('https://api.razorpay.com/v1'),
  ALLOW_DEV_PAYMENTS: booleanFromEnv.default(false),
  BUSINESS_NAME: z.string().trim().min(1).max(200).optional(),
  BUSINESS_ADDRESS: z.string().trim().max(500).default(''),
  BUSINESS_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, { message: 'must be a 15-character GSTIN such as 27AAAPL1234C1Z5' })
    .optional(),
  BUSINESS_STATE: z.string().trim().max(100).default(''),
  BUSINESS_SAC: z
    .string()
    .regex(/^\d{4,8}$/, { message: 'must be a SAC code of 4 to 8 digits' })
    .default('999723'),
  GST_RATE: z.coerce
    .number({ error: 'must be a number' })
    .min(0, { message: 'must be from 0 to 28' })
    .max(28, { message: 'must be from 0 to 28' })
    .default(18),
  INVOICE_PREFIX: z
    .string()
    .refine(isValidInvoicePrefix, {
      message: `letters, digits and - only, short enough that <prefix>/2026-27/0001 fits ${INVOICE_NUMBER_MAX_LENGTH} characters (at most 3)`,
    })
    .default('RF'),
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
  sms?: SmsConfig;
  contactEmail: string;
  appName: string;
  trustProxy: boolean;
  rateLimits: { authPerIp: number; authPerMobile: number; globalPerIp: number; otpSendsPerHour: number; otpResendSeconds: number };
  presenceFlushMs: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  webDistDir?: string;
  logLevel: Env['LOG_LEVEL'];
  businessTimeZone: string;
  jobsPollMs: number;
  metrics: { token?: string; port?: number };
  underPressure: { maxEventLoopDelayMs: number; sampleMs: number };
  notifications: NotificationsConfig;
  attention: AttentionThresholds;
  payments: PaymentsConfig;
}

export interface PaymentsConfig {
  /** razorpay with keys; dev (a one-click stand-in for trying the flow) without. */
  provider: 'razorpay' | 'dev';
  razorpay?: { keyId: string; keySecret: string; webhookSecret?: string; apiUrl: string };
  business: { name: string; address: string; gstin?: string; state: string; sac: string };
  /** Percent, included in plan prices. */
  gstRate: number;
  invoicePrefix: string;
}

function paymentsConfig(e: Env): PaymentsConfig {
  const problems: string[] = [];
  if (Boolean(e.RAZORPAY_KEY_ID) !== Boolean(e.RAZORPAY_KEY_SECRET))
    problems.push('  RAZORPAY_KEY_ID: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together');
  if (!secureUrl(e.RAZORPAY_API_URL)) problems.push('  RAZORPAY_API_URL: must be https (http only on the loopback interface)');
  const provider = e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET ? 'razorpay' : 'dev';
  if (provider === 'dev' && e.NODE_ENV === 'production' && !e.ALLOW_DEV_PAYMENTS)
    problems.push(
      '  RAZORPAY_KEY_ID: the dev payment provider marks payments paid without money and is refused in production (set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or ALLOW_DEV_PAYMENTS=true for a demo)',
    );
  if (e.BUSINESS_GSTIN && !e.BUSINESS_STATE)
    problems.push('  BUSINESS_STATE: required with BUSINESS_GSTIN (it decides CGST + SGST or IGST)');
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    provider,
    razorpay:
      provider === 'razorpay'
        ? {
            keyId: e.RAZORPAY_KEY_ID ?? '',
            keySecret: e.RAZORPAY_KEY_SECRET ?? '',
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: e.RAZORPAY_API_URL.replace(/\/+$/, ''),
          }
        : undefined,
    business: {
      name: e.BUSINESS_NAME ?? e.APP_NAME,
      address: e.BUSINESS_ADDRESS,
      gstin: e.BUSINESS_GSTIN,
      state: e.BUSINESS_STATE,
      sac: e.BUSINESS_SAC,
    },
    gstRate: e.GST_RATE,
    invoicePrefix: e.INVOICE_PREFIX,
  };
}

export interface NotificationsConfig {
  retryBaseMs: number;
  vapid: { publicKey: string; privateKey: string; subject: string };
  pushEndpointHosts: string[];
  smsReminderTemplateId?: string;
  whatsapp?: WhatsAppConfig;
}

export type WhatsAppConfig = { countryCode: string; timeoutMs: number; template?: string } & (
  | { provider: 'twilio'; accountSid: string; authToken: string; from: string; apiBase: string }
  | { provider: 'meta'; token: string; phoneNumberId: string; apiBase: string }
  | { provider: 'webhook'; url: string; secret?: string }
);

export type SmsConfig = { countryCode: string; timeoutMs: number; retries: number } & (
  | { provider: 'twilio'; accountSid: string; authToken: string; from?: string; messagingServiceSid?: string; apiBase: string }
  | { provider: 'msg91'; authKey: string; templateId: string; apiBase: string }
  | { provider: 'webhook'; url: string; secret?: string }
);

export class ConfigError extends Error {}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** https only, except on the loopback interface (a relay on the same machine, or a test). */
function secureUrl(value: string): boolean {
  const url = new URL(value);
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

function smsConfig(e: Env): SmsConfig {
  const problems: string[] = [];
  const base = { countryCode: e.SMS_COUNTRY_CODE, timeoutMs: e.SMS_TIMEOUT_MS, retries: e.SMS_RETRIES };
  const need = (name: keyof Env) => {
    if (!e[name]) problems.push(`  ${name}: required with SMS_PROVIDER=${e.SMS_PROVIDER}`);
  };
  let result: SmsConfig | null = null;
  switch (e.SMS_PROVIDER) {
    case undefined:
      problems.push('  SMS_PROVIDER: required with OTP_DELIVERY=sms (twilio, msg91 or webhook)');
      break;
    case 'twilio':
      need('TWILIO_ACCOUNT_SID');
      need('TWILIO_AUTH_TOKEN');
      if (!e.TWILIO_FROM && !e.TWILIO_MESSAGING_SERVICE_SID) problems.push('  TWILIO_FROM: set it or TWILIO_MESSAGING_SERVICE_SID');
      if (!secureUrl(e.TWILIO_API_BASE)) problems.push('  TWILIO_API_BASE: must be https');
      result = {
        ...base,
        provider: 'twilio',
        accountSid: e.TWILIO_ACCOUNT_SID ?? '',
        authToken: e.TWILIO_AUTH_TOKEN ?? '',
        from: e.TWILIO_FROM,
        messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID,
        apiBase: e.TWILIO_API_BASE.replace(/\/+$/, ''),
      };
      break;
    case 'msg91':
      need('MSG91_AUTH_KEY');
      need('MSG91_TEMPLATE_ID');
      if (!secureUrl(e.MSG91_API_BASE)) problems.push('  MSG91_API_BASE: must be https');
      result = {
        ...base,
        provider: 'msg91',
        authKey: e.MSG91_AUTH_KEY ?? '',
        templateId: e.MSG91_TEMPLATE_ID ?? '',
        apiBase: e.MSG91_API_BASE.replace(/\/+$/, ''),
      };
      break;
    case 'webhook':
      need('SMS_WEBHOOK_URL');
      if (e.SMS_WEBHOOK_URL && !secureUrl(e.SMS_WEBHOOK_URL))
        problems.push('  SMS_WEBHOOK_URL: must be https (http only on the loopback interface)');
      result = { ...base, provider: 'webhook', url: e.SMS_WEBHOOK_URL ?? '', secret: e.SMS_WEBHOOK_SECRET };
      break;
  }
  if (problems.length || !result) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return result;
}

function whatsAppConfig(e: Env): WhatsAppConfig | undefined {
  if (!e.WHATSAPP_PROVIDER) return undefined;
  const problems: string[] = [];
  const need = (name: keyof Env) => {
    if (!e[name]) problems.push(`  ${name}: required with WHATSAPP_PROVIDER=${e.WHATSAPP_PROVIDER}`);
  };
  const base = { countryCode: e.SMS_COUNTRY_CODE, timeoutMs: e.SMS_TIMEOUT_MS, template: e.WHATSAPP_REMINDER_TEMPLATE };
  let result: WhatsAppConfig;
  switch (e.WHATSAPP_PROVIDER) {
    case 'twilio':
      need('TWILIO_ACCOUNT_SID');
      need('TWILIO_AUTH_TOKEN');
      need('WHATSAPP_FROM');
      if (!secureUrl(e.TWILIO_API_BASE)) problems.push('  TWILIO_API_BASE: must be https');
      result = {
        ...base,
        provider: 'twilio',
        accountSid: e.TWILIO_ACCOUNT_SID ?? '',
        authToken: e.TWILIO_AUTH_TOKEN ?? '',
        from: e.WHATSAPP_FROM ?? '',
        apiBase: e.TWILIO_API_BASE.replace(/\/+$/, ''),
      };
      break;
    case 'meta':
      need('WHATSAPP_META_TOKEN');
      need('WHATSAPP_META_PHONE_NUMBER_ID');
      if (!secureUrl(e.WHATSAPP_META_API_BASE)) problems.push('  WHATSAPP_META_API_BASE: must be https');
      result = {
        ...base,
        provider: 'meta',
        token: e.WHATSAPP_META_TOKEN ?? '',
        phoneNumberId: e.WHATSAPP_META_PHONE_NUMBER_ID ?? '',
        apiBase: e.WHATSAPP_META_API_BASE.replace(/\/+$/, ''),
      };
      break;
    case 'webhook':
      need('WHATSAPP_WEBHOOK_URL');
      if (e.WHATSAPP_WEBHOOK_URL && !secureUrl(e.WHATSAPP_WEBHOOK_URL))
        problems.push('  WHATSAPP_WEBHOOK_URL: must be https (http only on the loopback interface)');
      result = { ...base, provider: 'webhook', url: e.WHATSAPP_WEBHOOK_URL ?? '', secret: e.WHATSAPP_WEBHOOK_SECRET };
      break;
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return result;
}

/** The VAPID key pair: from the environment, or generated once into DATA_DIR. */
function vapidKeys(e: Env, dataDir: string): { publicKey: string; privateKey: string } {
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY };
  if (e.VAPID_PUBLIC_KEY || e.VAPID_PRIVATE_KEY)
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const privateKey = ecdh.getPrivateKey();
  const padded = Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]);
  const keys = { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: padded.toString('base64url') };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

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
  // Default: sms when a provider is configured, dev otherwise; production refuses dev unless
  // ALLOW_DEV_OTP=true says this is a demo.
  const otpDelivery = e.OTP_DELIVERY ?? (e.SMS_PROVIDER ? 'sms' : e.NODE_ENV === 'production' && !e.ALLOW_DEV_OTP ? 'sms' : 'dev');
  if (otpDelivery === 'dev' && e.NODE_ENV === 'production' && !e.ALLOW_DEV_OTP) {
    throw new ConfigError(
      'Invalid configuration:\n  OTP_DELIVERY: dev delivery returns codes in answers and is refused in production (set ALLOW_DEV_OTP=true for a demo)',
    );
  }
  // A configured provider also carries reminder SMS, even while one-time codes are in dev mode.
  const sms = otpDelivery === 'sms' || e.SMS_PROVIDER ? smsConfig(e) : undefined;
  const payments = paymentsConfig(e);
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
    sms,
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
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: Math.max(e.REQUEST_TIMEOUT_MS, e.HEADERS_TIMEOUT_MS),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    uploadLimitBytes: e.UPLOAD_LIMIT_BYTES,
    webDistDir: e.WEB_DIST_DIR,
    logLevel: e.LOG_LEVEL,
    businessTimeZone: e.BUSINESS_TIME_ZONE,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    underPressure: { maxEventLoopDelayMs: e.UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS, sampleMs: e.UNDER_PRESSURE_SAMPLE_MS },
    jobsPollMs: e.JOBS_POLL_MS,
    notifications: {
      retryBaseMs: e.NOTIFY_RETRY_BASE_MS,
      vapid: { ...vapidKeys(e, dataDir), subject: e.VAPID_SUBJECT ?? `mailto:${e.CONTACT_EMAIL}` },
      pushEndpointHosts: e.PUSH_ENDPOINT_HOSTS.split(',')
        .map((host) => host.trim())
        .filter(Boolean),
      smsReminderTemplateId: e.SMS_REMINDER_TEMPLATE_ID,
      whatsapp: whatsAppConfig(e),
    },
    attention: {
      noLogsDays: e.ATTENTION_NO_LOGS_DAYS,
      eatingWindowHours: e.ATTENTION_EATING_WINDOW_HOURS,
      sriMin: e.ATTENTION_SRI_MIN,
      sriDrop: e.ATTENTION_SRI_DROP,
      lateDinnerAfter: e.ATTENTION_LATE_DINNER_AFTER,
      lateDinnerDays: e.ATTENTION_LATE_DINNER_DAYS,
      weightGainKg: e.ATTENTION_WEIGHT_GAIN_KG,
      missedAppointmentDays: e.ATTENTION_MISSED_APPOINTMENT_DAYS,
      missedWorkouts: e.ATTENTION_MISSED_WORKOUTS,
    },
    payments,
  };
}
