// buildApp(config) assembles the whole server without listening, so tests drive it with
// app.inject() and main.ts only adds migrations, the admin bootstrap and listen().
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { createMemoryBus, createRedisBus, type Bus } from './lib/bus.js';
import { createMemoryLeaderLock, createRedisLeaderLock, type LeaderLock } from './lib/leader-lock.js';
import type { Redis } from './lib/redis.js';
import { watchRedis, type RedisHealth } from './lib/redis-health.js';
import { redisOrLocalRateLimitStore } from './lib/rate-limit-store.js';
import { AccessLogController } from './lib/access-log.js';
import { batchedStdout } from './lib/log-destination.js';
import { startSqliteCheckpointer, type Checkpointer } from './lib/sqlite-checkpointer.js';
import { AuthService, authRoutes, OTP_TTL_MS, OtpService } from './modules/auth/index.js';
import { createDevOtpDelivery, type OtpDelivery } from './lib/otp-delivery.js';
import { createSmsOtpDelivery } from './lib/sms-providers.js';
import { createTokenService } from './lib/tokens.js';
import { checkInsPlugin, registerCheckInRoutes } from './modules/check-ins/index.js';
import { registerCircadianRoutes } from './modules/circadian/index.js';
import { registerCoachDayRoutes } from './modules/coach-day/index.js';
import { registerCoachingRoutes, waitlistPlugin } from './modules/coaching/index.js';
import { notificationsPlugin, registerNotificationRoutes, type Channels } from './modules/notifications/index.js';
import { registerContentRoutes } from './modules/content/index.js';
import { paymentsPlugin, registerPaymentRoutes } from './modules/payments/index.js';
import { appInfoRoutes, healthRoutes } from './modules/health/index.js';
import {
  createMemoryPresenceStore,
  createRedisPresenceStore,
  metricsRoutes,
  presenceRoutes,
  type PresenceStore,
} from './modules/presence/index.js';
import { registerTrackingRoutes } from './modules/tracking/index.js';
import { usersRoutes } from './modules/users/index.js';
import authPlugin from './plugins/auth.js';
import databasePlugin from './plugins/database.js';
import compress from '@fastify/compress';
import underPressure from '@fastify/under-pressure';
import httpCaching from './plugins/http-caching.js';
import metricsPlugin from './plugins/metrics.js';
import openapi from './plugins/openapi.js';
import securityHeaders from './plugins/security-headers.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import idempotencyPlugin, { type IdempotencyFaults } from './plugins/idempotency.js';
import { registerStaticFiles } from './plugins/static-files.js';
import type { MemberDataRegistry } from './lib/member-data.js';
import { MEMBER_DATA } from './member-data-registry.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    presence: PresenceStore;
    /** Jobs that run once across the fleet: app.locks.runExclusive / app.locks.scheduleExclusive. */
    locks: LeaderLock;
    /** Cache invalidation across instances: app.bus.publish(channel, msg) / app.bus.subscribe(channel, fn). */
    bus: Bus;
    /** The shared Redis connection when REDIS_URL is set. */
    redis: Redis | null;
    /** With REDIS_URL: whether Redis answers, the fallbacks taken while it does not (lib/redis-health.ts). */
    redisHealth: RedisHealth | null;
    /** What each domain owns of a member: erasure, data export and member search go through it. */
    memberData: MemberDataRegistry;
  }
}

/** The API's version in its OpenAPI document. */
const API_VERSION = '1.0.0';

