// The integration tests run the BUILT server as real processes: build it once first.
import { execSync } from 'node:child_process';
import path from 'node:path';

export default function setup(): void {
  if (process.env.INT_SKIP_BUILD === '1') return;
  const root = path.resolve(import.meta.dirname, '../../../..');
  execSync('npm run build --silent -w @rhythmfit/contracts && npm run build --silent -w @rhythmfit/server', {
    cwd: root,
    stdio: 'inherit',
  });
}
