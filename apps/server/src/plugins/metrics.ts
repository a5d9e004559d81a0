// Prometheus metrics (prom-client): requests and their latency by route pattern, the process's
// own figures (event-loop lag, memory, CPU), the PostgreSQL pool, presence flushes, job runs and,
// with REDIS_URL, whether Redis answers and the fallbacks taken while it does not.
// Not public: served at GET /metrics with `Authorization: Bearer METRICS_TOKEN`, or on a separate
// listener bound to 127.0.0.1:METRICS_PORT; with neither set, /metrics does not exist.
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { timingSafeEqual } from 'node:crypto';
import { REDIS_USES, type RedisHealth } from '../lib/redis-health.js';
import { hookList } from '../lib/route-hooks.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      registry: Registry;
      jobRun(job: string, outcome: 'ok' | 'error'): void;
      /** A request no route matched (the not-found handler answers it): counted under route "unmatched". */
      unmatched(method: string, status: number): void;
    };
  }
}

export interface MetricsOptions {
  token?: string;
  port?: number;
  poolStats?: () => { total: number; idle: number; waiting: number };
  redisHealth?: RedisHealth;
}

/** One route's requests of one method and status: its labels, its count, its latency series. */
type Series = { labels: Record<'method' | 'route' | 'status', string>; count: number; time: ReturnType<Histogram['labels']> };

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export default fp(
  async function metrics(app: FastifyInstance, options: MetricsOptions) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'rhythmfit_' });
    // Each request adds one to a plain number of its series (below); the counter adds them up when
    // Prometheus scrapes, prom-client's own collect() hook: its inc() validates and hashes the
    // labels on every call, a cost every request paid (issue 24).
    const counted: Series[] = [];
    new Counter({
      name: 'rhythmfit_http_requests_total',
      help: 'HTTP requests answered, by route pattern',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
      collect() {
        this.reset();
        for (const series of counted) this.inc(series.labels, series.count);
      },
    });
    const latency = new Histogram({
      name: 'rhythmfit_http_request_duration_seconds',
      help: 'Time to answer, by route pattern',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    });
    const jobs = new Counter({
      name: 'rhythmfit_job_runs_total',
      help: 'Background job runs, by job and outcome',
      labelNames: ['job', 'outcome'],
      registers: [registry],
    });
    new Counter({
      name: 'rhythmfit_presence_flushed_rows_total',
      help: 'Presence rows written to the database by this instance',
      registers: [registry],
      collect() {
        this.reset();
        this.inc(app.presence.writes);
      },
    });
    if (options.poolStats) {
      const poolStats = options.poolStats;
      new Gauge({
        name: 'rhythmfit_db_pool_clients',
        help: 'PostgreSQL pool clients, by state',
        labelNames: ['state'],
        registers: [registry],
        collect() {
          const stats = poolStats();
          this.set({ state: 'total' }, stats.total);
          this.set({ state: 'idle' }, stats.idle);
          this.set({ state: 'waiting' }, stats.waiting);
        },
      });
    }

    if (options.redisHealth) {
      const health = options.redisHealth;
      new Gauge({
        name: 'rhythmfit_redis_up',
        help: '1 while Redis answers, 0 while this instance works without it (limits counted per instance)',
        registers: [registry],
        collect() {
          this.set(health.up ? 1 : 0);
        },
      });
      new Counter({
        name: 'rhythmfit_redis_outages_total',
        help: 'Times this instance found Redis not answering',
        registers: [registry],
        collect() {
          this.reset();
          this.inc(health.outages);
        },
      });
      new Counter({
        name: 'rhythmfit_redis_fallbacks_total',
        help: 'Uses of Redis answered without it (from this instance or the database), by use',
        labelNames: ['use'],
        registers: [registry],
        collect() {
          this.reset();
          for (const use of REDIS_USES) this.inc({ use }, health.fallbacks[use]);
        },
      });
    }

    // Each route's series are found once: its labels are fixed when the route is added (method and
    // pattern, never the raw URL: bounded label values), and a request only picks the series of its
    // status code, kept per route, so nothing is built per request (the latency histogram's
    // observe() still validates and hashes its labels: prom-client offers no way around it).
    const seriesOf = (route: string) => {
      const byMethodAndStatus = new Map<string, Map<number, Series>>();
      return (method: string, status: number): Series => {
        let byStatus = byMethodAndStatus.get(method);
        if (!byStatus) byMethodAndStatus.set(method, (byStatus = new Map()));
        let series = byStatus.get(status);
        if (!series) {
          const labels = { method, route, status: String(status) };
          series = { labels, count: 0, time: latency.labels(labels) };
          byStatus.set(status, series);
          counted.push(series);
        }
        return series;
      };
    };
    const unmatched = seriesOf('unmatched');

    app.decorate('metrics', {
      registry,
      jobRun: (job: string, outcome: 'ok' | 'error') => jobs.inc({ job, outcome }),
      unmatched: (method: string, status: number) => {
        unmatched(method, status).count += 1;
      },
    });

    // A route-level onResponse hook on every route added after this plugin (the API), not a
    // global one: the work is fixed per route when Fastify builds it.
    app.addHook('onRoute', (route: RouteOptions) => {
      const series = seriesOf(route.url);
      const record = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
        const counter = series(request.method, reply.statusCode);
        counter.count += 1;
        counter.time.observe(reply.elapsedTime / 1000);
        done();
      };
      route.onResponse = [...hookList(route.onResponse), record];
    });

    const exposition = async () => ({ body: await registry.metrics(), contentType: registry.contentType });

    if (options.token) {
      const token = options.token;
      app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
        const given = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
        if (!sameToken(given, token)) return reply.status(401).send({ message: 'A metrics token is required', code: 'unauthorized' });
        const { body, contentType } = await exposition();
        return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
      });
    }

    let server: Server | null = null;
    if (options.port !== undefined) {
      server = createServer((req, res) => {
        if (req.method !== 'GET' || req.url !== '/metrics') {
          res.writeHead(404).end();
          return;
        }
        exposition().then(
          ({ body, contentType }) => res.writeHead(200, { 'content-type': contentType }).end(body),
          () => res.writeHead(500).end(),
        );
      });
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        // Loopback only: the scraper runs on the same host (or through a sidecar).
        listening.listen(options.port, '127.0.0.1', () => resolve());
      });
      app.log.info(`metrics on http://127.0.0.1:${(listening.address() as { port: number }).port}/metrics`);
    }
    app.addHook('onClose', async () => {
      if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
    });
  },
  { name: 'metrics', dependencies: [] },
);
