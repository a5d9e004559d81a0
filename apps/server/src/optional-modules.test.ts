// An instance loads only what its configuration uses: the PostgreSQL driver with DATABASE_URL, the
// Redis client with REDIS_URL, pdfkit with the first invoice, web-push with the first push. Loaded
// at start, they were a fifth of an idle instance's heap (38.7 MB -> 31.0 MB after a full GC, on
// SQLite without Redis; docs/benchmarks.md, 2026-11-27), carried by every full collection.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/** Packages (CommonJS, so they show in require.cache) that an instance on SQLite without Redis must not load. */
const OPTIONAL = ['pg', 'ioredis', 'web-push', 'brotli', 'linebreak'];

describe('optional modules', () => {
  it('an instance on SQLite without Redis starts without the PostgreSQL driver, the Redis client, pdfkit or web-push', async () => {
    const script = [
      "import { createRequire } from 'node:module';",
      "import { mkdtempSync, rmSync } from 'node:fs';",
      "import { tmpdir } from 'node:os';",
      "import path from 'node:path';",
      "import { buildApp } from './app.ts';",
      "import { loadConfig } from './config/config.ts';",
      "const dir = mkdtempSync(path.join(tmpdir(), 'rhythmfit-optional-'));",
      "const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, JWT_SECRET: 'optional-modules-secret-0123456789abcdef', ALLOW_DEV_PAYMENTS: 'true' });",
      'const app = await buildApp(config, { logger: false, notificationJobs: false });',
      'await app.ready();',
      "const res = await app.inject({ method: 'GET', url: '/api/health' });",
      'const loaded = new Set();',
      'for (const file of Object.keys(createRequire(import.meta.url).cache)) {',
      '  const match = file.match(/node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//);',
      '  if (match) loaded.add(match[1]);',
      '}',
      'await app.close();',
      'rmSync(dir, { recursive: true, force: true });',
      'console.log(JSON.stringify({ status: res.statusCode, loaded: [...loaded] }));',
    ].join('\n');
    const tsx = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');
    const { stdout } = await promisify(execFile)(tsx, ['--conditions=development', '--input-type=module', '-e', script], {
      cwd: import.meta.dirname,
      env: { ...process.env, DATABASE_URL: '', REDIS_URL: '' },
    });
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as { status: number; loaded: string[] };
    expect(result.status).toBe(200);
    // The check itself sees CommonJS packages: the server's own dependencies of that kind are there.
    expect(result.loaded).toContain('better-sqlite3');
    expect(result.loaded.filter((name) => OPTIONAL.includes(name))).toEqual([]);
  }, 60_000);
});
