// What each of the app's plugins costs on the common path: node scripts/hook-costs.mjs
// [--seconds N] [--connections N] [--no-build] [--whole-only] [--write]   (also: npm run bench -- --hook-costs)
//
// GET /api/health, GET /api/banners (five banners) and the same with a matching If-None-Match
// (304) are measured with wrk against a bare node:http server answering the same bytes, then
// against Fastify with the app's plugins added one at a time, in the order of STAGES, each stage
// a fresh server process built from the compiled server (apps/server/dist) with the options
// app.ts gives that plugin, and finally against the whole app (buildApp). Every ratio is of the
// bare server measured in the same run. On a machine with 2+ cores the servers run on core 0 and
// wrk on core 1 (taskset), as in npm run bench. With --write the table goes to docs/benchmarks.md.
import { execFileSync, execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cpuMicros, freePort, hasTaskset, serverCommand, waitForHttp, wrkInstalled } from './bench-lib.mjs';

const root = path.resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(name);
  return i === -1 ? fallback : Number(argv[i + 1]);
};
const SECONDS = option('--seconds', 5);
const CONNECTIONS = option('--connections', 50);
const dist = (p) => pathToFileURL(path.join(root, 'apps/server/dist', p)).href;

/** Each stage adds one plugin to the previous one; the last is the whole app. */
const STAGES = [
  { name: 'bare node:http', bare: true },
  { name: 'Fastify, zod, error handler, database' },
  { name: '+ logging (pino at info: request ids, one access line per request, lines joined per event-loop turn)', logging: true },
  { name: '+ metrics (prom-client)', metrics: true },
  { name: '+ under-pressure', underPressure: true },
  { name: '+ rate limit (per address, in memory)', rateLimit: true },
  { name: '+ security headers (helmet)', securityHeaders: true },
  { name: '+ compression', compression: true },
  { name: '+ HTTP caching (conditional reads)', httpCaching: true },
  { name: '+ session cache (auth)', sessionCache: true },
  { name: '+ idempotency', idempotency: true },
  { name: 'the whole app (buildApp)', whole: true },
];

const BANNERS = Array.from({ length: 5 }, (_, i) => ({
  title: `Banner ${i + 1}: eat with the sun`,
  subtitle: 'Finish dinner before 20:00 this week, and sleep at the same time every night',
  image_url: `/uploads/banners/banner-${i + 1}.webp`,
  video_url: null,
}));

function env(dataDir) {
  return {
    NODE_ENV: 'production',
    ALLOW_DEV_OTP: 'true',
    // The payments module refuses its dev provider in production unless told it is a demo.
    ALLOW_DEV_PAYMENTS: 'true',
    DATA_DIR: dataDir,
    JWT_SECRET: 'hook-costs-secret-that-is-long-enough-for-hs256-0123456789',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    RATE_LIMIT_AUTH_PER_IP: '10000000',
    RATE_LIMIT_AUTH_PER_MOBILE: '10000000',
    RATE_LIMIT_GLOBAL_PER_IP: '100000000',
  };
}

// ---- the measured servers (this script, started again with --serve <stage> <port> <dataDir>) ----

