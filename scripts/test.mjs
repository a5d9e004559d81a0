// npm test: every test this machine can run. The unit, server (SQLite) and web suites always run;
// the server suite runs again on PostgreSQL when one answers; the integration phase (real server
// processes: several instances, crashes, outages) runs when PostgreSQL and Redis answer; the
// browser journeys run when Chromium is installed. What was skipped, and why, is said plainly. With REQUIRE_FULL_SUITE=1
// (as .ci/run sets) a missing PostgreSQL or Chromium is a failure, not a skip.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const requireFull = process.env.REQUIRE_FULL_SUITE === '1';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function postgresAnswers() {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    console.log(`PostgreSQL at ${databaseUrl.replace(/:[^:@/]+@/, ':***@')} did not answer: ${error.message}`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function portOpen(host, port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 1500 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const hasPostgres = (process.env.TEST_DATABASE_URL || (await portOpen('127.0.0.1', 5432))) && (await postgresAnswers());
const hasChromium = existsSync(chromiumPath);
// The integration phase's fleet runs behind nginx configured as docs/deploy.md says (test/integration/nginx.ts).
const hasNginx = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].some((file) => existsSync(file));
const redisTarget = new URL(redisUrl);
const hasRedis = await portOpen(redisTarget.hostname, Number(redisTarget.port || 6379));
const skipped = [];
if (!hasRedis)
  skipped.push(
    `the Redis-backed server tests and the integration phase (no Redis at ${redisTarget.host}; start redis-server or set TEST_REDIS_URL)`,
  );
else if (!hasPostgres) skipped.push('the integration phase (it needs PostgreSQL as well as Redis)');
else if (!hasNginx) skipped.push('the integration tests behind nginx (no nginx; apt-get install -y nginx)');
if (!hasPostgres)
  skipped.push('the PostgreSQL server suite (no PostgreSQL answered; set TEST_DATABASE_URL or start one on 127.0.0.1:5432)');
if (!hasChromium) skipped.push(`the browser journeys (no Chromium at ${chromiumPath}; apt-get install -y chromium)`);
if (skipped.length && requireFull) {
  console.error(`REQUIRE_FULL_SUITE=1 but these would be skipped:\n- ${skipped.join('\n- ')}`);
  process.exit(1);
}

const reportDir = mkdtempSync(path.join(tmpdir(), 'rhythmfit-test-report-'));
// Read by scripts/vitest-suite-errors-reporter.mjs in every phase's Vitest process.
const suiteErrorsFile = path.join(reportDir, 'suite-errors.txt');
process.env.SUITE_ERRORS_FILE = suiteErrorsFile;
const totals = { passed: 0, failed: 0, skipped: 0 };
// Named again at the very end: a CI log is often read from its tail, far below the phase that failed.
const failures = [];

function vitestArgs(label, projects, extraArgs = []) {
  const outputFile = path.join(reportDir, `${label}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    ...extraArgs,
    '--reporter=default',
    '--reporter=json',
    `--reporter=${path.join(root, 'scripts/vitest-suite-errors-reporter.mjs')}`,
    `--outputFile.json=${outputFile}`,
  ];
  return { outputFile, args };
}

function countReport(outputFile, status) {
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    if ((report.numFailedTestSuites ?? 0) > 0 && (report.numFailedTests ?? 0) === 0) totals.failed += report.numFailedTestSuites;
    failures.push(...failedTests(report));
  } else if (status !== 0) {
    totals.failed += 1;
  }
  return status === 0;
}

const firstLine = (text) =>
  String(text ?? '')
    .split('\n')[0]
    .slice(0, 300);

/** "file > test name: first line of the error" for each failed test (or failed file) in a Vitest JSON report. */
function failedTests(report) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const name = path.relative(root, file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) lines.push(`${name} > ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    // A failing beforeAll/afterAll leaves no message here: the suite-errors reporter lists its error.
    if (failed.length === 0 && file.status === 'failed')
      lines.push(`${name}: ${firstLine(file.message) || 'a beforeAll or afterAll failed (see "Errors outside tests" below)'}`);
  }
  return lines;
}

/** A phase whose output is kept and printed when it ends, so it can run beside another phase. */
function runVitestInBackground(label, projects, extraEnv = {}) {
  const { outputFile, args } = vitestArgs(label, projects);
  const child = spawn('npx', args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, TZ: 'UTC', FORCE_COLOR: '1', ...extraEnv },
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      console.log(`\n=== ${label}: ${projects.join(', ')} (ran beside the previous phase) ===`);
      process.stdout.write(Buffer.concat(output));
      resolve(countReport(outputFile, status ?? 1));
    });
  });
}

function runVitestInForeground(label, projects, extraEnv = {}, extraArgs = []) {
  const { outputFile, args } = vitestArgs(label, projects, extraArgs);
  console.log(`\n=== ${label}: ${projects.join(', ')} ===`);
  const child = spawn('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, TZ: 'UTC', ...extraEnv } });
  return new Promise((resolve) => child.on('close', (status) => resolve(countReport(outputFile, status ?? 1))));
}

const projects = ['contracts', 'server-sqlite', 'web', ...(hasPostgres ? ['server-postgres'] : [])];
// The integration and browser phases both run the built app, so it is built once, beside the unit
// phase (which runs from the sources): on 2 cores the build fits in the time the tests wait on
// the databases.
const runIntegration = hasPostgres && hasRedis;
const build =
  runIntegration || hasChromium
    ? new Promise((resolve) => {
        const child = spawn('npm', ['run', 'build', '--silent'], {
          cwd: root,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...process.env, NODE_ENV: 'production' },
        });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (status) => resolve({ status, output: Buffer.concat(output) }));
      })
    : null;
// Three test files at a time: the server suites wait on SQLite, PostgreSQL and Redis as much as on
// the CPU (Vitest's default on 2 cores is one worker: ~210 s for the phase; with three and the
// server suites sharing modules within a worker (isolate: false), ~80 s).
let ok = await runVitestInForeground('unit-server-web', projects, hasPostgres ? { TEST_DATABASE_URL: databaseUrl } : {}, [
  '--maxWorkers=3',
]);
if (build) {
  const { status, output } = await build;
  console.log('\n=== build (production) for the integration and browser phases (ran beside the unit phase) ===');
  process.stdout.write(output);
  if (status !== 0) {
    console.error('The build failed; the integration and browser phases cannot run.');
    process.exit(1);
  }
}
const prebuilt = { E2E_SKIP_BUILD: '1', INT_SKIP_BUILD: '1' };
const integration = runIntegration
  ? runVitestInBackground('integration', ['integration'], { ...prebuilt, TEST_DATABASE_URL: databaseUrl, TEST_REDIS_URL: redisUrl })
  : Promise.resolve(true);
// Not spawnSync: the integration phase's output pipe must keep draining while the browser phase runs.
if (hasChromium) ok = (await runVitestInForeground('browser', ['e2e'], { ...prebuilt, CHROMIUM_PATH: chromiumPath })) && ok;
ok = (await integration) && ok;

console.log('');
if (skipped.length) console.log(`Skipped:\n- ${skipped.join('\n- ')}`);
else console.log('Nothing skipped: SQLite and PostgreSQL server suites, Redis, the integration phase, web and browser journeys all ran.');
if (failures.length) console.log(`Failed:\n- ${failures.join('\n- ')}`);
const suiteErrors = existsSync(suiteErrorsFile) ? readFileSync(suiteErrorsFile, 'utf8').trim() : '';
if (suiteErrors) console.log(`Errors outside tests (hooks, collection, unhandled):\n- ${suiteErrors.split('\n').join('\n- ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
