// Standard HTTP caching. The shared lists clients poll are conditional reads answered before the
// work: Django's `condition(etag_func=...)` / Rails' `fresh_when`. Their entity tag is the list's
// version (lib/list-versions.ts: bumped by every write in its transaction, known in memory on
// every instance), so a route hook answers a matching If-None-Match with 304 before the handler
// runs: no database read, no serialization, no hashing. A full read of an unchanged list is the
// serialized body kept for the current version. Every other API answer may carry personal data
// and is marked `no-store` (sign-in answers included), unless its route chose its own Cache-Control.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createListVersions, type ListName, type ListVersions } from '../lib/list-versions.js';
import { hookList } from '../lib/route-hooks.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each shared list's version: app.listVersions.write(list, trx => ...) for every write to one. */
    listVersions: ListVersions;
  }
  interface FastifyContextConfig {
    /** A conditional read (`condition`): its ETag, If-None-Match and 304 are documented (plugins/openapi.ts). */
    conditionalRead?: { cacheControl: string };
  }
}

/** Shared lists anyone may read: caches may keep them a while and serve them stale while they ask again. */
export function publicCacheControl(maxAge: number, staleWhileRevalidate: number): string {
  return `public, max-age=${maxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
}

/** Lists for signed-in members: the browser's own cache only, which asks again each time (ETag). */
export const PRIVATE_CACHE_CONTROL = 'private';

/** True when an If-None-Match header names this ETag (or is `*`); the weak comparison of RFC 9110. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true; // what a browser sends back: no list to split
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

export interface ConditionOptions {
  /** The list whose version is the answer's entity tag. */
  list: ListName;
  /** The route's name in its ETags: `"<tag>-<version>"`. */
  tag: string;
  cacheControl: string;
  /** The answer also moves with the clock ("upcoming"): the current minute is part of its ETag. */
  perMinute?: boolean;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A conditional read of a shared list, the `condition(etag_func=...)` / `fresh_when` pattern:
 * `check` answers 304 (or the kept body) before the handler. A public list uses it as the route's
 * own `onRequest` hook, so a revalidation is answered right after the global hooks (under-pressure,
 * security headers) and before anything else: the rate limit's count and headers cost more than
 * the answer (issue 24), so answers given from memory are not counted; a read that loads the list
 * is. A signed-in list uses it as a `preHandler` after `app.authenticate`.
 * `handler` loads the list only when neither applies, and keeps its serialized body. Only for
 * answers that are the same for every caller.
 */
export function condition(app: FastifyInstance, options: ConditionOptions, load: () => Promise<unknown>) {
  let kept: { etag: string; body: string } | null = null;
  // The tag of the version (and minute) last asked, built once rather than on every request.
  let last = { version: -1, minute: -1, etag: '' };
  const etagOf = (version: number) => {
    const minute = options.perMinute ? Math.floor(Date.now() / 60_000) : 0;
    if (last.version !== version || last.minute !== minute)
      last = { version, minute, etag: options.perMinute ? `"${options.tag}-${version}-${minute}"` : `"${options.tag}-${version}"` };
    return last.etag;
  };
  const currentEtag = async () => etagOf(app.listVersions.peek(options.list) ?? (await app.listVersions.current(options.list)));

  // Callback style, not async: a list whose version is known is answered without a promise.
  function check(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void {
    const version = app.listVersions.peek(options.list);
    if (version === undefined) {
      app.listVersions.current(options.list).then(
        () => check(request, reply, done),
        (error: Error) => done(error),
      );
      return;
    }
    const etag = etagOf(version);
    if (etagMatches(request.headers['if-none-match'], etag)) {
      reply.code(304).header('etag', etag).header('cache-control', options.cacheControl).send();
    } else if (kept?.etag === etag) {
      reply.header('etag', etag).header('cache-control', options.cacheControl).type(JSON_TYPE).send(kept.body);
    } else {
      done();
    }
  }

  async function handler(_request: FastifyRequest, reply: FastifyReply) {
    // The tag is taken before the read: rows read after it are at least that version, so the body
    // is never older than its tag (a write committing meanwhile makes the next read load again).
    const etag = await currentEtag();
    const body = reply.serialize(await load()) as string;
    if (etag === (await currentEtag())) kept = { etag, body };
    return reply.header('etag', etag).header('cache-control', options.cacheControl).type(JSON_TYPE).send(body);
  }

  return { check, handler, config: { conditionalRead: { cacheControl: options.cacheControl } } };
}

function noStore(_request: FastifyRequest, reply: FastifyReply, done: () => void) {
  reply.header('cache-control', 'no-store');
  done();
}

export default fp(
  async function httpCaching(app: FastifyInstance) {
    const versions = createListVersions(app.db, app.bus);
    app.decorate('listVersions', versions);
    app.addHook('onClose', async () => versions.close());
    // `no-store` by default on API routes, set as the request starts so that errors keep it and
    // a handler's own Cache-Control (a conditional read's) replaces it. A conditional read's own
    // onRequest check goes first: an answer it gives sets its own Cache-Control.
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.url.startsWith('/api')) return;
      const own = hookList(route.onRequest);
      route.onRequest = route.config?.conditionalRead ? [...own, noStore] : [noStore, ...own];
    });
  },
  { name: 'http-caching', dependencies: ['database'] },
);
