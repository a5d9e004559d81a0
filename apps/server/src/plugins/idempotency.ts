// Idempotent writes for the routes that opt in with `config: { idempotent: true }` (creates a client
// may retry after a dropped connection, and the writes the web's offline queue replays), with
// Stripe's rules: a signed-in user's request carrying an `Idempotency-Key` header (one key per user
// action, made on the device and reused on every retry) runs once;
// - the same key with the same request (method, path and body: the stored fingerprint) gets the
//   stored answer (same status and body, header `idempotent-replayed: true`) without running again;
// - the same key with another body or on another route answers 422 `idempotency_key_reused`;
// - the same key while its first request is still running answers 409 `idempotency_in_progress`
//   with `Retry-After: 1` (Stripe answers 409 too): the client retries and then gets the answer.
//
// The key is reserved by inserting (user, key, fingerprint) before the handler runs, so the unique
// index, not a read-then-write, decides which of two concurrent repeats runs (PostgreSQL does not
// serialise them). The answer is stored before it is sent. Server errors (5xx) release the key so a
// retry can run.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorResponseSchema } from '@rhythmfit/contracts';
import { hookList } from '../lib/route-hooks.js';
import { nowIso } from '../db/database.js';
import { AppError, BadRequestError, isUniqueViolation } from '../lib/errors.js';
import type { MemberDataOwner } from '../lib/member-data.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** How long answers are kept: a device may stay offline for days. */
const RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** A reservation whose request died without an answer (process crash) may be taken over after this. */
const STALE_RESERVATION_MS = 2 * 60 * 1000;

interface Reservation {
  id: number;
  stored: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: Reservation | null;
  }
  interface FastifyContextConfig {
    /** This POST/PUT may be replayed by the offline queue: run it once per Idempotency-Key. */
    idempotent?: boolean;
  }
}

/** Stored answers are the member's data too (they echo what was written): erased with the member. */
export const idempotencyMemberData: MemberDataOwner = {
  domain: 'idempotency',
  covers: ['idempotency_keys.user_id'],
  async erase(trx, userId) {
    await trx.deleteFrom('idempotency_keys').where('user_id', '=', userId).execute();
    return [];
  },
  // Replay records of requests already answered: nothing the member wrote that is not exported elsewhere.
  async exportMember() {
    return {};
  },
};

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? request.url;
}

