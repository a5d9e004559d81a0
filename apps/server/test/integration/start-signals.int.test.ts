// `npm start` and signals: SIGTERM or SIGINT sent to npm reaches the server, which shuts down
// cleanly, and nothing is left running (before this, the server stayed behind as an orphan).
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { freePort, ROOT, tempDir } from './processes.js';

async function answers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

describe('npm start and signals', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`a ${signal} to npm start stops the server and exits`, async () => {
      const port = await freePort();
      const data = tempDir('start-signals');
      const npm = spawn('npm', ['start', '--silent'], {
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
        data.remove();
      }
    });
  }
});