export interface BuildOptions {
  /** An already open database (tests); otherwise one is opened from config and closed with the app. */
  database?: DatabaseHandle;
  otpDelivery?: OtpDelivery;
  logger?: boolean;
  /** Where the log lines go instead of stdout (tests read the access log from it). */
  logStream?: { write(line: string): void };
  /** Push, SMS and WhatsApp senders (tests); built from config by default. */
  notificationChannels?: Channels;
  /** false: no delivery scheduler, waitlist or membership tick (tests drive app.notifications.runDue / app.waitlist.runDue / app.payments.runDue themselves). */
  notificationJobs?: boolean;
  /** Crash tests only: fault points of an idempotent request's atomic phase (plugins/idempotency.ts). */
  idempotencyFaults?: IdempotencyFaults;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : // No redaction paths: Fastify's request serializer writes only the method, URL, host and
          // remote address, so headers and bodies never reach a log line (lib/access-log.test.ts
          // sends a password, a token and a message and finds none of them). Redacting paths that
          // cannot exist cost 10% of a health check's CPU and 14% of a 304's (issue 24: an A/B of
          // the two builds, docs/benchmarks.md).
          // Lines to stdout are joined per turn of the event loop (lib/log-destination.ts says why).
          { level: config.logLevel, stream: options.logStream ?? batchedStdout() },
    // One access line per request (lib/access-log.ts).
    logController: new AccessLogController(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Slow clients: headers must arrive within HEADERS_TIMEOUT_MS (10 s), a whole request within
    // REQUEST_TIMEOUT_MS (30 s); Node checks for late ones every second, not every 30 s.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: 60_000,
    keepAliveTimeout: 10_000,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
    http: { connectionsCheckingInterval: 1000 },
  });
  app.server.headersTimeout = config.headersTimeoutMs;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  registerErrorHandler(app);

  const database = options.database ?? openDatabase(config.database);
  const ownsDatabase = !options.database;
  await app.register(databasePlugin, { db: database.db, kind: database.kind });
  // SQLite: WAL checkpoints in a worker thread, not inside a request's commit (lib/sqlite-checkpointer.ts).
  let checkpointer: Checkpointer | null = null;
  if (database.kind === 'sqlite' && config.database.kind === 'sqlite') {
    checkpointer = await startSqliteCheckpointer(database.db, config.database.file, {
      onError: (error) => app.log.warn({ err: error }, 'SQLite checkpoint worker failed; automatic checkpoints are back on'),
    });
  }

  // Shared state: in this process by default; in Redis when REDIS_URL is set (several instances).
  // The Redis client is loaded only when REDIS_URL is set: about 2 MB of heap and 20 MB of RSS a
  // single instance would carry for nothing (docs/benchmarks.md, 2026-11-27).
  // While Redis is away every use of it falls back (lib/redis-health.ts says how, logs it once and
  // counts it for /metrics) and comes back to it by itself.
  const redisClients = config.redisUrl ? await (await import('./lib/redis.js')).openRedisClients(config.redisUrl) : null;
  const redis = redisClients?.redis ?? null;
  const redisHealth = redis ? watchRedis(redis, app.log) : null;
  const prefix = config.redisKeyPrefix;
  const onRedisUnavailable = (use: 'jobs' | 'bus') => (error: unknown) => redisHealth?.fellBack(use, error);
  const locks = redis ? createRedisLeaderLock(redis, { prefix, onUnavailable: onRedisUnavailable('jobs') }) : createMemoryLeaderLock();
  const bus = redisClients
    ? createRedisBus(redisClients.redis, redisClients.subscriber, prefix, { onUnavailable: onRedisUnavailable('bus') })
    : createMemoryBus();
  app.decorate('redis', redis);
  app.decorate('redisHealth', redisHealth);
  app.decorate('locks', locks);
  app.decorate('bus', bus);
  app.decorate('memberData', MEMBER_DATA);
  // Before any route exists: it sets the API's default Cache-Control on each route as it is added.
  await app.register(httpCaching);

  const onPresenceError = (error: unknown) => app.log.warn({ err: error }, 'presence flush failed');
  const presence = redis
    ? createRedisPresenceStore(database.db, redis, locks, onPresenceError, {
        prefix,
        onUnavailable: (error) => redisHealth?.fellBack('presence', error),
      })
    : createMemoryPresenceStore(database.db, onPresenceError);
  app.decorate('presence', presence);
  presence.start(config.presenceFlushMs);

  await app.register(metricsPlugin, {
    token: config.metrics.token,
    port: config.metrics.port,
    poolStats: database.poolStats,
    redisHealth: redisHealth ?? undefined,
  });
  // An overloaded instance sheds load with 503 + Retry-After instead of answering everyone late.
  await app.register(underPressure, {
    maxEventLoopDelay: config.underPressure.maxEventLoopDelayMs,
    sampleInterval: config.underPressure.sampleMs,
    retryAfter: 5,
    exposeStatusRoute: false,
    pressureHandler: (_request, reply, type) => {
      reply.log.warn({ type }, 'under pressure: answering 503');
      void reply
        .code(503)
        .header('retry-after', '5')
        .send({ message: 'The service is busy, please try again shortly', code: 'overloaded' });
    },
  });
  // JSON answers over 1 KiB leave compressed; the built web assets are precompressed already.
  // Only API reads: the web's files are served precompressed, media are compressed already, and a
  // write answers one small object, so other routes do not carry the plugin's hooks at all. Only
  // routes that take a body decompress one (a GET's preParsing hook would have nothing to do).
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (route.compress === undefined && (!route.url.startsWith('/api') || !methods.includes('GET'))) route.compress = false;
    if (route.decompress === undefined && !methods.some((method) => method === 'POST' || method === 'PUT' || method === 'PATCH'))
      route.decompress = false;
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    // gzip at level 1, nginx's default: the Needs attention list (1.1 MB of JSON over 10,000
    // members) took 17 ms at zlib's default level 6 and 4 ms at level 1, for 51 KB instead of 46 KB.
    zlibOptions: { level: 1 },
    // Answers of up to 4 MiB are compressed in one zlib call (the plugin's documented
    // syncThreshold; its default on one core is 64 KiB), not through a compression stream: for
    // the 1.4 MB Needs attention list the stream's own machinery (chunking the string, pushing each
    // chunk through two streams, concatenating) cost the event loop 7.9 ms of CPU per answer on one
    // core against 2.1 ms for the one call, more than the compression it hands to the threadpool,
    // and the list missed its target (issue 24: p99 under 200 ms).
    syncThreshold: 4 * 1024 * 1024,
  });
  await app.register(authPlugin, { tokens: createTokenService(config.jwtSecret, config.jwtExpiresInHours) });
  await app.register(openapi, { version: API_VERSION });
  await app.register(notificationsPlugin, { channels: options.notificationChannels, autoStart: options.notificationJobs });
  await app.register(waitlistPlugin, { autoStart: options.notificationJobs });
  await app.register(paymentsPlugin, { autoStart: options.notificationJobs });
  await app.register(checkInsPlugin, { autoStart: options.notificationJobs });
  await app.register(idempotencyPlugin, { faults: options.idempotencyFaults });

  await app.register(securityHeaders, { hsts: config.env === 'production' });

  await app.register(rateLimit, {
    global: true,
    max: config.rateLimits.globalPerIp,
    timeWindow: '1 minute',
    // With Redis every instance counts in the same place; while Redis is away each instance counts
    // on its own, with the same limits (lib/rate-limit-store.ts).
    ...(redis && redisHealth ? { store: redisOrLocalRateLimitStore(redis, `${prefix}rl:`, redisHealth) } : {}),
    errorResponseBuilder: (_request, context) => {
      const error = new Error(`Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} seconds`) as Error & {
        statusCode: number;
      };
      error.statusCode = 429;
      return error;
    },
  });

  // Multipart forms are read only by the routes that take one (plugins/multipart-forms.ts).

  const delivery =
    options.otpDelivery ??
    (config.otpDelivery === 'sms' && config.sms
      ? createSmsOtpDelivery(config.sms, app.log, { appName: config.appName, ttlMinutes: OTP_TTL_MS / 60_000 })
      : createDevOtpDelivery(app.log));
  const otp = new OtpService(database.db, delivery, {
    secret: config.jwtSecret,
    resendSeconds: config.rateLimits.otpResendSeconds,
    sendsPerHour: config.rateLimits.otpSendsPerHour,
  });
  const auth = new AuthService(database.db, otp);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(appInfoRoutes);
      await api.register(authRoutes, { prefix: '/auth', auth });
      await api.register(presenceRoutes, { prefix: '/auth' });
      await api.register(metricsRoutes, { prefix: '/internal' });
      await api.register(usersRoutes, { prefix: '/users' });
      await api.register(registerTrackingRoutes);
      await api.register(registerCoachingRoutes);
      await api.register(registerCircadianRoutes);
      await api.register(registerContentRoutes);
      await api.register(registerNotificationRoutes);
      await api.register(registerCoachDayRoutes);
      await api.register(registerPaymentRoutes);
      await api.register(registerCheckInRoutes);
    },
    { prefix: '/api' },
  );

  await registerStaticFiles(app, { uploadsDir: config.uploadsDir, webDistDir: config.webDistDir ?? DEFAULT_WEB_DIST });

  app.addHook('onClose', async () => {
    await presence.stop().catch(() => {});
    await locks.close().catch(() => {});
    await bus.close().catch(() => {});
    await checkpointer?.stop();
    redisHealth?.close(); // closing the connections is no outage
    await redisClients?.close();
    if (ownsDatabase) await database.close();
  });

  return app;
}