async function serve(stageIndex, port, dataDir) {
  const stages = STAGES.slice(0, stageIndex + 1);
  const has = (flag) => stages.some((stage) => stage[flag]);
  const { loadConfig } = await import(dist('config/config.js'));
  const config = loadConfig(env(dataDir));
  if (STAGES[stageIndex].whole) {
    const { buildApp } = await import(dist('app.js'));
    const app = await buildApp(config);
    await app.listen({ port, host: '127.0.0.1' });
    return;
  }
  const { default: Fastify } = await import('fastify');
  const { serializerCompiler, validatorCompiler } = await import('fastify-type-provider-zod');
  const { z } = await import('zod');
  const { BannerSchema } = await import('@rhythmfit/contracts');
  const { openDatabase } = await import(dist('db/database.js'));
  const { createMemoryBus } = await import(dist('lib/bus.js'));
  const { registerErrorHandler } = await import(dist('plugins/error-handler.js'));
  const { default: databasePlugin } = await import(dist('plugins/database.js'));
  const { healthRoutes } = await import(dist('modules/health/index.js'));
  const database = openDatabase(config.database);
  // The options app.ts gives Fastify and each plugin.
  const app = Fastify({
    ...(has('logging')
      ? {
          logger: { level: config.logLevel, stream: (await import(dist('lib/log-destination.js'))).batchedStdout() },
          logController: new (await import(dist('lib/access-log.js'))).AccessLogController(),
        }
      : { logger: false }),
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: 60_000,
    keepAliveTimeout: 10_000,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
    http: { connectionsCheckingInterval: 1000 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  registerErrorHandler(app);
  await app.register(databasePlugin, { db: database.db, kind: database.kind });
  app.decorate('bus', createMemoryBus());
  if (has('httpCaching')) await app.register((await import(dist('plugins/http-caching.js'))).default);
  if (has('metrics')) {
    app.decorate('presence', { writes: 0 });
    await app.register((await import(dist('plugins/metrics.js'))).default, {});
  }
  if (has('underPressure')) {
    await app.register((await import('@fastify/under-pressure')).default, {
      maxEventLoopDelay: config.underPressure.maxEventLoopDelayMs,
      sampleInterval: config.underPressure.sampleMs,
      retryAfter: 5,
      exposeStatusRoute: false,
    });
  }
  if (has('compression')) {
    const zlib = await import('node:zlib');
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (route.compress === undefined && (!route.url.startsWith('/api') || !methods.includes('GET'))) route.compress = false;
      if (route.decompress === undefined && !methods.some((method) => method === 'POST' || method === 'PUT' || method === 'PATCH'))
        route.decompress = false;
    });
    await app.register((await import('@fastify/compress')).default, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  }
  if (has('sessionCache')) {
    const { createTokenService } = await import(dist('lib/tokens.js'));
    await app.register((await import(dist('plugins/auth.js'))).default, {
      tokens: createTokenService(config.jwtSecret, config.jwtExpiresInHours),
    });
  }
  if (has('idempotency')) await app.register((await import(dist('plugins/idempotency.js'))).default);
  if (has('securityHeaders')) await app.register((await import(dist('plugins/security-headers.js'))).default, { hsts: true });
  if (has('rateLimit')) {
    await app.register((await import('@fastify/rate-limit')).default, {
      global: true,
      max: config.rateLimits.globalPerIp,
      timeWindow: '1 minute',
    });
  }
  const bannersRoute = async (api) => {
    const read = async () =>
      (await api.db.selectFrom('banners').selectAll().orderBy('id', 'asc').execute()).map((row) => ({
        id: row.id,
        imageUrl: row.image_url,
        videoUrl: row.video_url,
        title: row.title,
        subtitle: row.subtitle,
      }));
    const schema = { response: { 200: z.array(BannerSchema) } };
    if (has('httpCaching')) {
      const { condition, publicCacheControl } = await import(dist('plugins/http-caching.js'));
      const list = condition(api, { list: 'banners', tag: 'banners', cacheControl: publicCacheControl(60, 300) }, read);
      api.get('/banners', { preHandler: list.check, config: list.config, schema }, list.handler);
    } else {
      api.get('/banners', { schema }, read);
    }
  };
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(bannersRoute);
    },
    { prefix: '/api' },
  );
  await app.listen({ port, host: '127.0.0.1' });
}

async function serveBare(port, healthBody, bannersBody, etag) {
  const json = 'application/json; charset=utf-8';
  http
    .createServer((req, res) => {
      if (req.url === '/api/banners') {
        if (req.headers['if-none-match'] === etag) return res.writeHead(304, { etag }).end();
        return res.writeHead(200, { 'content-type': json, 'content-length': Buffer.byteLength(bannersBody), etag }).end(bannersBody);
      }
      res.writeHead(200, { 'content-type': json, 'content-length': Buffer.byteLength(healthBody) }).end(healthBody);
    })
    .listen(port, '127.0.0.1');
}

// ---- the load generator ----

/**
 * wrk against `url`; with the server's pid, also the server's CPU time per request: on a busy,
 * shared host throughput swings with the neighbours, CPU per request much less.
 */
