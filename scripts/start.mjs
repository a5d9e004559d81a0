// npm start: build what is missing or out of date, then start the server (which migrates the
// database, makes sure the first admin exists and serves the app, /uploads and /api on one port).
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const sources = ['packages/contracts/src', 'apps/server/src', 'apps/web/src', 'apps/web/index.html', 'apps/web/public'];
const outputs = ['packages/contracts/dist/index.js', 'apps/server/dist/main.js', 'apps/web/dist/index.html'];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

const builtAt = Math.min(...outputs.map((file) => (existsSync(path.join(root, file)) ? statSync(path.join(root, file)).mtimeMs : 0)));
const changedAt = Math.max(...sources.map(newestMtime));
if (builtAt === 0 || changedAt > builtAt || process.argv.includes('--rebuild')) {
  console.log(builtAt === 0 ? 'Building RhythmFit (first start)...' : 'Sources changed since the last build: rebuilding...');
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
}

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
