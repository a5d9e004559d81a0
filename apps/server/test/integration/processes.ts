// Real server processes for the integration tests: the built apps/server/dist/main.js started
// with its own environment, plus throwaway PostgreSQL databases and Redis prefixes.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { TEST_DATABASE_URL } from '../helpers.js';

export const ROOT = path.resolve(import.meta.dirname, '../../../..');
export const MAIN = path.join(ROOT, 'apps/server/dist/main.js');
export const JWT_SECRET = 'integration-secret-that-is-long-enough-0123456789';
export const ADMIN = { mobile: '8000000001', password: 'admin-password-1' };

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM and wait. */
  stop(): Promise<void>;
  /** SIGKILL and wait (a crash). */
  kill(): Promise<void>;
}

export async function startServer(env: Record<string, string>, options: { port?: number; waitMs?: number } = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  // Never the default ./data of the work tree: a data folder of its own unless one is given.
  const ownDataDir = env.DATA_DIR ? null : tempDir('data');
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      ALLOW_DEV_OTP: 'true',
      ALLOW_DEV_PAYMENTS: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      ADMIN_MOBILE: ADMIN.mobile,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_AUTH_PER_IP: '1000000',
      RATE_LIMIT_AUTH_PER_MOBILE: '1000000',
      RATE_LIMIT_GLOBAL_PER_IP: '10000000',
      ...env,
      DATA_DIR: env.DATA_DIR || ownDataDir!.dir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      ownDataDir?.remove();
      resolve({ code, signal });
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const end = Date.now() + (options.waitMs ?? 30_000);
  let up = false;
  let dead = false;
  void exited.then(() => (dead = true));
  while (!up && !dead && Date.now() < end) {
    try {
      const res = await fetch(`${url}/api/health`);
      // Up once it answers, unless it is shedding load (under-pressure's 503 "overloaded"), which a
      // busy machine can make it do for its first seconds: callers then retry, as here.
      up = !(res.status === 503 && (await res.text()).includes('"overloaded"'));
    } catch {
      // not listening yet
    }
    if (!up) await new Promise((r) => setTimeout(r, 100));
  }
  if (!up) {
    child.kill('SIGKILL');
    throw new Error(`the server did not start:\n${output}`);
  }
  return {
    url,
    port,
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

export function tempDir(label: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `rhythmfit-int-${label}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A fresh PostgreSQL database on the test server; answers its URL and a drop function. */
export async function createDatabase(baseUrl = TEST_DATABASE_URL): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `rf_int_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await client.end();
    },
  };
}

export async function postgresAnswers(url = TEST_DATABASE_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function json(res: Response): Promise<any> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function call(
  url: string,
  method: string,
  pathName: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${url}${pathName}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: await json(res), headers: res.headers };
}

let mobileSeq = 0;
export function nextMobile(): string {
  mobileSeq += 1;
  return `7${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 10_000).padStart(4, '0')}${String(mobileSeq).padStart(2, '0')}`.slice(
    0,
    10,
  );
}

export async function registerMember(url: string): Promise<{ token: string; id: number; mobile: string }> {
  const mobile = nextMobile();
  const res = await call(url, 'POST', '/api/auth/register', {
    name: 'Integration Member',
    mobile,
    password: 'member-password-1',
    city: 'Pune',
    state: 'Maharashtra',
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.token, id: res.body.user.id, mobile };
}

export async function adminToken(url: string): Promise<string> {
  const res = await call(url, 'POST', '/api/auth/login', { mobile: ADMIN.mobile, password: ADMIN.password });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}
