// A short-lived cache for the public reads every signed-in app polls (banners, upcoming live
// sessions): the same answer for everyone, asked for hundreds of times a second by a large
// membership. A cached answer skips the database and the serializer (security headers and rate
// limits still apply: they run earlier). Any successful write under a cached prefix drops the
// cache at once on this instance and, through app.bus, on every other instance; the TTL bounds
// staleness for answers that depend on the clock ("upcoming").
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

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
}

declare module 'fastify' {
  interface FastifyRequest {
    publicCacheRule?: PublicCacheRule | null;
  }
}

export default fp(
  async function publicCache(app: FastifyInstance, options: { rules?: PublicCacheRule[] } = {}) {
    const rules = options.rules ?? PUBLIC_CACHE_RULES;
    const byPath = new Map(rules.map((rule) => [rule.path, rule]));
    const entries = new Map<string, Map<string, Entry>>(rules.map((rule) => [rule.path, new Map()]));
    let hits = 0;
    let misses = 0;

    const drop = (prefix: string) => {
      for (const rule of rules) if (rule.invalidatedBy === prefix || rule.path.startsWith(prefix)) entries.get(rule.path)?.clear();
    };
    app.bus.subscribe(PUBLIC_CACHE_CHANNEL, (message) => {
      if (typeof message === 'string') drop(message);
    });
    app.decorate('publicCacheStats', () => ({ hits, misses }));
    app.decorateRequest('publicCacheRule', null);

    const split = (url: string) => {
      const q = url.indexOf('?');
      return q === -1 ? { path: url, query: '' } : { path: url.slice(0, q), query: url.slice(q) };
    };

    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET') return;
      const { path, query } = split(request.url);
      const rule = byPath.get(path);
      if (!rule) return;
      const entry = entries.get(rule.path)!.get(query);
      if (entry && entry.expiresAt > Date.now()) {
        hits += 1;
        request.publicCacheRule = null;
        return reply.header('content-type', entry.contentType).header('x-cache', 'hit').send(entry.body);
      }
      misses += 1;
      request.publicCacheRule = rule;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method === 'GET') {
        const rule = request.publicCacheRule;
        if (rule && reply.statusCode === 200 && typeof payload === 'string') {
          const cache = entries.get(rule.path)!;
          if (cache.size >= MAX_ENTRIES_PER_RULE) cache.clear();
          cache.set(split(request.url).query, { body: payload, contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'), expiresAt: Date.now() + rule.ttlMs });
        }
        return payload;
      }
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
      return payload;
    });
  },
  { name: 'public-cache' },
);

declare module 'fastify' {
  interface FastifyInstance {
    publicCacheStats: () => { hits: number; misses: number };
  }
}
