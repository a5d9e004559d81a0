// A short-lived cache for the public reads every signed-in app polls (banners, upcoming live
// sessions): the same answer for everyone, asked for hundreds of times a second by a large
// membership. A cached answer skips the database and the serializer. Through app.inject() and
// before the first answer has been seen whole, a hit is answered in an onRequest hook (security
// headers and rate limits still apply: they run earlier); on a listening server, the front door
// (serverWithFrontDoor) answers hits before Fastify, replaying the headers Fastify sent. Any
// successful write under a cached prefix drops the cache at once on this instance and, through
// app.bus, on every other instance; the TTL bounds staleness for answers that depend on the clock
// ("upcoming").
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hookList } from '../lib/route-hooks.js';

export interface PublicCacheRule {
  /** Exact path (without the query string) answered from the cache. */
  path: string;
  /** Writes (POST/PUT/PATCH/DELETE) to paths starting with this drop the cached answers. */
  invalidatedBy: string;
  ttlMs: number;
}

export const PUBLIC_CACHE_RULES: PublicCacheRule[] = [
  { path: '/api/banners', invalidatedBy: '/api/banners', ttlMs: 30_000 },
  { path: '/api/live-sessions/upcoming', invalidatedBy: '/api/live-sessions', ttlMs: 1000 },
];

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MAX_ENTRIES_PER_RULE = 50; // distinct query strings kept per path
export const PUBLIC_CACHE_CHANNEL = 'public-cache';

interface Entry {
  body: string;
  contentType: string;
  expiresAt: number;
  /** Every header the full pipeline sent with this answer, for the front door to replay. */
  replay: Record<string, string | number> | null;
}

// Headers that belong to one answer or one client, never replayed from the cache.
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'set-cookie', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after']);

/**
 * The cached answers, shared by the Fastify plugin (which fills and invalidates them) and the front
 * door (which serves hits before Fastify sees the request).
 */
export class PublicCacheStore {
  readonly rules: PublicCacheRule[];
  readonly byPath: Map<string, PublicCacheRule>;
  private readonly entries: Map<string, Map<string, Entry>>;
  private open = true;
  hits = 0;
  frontDoorHits = 0;
  misses = 0;

  constructor(rules: PublicCacheRule[] = PUBLIC_CACHE_RULES) {
    this.rules = rules;
    this.byPath = new Map(rules.map((rule) => [rule.path, rule]));
    this.entries = new Map(rules.map((rule) => [rule.path, new Map()]));
  }

  fresh(path: string, query: string): Entry | null {
    const entry = this.entries.get(path)?.get(query);
    return entry && entry.expiresAt > Date.now() ? entry : null;
  }

  store(rule: PublicCacheRule, query: string, body: string, contentType: string, headers: Record<string, unknown>): void {
    const cache = this.entries.get(rule.path)!;
    if (cache.size >= MAX_ENTRIES_PER_RULE) cache.clear();
    const replay: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(headers)) {
      if (NOT_REPLAYED.has(name.toLowerCase()) || value === undefined) continue;
      if (typeof value !== 'string' && typeof value !== 'number') continue; // multi-valued: not replayed
      replay[name] = value;
    }
    replay['content-type'] = contentType;
    replay['content-length'] = Buffer.byteLength(body);
    replay['x-cache'] = 'hit';
    cache.set(query, { body, contentType, expiresAt: Date.now() + rule.ttlMs, replay });
  }

  drop(prefix: string): void {
    for (const rule of this.rules) if (rule.invalidatedBy === prefix || rule.path.startsWith(prefix)) this.entries.get(rule.path)?.clear();
  }

  /** From now on every request goes through Fastify (which answers 503 while closing). */
  close(): void {
    this.open = false;
  }

  /**
   * Answers a fresh cached public read straight from the HTTP server's request event, with the
   * headers the full pipeline sent for it (security headers included), and returns true; returns
   * false for everything else, which Fastify then handles. A hit is the cheapest answer the server
   * gives, so it skips the per-address request budget (and is not counted in it); the budget
   * still guards everything that costs something, including the misses that fill the cache.
   */
  frontDoor(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.open || request.method !== 'GET') return false;
    const { path, query } = split(request.url ?? '');
    if (!this.byPath.has(path)) return false;
    const entry = this.fresh(path, query);
    if (!entry?.replay) return false;
    this.frontDoorHits += 1;
    response.writeHead(200, entry.replay);
    response.end(entry.body);
    return true;
  }
}

