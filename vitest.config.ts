// One Vitest run, several projects: contracts (pure rules), the server suite on SQLite and again on
// PostgreSQL, the web components, and the browser journeys. scripts/test.mjs picks which run.
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const contractsSrc = path.resolve(import.meta.dirname, 'packages/contracts/src/index.ts');
const alias = { '@rhythmfit/contracts': contractsSrc };
const serverTests = ['apps/server/src/**/*.test.ts'];

/**
 * The browser journeys that take longest, longest first. Vitest starts the files it has timed before
 * longest first (its results cache, under node_modules/.vite); on a fresh clone, as in CI, it has no
 * timings and starts the largest files first. The sweeps are short files that take longest, so
 * they started last and one worker ran them alone at the end of the browser phase while the other
 * waited. Order from one timed run of the phase (slowest first; languages, the pseudo-language
 * sweeps, was left off and started 13th of 24); the other files follow in
 * Vitest's own order.
 */
const longestJourneys = [
  'languages',
  'pwa',
  'a11y',
  'payments',
  'a11y-coach',
  'content',
  'messages',
  'eating',
  'training-coach',
  'a11y-dark',
  'coaching',
  'check-ins',
].map((name) => `/apps/web/e2e/${name}.e2e.test.ts`);

class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = longestJourneys.findIndex((suffix) => file.moduleId.endsWith(suffix));
      return index === -1 ? longestJourneys.length : index;
    };
    // Array.prototype.sort is stable: files off the list keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirstSequencer },
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
          // Vitest's dependency optimizer bundles these packages once (esbuild) instead of every test
          // file loading Mantine's hundreds of modules again: the web project went from 136 s to
          // 93 s on 2 workers (setup, which imports Mantine, 76 s -> 20 s). @tabler/icons-react is
          // left out: bundling all of its icons cost more than it saved.
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  '@mantine/core',
                  '@mantine/hooks',
                  '@mantine/notifications',
                  '@mantine/dates',
                  '@mantine/charts',
                  '@tanstack/react-query',
                  '@tanstack/react-table',
                  'react-router',
                  'react',
                  'react-dom',
                  'react-dom/client',
                  '@testing-library/react',
                  '@testing-library/user-event',
                  '@testing-library/jest-dom/vitest',
                  'recharts',
                  'dayjs',
                  '@mantine/form',
                ],
              },
            },
          },
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