function wrk(url, seconds, headers = {}, pid = null) {
  const script = path.join(tmpdir(), `rhythmfit-hook-costs-${process.pid}.lua`);
  writeFileSync(
    script,
    Object.entries(headers)
      .map(([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`)
      .join('\n'),
  );
  try {
    const cpuBefore = pid ? cpuMicros(pid) : NaN;
    const out = execFileSync('wrk', ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '-s', script, url], { encoding: 'utf8' });
    const cpu = pid ? cpuMicros(pid) - cpuBefore : NaN;
    const errors = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
    const total = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
    return { rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN)), errors, cpuPerRequest: total ? cpu / total : NaN };
  } finally {
    rmSync(script, { force: true });
  }
}

function startServer(args) {
  const [cmd, cmdArgs] = serverCommand(args);
  // The server's standard output goes into a pipe that another process drains, as a log collector
  // (systemd's journal, a container runtime) reads it in production: a write to /dev/null costs
  // next to nothing and would hide what the access lines cost. The drain runs beside wrk.
  const sink = spawn(hasTaskset ? 'taskset' : 'cat', hasTaskset ? ['-c', '1', 'cat'] : [], { stdio: ['pipe', 'ignore', 'inherit'] });
  const server = spawn(cmd, cmdArgs, { stdio: ['ignore', sink.stdin, 'inherit'], cwd: root });
  server.once('exit', () => sink.kill());
  return server;
}

async function prepare(dataDir) {
  const { loadConfig } = await import(dist('config/config.js'));
  const { openDatabase, migrateToLatest, nowIso } = await import(dist('db/database.js'));
  const { bumpListVersion } = await import(dist('lib/list-versions.js'));
  const handle = openDatabase(loadConfig(env(dataDir)).database);
  await migrateToLatest(handle.db);
  const now = nowIso();
  await handle.db
    .insertInto('banners')
    .values(BANNERS.map((banner) => ({ ...banner, created_at: now, updated_at: now })))
    .execute();
  await bumpListVersion(handle.db, 'banners');
  await handle.close();
}

async function main() {
  if (!wrkInstalled()) throw new Error('wrk is not installed (Debian: apt-get install -y wrk)');
  if (!existsSync(path.join(root, 'apps/server/dist/app.js')) || !argv.includes('--no-build')) {
    console.log('Building the server...');
    execSync('npm run build --silent -w @rhythmfit/contracts && npm run build --silent -w @rhythmfit/server', {
      cwd: root,
      stdio: 'inherit',
    });
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rhythmfit-hook-costs-'));
  const rows = [];
  try {
    await prepare(dataDir);
    let bodies = null;
    // The whole app first: its answers are the bytes the bare server sends.
    // --whole-only: the whole app and the bare server alone (checking one change in a minute).
    const order = argv.includes('--whole-only') ? [STAGES.length - 1, 0] : [STAGES.length - 1, ...STAGES.map((_, i) => i).slice(0, -1)];
    for (const index of order) {
      const stage = STAGES[index];
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const child = stage.bare
        ? startServer([import.meta.filename, '--serve-bare', String(port), dataDir, JSON.stringify(bodies)])
        : startServer([import.meta.filename, '--serve', String(index), String(port), dataDir]);
      try {
        await waitForHttp(`${base}/api/health`);
        const banners = await fetch(`${base}/api/banners`);
        const etag = banners.headers.get('etag');
        const bannersBody = await banners.text();
        if (stage.whole) {
          const health = await (await fetch(`${base}/api/health`)).text();
          bodies = { health, banners: bannersBody, etag };
        }
        const conditional = etag ? { 'if-none-match': etag } : {};
        wrk(`${base}/api/health`, 1); // warm-up (JIT)
        wrk(`${base}/api/banners`, 1, conditional);
        const health = wrk(`${base}/api/health`, SECONDS, {}, child.pid);
        const full = wrk(`${base}/api/banners`, SECONDS, {}, child.pid);
        const notModified = etag ? wrk(`${base}/api/banners`, SECONDS, conditional, child.pid) : null;
        rows[index] = { name: stage.name, health, full, notModified };
        const us = (r) => `${Math.round(r.cpuPerRequest)} µs CPU`;
        console.log(
          `${stage.name}: health ${health.rps} req/s (${us(health)}), banners ${full.rps} req/s (${us(full)}), banners 304 ${notModified ? `${notModified.rps} req/s (${us(notModified)})` : '– (no ETag)'}`,
        );
      } finally {
        child.kill('SIGKILL');
        await new Promise((r) => child.once('exit', r));
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const bare = rows[0];
  const ratio = (r, b) => (r && b ? (r.rps / b.rps).toFixed(2) : '–');
  const micros = (r) => (Number.isFinite(r.cpuPerRequest) ? `, ${Math.round(r.cpuPerRequest)} µs` : '');
  const cell = (r, b) => (r ? `${r.rps} (${ratio(r, b)})${micros(r)}${r.errors ? `, ${r.errors} errors` : ''}` : '–');
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
  const lines = [
    `## Hook costs, ${date}`,
    '',
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; wrk, 1 thread, ${CONNECTIONS} connections, ${SECONDS} s per figure${hasTaskset ? '; servers on core 0, wrk on core 1' : ' (not pinned: taskset or a second core missing)'}; the server's standard output into a pipe drained by another process, as a log collector reads it. Each cell: req/s (of bare), then the server's CPU time per request.`,
    '',
    '| Stage | GET /api/health | GET /api/banners | GET /api/banners, If-None-Match (304) |',
    '|---|---|---|---|',
    ...rows.map(
      (r) => `| ${r.name} | ${cell(r.health, bare.health)} | ${cell(r.full, bare.full)} | ${cell(r.notModified, bare.notModified)} |`,
    ),
    '',
  ];
  const section = lines.join('\n');
  console.log(`\n${section}`);
  if (argv.includes('--write')) {
    const file = path.join(root, 'docs/benchmarks.md');
    const text = readFileSync(file, 'utf8');
    const at = text.search(/^## /m);
    writeFileSync(file, at === -1 ? `${text}\n${section}` : `${text.slice(0, at)}${section}\n${text.slice(at)}`);
    console.log('Written to docs/benchmarks.md');
  }
}

if (argv[0] === '--serve') {
  await serve(Number(argv[1]), Number(argv[2]), argv[3]);
} else if (argv[0] === '--serve-bare') {
  const bodies = JSON.parse(argv[3]);
  await serveBare(Number(argv[1]), bodies.health, bodies.banners, bodies.etag);
} else if (hasTaskset && !process.env.HOOK_COSTS_PINNED) {
  // wrk (started by this process) on core 1, the servers on core 0.
  const child = spawn('taskset', ['-c', '1', process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, HOOK_COSTS_PINNED: '1' },
  });
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  await main();
}
