// npm run bench -- --check-ins-only [--quick] [--sqlite-only | --postgres-only] [--no-write] [--no-build]
//
// Weekly check-ins (issue 42) over BENCH_MEMBERS (10,000) members with a year (52 weeks) of weekly
// check-ins each (four answers and two measurements per check-in; the latest week's partly waiting
// for review), on the built server started as a child process:
//   - the coach's queue: GET /api/admin/check-ins (submitted, oldest first; page 1 and a deep page),
//     reviewed, and missed (the last four weeks over every member), target p99 < 100 ms;
//   - one check-in's review page: GET /api/admin/check-ins/:id (random ids), target p99 < 100 ms;
//   - a thumbnail: GET /api/check-ins/:id/photos/front?size=thumb, target p99 < 20 ms.
// BENCH_CASES (a regular expression) picks requests by name; BENCH_NODE_ARGS adds node flags.
// Requests go one after another (latency, not throughput). Results are printed and, unless
// --quick or --no-write, added to docs/benchmarks.md under "Check-ins".
import { execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { freePort, serverCommand, waitForHttp } from './bench-lib.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const write = !quick && !args.has('--no-write');
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? (quick ? 1000 : 10_000));
const WEEKS = Number(process.env.BENCH_CHECK_IN_WEEKS ?? (quick ? 12 : 52));
const SAMPLES = quick ? 100 : 400;
const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dist = (p) => pathToFileURL(path.join(root, 'apps/server/dist', p)).href;

const addDays = (date, days) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

