// Presence: the signed-in app says it is alive every 30 s, reports its location every 15 s, and
// polls last-seen every 10 s. Writes only touch memory; the store flushes them in batches.
import DataLoader from 'dataloader';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorResponseSchema,
  IdParamSchema,
  LastSeenResponseSchema,
  LocationQuerySchema,
  MessageResponseSchema,
} from '@rhythmfit/contracts';
import { NotFoundError } from '../../lib/errors.js';
import { allowlistJsonSerializerCompiler } from '../../lib/json-serializer.js';
import { assertSelfOrAdmin, currentUser } from '../../plugins/auth.js';

/**
 * Location reports one member may send in 10 seconds. The app sends one every 15 s; a short window
 * catches a scripted burst at once, and 8 leaves room for reconnects and several open tabs.
 */
export const LOCATION_REPORTS_PER_WINDOW = 8;
export const LOCATION_WINDOW_MS = 10_000;
/**
 * Members whose location count one instance keeps (without Redis; least recently counted forgotten
 * first). It must hold every member reporting within a window, or a forgotten member's count starts
 * again: @fastify/rate-limit's default of 5,000 let a member of 40,000 (each reporting every 15 s,
 * 27,000 in any 10 s) send one report every 2 s unlimited. About 100 bytes each measured: 5 MB at
 * most, 4 MB for 40,000 members (docs/benchmarks.md, "Memory that grows with members").
 */
const LOCATION_LIMIT_MEMBERS = 50_000;

const JSON_TYPE = 'application/json; charset=utf-8';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

export async function presenceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Stored last-seen of members the presence store does not know (not seen since the start). After
  // a restart every phone polls within 10 s, so the reads arriving in one turn of the event loop are
  // one query, as the session checks are (plugins/session-cache.ts); a query each kept PostgreSQL
  // busy on the server's core for the first seconds (npm run bench, "first 20 s after the start").
  const storedLastSeen = new DataLoader<number, { lastSeen: string | null } | null>(
    async (userIds) => {
      const rows = await app.db
        .selectFrom('users')
        .select(['id', 'last_seen'])
        .where('id', 'in', [...userIds])
        .execute();
      const byId = new Map(rows.map((row) => [Number(row.id), { lastSeen: row.last_seen }]));
      return userIds.map((id) => byId.get(id) ?? null);
    },
    { cache: false, maxBatchSize: 200, batchScheduleFn: (run) => setImmediate(run) },
  );

  // Every signed-in phone pings every 30 s, and the answer never changes: it is serialized once,
  // through its response schema (an allowlist, as every answer), instead of zod walking the same
  // object on each ping (issue 24: about 4% of a ping's CPU in a profile under wrk).
  const pingAnswer = JSON.stringify(MessageResponseSchema.parse({ message: 'ok' }));
  // The same for the location report, sent every 15 s by every signed-in phone.
  const locationAnswer = JSON.stringify(MessageResponseSchema.parse({ message: 'Location updated' }));
  r.post(
    '/ping',
    {
      preHandler: app.authenticate,
      schema: { body: z.unknown().optional(), response: { 200: MessageResponseSchema, ...errors } },
    },
    async (request, reply: FastifyReply) => {
      app.presence.touch(currentUser(request).userId);
      return reply.type(JSON_TYPE).send(pingAnswer);
    },
  );

  // A member's device reports every 15 s; a burst is someone scripting the endpoint. Counted per
  // member, in the shared store with Redis. The count runs after authentication (preHandler), so
  // the key is the verified account and a request without a valid token is refused before it.
  const locationLimit = {
    rateLimit: {
      max: LOCATION_REPORTS_PER_WINDOW,
      timeWindow: LOCATION_WINDOW_MS,
      hook: 'preHandler' as const,
      cache: LOCATION_LIMIT_MEMBERS,
      keyGenerator: (request: FastifyRequest) => `location:user:${currentUser(request).userId}`,
    },
  };

  r.post(
    '/users/location',
    {
      config: locationLimit,
      preHandler: app.authenticate,
      schema: {
        querystring: LocationQuerySchema,
        body: z.unknown().optional(),
        response: { 200: MessageResponseSchema, ...errors, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      app.presence.setLocation(currentUser(request).userId, request.query.latitude, request.query.longitude);
      // The serialized answer, as the ping sends it (the typed reply takes only the object).
      return (reply as FastifyReply).type(JSON_TYPE).send(locationAnswer);
    },
  );

  r.get(
    '/users/:id/last-seen',
    {
      preHandler: app.authenticate,
      schema: { params: IdParamSchema, response: { 200: LastSeenResponseSchema, ...errors } },
      // Polled every 10 s by every open profile: the answer ({ lastSeen }, typed by the handler) is
      // written by JSON.stringify with the schema's names as its allowlist instead of copied by zod
      // first (zod was 6% of this route's CPU under wrk, issue 24), and is never near compression's
      // 1 KiB threshold, so the route does not carry @fastify/compress's hooks.
      serializerCompiler: allowlistJsonSerializerCompiler,
      compress: false,
    },
    async (request) => {
      const userId = request.params.id;
      assertSelfOrAdmin(request, userId);
      const pending = await app.presence.read(userId);
      if (pending) return { lastSeen: pending.lastSeen };
      const stored = await storedLastSeen.load(userId);
      if (!stored) throw new NotFoundError('User not found');
      return stored;
    },
  );
}