function split(url: string): { path: string; query: string } {
  const q = url.indexOf('?');
  return q === -1 ? { path: url, query: '' } : { path: url.slice(0, q), query: url.slice(q) };
}

/**
 * The HTTP server for Fastify's `serverFactory`: the front door first, then Fastify. It is made
 * the way Fastify makes its own (same options and time-outs), which it no longer does itself once
 * a factory is given.
 */
export function serverWithFrontDoor(store: PublicCacheStore) {
  return (handler: (request: IncomingMessage, response: ServerResponse) => void, options: FastifyServerOptions): Server => {
    const server = http.createServer((options as { http?: http.ServerOptions }).http ?? {}, (request, response) => {
      if (!store.frontDoor(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    return server;
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    publicCacheRule?: PublicCacheRule | null;
  }
}

export default fp(
  async function publicCache(app: FastifyInstance, options: { store?: PublicCacheStore; rules?: PublicCacheRule[] } = {}) {
    const store = options.store ?? new PublicCacheStore(options.rules);
    const { rules, byPath } = store;
    const drop = (prefix: string) => store.drop(prefix);
    app.bus.subscribe(PUBLIC_CACHE_CHANNEL, (message) => {
      if (typeof message === 'string') drop(message);
    });
    app.addHook('preClose', (done) => {
      store.close();
      done();
    });
    app.decorate('publicCacheStats', () => ({ hits: store.hits + store.frontDoorHits, misses: store.misses, frontDoorHits: store.frontDoorHits }));
    app.decorateRequest('publicCacheRule', null);

    // A hit is answered in onRequest, right after the global hooks (security headers, rate
    // limits) and before parsing, validation and the handler. The hooks go only on the cached GET
    // routes and on the writes that invalidate them: other routes pay nothing for the cache.
    const serveHit = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const { path, query } = split(request.url);
      const rule = byPath.get(path);
      if (request.method !== 'GET' || !rule) return done();
      const entry = store.fresh(rule.path, query);
      if (entry) {
        store.hits += 1;
        reply.header('content-type', entry.contentType).header('x-cache', 'hit').send(entry.body);
        return; // answered: the rest of the chain is skipped
      }
      store.misses += 1;
      request.publicCacheRule = rule;
      done();
    };

    const storeMiss = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
      const rule = request.publicCacheRule;
      if (rule && reply.statusCode === 200 && typeof payload === 'string') {
        const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
        store.store(rule, split(request.url).query, payload, contentType, reply.getHeaders());
      }
      done(null, payload);
    };

    const invalidateOnWrite = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
      if (WRITE_METHODS.has(request.method) && reply.statusCode < 400) {
        const { path } = split(request.url);
        for (const rule of rules) {
          if (path.startsWith(rule.invalidatedBy)) {
            // Here before the answer leaves, so this client's next read is fresh; then everyone.
            drop(rule.invalidatedBy);
            void app.bus.publish(PUBLIC_CACHE_CHANNEL, rule.invalidatedBy).catch((error: unknown) => request.log.warn({ err: error }, 'cache invalidation not published'));
          }
        }
      }
      done(null, payload);
    };

    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const path = route.url.replace(/\/$/, '');
      if (methods.includes('GET') && byPath.has(path)) {
        route.onRequest = [...hookList(route.onRequest), serveHit];
        route.onSend = [...hookList(route.onSend), storeMiss];
      }
      if (methods.some((method) => WRITE_METHODS.has(method)) && rules.some((rule) => path.startsWith(rule.invalidatedBy))) {
        route.onSend = [...hookList(route.onSend), invalidateOnWrite];
      }
    });
  },
  { name: 'public-cache' },
);

declare module 'fastify' {
  interface FastifyInstance {
    publicCacheStats: () => { hits: number; misses: number; frontDoorHits: number };
  }
}
