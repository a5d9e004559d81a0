// Builds the whole app once before the browser journeys, so they run against what `npm start` serves.
import { execSync } from 'node:child_process';
import path from 'node:path';

export default function setup(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const root = path.resolve(import.meta.dirname, '../../..');
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
