// npm run bench [-- --quick] [-- --sqlite-only | --postgres-only] [-- --no-write]
//                [-- --mix-only | --bookings-only | --attention-only | --fixed-only] [-- --no-build]
//                [-- --training-only | --no-training | --training-ab]
// npm run bench -- --check-ins-only [--quick]   (scripts/bench-check-ins.mjs: the check-in queue,
//                review page and thumbnails over 10,000 members with a year of weekly check-ins)
// npm run bench -- --hook-costs [--seconds N]   (scripts/hook-costs.mjs: each plugin's cost)
//
// Measures the built server (started as a child process with a temp DATA_DIR and high rate
// limits) next to a bare node:http server measured in the same run: the fixed requests with wrk
// when installed (apt-get install wrk; autocannon takes a whole core itself and squeezes every
// ratio), the mix with an evenly paced node:http client. On a machine with 2+ cores the servers
// run on core 0 and this load generator on core 1 (taskset).
// Scenarios, on SQLite and then on PostgreSQL (when one answers at TEST_DATABASE_URL's server):
//   1. the background traffic of BENCH_MEMBERS (10,000) signed-in members (about 2,333 req/s,
//      60 s), first, so its peak RSS is its own;
//   2. the fixed requests, 50 connections, each as a share of bare node:http (rounds of 2 s of
//      each, one after the other) with its target (issue 24):
//      GET /api/health (0.5), GET /api/banners with five banners (0.45), the same with a matching
//      If-None-Match answered 304 (0.6), POST /api/auth/ping signed in (0.35); and
//   3. GET /api/live-sessions/upcoming, 50 connections, for context;
//   4. 200 concurrent bookings over 50 slots;
//   5. the coach's Needs attention list (GET /api/admin/attention) over 10,000 members with two
//      weeks of circadian logs (meal marks and a few eating events a day), two weights and some
//      appointments each (--no-attention skips it, --attention-only runs only it).
//   6. training (issue 41, scripts/bench-training.mjs): in the mix, a tenth of the members save their
//      log of a 25-set workout once a minute (the evening peak); then, for a member with 500
//      finished workouts, finishing a 30-set workout (p99 < 50 ms) and reading records and an
//      exercise's history (p99 < 20 ms). --training-only runs the mix with training and this step
//      only; --no-training leaves training out of the mix and skips the step; --training-ab runs the
//      mix in one server in alternating phases without and with training (trainingAbPhases).
// Results are printed and (unless --quick or --no-write) written to docs/benchmarks.md.
import { execFileSync, execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cpuMicros, freePort, hasTaskset, serverCommand, waitForHttp, wrkInstalled } from './bench-lib.mjs';
import { setupTrainingMix, trainingLogRequests, trainingPhase } from './bench-training.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const write = !quick && !args.has('--no-write');
const DURATION = quick ? 3 : 10;
const MIX_SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? (quick ? 5 : 60));
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? (quick ? 1000 : 10_000));
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? (quick ? 3 : 20));
const mixOnly = args.has('--mix-only') || args.has('--training-ab');
const bookingsOnly = args.has('--bookings-only');
const attentionOnly = args.has('--attention-only');
// Only the fixed requests (health, banners, the 304, ping, upcoming): no mix, bookings or attention.
const fixedOnly = args.has('--fixed-only');
// Training (issue 41): the mix with the training members' log saves, and the finish/records step.
const trainingOnly = args.has('--training-only');
// The mix in alternating phases without and with training, in one server (trainingAbPhases).
const trainingAb = args.has('--training-ab');
const withTraining = !args.has('--no-training') && !bookingsOnly && !attentionOnly && !fixedOnly;
const withAttention = !args.has('--no-attention') && !mixOnly && !bookingsOnly && !fixedOnly && !trainingOnly;
const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rss = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    const hwm = /VmHWM:\s+(\d+)/.exec(status)?.[1];
    return { rssMb: Number(rss) / 1024, peakMb: Number(hwm) / 1024 };
  } catch {
    return { rssMb: NaN, peakMb: NaN };
  }
}

async function startBare() {
  const port = await freePort();
  const file = path.join(tmpdir(), `rhythmfit-bare-${process.pid}.mjs`);
  writeFileSync(
    file,
    `import http from 'node:http';
const body = JSON.stringify({ status: 'ok', database: 'ok' });
http.createServer((req, res) => { res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }); res.end(body); }).listen(${port}, '127.0.0.1');`,
  );
  const [cmd, cmdArgs] = serverCommand([file]);
  const child = spawn(cmd, cmdArgs, { stdio: 'ignore' });
  await waitForHttp(`http://127.0.0.1:${port}/`);
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => (child.kill('SIGKILL'), rmSync(file, { force: true })) };
}

/** measure(), with the CPU time the server `pid` used per request (µs): steadier than req/s on a shared host. */
async function measureCpu(opts, pid) {
  const before = cpuMicros(pid);
  const result = await measure(opts);
  return { ...result, cpuMicros: cpuMicros(pid) - before };
}

/** A share to two decimals, rounded down: 0.4493 is 0.44, so a missed target never reads as met. */
const shareText = (share) => (Math.floor(share * 100) / 100).toFixed(2);

/**
 * Rounds of a fixed figure: bare node:http for ROUND_SECONDS, then the app for as long, ROUNDS times.
 * This host's speed moves by a third within minutes (bare 25,000-41,000 req/s in one run on
 * 2026-11-27), so one bare figure from the start of a run, or even one taken just before a 10-s
 * figure, made the share move with the host; each round's share is taken between neighbours, and
 * the figure is their median.
 */
const ROUNDS = quick ? 1 : 5;
const ROUND_SECONDS = quick ? DURATION : 2;

async function interleaved(bare, opts, pid) {
  const bareRuns = [];
  const appRuns = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    bareRuns.push(await measureCpu({ url: bare.url, duration: ROUND_SECONDS }, bare.pid));
    appRuns.push(await measureCpu({ ...opts, duration: ROUND_SECONDS }, pid));
  }
  const shares = appRuns.map((run, i) => run.rps / bareRuns[i].rps);
  const sum = (runs, key) => runs.reduce((total, run) => total + run[key], 0);
  const perRequest = (runs) => Math.round(sum(runs, 'cpuMicros') / sum(runs, 'total'));
  return {
    rps: Math.round(sum(appRuns, 'rps') / ROUNDS),
    bareRps: Math.round(sum(bareRuns, 'rps') / ROUNDS),
    ratio: pct(shares, 50),
    shares,
    p99: Math.max(...appRuns.map((run) => run.p99)),
    errors: sum(appRuns, 'errors'),
    non2xx: sum(appRuns, 'non2xx'),
    total: sum(appRuns, 'total'),
    cpuMicros: perRequest(appRuns),
    bareCpuMicros: perRequest(bareRuns),
  };
}

