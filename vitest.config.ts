// One Vitest run, several projects: contracts (pure rules), the server suite on SQLite and again on
// PostgreSQL, the web components, and the browser journeys. scripts/test.mjs picks which run.
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const contractsSrc = path.resolve(import.meta.dirname, 'packages/contracts/src/index.ts');
const alias = { '@rhythmfit/contracts': contractsSrc };
const serverTests = ['apps/server/src/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
      {
        resolve: { alias },
        test: {
          name: 'server-sqlite',
          isolate: false,
          include: serverTests,
          environment: 'node',
          env: { TEST_DB: 'sqlite' },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server-postgres',
          isolate: false,
          include: serverTests,
          environment: 'node',
          env: { TEST_DB: 'postgres' },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // Real server processes (several instances, crashes, outages): run by scripts/test.mjs as
        // its own phase after the unit phase; needs PostgreSQL and Redis (skips say so).
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['apps/server/test/integration/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { concurrent: false },
          globalSetup: ['apps/server/test/integration/global-setup.ts'],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        resolve: { alias },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Each journey file starts its own server and browser, so two files run at once: the
          // sweeps (a11y, layout) wait on rendering as much as on the CPU, and the phase takes about
          // half the time it takes one file at a time.
          fileParallelism: true,
          maxWorkers: 2,
          globalSetup: ['apps/web/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
