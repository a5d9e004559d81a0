// `npm start` and signals: SIGTERM or SIGINT sent to npm reaches the server, which shuts down
// cleanly, and nothing is left running (before this, the server stayed behind as an orphan).
// Also: on one CPU npm start runs the server with single-threaded GC (scripts/server-node-flags.mjs).
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { freePort, ROOT, tempDir } from './processes.js';

async function answers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

/** The server process started with this DATA_DIR and its command line (Linux /proc), or null. */
function serverProcess(dataDir: string): { pid: number; args: string[] } | null {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (!cmdline.some((arg) => arg.endsWith('apps/server/dist/main.js'))) continue;
      if (readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`DATA_DIR=${dataDir}`))
        return { pid: Number(pid), args: cmdline };
    } catch {
      // the process ended while being read
    }
  }
  return null;
}

const hasTaskset = (() => {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('npm start and signals', () => {
  // SIGTERM: npm start on one CPU (taskset), where the server gets single-threaded GC. SIGINT: on
  // every CPU this machine has.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    const oneCpu = signal === 'SIGTERM' && hasTaskset;
    it(`a ${signal} to npm start stops the server and exits${oneCpu ? ' (on one CPU: single-threaded GC)' : ''}`, async () => {
      const port = await freePort();
      const data = tempDir('start-signals');
      const [command, args] = oneCpu ? ['taskset', ['-c', '0', 'npm', 'start', '--silent']] : ['npm', ['start', '--silent']];
      const npm = spawn(command, args, {
        cwd: ROOT,
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: data.dir, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
        stdio: 'ignore',
      });
      const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
      try {
        const deadline = Date.now() + 90_000;
        while (!(await answers(port))) {
          if (Date.now() > deadline) throw new Error('npm start did not answer');
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        const server = serverProcess(data.dir);
        expect(server).not.toBeNull();
        expect(server!.args.includes('--single-threaded-gc')).toBe(oneCpu || availableParallelism() === 1);
        expect(server!.args).toContain('--heap-growing-percent=40');
        npm.kill(signal);
        await exited;
        // The port closes once the server has gone: nothing is left behind.
        const gone = Date.now() + 10_000;
        while (await answers(port)) {
          if (Date.now() > gone) throw new Error('the server is still running after npm exited');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(await answers(port)).toBe(false);
      } finally {
        npm.kill('SIGKILL');
        const left = serverProcess(data.dir); // only when the test failed half-way
        if (left) process.kill(left.pid, 'SIGKILL');
        data.remove();
      }
    });
  }
});