async function autocannon(opts) {
  const { default: run } = await import('autocannon');
  return new Promise((resolve, reject) => {
    run({ connections: 50, duration: DURATION, ...opts }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

// wrk costs about a third of a core, autocannon a whole one: for the fixed-request figures wrk
// is used when installed (apt-get install wrk), autocannon otherwise and for the mixes.
const hasWrk = wrkInstalled();

function toMs(value, unit) {
  const n = Number(value);
  return unit === 'us' ? n / 1000 : unit === 's' ? n * 1000 : unit === 'm' ? n * 60_000 : n;
}

async function measure(opts) {
  if (!hasWrk) return summary(await autocannon(opts));
  const script = path.join(tmpdir(), `rhythmfit-wrk-${process.pid}.lua`);
  const headers = Object.entries(opts.headers ?? {}).map(([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`);
  writeFileSync(script, [`wrk.method = ${JSON.stringify(opts.method ?? 'GET')}`, ...headers].join('\n'));
  const duration = opts.duration ?? DURATION;
  const out = execFileSync('wrk', ['-t1', `-c${opts.connections ?? 50}`, `-d${duration}s`, '--latency', '-s', script, opts.url], {
    encoding: 'utf8',
  });
  rmSync(script, { force: true });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  const p99m = /\s99%\s+([\d.]+)(us|ms|s|m)\b/.exec(out);
  const sock = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const total = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  return {
    rps: Math.round(rps),
    p99: p99m ? Math.round(toMs(p99m[1], p99m[2]) * 100) / 100 : NaN,
    errors: sock ? sock.slice(1).reduce((a, b) => a + Number(b), 0) : 0,
    non2xx,
    total,
  };
}

const summary = (r) => ({
  rps: Math.round(r.requests.average),
  p99: r.latency.p99,
  errors: r.errors + r.timeouts,
  non2xx: r.non2xx,
  total: r.requests.total,
});

async function seed(env, members) {
  const dist = (p) => pathToFileURL(path.join(root, 'apps/server/dist', p)).href;
  const { loadConfig } = await import(dist('config/config.js'));
  const { openDatabase, migrateToLatest } = await import(dist('db/database.js'));
  const { hashPassword } = await import(dist('modules/auth/index.js'));
  const { createTokenService } = await import(dist('lib/tokens.js'));
  const config = loadConfig(env);
  const handle = openDatabase(config.database);
  await migrateToLatest(handle.db);
  const hash = await hashPassword('bench-password-123');
  const now = new Date().toISOString();
  const prefix = String(Math.floor(Math.random() * 90) + 10);
  const rows = Array.from({ length: members + 1 }, (_, i) => ({
    name: i === 0 ? 'Bench Coach' : `Member ${i}`,
    mobile: `${i === 0 ? '8' : '7'}${prefix}${String(i).padStart(7, '0')}`,
    password_hash: hash,
    role: i === 0 ? 'SUPERADMIN' : 'USER',
    city: 'Pune',
    state: 'Maharashtra',
    mobile_verified: 1,
    deleted: 0,
    created_at: now,
    updated_at: now,
  }));
  const ids = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await handle.db
      .insertInto('users')
      .values(rows.slice(i, i + 500))
      .returning(['id'])
      .execute();
    ids.push(...inserted.map((r) => r.id));
  }
  if (withAttention) await seedCoachDay(handle.db, ids.slice(1));
  await seedBanners(handle.db);
  await handle.close();
  const tokens = createTokenService(config.jwtSecret, 24);
  const [adminId, ...memberIds] = ids;
  return {
    admin: { id: adminId, token: tokens.issue(adminId, 'SUPERADMIN') },
    members: memberIds.map((id) => ({ id, token: tokens.issue(id, 'USER') })),
  };
}

/** Five banners, as a practice shows on its home screen (GET /api/banners reads them). */
async function seedBanners(db) {
  const now = new Date().toISOString();
  await db
    .insertInto('banners')
    .values(
      Array.from({ length: 5 }, (_, i) => ({
        title: `Banner ${i + 1}: eat with the sun`,
        subtitle: 'Finish dinner before 20:00 this week, and sleep at the same time every night',
        image_url: `/uploads/banners/banner-${i + 1}.webp`,
        video_url: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  // A write to the list like any other: its version moves (the ETag of GET /api/banners).
  const { bumpListVersion } = await import(pathToFileURL(path.join(root, 'apps/server/dist/lib/list-versions.js')).href);
  await bumpListVersion(db, 'banners');
}

/**
 * Data for the Needs attention step: per member 14 days of circadian logs (meals, eating events, sleep), two
 * monthly weights, and for some a past appointment still pending. About one member in five has a
 * reason (late dinners, irregular sleep, silence, weight gain, a missed appointment).
 */
async function seedCoachDay(db, memberIds) {
  const started = Date.now();
  const zone = 'Asia/Kolkata';
  const dateIn = (ms) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(ms));
  const now = Date.now();
  const DAY = 86_400_000;
  const circadian = [];
  const eating = [];
  const progress = [];
  const thisMonth = dateIn(now).slice(0, 7);
  const [y, m] = thisMonth.split('-').map(Number);
  const lastMonth = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  memberIds.forEach((id, i) => {
    const quiet = i % 15 === 0;
    for (let d = quiet ? 5 : 0; d < 14; d += 1) {
      const date = dateIn(now - d * DAY);
      const shift = i % 7 === 0 && d % 2 ? 180 : (i * 7) % 30;
      const start = Date.parse(`${date}T17:00:00.000Z`) + shift * 60_000;
      const at = new Date(now - d * DAY).toISOString();
      circadian.push({
        user_id: id,
        date,
        breakfast_logged: 1,
        breakfast_time: '08:00',
        lunch_logged: 1,
        lunch_time: '12:30',
        // A late dinner cannot be a meal mark (dinner is marked 18:00-20:00): it is an eating event below.
        dinner_logged: i % 10 === 0 ? 0 : 1,
        dinner_time: i % 10 === 0 ? null : '19:30',
        water_cups: 6,
        sleep_start: new Date(start).toISOString(),
        sleep_end: new Date(start + 7.5 * 3_600_000).toISOString(),
        created_at: at,
        updated_at: at,
      });
      // A few eating events a day, as members log them (issue 22): morning tea, an afternoon snack,
      // a late dinner for one member in ten, and for another one in ten a late snack, which makes a
      // long eating window (07:00 to 22:15) and a late day.
      eating.push({ user_id: id, date, time: '07:00', kind: 'drink', note: 'Tea', photo_file: null, created_at: at });
      eating.push({ user_id: id, date, time: '16:30', kind: 'snack', note: null, photo_file: null, created_at: at });
      if (i % 10 === 0) eating.push({ user_id: id, date, time: '21:00', kind: 'meal', note: 'Dinner', photo_file: null, created_at: at });
      if (i % 10 === 3)
        eating.push({ user_id: id, date, time: '22:15', kind: 'snack', note: 'Biscuits', photo_file: null, created_at: at });
    }
    const at = new Date(now - (quiet ? 20 : 1) * DAY).toISOString();
    progress.push({ user_id: id, date: `${lastMonth}-05`, month: lastMonth, weight: 72, calories: null, created_at: at });
    progress.push({
      user_id: id,
      date: `${thisMonth}-01`,
      month: thisMonth,
      weight: i % 20 === 0 ? 75 : 72.5,
      calories: null,
      created_at: at,
    });
  });
  const insert = async (table, values, size) => {
    for (let i = 0; i < values.length; i += size)
      await db
        .insertInto(table)
        .values(values.slice(i, i + size))
        .execute();
  };
  await insert('circadian_records', circadian, 500);
  // After their days: the database keeps each day's eating figures from its events (migration 0010).
  await insert('eating_events', eating, 500);
  await insert('progress_entries', progress, 1000);
  // 500 appointments in the last ten days, left pending past their time (missed).
  const slots = Array.from({ length: 500 }, (_, i) => ({
    date: dateIn(now - (1 + (i % 10)) * DAY),
    time: `${String(6 + Math.floor(i / 10 / 4)).padStart(2, '0')}:${String((Math.floor(i / 10) % 4) * 15).padStart(2, '0')}`,
    booked: 1,
    created_at: new Date(now - 11 * DAY).toISOString(),
  }));
  const slotIds = [];
  for (let i = 0; i < slots.length; i += 250)
    slotIds.push(
      ...(
        await db
          .insertInto('slots')
          .values(slots.slice(i, i + 250))
          .returning('id')
          .execute()
      ).map((r) => r.id),
    );
  const bookings = slotIds.map((slotId, i) => ({
    user_id: memberIds[(i * 13) % memberIds.length],
    slot_id: slotId,
    date: slots[i].date,
    time: slots[i].time,
    status: 'pending',
    meeting_link: null,
    trainer_name: null,
    created_at: slots[i].created_at,
    updated_at: slots[i].created_at,
  }));
  await insert('bookings', bookings, 250);
  // A bulk load this size is what autovacuum analyzes within a minute on PostgreSQL; the measured
  // server stands for a long-running one.
  if (db.getExecutor().adapter.constructor.name.toLowerCase().includes('postgres')) {
    const { sql } = await import('kysely');
    // The attention summaries too (migration 0014): their triggers rewrote each member's row once
    // per day and event loaded, so without it the list's reads scan a table of dead rows.
    for (const table of [
      'users',
      'circadian_records',
      'eating_events',
      'progress_entries',
      'bookings',
      'member_activity',
      'attention_circadian',
      'attention_weight',
    ])
      await sql.raw(`vacuum analyze ${table}`).execute(db);
    // And its dirty pages are written out by a checkpoint long before: not in the measured minute.
    await sql.raw('checkpoint').execute(db);
  }
  console.log(
    `seeded the coach's day: ${circadian.length} circadian days, ${eating.length} eating events, ${progress.length} weights, ${bookings.length} appointments in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return circadian.length;
}

async function startServer(label, extraEnv) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `rhythmfit-bench-${label}-`));
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
    RATE_LIMIT_AUTH_PER_IP: '10000000',
    RATE_LIMIT_AUTH_PER_MOBILE: '10000000',
    RATE_LIMIT_GLOBAL_PER_IP: '100000000',
    PRESENCE_FLUSH_MS: '5000',
    ...extraEnv,
    // Experiments: BENCH_SERVER_X=value sets X for the measured server.
    ...Object.fromEntries(
      Object.entries(process.env)
        .filter(([k]) => k.startsWith('BENCH_SERVER_'))
        .map(([k, v]) => [k.slice('BENCH_SERVER_'.length), v]),
    ),
  };
  delete env.BENCH_PINNED;
  const users = await seed(env, MEMBERS);
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the measured server.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const [cmd, cmdArgs] = serverCommand([path.join(root, 'apps/server/dist/main.js')]);
  if (nodeArgs.length) cmdArgs.splice(cmdArgs.indexOf(process.execPath) + 1, 0, ...nodeArgs);
  // BENCH_SERVER_STDOUT=/tmp/server.log keeps what the server prints (with --trace-gc, say); a %s
  // in it is the engine's name, so /tmp/server-%s.log keeps both engines' output of a full run.
  const stdoutFile = process.env.BENCH_SERVER_STDOUT?.replace('%s', label.toLowerCase());
  const stdout = stdoutFile ? openSync(stdoutFile, 'w') : 'ignore';
  const child = spawn(cmd, cmdArgs, { env, stdio: ['ignore', stdout, 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/health`);
  return {
    url,
    pid: child.pid,
    users,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** fetch with one retry: a keep-alive socket the server closed while idle is not a result. */
async function request(url, init) {
  try {
    return await fetch(url, init);
  } catch {
    await new Promise((r) => setTimeout(r, 100));
    return fetch(url, init);
  }
}

async function exists(url, init) {
  const res = await request(url, init);
  await res.arrayBuffer();
  return res.status !== 404;
}

function pct(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function runEngine(label, bareServer, extraEnv) {
  console.log(`\n## ${label}`);
  const server = await startServer(label.toLowerCase(), extraEnv);
  const results = { label, rows: [], notes: [] };
  const admin = { authorization: `Bearer ${server.users.admin.token}`, 'content-type': 'application/json' };
  const member0 = { authorization: `Bearer ${server.users.members[0].token}` };
  try {
    // Live sessions to read (a few, now and later today).
    if (await exists(`${server.url}/api/live-sessions/upcoming`)) {
      for (let i = 0; i < 5; i += 1) {
        const start = new Date(Date.now() + i * 3_600_000);
        await request(`${server.url}/api/live-sessions`, {
          method: 'POST',
          headers: admin,
          body: JSON.stringify({
            title: `Session ${i}`,
            trainer: 'Coach',
            startTime: start.toISOString(),
            endTime: new Date(start.getTime() + 3_600_000).toISOString(),
          }),
        });
      }
    }
    // The fixed requests and their targets as a share of bare node:http (issue 24). The
    // revalidation sends the ETag a browser holds from its last full read.
    const bannersEtag = (await request(`${server.url}/api/banners`)).headers.get('etag');
    const light = [
      ['GET /api/health', { url: `${server.url}/api/health` }, 0.5],
      ['GET /api/banners (five banners, full read)', { url: `${server.url}/api/banners` }, 0.45],
      [
        'GET /api/banners, If-None-Match matches (304)',
        { url: `${server.url}/api/banners`, headers: bannersEtag ? { 'if-none-match': bannersEtag } : {}, expect: 304 },
        0.6,
      ],
      ['POST /api/auth/ping (signed in)', { url: `${server.url}/api/auth/ping`, method: 'POST', headers: member0 }, 0.35],
      ['GET /api/live-sessions/upcoming', { url: `${server.url}/api/live-sessions/upcoming` }, null],
    ];
    // The background traffic of MEMBERS signed-in members.
    const members = server.users.members;
    if (!bookingsOnly && !attentionOnly && !fixedOnly) {
      const rate = Math.round(MEMBERS * (1 / 30 + 1 / 15 + 1 / 10 + 1 / 30));
      // The evening peak: a tenth of the members log a 25-set workout, one save a minute each.
      const training = withTraining ? trainingLogRequests(await setupTrainingMix(server.url, server.users.admin, members.slice(1))) : null;
      const metrics = async () => (await request(`${server.url}/api/internal/metrics`, { headers: admin })).json();
      let peakRss = 0;
      const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(server.pid).rssMb)), 500);
      // The first WARMUP_SECONDS after a start, at the same rate, are reported on their own: every
      // phone is seen for the first time then (its session checked in the database, its presence not
      // in memory yet, the JIT cold). The target is the steady state of a long-running instance.
      if (trainingAb) {
        results.trainingAb = await trainingAbPhases(server, members, rate, training);
        clearInterval(sampler);
        return results;
      }
      const warmUp = await smoothMix(server.url, members, rate, WARMUP_SECONDS, training);
      const before = await metrics();
      const mix = await smoothMix(server.url, members, rate, MIX_SECONDS, training);
      clearInterval(sampler);
      await new Promise((r) => setTimeout(r, 5500)); // one more flush
      const after = await metrics();
      const s = mix;
      const writesPerSecond = (after.presenceWrites - before.presenceWrites) / (MIX_SECONDS + 5.5);
      const { peakMb } = rssOf(server.pid);
      peakRss = Math.max(peakRss, Number.isFinite(peakMb) ? peakMb : 0);
      // RSS targets: 250 MB at the 10,000 members of issue 13; issue 24's larger mixes allow 300 MB
      // on SQLite (40,000 members) and keep 250 MB on PostgreSQL (25,000 members).
      const rssTarget = label === 'SQLite' && MEMBERS > 10_000 ? 300 : 250;
      const mixOk = s.p99 < 50 && s.errors === 0 && s.non2xx === 0 && peakRss < rssTarget;
      console.log(
        `background mix, first ${WARMUP_SECONDS} s after the start: p50 ${warmUp.p50} ms, p99 ${warmUp.p99} ms, errors ${warmUp.errors}, non-2xx ${warmUp.non2xx}`,
      );
      console.log(
        `background mix, ${MEMBERS} members, target ${rate} req/s${training ? ` + ${training.rate.toFixed(1)} training log saves/s (25 sets)` : ''} for ${MIX_SECONDS} s: ${s.rps} req/s, p50 ${s.p50} ms, p99 ${s.p99} ms, errors ${s.errors}, non-2xx ${s.non2xx}${s.refused ? ` (${s.refused})` : ''}, ` +
          `presence DB writes ${writesPerSecond.toFixed(0)}/s (for ${Math.round((rate * (1 / 15 + 1 / 30)) / (1 / 30 + 1 / 15 + 1 / 10 + 1 / 30))} presence updates/s), peak RSS ${peakRss.toFixed(0)} MB, ` +
          `load generator's longest stall ${s.longestStallMs} ms` +
          (mixOk ? '  target met' : `  TARGET MISSED (p99 < 50 ms, no errors, RSS < ${rssTarget} MB)`),
      );
      results.mix = {
        members: MEMBERS,
        rate,
        trainingRate: training ? training.rate : 0,
        seconds: MIX_SECONDS,
        ...s,
        writesPerSecond,
        peakRss,
        warmUp,
        target: mixOk ? 'met' : 'missed',
      };
    }

    // The fixed-request bursts (50 connections flat out) come after the mix, so the mix's peak RSS
    // is its own steady state; the whole run's high-water mark is reported next to it.
    for (const [name, opts, share] of mixOnly || bookingsOnly || attentionOnly || trainingOnly ? [] : light) {
      const probe = await request(opts.url, { method: opts.method ?? 'GET', headers: opts.headers });
      await probe.arrayBuffer();
      if (probe.status === 404) {
        console.log(`${name}: skipped (404: the endpoint does not exist in this build)`);
        results.notes.push(`${name} skipped: 404`);
        continue;
      }
      if (opts.expect && probe.status !== opts.expect) {
        console.log(`${name}: answered ${probe.status}, not ${opts.expect}: measured as it is`);
        results.notes.push(`${name}: answered ${probe.status}, not ${opts.expect}`);
      }
      await measure({ ...opts, duration: quick ? 1 : 2 }); // warm-up (JIT, caches)
      const s = await interleaved(bareServer, opts, server.pid);
      const ratio = s.ratio;
      // A 304 is the expected answer of the revalidation (autocannon counts it as non-2xx; wrk does not).
      const clean = s.errors === 0 && (opts.expect === 304 || s.non2xx === 0);
      const met = ratio >= share && clean;
      const target = share === null ? '–' : `${share}: ${met ? 'met' : 'missed'}`;
      console.log(
        `${name}: ${s.rps} req/s (${shareText(ratio)} of bare at ${s.bareRps}: rounds ${s.shares.map((x) => x.toFixed(2)).join(', ')}${share === null ? '' : `; target ${share}`}), ` +
          `CPU ${s.cpuMicros} µs per request (bare ${s.bareCpuMicros}), p99 ${s.p99} ms, errors ${s.errors}, non-2xx ${s.non2xx}` +
          (share === null ? '' : met ? '  target met' : '  TARGET MISSED'),
      );
      results.rows.push({ name, ...s, target });
    }

    // 200 concurrent bookings over 50 slots.
    if (mixOnly || attentionOnly || fixedOnly || trainingOnly) {
      // skipped on request
    } else if (!(await exists(`${server.url}/api/slots/admin`, { method: 'POST', headers: admin, body: '{}' }))) {
      console.log('bookings: skipped (404: POST /api/slots/admin does not exist in this build)');
      results.notes.push('bookings skipped: 404');
    } else {
      const warmUpDate = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      const times = Array.from(
        { length: 50 },
        (_, i) => `${String(6 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
      );
      for (const day of [warmUpDate, date]) {
        for (const time of times) {
          const res = await request(`${server.url}/api/slots/admin`, {
            method: 'POST',
            headers: admin,
            body: JSON.stringify({ date: day, time }),
          });
          if (res.status !== 201) throw new Error(`creating slot ${day} ${time}: ${res.status} ${await res.text()}`);
        }
      }
      // The warm-up burst gives 50 members a booking already: the practice's limit of active
      // bookings per member (issue 16) is raised so the measured burst contends for slots only.
      const policy = await (await request(`${server.url}/api/admin/booking-policy`, { headers: admin })).json();
      const raised = await request(`${server.url}/api/admin/booking-policy`, {
        method: 'PUT',
        headers: admin,
        body: JSON.stringify({ ...policy, maxActiveBookingsPerMember: 20, freeSessionsPer30Days: 20 }),
      });
      if (raised.status !== 200) throw new Error(`booking policy: ${raised.status} ${await raised.text()}`);
      const attempts = Array.from({ length: 200 }, (_, i) => ({ member: members[i + 1], time: times[i % 50] }));
      // Warm-up: the same burst on another day's slots (JIT, statement caches), as a long-running
      // instance would be; its bookings are not counted.
      {
        const agent = await openConnections(server.url, attempts.length);
        await Promise.all(
          attempts.map(({ member, time }) =>
            httpCall(
              server.url,
              agent,
              'POST',
              '/api/bookings',
              { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
              JSON.stringify({ date: warmUpDate, time }),
            ),
          ),
        );
        agent.destroy();
      }
      // 200 members, each on a connection of their own that is already open (their phone has been
      // polling), send their booking at the same moment. node:http with one keep-alive socket per
      // member: fetch() opening 200 connections at once measured itself (p99 130-220 ms against a
      // bare node:http server that does nothing).
      const agent = await openConnections(server.url, attempts.length);
      // The server's CPU time over the burst: with the wall time it tells a server that was busy
      // throughout from one that waited (for the database, say).
      const cpuBefore = cpuMicros(server.pid);
      const started = Date.now();
      const outcomes = await Promise.all(
        attempts.map(({ member, time }) =>
          httpCall(
            server.url,
            agent,
            'POST',
            '/api/bookings',
            { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
            JSON.stringify({ date, time }),
          ),
        ),
      );
      const wall = Date.now() - started;
      const cpu = Math.round((cpuMicros(server.pid) - cpuBefore) / 1000);
      agent.destroy();
      const created = outcomes.filter((o) => o.status === 201).length;
      const conflicts = outcomes.filter((o) => o.status === 409).length;
      const other = outcomes.length - created - conflicts;
      const all = await (await request(`${server.url}/api/bookings`, { headers: admin })).json();
      const stored = all.filter((b) => b.date === date && b.status !== 'cancelled').length;
      const p99 = pct(
        outcomes.map((o) => o.ms),
        99,
      );
      const ok = created === 50 && stored === 50 && other === 0 && p99 < 200;
      console.log(
        `200 concurrent bookings over 50 slots: ${created} created, ${conflicts} refused (409), ${other} other; ${stored} stored; p99 ${p99.toFixed(0)} ms, all done in ${wall} ms, server CPU ${cpu} ms${ok ? '  target met' : '  TARGET MISSED (exactly 50, p99 < 200 ms)'}`,
      );
      results.bookings = { created, conflicts, other, stored, p99, wall, cpu, target: ok ? 'met' : 'missed' };
    }

    // The coach's Needs attention list over every member, one request at a time (a coach opening /admin).
    if (withAttention) {
      const url = `${server.url}/api/admin/attention`;
      const times = [];
      let listed = 0;
      for (let i = 0; i < 45; i += 1) {
        const t0 = performance.now();
        const res = await request(url, { headers: admin });
        const body = await res.json();
        if (res.status !== 200) throw new Error(`GET /api/admin/attention answered ${res.status}`);
        if (i >= 5) times.push(performance.now() - t0); // the first five warm up
        listed = body.length;
      }
      const p50 = pct(times, 50);
      const p99 = pct(times, 99);
      const ok = p99 < 200;
      console.log(
        `GET /api/admin/attention over ${MEMBERS} members: ${listed} listed; p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms (${times.length} requests)${ok ? '  target met' : '  TARGET MISSED (p99 < 200 ms)'}`,
      );
      results.attention = { members: MEMBERS, listed, p50, p99, requests: times.length, target: ok ? 'met' : 'missed' };
    }
    // Training: finishing and reading for a member with two years of history (issue 41).
    if (withTraining && !mixOnly) {
      results.training = await trainingPhase(server.url, server.users.admin, members[0]);
    }
    const { peakMb: runPeak } = rssOf(server.pid);
    if (Number.isFinite(runPeak)) {
      console.log(`peak RSS of the whole run (mix, bursts, bookings): ${runPeak.toFixed(0)} MB`);
      results.runPeakRss = runPeak;
    }
  } finally {
    await server.stop();
  }
  return results;
}

/** A keep-alive agent with `count` connections open to the server (each used once with a health check). */
/**
 * `--training-ab`: what training costs the mix, measured in ONE server: after a warm-up with
 * training, AB_ROUNDS rounds of AB_SECONDS of the mix without training, then as long with it. Whole
 * runs one after another compare hosts as much as code on a shared VM (bare node:http moved by a
 * third between two runs minutes apart on 2026-11-29); neighbouring phases of one server share the
 * host's mood, its JIT and its data. Each phase: p50, p99 and the server's CPU (a share of a core).
 */
const AB_ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 4);
const AB_SECONDS = Number(process.env.BENCH_AB_SECONDS ?? 20);
async function trainingAbPhases(server, members, rate, training) {
  await smoothMix(server.url, members, rate, WARMUP_SECONDS, training);
  const phases = [];
  for (let round = 0; round < AB_ROUNDS; round += 1) {
    for (const withTraining of [false, true]) {
      const cpuBefore = cpuMicros(server.pid);
      const r = await smoothMix(server.url, members, rate, AB_SECONDS, withTraining ? training : null);
      const cpuShare = (cpuMicros(server.pid) - cpuBefore) / (AB_SECONDS * 1e6);
      phases.push({ withTraining, p50: r.p50, p99: r.p99, cpuShare, errors: r.errors, non2xx: r.non2xx });
      console.log(
        `round ${round + 1}, ${withTraining ? `with training (${training.rate.toFixed(1)} saves/s)` : 'without training'}: p50 ${r.p50} ms, p99 ${r.p99} ms, server CPU ${(cpuShare * 100).toFixed(1)}% of a core, errors ${r.errors}, non-2xx ${r.non2xx}`,
      );
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  const side = (withTraining) => phases.filter((p) => p.withTraining === withTraining);
  const summary = (withTraining) => ({
    p99Median: median(side(withTraining).map((p) => p.p99)),
    p99Max: Math.max(...side(withTraining).map((p) => p.p99)),
    cpuShare: side(withTraining).reduce((sum, p) => sum + p.cpuShare, 0) / AB_ROUNDS,
  });
  const without = summary(false);
  const withIt = summary(true);
  const perSaveMs = ((withIt.cpuShare - without.cpuShare) * 1000) / training.rate;
  console.log(
    `training A/B, ${MEMBERS} members (${rate} req/s): p99 without training median ${without.p99Median} ms (worst ${without.p99Max}), with it ${withIt.p99Median} ms (worst ${withIt.p99Max}); server CPU ${(without.cpuShare * 100).toFixed(1)}% and ${(withIt.cpuShare * 100).toFixed(1)}% of a core, about ${perSaveMs.toFixed(2)} ms per save`,
  );
  return { members: MEMBERS, rate, trainingRate: training.rate, phases, without, with: withIt, perSaveMs };
}

async function openConnections(url, count) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: count, maxFreeSockets: count });
  await Promise.all(Array.from({ length: count }, () => httpCall(url, agent, 'GET', '/api/health', {})));
  return agent;
}

async function httpCall(url, agent, method, pathName, headers, body) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(
      {
        hostname,
        port,
        path: pathName,
        method,
        agent,
        headers: body ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - t0 }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

// The background traffic as an open-loop, evenly paced stream (what 10,000 phones on timers look
// like), not autocannon's per-second bursts, which queue a whole second's requests at once and
// measure the burst rather than the server. wrk2's model: every 5 ms the requests due by then are
// added to a queue as their intended start times; 100 keep-alive connections each take the next one
// as soon as they are free, and a request's latency counts from its intended start, so time spent
// waiting for a connection is counted (no coordinated omission). Only numbers wait in the queue:
// the first version made every request object at its due time and left the agent to queue them,
// and when the server fell behind, hundreds of thousands of waiting requests filled this process's
// heap; its garbage collection then stalled it for seconds (2.2 s seen at 40,000 members), so the
// server sat 40-60% idle while the "mix" reported it answering 1,206 of 9,333 req/s (issue 24).
const MIX_CONNECTIONS = 100;

/**
 * `extra` (optional): more requests mixed into the stream at `extra.rate` a second (training's log
 * saves), each made by `extra.next()` as { method, path, headers, body }.
 */
async function smoothMix(url, members, baseRate, seconds, extra = null) {
  const rate = baseRate + (extra?.rate ?? 0);
  const extraShare = extra ? extra.rate / rate : 0;
  // BENCH_DEBUG: moments when this load generator itself was late (its own stalls inflate latency).
  // Always: the longest one is reported with the result. The load generator runs on the other core,
  // so a long stall here while the server's requests also wait points at the host (a shared VM
  // pausing both cores), not at the server.
  const stalls = [];
  let longestStallMs = 0;
  let probeAt = performance.now();
  const stallProbe = setInterval(() => {
    const now = performance.now();
    const lateMs = Math.round(now - probeAt - 10);
    longestStallMs = Math.max(longestStallMs, lateMs);
    if (now - probeAt > 40) stalls.push(`${((now - started) / 1000).toFixed(2)}s:${lateMs}ms`);
    probeAt = now;
  }, 10);
  const { hostname, port } = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: MIX_CONNECTIONS });
  const weights = [1 / 30, 1 / 15, 1 / 10, 1 / 30];
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const latencies = [];
  const slowAt = [];
  let errors = 0;
  let non2xx = 0;
  // Which answers were not 2xx (status, method, path), so a failed target says what failed.
  const refused = new Map();
  let sent = 0;
  let done = 0;
  // Intended start times of the requests due but not sent yet (a connection was busy).
  let waiting = [];
  let next = 0;
  let inFlight = 0;
  let stopped = false;
  const pump = () => {
    while (!stopped && inFlight < MIX_CONNECTIONS && next < waiting.length) {
      inFlight += 1;
      one(waiting[next]);
      next += 1;
    }
    if (next > 10_000 && next * 2 > waiting.length) {
      waiting = waiting.slice(next);
      next = 0;
    }
  };
  const finished = () => {
    done += 1;
    inFlight -= 1;
    pump();
  };
  const one = (t0) => {
    const m = members[Math.floor(Math.random() * members.length)];
    let headers = { authorization: `Bearer ${m.token}` };
    const pick = Math.random() * totalWeight;
    let method = 'GET';
    let pathName = '/api/live-sessions/upcoming';
    let body;
    if (extra && Math.random() < extraShare) {
      ({ method, path: pathName, headers, body } = extra.next());
      headers = { ...headers, 'content-length': Buffer.byteLength(body) };
    } else if (pick < weights[0]) [method, pathName] = ['POST', '/api/auth/ping'];
    else if (pick < weights[0] + weights[1])
      [method, pathName] = [
        'POST',
        `/api/auth/users/location?latitude=${(18 + Math.random()).toFixed(4)}&longitude=${(73 + Math.random()).toFixed(4)}`,
      ];
    else if (pick < weights[0] + weights[1] + weights[2]) pathName = `/api/auth/users/${m.id}/last-seen`;
    const req = http.request({ hostname, port, path: pathName, method, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => {
        const ms = performance.now() - t0;
        latencies.push(ms);
        if (process.env.BENCH_DEBUG && ms > 100)
          slowAt.push(`${((t0 - started) / 1000).toFixed(2)}s:${Math.round(ms)}ms ${pathName.slice(0, 22)}`);
        if (res.statusCode < 200 || res.statusCode >= 300) {
          non2xx += 1;
          const key = `${res.statusCode} ${method} ${pathName.split('?')[0].replace(/\/\d+\//, '/:id/')}`;
          refused.set(key, (refused.get(key) ?? 0) + 1);
        }
        finished();
      });
    });
    req.on('error', () => {
      errors += 1;
      finished();
    });
    req.end(body);
  };
  const started = performance.now();
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const elapsed = (performance.now() - started) / 1000;
      if (elapsed >= seconds) {
        clearInterval(timer);
        resolve();
        return;
      }
      const due = Math.floor(elapsed * rate);
      while (sent < due) {
        sent += 1;
        waiting.push(started + (sent / rate) * 1000);
      }
      pump();
    }, 5);
  });
  const deadline = Date.now() + 10_000;
  while (done < sent && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  // What is still unanswered (or never sent) now counts as an error.
  stopped = true;
  agent.destroy();
  clearInterval(stallProbe);
  if (process.env.BENCH_DEBUG) console.log(`load generator stalls over 30 ms (${stalls.length}):`, stalls.slice(0, 40).join(' | '));
  if (process.env.BENCH_DEBUG)
    console.log(
      `slow requests (${slowAt.length}):`,
      slowAt.filter((_, i) => i % Math.max(1, Math.floor(slowAt.length / 40)) === 0).join(' | '),
    );
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  return {
    rps: Math.round(latencies.length / seconds),
    p99: Math.round(at(0.99) * 10) / 10,
    p50: Math.round(at(0.5) * 10) / 10,
    errors: errors + (sent - done),
    non2xx,
    refused: [...refused].map(([key, count]) => `${key}: ${count}`).join(', '),
    total: sent,
    longestStallMs,
  };
}

