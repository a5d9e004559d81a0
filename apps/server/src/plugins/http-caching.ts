// Standard HTTP caching instead of in-process replays. The public reads everyone polls carry a
// strong ETag (a hash of the body) and a Cache-Control fit for how fast they change, so browsers,
// the service worker, a reverse proxy or a CDN absorb repeated reads, and a conditional request
// (If-None-Match) is answered 304 with no body. Every other API answer may carry personal data and
// is marked `no-store` (sign-in answers included), unless its route chose its own Cache-Control.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface PublicReadRule {
  path: string;
  /** Seconds a cache may serve it without asking, then serve it stale while it revalidates. */
  maxAge: number;
  staleWhileRevalidate: number;
}

export const PUBLIC_READS: PublicReadRule[] = [
  { path: '/api/banners', maxAge: 60, staleWhileRevalidate: 300 },
  { path: '/api/testimonials', maxAge: 60, staleWhileRevalidate: 300 },
  { path: '/api/live-sessions', maxAge: 30, staleWhileRevalidate: 120 },
  // What counts as "upcoming" moves with the clock: short.
  { path: '/api/live-sessions/upcoming', maxAge: 5, staleWhileRevalidate: 30 },
];

export function strongEtag(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** True when an If-None-Match header names this ETag (or is `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return (q === -1 ? url : url.slice(0, q)).replace(/\/$/, '');
}

export default fp(
  async function httpCaching(app: FastifyInstance) {
    const rules = new Map(PUBLIC_READS.map((rule) => [rule.path, rule]));
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!request.url.startsWith('/api')) return payload;
      const rule = request.method === 'GET' || request.method === 'HEAD' ? rules.get(pathOf(request.url)) : undefined;
      if (!rule || reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        return payload;
      }
      const etag = strongEtag(payload);
      reply.header('etag', etag);
      reply.header('cache-control', `public, max-age=${rule.maxAge}, stale-while-revalidate=${rule.staleWhileRevalidate}`);
      if (etagMatches(request.headers['if-none-match'], etag)) {
        reply.code(304);
        reply.removeHeader('content-type');
        reply.removeHeader('content-length');
        return '';
      }
      return payload;
    });
  },
  { name: 'http-caching' },
);
