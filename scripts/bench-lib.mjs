// Helpers shared by the load scripts: scripts/bench.mjs (npm run bench) and scripts/hook-costs.mjs.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, cpus } from 'node:os';
import { serverNodeFlags } from './server-node-flags.mjs';

/** Servers go on core 0 and the load generator on core 1 when taskset and a second core exist. */
export const hasTaskset = (() => {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return cpus().length >= 2;
  } catch {
    return false;
  }
})();

export function wrkInstalled() {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    return error.status === 1; // wrk --version exits 1 after printing its version
  }
}

/** The command that runs a server file as npm start runs it, with the CPUs it gets here: one core when pinned. */
export function serverCommand(args) {
  const flags = serverNodeFlags(hasTaskset ? 1 : availableParallelism());
  return hasTaskset ? ['taskset', ['-c', '0', process.execPath, ...flags, ...args]] : [process.execPath, [...flags, ...args]];
}

export async function freePort() {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export async function waitForHttp(url, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer(); // drained, so the connection is not left holding an unread body
      if (res.ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** CPU time (user + system) the process has used, in microseconds (/proc, Linux). */
export function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();