async function postgresAvailable() {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function withPostgresDatabase(fn) {
  const pg = (await import('pg')).default;
  const name = `rhythmfit_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}

function markdown(date, bare, engines) {
  const lines = [];
  lines.push(`## ${date}${quick ? ' (quick)' : ''}`, '');
  lines.push(
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; servers on core 0, load generator (${hasWrk ? 'wrk, 1 thread' : 'autocannon'} for fixed requests, an evenly paced node:http client for the mix, 100 connections, latency from each request's intended start) on core 1${hasTaskset ? '' : ' (taskset not available: not pinned)'}.`,
  );
  lines.push(
    `Bare node:http (same run): ${bare.rps} req/s, p99 ${bare.p99} ms at 50 connections at the start. Each fixed figure is ${ROUNDS} rounds of ${ROUND_SECONDS} s of bare node:http then ${ROUND_SECONDS} s of the app: "bare req/s" and "req/s" are their means, "of bare" the median of the rounds' shares, "CPU µs" the server's CPU time per request (bare's in brackets). BENCH_MEMBERS=${MEMBERS}.`,
    '',
  );
  for (const e of engines) {
    lines.push(
      `### ${e.label}`,
      '',
      '| Scenario | req/s | bare req/s | of bare | CPU µs | p99 ms | errors | non-2xx | target |',
      '|---|---|---|---|---|---|---|---|---|',
    );
    for (const r of e.rows)
      lines.push(
        `| ${r.name} | ${r.rps} | ${r.bareRps} | ${shareText(r.ratio)} | ${r.cpuMicros} (${r.bareCpuMicros}) | ${r.p99} | ${r.errors} | ${r.non2xx} | ${r.target} |`,
      );
    if (e.mix) {
      const m = e.mix;
      lines.push(
        `| Background mix: ${m.members} members, ${m.rate} req/s offered for ${m.seconds} s | ${m.rps} | – | – | – | ${m.p99} | ${m.errors} | ${m.non2xx} | ${m.target} |`,
      );
    }
    lines.push('');
    if (e.mix)
      lines.push(
        `Background mix: presence database writes ${e.mix.writesPerSecond.toFixed(0)} rows/s (flushed every 5 s, without Redis each member's row at most once a minute), peak RSS ${e.mix.peakRss.toFixed(0)} MB` +
          (e.runPeakRss ? ` (the whole run, with the 50-connection bursts after it: ${e.runPeakRss.toFixed(0)} MB).` : '.') +
          ` The first ${WARMUP_SECONDS} s after the start, before the measured minute (every member seen for the first time): p50 ${e.mix.warmUp.p50} ms, p99 ${e.mix.warmUp.p99} ms, ${e.mix.warmUp.errors} errors.` +
          ` The load generator (on the other core) was itself late by up to ${e.mix.longestStallMs} ms in the measured minute: a long stall there means the host paused both cores.` +
          (e.mix.refused ? ` Answers that were not 2xx: ${e.mix.refused}.` : ''),
      );
    if (e.bookings) {
      const b = e.bookings;
      lines.push(
        `Bookings: 200 concurrent requests over 50 slots: ${b.created} created, ${b.conflicts} refused with 409, ${b.other} other, ${b.stored} stored; p99 ${b.p99.toFixed(0)} ms (all in ${b.wall} ms, the server's CPU ${b.cpu} ms of it); target ${b.target}.`,
      );
    }
    if (e.mix?.trainingRate) {
      lines.push(
        `Training in the mix (issue 41): ${e.mix.trainingRate.toFixed(1)} log saves a second of a 25-set workout (a tenth of the members, one save a minute each) were part of the requests above.`,
      );
    }
    if (e.trainingAb) {
      const t = e.trainingAb;
      lines.push(
        `Training A/B (\`--training-ab\`, one server, ${t.members} members, ${t.rate} req/s, phases of ${AB_SECONDS} s alternating): p99 without training ${t.phases
          .filter((p) => !p.withTraining)
          .map((p) => p.p99)
          .join(', ')} ms (median ${t.without.p99Median}); with ${t.trainingRate.toFixed(1)} log saves/s ${t.phases
          .filter((p) => p.withTraining)
          .map((p) => p.p99)
          .join(
            ', ',
          )} ms (median ${t.with.p99Median}); the server's CPU ${(t.without.cpuShare * 100).toFixed(1)}% and ${(t.with.cpuShare * 100).toFixed(1)}% of a core, about ${t.perSaveMs.toFixed(2)} ms per save.`,
      );
    }
    if (e.training) {
      const t = e.training;
      const f = (s) => `p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms over ${s.count} requests (target ${s.target})`;
      lines.push(
        `Training, a member with ${t.history} finished workouts: finishing a 30-set workout ${f(t.finish)}, p99 < 50 ms; GET /api/training/records ${f(t.records)}, p99 < 20 ms; an exercise's history as its screen reads it (the newest 50 of ${t.history}) ${f(t.exerciseHistory)}, p99 < 20 ms; all ${t.history} rows in one read (no target; the screen pages) p50 ${t.wholeHistory.p50.toFixed(1)} ms, p99 ${t.wholeHistory.p99.toFixed(1)} ms.`,
      );
    }
    if (e.attention) {
      const a = e.attention;
      lines.push(
        `Needs attention: GET /api/admin/attention over ${a.members} members (two weeks of logs each), ${a.listed} listed; p50 ${a.p50.toFixed(0)} ms, p99 ${a.p99.toFixed(0)} ms over ${a.requests} requests one at a time; target (p99 < 200 ms) ${a.target}.`,
      );
    }
    for (const note of e.notes) lines.push(`- ${note}`);
    lines.push('');
  }
  return lines.join('\n');
}

async function main() {
  if (!existsSync(path.join(root, 'apps/server/dist/main.js')) || !args.has('--no-build')) {
    console.log('Building the server...');
    execSync('npm run build --silent -w @rhythmfit/contracts && npm run build --silent -w @rhythmfit/server', {
      cwd: root,
      stdio: 'inherit',
    });
  }
  console.log(
    `RhythmFit benchmarks${quick ? ' (quick)' : ''}: ${DURATION} s per figure (${hasWrk ? 'wrk' : 'autocannon'}), background mix ${MIX_SECONDS} s with BENCH_MEMBERS=${MEMBERS} members (evenly paced, node:http)${hasTaskset ? '; servers pinned to core 0, load generator to core 1' : ''}`,
  );
  if (!hasWrk)
    console.log('wrk is not installed (apt-get install -y wrk): autocannon measures the fixed requests and squeezes every ratio.');
  // The bare server stays up (idle) for the whole run: each fixed figure is measured next to it.
  const bareServer = await startBare();
  await measure({ url: bareServer.url, duration: 1 }); // warm-up
  const bare = await measure({ url: bareServer.url });
  console.log(`bare node:http: ${bare.rps} req/s, p99 ${bare.p99} ms`);

  const engines = [];
  try {
    if (!args.has('--postgres-only')) engines.push(await runEngine('SQLite', bareServer, {}));
    if (!args.has('--sqlite-only')) {
      if (await postgresAvailable())
        engines.push(await withPostgresDatabase((url) => runEngine('PostgreSQL', bareServer, { DATABASE_URL: url })));
      else console.log(`\nPostgreSQL: skipped (nothing answered at ${databaseUrl.replace(/:[^:@/]+@/, ':***@')})`);
    }
  } finally {
    bareServer.stop();
  }

  const date = new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
  const section = markdown(date, bare, engines);
  console.log(`\n${section}`);
  if (write) {
    const file = path.join(root, 'docs/benchmarks.md');
    const header =
      '# Benchmarks\n\nProduced by `npm run bench` (scripts/bench.mjs); newest first. Targets (issues 8, 13 and 24): the background traffic of 10,000 members (~2,333 req/s for 60 s) with p99 < 50 ms, no errors, RSS < 250 MB; 200 concurrent bookings over 50 slots: exactly 50, p99 < 200 ms; as a share of bare node:http in the same run: GET /api/health 0.5, GET /api/banners 0.45, its 304 revalidation 0.6, POST /api/auth/ping 0.35. Noise here is about ±30%: compare figures within one run.\n\n';
    const previous = existsSync(file) ? readFileSync(file, 'utf8').replace(/^[\s\S]*?(?=^## )/m, '') : '';
    // Sections that are not runs (e.g. "Memory that grows with members") stay above the newest run.
    const rest = previous.startsWith('## ') ? previous : '';
    const firstRun = rest.search(/^## \d{4}-\d{2}-\d{2} /m);
    const pinned = firstRun === -1 ? rest : rest.slice(0, firstRun);
    writeFileSync(file, header + pinned + section + '\n' + (firstRun === -1 ? '' : rest.slice(firstRun)));
    console.log(`Written to ${path.relative(root, file)}`);
  }
}

if (args.has('--check-ins-only')) {
  // Weekly check-ins (issue 42): the coach's queue, the review page and thumbnails over a year of
  // check-ins: its own script (scripts/bench-check-ins.mjs).
  const child = spawn(
    hasTaskset && !process.env.BENCH_PINNED ? 'taskset' : process.execPath,
    [
      ...(hasTaskset && !process.env.BENCH_PINNED ? ['-c', '1', process.execPath] : []),
      path.join(root, 'scripts/bench-check-ins.mjs'),
      ...process.argv.slice(2).filter((a) => a !== '--check-ins-only'),
    ],
    { stdio: 'inherit', env: { ...process.env, BENCH_PINNED: '1' } },
  );
  child.on('exit', (code) => process.exit(code ?? 1));
} else if (args.has('--hook-costs')) {
  // What each plugin costs: its own script, which pins its servers and wrk itself.
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts/hook-costs.mjs'), ...process.argv.slice(2).filter((a) => a !== '--hook-costs')],
    {
      stdio: 'inherit',
    },
  );
  child.on('exit', (code) => process.exit(code ?? 1));
} else if (hasTaskset && !process.env.BENCH_PINNED) {
  const child = spawn('taskset', ['-c', '1', process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_PINNED: '1' },
  });
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  await main();
}
