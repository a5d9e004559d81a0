// Browser journey harness: the real built server on a free port with its own data folder, and
// Debian's Chromium driven by playwright-core (never a downloaded browser).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ADMIN_MOBILE = '9000000001';
export const ADMIN_PASSWORD = 'coach-password-1';

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rhythmfit-e2e-'));
  let output = '';
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_MOBILE,
      ADMIN_PASSWORD,
      RATE_LIMIT_AUTH_PER_IP: '100000',
      RATE_LIMIT_AUTH_PER_MOBILE: '100000',
      RATE_LIMIT_GLOBAL_PER_IP: '1000000',
      OTP_RESEND_SECONDS: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  // It answers within a second or two on an idle machine; 90 s (within the hooks' time-out) keeps a
  // shared host under heavy load (load average 20 on 2 cores: over 30 s seen) from failing the start.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    baseUrl,
    dataDir,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newPage(
  browser: Browser,
  baseUrl: string,
  options: { width?: number; height?: number; timezoneId?: string; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    timezoneId: options.timezoneId,
    // The browser's languages (navigator.languages), which the app starts in before sign-in.
    locale: options.locale,
  });
  const page = await context.newPage();
  // 30 s: in CI the browser phase shares 2 cores with the integration phase, and a screen's first
  // load (its chunk and its reads) once took over 15 s there (eating.e2e, which passes in 15 s alone).
  page.setDefaultTimeout(30_000);
  return { context, page };
}

let mobileSeq = 0;
/** A fresh 10-digit mobile number for a journey. */
export function journeyMobile(): string {
  mobileSeq += 1;
  return `8${String((Date.now() % 100_000_000) * 10 + mobileSeq)
    .slice(-9)
    .padStart(9, '0')}`;
}

/** Registers a member through the API and stores the session in the page, as the app does. */
export async function signInAsNewMember(
  page: Page,
  baseUrl: string,
  name = 'Journey Member',
): Promise<{ token: string; user: { id: number; name: string; mobile: string } }> {
  const mobile = journeyMobile();
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, mobile, password: 'member-pass-1', city: 'Pune', state: 'Maharashtra' }),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const session = (await res.json()) as { token: string; user: { id: number; name: string; mobile: string; role: { name: string } } };
  await storeSession(page, baseUrl, session);
  return session;
}

/** The coach's session through the API: for a journey's calls made as the coach on another device. */
export async function coachSession(baseUrl: string): Promise<{ token: string; user: { id: number; role: { name: string } } }> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: ADMIN_MOBILE, password: ADMIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status}`);
  return (await res.json()) as { token: string; user: { id: number; role: { name: string } } };
}

export async function signInAsAdmin(page: Page, baseUrl: string): Promise<{ token: string; user: { id: number } }> {
  const session = await coachSession(baseUrl);
  await storeSession(page, baseUrl, session);
  return session;
}

async function storeSession(
  page: Page,
  baseUrl: string,
  session: { token: string; user: { id: number; role: { name: string } } },
): Promise<void> {
  if (!page.url().startsWith(baseUrl)) await page.goto(`${baseUrl}/privacy-policy`);
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('role', s.user.role.name);
    localStorage.setItem('user', JSON.stringify(s.user));
    localStorage.setItem('userId', String(s.user.id));
  }, session);
}
