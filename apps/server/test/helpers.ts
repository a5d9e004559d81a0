// Test helpers: a real, migrated database per test file (SQLite in a temp folder, or a fresh
// PostgreSQL schema when TEST_DB=postgres) and the app built on it, plus factories.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config/config.js';
import { migrateToLatest, nowIso, openDatabase, type DatabaseHandle, type DB } from '../src/db/database.js';
import type { UserRow } from '../src/db/schema.js';
import { hashPassword } from '../src/modules/auth/index.js';
import { insertUser } from '../src/modules/users/index.js';

export const TEST_PASSWORD = 'password123';
export const usingPostgres = process.env.TEST_DB === 'postgres';
const BASE_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * PostgreSQL: each Vitest worker has a database of its own (`<name>_w<pool id>`, made once and
 * reused), and each test file a fresh schema in it. Files running side by side never share a
 * catalog, so one file's migrations cannot meet another's half-made tables.
 */
async function workerDatabaseUrl(base: string): Promise<string> {
  const url = new URL(base);
  const name = `${url.pathname.slice(1) || 'test'}_w${process.env.VITEST_POOL_ID ?? '1'}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await admin.query(`create database ${name}`).catch((error: { code?: string }) => {
        if (error.code !== '42P04' && error.code !== '23505') throw error; // made meanwhile by another run
      });
    }
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

export const TEST_DATABASE_URL = usingPostgres ? await workerDatabaseUrl(BASE_DATABASE_URL) : BASE_DATABASE_URL;

export interface TestContext {
  app: FastifyInstance;
  db: DB;
  config: AppConfig;
  kind: 'sqlite' | 'postgres';
  close(): Promise<void>;
  createMember(overrides?: Partial<UserRow>): Promise<UserRow>;
  createAdmin(role?: 'ADMIN' | 'SUPERADMIN', overrides?: Partial<UserRow>): Promise<UserRow>;
  tokenFor(user: Pick<UserRow, 'id' | 'role'>): string;
  /** `{ authorization: 'Bearer …' }` for a user. */
  authHeader(user: Pick<UserRow, 'id' | 'role'>): { authorization: string };
  /** app.inject() as a user (or anonymously with null). */
  request(user: Pick<UserRow, 'id' | 'role'> | null, options: InjectOptions): Promise<LightMyRequestResponse>;
}

let cachedHash: Promise<string> | null = null;
let mobileCounter = 0;

/** A unique 10-digit mobile number for this test process. */
export function uniqueMobile(): string {
  mobileCounter += 1;
  const base = (Number(process.env.VITEST_POOL_ID ?? '1') * 100_000_000 + (Date.now() % 10_000_000) * 10 + mobileCounter) % 1_000_000_000;
  return `9${String(base).padStart(9, '0')}`;
}

export async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void>; database: AppConfig['database'] }> {
  if (usingPostgres) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const database = { kind: 'postgres' as const, url: TEST_DATABASE_URL, schema };
    const handle = openDatabase(database);
    return {
      handle,
      database,
      drop: async () => {
        const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'rhythmfit-test-db-'));
  const database = { kind: 'sqlite' as const, file: path.join(dir, 'test.sqlite') };
  return { handle: openDatabase(database), database, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

export async function buildTestApp(env: Record<string, string> = {}, options: Omit<BuildOptions, 'database'> = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rhythmfit-test-data-'));
  const { handle, drop, database } = await openTestDatabase();
  await migrateToLatest(handle.db);
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
      RATE_LIMIT_AUTH_PER_IP: '100000',
      RATE_LIMIT_AUTH_PER_MOBILE: '100000',
      RATE_LIMIT_GLOBAL_PER_IP: '1000000',
      LOG_LEVEL: 'silent',
      // Load shedding off: a busy test machine must not turn answers into 503s (metrics.test.ts turns it on).
      UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      ...env,
    }),
    database,
  };
  const app = await buildApp(config, { logger: false, ...options, database: handle });
  await app.ready();

  async function createUser(role: string, overrides: Partial<UserRow> = {}): Promise<UserRow> {
    cachedHash ??= hashPassword(TEST_PASSWORD);
    const now = nowIso();
    const { id: _ignored, ...rest } = overrides;
    return insertUser(handle.db, {
      name: role === 'USER' ? 'Test Member' : 'Test Coach',
      mobile: uniqueMobile(),
      password_hash: await cachedHash,
      role,
      city: 'Pune',
      state: 'Maharashtra',
      mobile_verified: 1,
      deleted: 0,
      created_at: now,
      updated_at: now,
      ...rest,
    });
  }

  const ctx: TestContext = {
    app,
    db: handle.db,
    config,
    kind: handle.kind,
    async close() {
      // The tests are over: sockets they left open (fetch's keep-alive connections to an app that
      // listened) are closed at once. Node does not count them as idle, so app.close() waited for
      // them to time out, 4 s in each file that listened.
      if (app.server.listening) app.server.closeAllConnections();
      await app.close();
      await handle.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    createMember: (overrides) => createUser('USER', overrides),
    createAdmin: (role = 'ADMIN', overrides) => createUser(role, overrides),
    tokenFor: (user) => app.tokens.issue(user.id, user.role),
    authHeader: (user) => ({ authorization: `Bearer ${app.tokens.issue(user.id, user.role)}` }),
    request: (user, options) =>
      app.inject({
        ...options,
        headers: { ...(options.headers ?? {}), ...(user ? { authorization: `Bearer ${app.tokens.issue(user.id, user.role)}` } : {}) },
      }),
  };
  return ctx;
}

/**
 * A second app instance on the same database and configuration as `ctx` (the fleet tests: with
 * REDIS_URL in ctx's env, both share one Redis). Close it before ctx; the database stays ctx's.
 */
export async function buildOtherInstance(ctx: TestContext, options: Omit<BuildOptions, 'database'> = {}): Promise<FastifyInstance> {
  const other = await buildApp(ctx.config, { logger: false, ...options, database: { db: ctx.db, kind: ctx.kind, close: async () => {} } });
  await other.ready();
  return other;
}