/** JSON with object keys sorted at every level, so `{a, b}` and `{b, a}` are the same request. */
function canonicalJson(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

/**
 * What a key is bound to: method, path (query included: it is part of what was asked) and the
 * validated body, hashed so the row stays small whatever the body.
 */
function requestFingerprint(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method}\n${url}\n${canonicalJson(body)}`)
    .digest('hex');
}

/** Stripe's words: a key stands for one request, never for another. */
class IdempotencyKeyReusedError extends AppError {
  constructor() {
    super(
      422,
      'idempotency_key_reused',
      'Keys for idempotent requests can only be used with the same parameters they were first used with. Use a new Idempotency-Key for a new request.',
    );
  }
}

/** The first request with this key has not answered yet: retry shortly to get its answer. */
class IdempotencyInProgressError extends AppError {
  constructor() {
    super(409, 'idempotency_in_progress', 'This request is still being processed, please try again shortly', { 'retry-after': '1' });
  }
}

export default fp(
  async function idempotencyPlugin(app: FastifyInstance) {
    app.decorateRequest('idempotency', null);

    async function release(request: FastifyRequest): Promise<void> {
      const reservation = request.idempotency;
      if (!reservation || reservation.stored) return;
      request.idempotency = null;
      await app.db.deleteFrom('idempotency_keys').where('id', '=', reservation.id).where('status_code', 'is', null).execute();
    }

    const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'POST' && request.method !== 'PUT') return; // a route may take several methods
      const header = request.headers[IDEMPOTENCY_HEADER];
      if (header === undefined) return;
      const key = Array.isArray(header) ? header[0] : header;
      if (!key || !KEY_PATTERN.test(key)) {
        throw new BadRequestError(
          'The Idempotency-Key header must be 8 to 100 letters, digits, dashes or underscores',
          'invalid_idempotency_key',
        );
      }
      // Only a signed-in user's writes are made idempotent; the route's own guard still answers 401.
      if (!request.auth) await app.authenticateOptional(request, reply);
      const auth = request.auth;
      if (!auth) return;

      const method = request.method;
      const path = pathOf(request);
      const fingerprint = requestFingerprint(method, request.url, request.body);
      const now = nowIso();
      for (let attempt = 0; attempt < 2; attempt += 1) {
        try {
          const row = await app.db
            .insertInto('idempotency_keys')
            .values({ user_id: auth.userId, key, method, path, fingerprint, created_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          request.idempotency = { id: row.id, stored: false };
          return;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
        const existing = await app.db
          .selectFrom('idempotency_keys')
          .selectAll()
          .where('user_id', '=', auth.userId)
          .where('key', '=', key)
          .executeTakeFirst();
        if (!existing) continue; // released in between: try to reserve again
        // Rows from before migration 0012 have no fingerprint: their method and path still decide.
        const sameRequest =
          existing.fingerprint === null ? existing.method === method && existing.path === path : existing.fingerprint === fingerprint;
        if (!sameRequest) throw new IdempotencyKeyReusedError();
        if (existing.status_code === null) {
          const age = Date.now() - Date.parse(existing.created_at);
          if (age > STALE_RESERVATION_MS) {
            await app.db.deleteFrom('idempotency_keys').where('id', '=', existing.id).where('status_code', 'is', null).execute();
            continue;
          }
          throw new IdempotencyInProgressError();
        }
        reply.code(existing.status_code).header(REPLAYED_HEADER, 'true');
        if (existing.content_type) reply.type(existing.content_type);
        return reply.send(existing.body ?? '');
      }
      throw new IdempotencyInProgressError();
    };

    const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const reservation = request.idempotency;
      if (!reservation || reservation.stored) return payload;
      const storable = typeof payload === 'string' || Buffer.isBuffer(payload) || payload === null || payload === undefined;
      if (reply.statusCode >= 500 || !storable) {
        await release(request);
        return payload;
      }
      const body = payload === null || payload === undefined ? '' : payload.toString();
      const contentType = reply.getHeader('content-type');
      await app.db
        .updateTable('idempotency_keys')
        .set({ status_code: reply.statusCode, body, content_type: typeof contentType === 'string' ? contentType : null })
        .where('id', '=', reservation.id)
        .execute();
      reservation.stored = true;
      return payload;
    };

    // A request that ended without an answer (client gone, stream error) frees its key; and now
    // and then old answers are purged (cheap: indexed by created_at).
    let writes = 0;
    const onResponse = async (request: FastifyRequest) => {
      if (!request.idempotency) return;
      await release(request).catch((error: unknown) => request.log.warn({ err: error }, 'idempotency release failed'));
      writes += 1;
      if (writes % 100 !== 1) return;
      const cutoff = new Date(Date.now() - RETENTION_MS).toISOString();
      await app.db
        .deleteFrom('idempotency_keys')
        .where('created_at', '<', cutoff)
        .execute()
        .catch(() => {});
    };
    const onRequestAbort = async (request: FastifyRequest) => {
      await release(request).catch(() => {});
    };

    // The hooks go only on the POST and PUT routes that opted in, ahead of their own hooks (the key
    // is checked before the route's guards); every other route ignores the header.
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.some((method) => method === 'POST' || method === 'PUT')) return;
      if ((route.config as { idempotent?: boolean } | undefined)?.idempotent !== true) return;
      // The answers this plugin may give are part of the route's contract (and of the OpenAPI
      // document): 400 for a malformed key, 409 while the key's first request runs, 422 for a
      // reused key. A route's own 409 (same error shape) stays.
      const schema = (route.schema ?? {}) as { response?: Record<string | number, unknown> };
      route.schema = {
        ...schema,
        response: { 400: ErrorResponseSchema, 409: ErrorResponseSchema, 422: ErrorResponseSchema, ...schema.response },
      };
      route.preHandler = [preHandler, ...hookList(route.preHandler)];
      route.onSend = [onSend, ...hookList(route.onSend)];
      route.onResponse = [...hookList(route.onResponse), onResponse];
      route.onRequestAbort = [...hookList(route.onRequestAbort), onRequestAbort];
    });
  },
  { name: 'idempotency', dependencies: ['database', 'auth'] },
);