function pct(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Members, a year of weekly check-ins, a few photos; answers the tokens and some ids. */
async function seed(env) {
  const started = Date.now();
  const { loadConfig } = await import(dist('config/config.js'));
  const { openDatabase, migrateToLatest } = await import(dist('db/database.js'));
  const { createTokenService } = await import(dist('lib/tokens.js'));
  const { privateMediaDir } = await import(dist('lib/media.js'));
  const { encodeCheckInPhoto, storePhotoFiles } = await import(dist('modules/check-ins/index.js'));
  const contracts = await import('@rhythmfit/contracts');
  const config = loadConfig(env);
  const handle = openDatabase(config.database);
  const db = handle.db;
  await migrateToLatest(db);
  const today = contracts.isoDateInZone(new Date(), config.businessTimeZone);
  const latest = contracts.checkInWeekOf(today, 1);
  const firstWeek = addDays(latest, -7 * (WEEKS - 1));
  const long = new Date(`${addDays(firstWeek, -30)}T06:00:00Z`).toISOString();
  const prefix = String(Math.floor(Math.random() * 90) + 10);
  const users = Array.from({ length: MEMBERS + 1 }, (_, i) => ({
    name: i === 0 ? 'Bench Coach' : `Member ${i}`,
    mobile: `${i === 0 ? '8' : '6'}${prefix}${String(i).padStart(7, '0')}`,
    password_hash: null,
    role: i === 0 ? 'SUPERADMIN' : 'USER',
    city: 'Pune',
    state: 'Maharashtra',
    mobile_verified: 1,
    deleted: 0,
    created_at: long,
    updated_at: long,
  }));
  const ids = [];
  for (let i = 0; i < users.length; i += 500)
    ids.push(
      ...(
        await db
          .insertInto('users')
          .values(users.slice(i, i + 500))
          .returning('id')
          .execute()
      ).map((r) => r.id),
    );
  const [coachId, ...memberIds] = ids;
  const form = contracts.DEFAULT_CHECK_IN_FORM;
  await db
    .insertInto('check_in_form')
    .values({
      id: 1,
      day_of_week: 1,
      questions: JSON.stringify(form.questions),
      measurements: JSON.stringify(form.measurements),
      photos: JSON.stringify(form.photos),
      started_on: addDays(firstWeek, -1),
      saved: 1,
      created_at: long,
      updated_at: long,
    })
    .execute();
  // Week by week, every member (one in twenty skips a week); the latest week: a third waiting.
  const weeks = Array.from({ length: WEEKS }, (_, i) => addDays(firstWeek, 7 * i));
  let checkIns = 0;
  const waitingIds = [];
  const sampleIds = [];
  for (const weekOf of weeks) {
    const isLast = weekOf === latest;
    await db.transaction().execute(async (trx) => {
      const rows = [];
      for (const userId of memberIds) {
        if ((userId * 7 + weekOf.charCodeAt(9)) % 20 === 0) continue;
        const submitted = new Date(`${weekOf}T0${(userId % 9) + 1}:${String(userId % 60).padStart(2, '0')}:00Z`).toISOString();
        const waiting = isLast && userId % 3 === 0;
        rows.push({
          user_id: userId,
          week_of: weekOf,
          status: waiting ? 'submitted' : 'reviewed',
          note: null,
          submitted_at: submitted,
          updated_at: submitted,
          reviewed_at: waiting ? null : new Date(Date.parse(submitted) + 86_400_000).toISOString(),
          reviewed_by: waiting ? null : coachId,
          review_comment: waiting ? null : 'Good week, keep going.',
        });
      }
      for (let i = 0; i < rows.length; i += 400) {
        const inserted = await trx
          .insertInto('check_ins')
          .values(rows.slice(i, i + 400))
          .returning(['id', 'user_id', 'status'])
          .execute();
        const answers = [];
        const measurements = [];
        for (const row of inserted) {
          form.questions.forEach((q, position) =>
            answers.push({
              check_in_id: row.id,
              position,
              question_id: q.id,
              kind: q.kind,
              label: q.label,
              value: String(5 + (row.id % 5)),
            }),
          );
          measurements.push(
            {
              check_in_id: row.id,
              user_id: row.user_id,
              week_of: weekOf,
              measurement: 'weight',
              value: 60 + (row.user_id % 40) - checkIns / 1e6,
            },
            { check_in_id: row.id, user_id: row.user_id, week_of: weekOf, measurement: 'waist', value: 70 + (row.user_id % 30) },
          );
          if (row.status === 'submitted') waitingIds.push(row.id);
          if (row.id % 97 === 0) sampleIds.push(row.id);
        }
        for (let j = 0; j < answers.length; j += 1000)
          await trx
            .insertInto('check_in_answers')
            .values(answers.slice(j, j + 1000))
            .execute();
        for (let j = 0; j < measurements.length; j += 1000)
          await trx
            .insertInto('check_in_measurements')
            .values(measurements.slice(j, j + 1000))
            .execute();
        checkIns += inserted.length;
      }
    });
  }
  // Photos (three poses) on 30 waiting check-ins: the thumbnail reads.
  const { default: sharp } = await import('sharp');
  const privateDir = privateMediaDir(config.dataDir);
  const photoIds = waitingIds.slice(0, 30);
  for (const id of photoIds) {
    const owner = await db.selectFrom('check_ins').select('user_id').where('id', '=', id).executeTakeFirstOrThrow();
    for (const pose of ['front', 'side', 'back']) {
      const image = await sharp({ create: { width: 1500, height: 2000, channels: 3, background: { r: 150, g: (id * 7) % 255, b: 120 } } })
        .jpeg()
        .toBuffer();
      const stored = await storePhotoFiles(privateDir, await encodeCheckInPhoto(image));
      await db
        .insertInto('check_in_photos')
        .values({
          check_in_id: id,
          user_id: owner.user_id,
          pose,
          file: stored.file,
          thumb_file: stored.thumb,
          content_type: 'image/jpeg',
          created_at: long,
        })
        .execute();
    }
  }
  await handle.close();
  const tokens = createTokenService(config.jwtSecret, 24);
  console.log(
    `seeded ${MEMBERS} members, ${checkIns} check-ins over ${WEEKS} weeks (${waitingIds.length} waiting) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return { coachToken: tokens.issue(coachId, 'SUPERADMIN'), checkIns, waiting: waitingIds.length, sampleIds, photoIds };
}

async function runEngine(label, extraEnv) {
  console.log(`\n## ${label}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), `rhythmfit-bench-checkins-${label.toLowerCase()}-`));
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    ALLOW_DEV_OTP: 'true',
    ALLOW_DEV_PAYMENTS: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    RATE_LIMIT_GLOBAL_PER_IP: '100000000',
    ...extraEnv,
  };
  delete env.BENCH_PINNED;
  const data = await seed(env);
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the measured server.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const [cmd, cmdArgs] = serverCommand([...nodeArgs, path.join(root, 'apps/server/dist/main.js')]);
  const child = spawn(cmd, cmdArgs, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const rows = [];
  try {
    await waitForHttp(`${url}/api/health`, 120_000);
    const headers = { authorization: `Bearer ${data.coachToken}` };
    const pick = (list, i) => list[(i * 7919) % list.length];
    const deepPage = Math.max(1, Math.floor(data.waiting / 50) - 1);
    const cases = [
      ['GET /api/admin/check-ins (submitted, page 1)', () => '/api/admin/check-ins', 100],
      [`GET /api/admin/check-ins (submitted, page ${deepPage})`, () => `/api/admin/check-ins?page=${deepPage}`, 100],
      ['GET /api/admin/check-ins?status=reviewed', () => '/api/admin/check-ins?status=reviewed', 100],
      ['GET /api/admin/check-ins?status=missed (last 4 weeks, every member)', () => '/api/admin/check-ins?status=missed', 100],
      ['GET /api/admin/check-ins/:id (review page)', (i) => `/api/admin/check-ins/${pick(data.sampleIds, i)}`, 100],
      ['GET /api/check-ins/:id/photos/front?size=thumb', (i) => `/api/check-ins/${pick(data.photoIds, i)}/photos/front?size=thumb`, 20],
    ];
    // BENCH_CASES=missed measures only the requests whose names match (a regular expression).
    const only = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES) : null;
    for (const [name, make, target] of cases.filter(([name]) => !only || only.test(name))) {
      for (let i = 0; i < 20; i += 1) await (await fetch(url + make(i), { headers })).arrayBuffer(); // warm-up
      const times = [];
      let bad = 0;
      const statuses = {};
      for (let i = 0; i < SAMPLES; i += 1) {
        const t0 = performance.now();
        const res = await fetch(url + make(i), { headers });
        await res.arrayBuffer();
        times.push(performance.now() - t0);
        if (res.status !== 200) {
          bad += 1;
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        }
      }
      const row = { name, p50: pct(times, 50), p99: pct(times, 99), bad, target, met: pct(times, 99) < target && bad === 0 };
      rows.push(row);
      console.log(
        `${name}: p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms, non-200 ${bad}${bad ? ` ${JSON.stringify(statuses)}` : ''}  ${row.met ? 'target met' : `TARGET MISSED (p99 < ${target} ms)`}`,
      );
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { label, rows, checkIns: data.checkIns, waiting: data.waiting };
}

async function postgresAvailable() {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function withPostgresDatabase(fn) {
  const name = `bench_checkins_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    const drop = new pg.Client({ connectionString: databaseUrl });
    await drop.connect();
    await drop.query(`drop database if exists ${name} with (force)`);
    await drop.end();
  }
}

function markdown(date, engines) {
  const lines = [
    `## Check-ins, ${date}`,
    '',
    `${MEMBERS} members with ${WEEKS} weeks of weekly check-ins (\`npm run bench -- --check-ins-only\`, scripts/bench-check-ins.mjs); requests one after another, ${SAMPLES} each.`,
    '',
  ];
  for (const engine of engines) {
    lines.push(
      `### ${engine.label} (${engine.checkIns} check-ins, ${engine.waiting} waiting)`,
      '',
      '| Request | p50 ms | p99 ms | Target p99 | |',
      '|---|---|---|---|---|',
    );
    for (const row of engine.rows)
      lines.push(`| ${row.name} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | < ${row.target} ms | ${row.met ? 'met' : 'MISSED'} |`);
    lines.push('');
  }
  return lines.join('\n');
}

export async function main() {
  if (!existsSync(path.join(root, 'apps/server/dist/main.js')) || !args.has('--no-build')) {
    console.log('Building the server...');
    execSync('npm run build --silent -w @rhythmfit/contracts && npm run build --silent -w @rhythmfit/server', {
      cwd: root,
      stdio: 'inherit',
    });
  }
  const engines = [];
  if (!args.has('--postgres-only')) engines.push(await runEngine('SQLite', {}));
  if (!args.has('--sqlite-only')) {
    if (await postgresAvailable()) engines.push(await withPostgresDatabase((url) => runEngine('PostgreSQL', { DATABASE_URL: url })));
    else console.log('\nPostgreSQL: skipped (nothing answered at TEST_DATABASE_URL)');
  }
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
  const section = markdown(date, engines);
  console.log(`\n${section}`);
  if (write) {
    const file = path.join(root, 'docs/benchmarks.md');
    const text = readFileSync(file, 'utf8');
    const at = text.search(/^## /m);
    writeFileSync(file, at === -1 ? `${text}\n${section}\n` : `${text.slice(0, at)}${section}\n${text.slice(at)}`);
    console.log(`Written to ${path.relative(root, file)}`);
  }
}

await main();
