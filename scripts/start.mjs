// npm start: build what is missing or out of date, then start the server (which migrates the
// database, makes sure the first admin exists and serves the app, /uploads and /api on one port).
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { serverNodeFlags } from './server-node-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Each output against the sources it is built from. tsc -b rewrites only the outputs whose sources
// changed, so an output counts from its newest file; folders' own times are not looked at (they
// change when a test file is added).
const builds = [
  { output: 'packages/contracts/dist', entry: 'packages/contracts/dist/index.js', sources: ['packages/contracts/src'] },
  { output: 'apps/server/dist', entry: 'apps/server/dist/main.js', sources: ['apps/server/src', 'packages/contracts/src'] },
  {
    output: 'apps/web/dist',
    entry: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/contracts/src'],
  },
];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

const missing = builds.some((build) => !existsSync(path.join(root, build.entry)));
const stale = builds.some((build) => Math.max(...build.sources.map(newestMtime)) > newestMtime(build.output));
if (missing || stale || process.argv.includes('--rebuild')) {
  console.log(missing ? 'Building RhythmFit (first start)...' : 'Sources changed since the last build: rebuilding...');
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
}

// `npm start` runs this script with `exec` (package.json), so a SIGTERM or SIGINT sent to npm
// reaches this process, which passes it on to the server and exits with the server's code.
// availableParallelism() counts the CPUs this process may run on (a container's or taskset's limit).
const nodeFlags = serverNodeFlags(availableParallelism());
const server = spawn(process.execPath, [...nodeFlags, path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 0)));
