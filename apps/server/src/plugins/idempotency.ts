// Idempotent writes for the routes that opt in with `config: { idempotent: true }` (creates a client
// may retry after a dropped connection, and the writes the web's offline queue replays), with
// Stripe's rules: a signed-in user's request carrying an `Idempotency-Key` header (one key per user
// action, made on the device and reused on every retry) runs once;
// - the same key with the same request (method, path and body: the stored fingerprint) gets the
//   stored answer (same status and body, header `idempotent-replayed: true`) without running again;
// - the same key with another body or on another route answers 422 `idempotency_key_reused`;
// - the same key while its first request is still running waits for it and replays its answer
//   (or, where it cannot wait, answers 409 `idempotency_in_progress` with `Retry-After: 1`).
//
// The atomic phase (issue 40, Stripe's "atomic phases"): the key's record, the handler's writes and
// the answer to replay commit in ONE transaction. The route's handler does its database work
// through `request.db`, which is that transaction; the answer is written into it in onSend, then it
// commits, and only then is the answer sent. So after a crash at any point either all of it is there
// (a retry replays the answer) or none of it is (the retry runs as the first try): no reservation
// outlives its request, and nothing is ever taken over or run twice.
//
// Two tries at the same time: the second's insert of the key waits on the unique index until the
// first's transaction ends (PostgreSQL), or waits for the single connection (SQLite has one writer),
// and then finds the committed answer and replays it.
//
// A 4xx answer (a refused request: slot taken, limit reached) undoes whatever the handler wrote and
// is stored on its own, so a retry gets the same refusal. A 5xx answer stores nothing: the key stays
// free and a retry runs again.
//
// Work outside the database (the Razorpay order of a checkout): such a route declares
// `config: { idempotent: true, outsideWork: true }`; the transaction then opens only when the handler
// calls `request.beginAtomicPhase()` after its outside call, so no database connection is held while
// a provider answers. A retry after a crash repeats only that outside call (docs/architecture.md
// lists what each such route does; each repetition must be harmless, e.g. an unpaid order again).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { ControlledTransaction } from 'kysely';
import { ErrorResponseSchema } from '@rhythmfit/contracts';
import { hookList } from '../lib/route-hooks.js';
import { nowIso, type DB } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { AppError, BadRequestError, isUniqueViolation } from '../lib/errors.js';
import type { MemberDataOwner } from '../lib/member-data.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** How long answers are kept: a device may stay offline for days. */
const RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

type AfterCommit = () => unknown;

/** A keyed request on its way: what it is bound to, and its open transaction once it has one. */
interface KeyedRequest {
  userId: number;
  key: string;
  method: string;
  path: string;
  fingerprint: string;
  trx: ControlledTransaction<Database> | null;
  afterCommit: AfterCommit[];
  /** Set once the request's outcome (commit, rollback) is settled: hooks that run again do nothing. */
  done: boolean;
}

/**
 * Test-only fault points (issue 40's crash tests): called at the two moments a crash matters. A
 * test makes them throw, or kill the process, to show what a retry then does.
 */
export interface IdempotencyFaults {
  /** The handler's writes and the answer are in the transaction, not yet committed. */
  beforeCommit?(request: FastifyRequest): void | Promise<void>;
  /** Committed, the answer not yet sent. */
  afterCommit?(request: FastifyRequest): void | Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: KeyedRequest | null;
    /**
     * The database for this request's work: inside a keyed idempotent request, the transaction that
     * also stores its answer; otherwise the app's database.
     */
    readonly db: DB;
    /**
     * Runs `work` once the request's writes are committed (live events, anything another instance
     * or tab must only see after the commit): at once when the request has no transaction of its
     * own. Errors are logged, never thrown: the write has happened.
     */
    afterCommit(work: AfterCommit): Promise<void>;
    /**
     * For `outsideWork` routes: opens the request's transaction (and records the key in it) after the
     * handler's outside call. Returns false when the answer was already sent (a concurrent retry
     * committed first: its answer was replayed); the handler then returns the reply as is.
     */
    beginAtomicPhase(reply: FastifyReply): Promise<boolean>;
  }
  interface FastifyContextConfig {
    /** This POST/PUT may be replayed by the offline queue: run it once per Idempotency-Key. */
    idempotent?: boolean;
    /** An idempotent route that calls a provider before writing: it opens its atomic phase itself. */
    outsideWork?: boolean;
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
  async function idempotencyPlugin(app: FastifyInstance, options: { faults?: IdempotencyFaults }) {
    const faults = options.faults ?? {};
    app.decorateRequest('idempotency', null);
    app.decorateRequest('db', {
      getter(this: FastifyRequest) {
        return this.idempotency?.trx ?? app.db;
      },
    });
    app.decorateRequest('afterCommit', async function afterCommit(this: FastifyRequest, work: AfterCommit) {
      const keyed = this.idempotency;
      if (keyed?.trx && !keyed.done) {
        keyed.afterCommit.push(work);
        return;
      }
      await runAfterCommit(this, [work]);
    });
    app.decorateRequest('beginAtomicPhase', async function beginAtomicPhase(this: FastifyRequest, reply: FastifyReply) {
      return openAtomicPhase(this, reply);
    });

    async function runAfterCommit(request: FastifyRequest, works: AfterCommit[]): Promise<void> {
      for (const work of works) {
        try {
          await work();
        } catch (error) {
          request.log.error({ err: error }, 'work after the commit failed (the write itself is committed)');
        }
      }
    }

    /** Sends the stored answer of an answered key, or refuses; false when the key is free. */
    async function answerFromStore(request: FastifyRequest, reply: FastifyReply, keyed: KeyedRequest): Promise<boolean> {
      const existing = await app.db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('user_id', '=', keyed.userId)
        .where('key', '=', keyed.key)
        .executeTakeFirst();
      if (!existing) return false;
      // Rows from before migration 0012 have no fingerprint: their method and path still decide.
      const sameRequest =
        existing.fingerprint === null
          ? existing.method === keyed.method && existing.path === keyed.path
          : existing.fingerprint === keyed.fingerprint;
      if (!sameRequest) throw new IdempotencyKeyReusedError();
      // Only a row written by a version before the atomic phase (migration 0021 removed those left
      // behind) can lack its answer: its request may still be running on an older instance.
      if (existing.status_code === null) throw new IdempotencyInProgressError();
      reply.code(existing.status_code).header(REPLAYED_HEADER, 'true');
      if (existing.content_type) reply.type(existing.content_type);
      await reply.send(existing.body ?? '');
      return true;
    }

    /**
     * First of the route's preHandlers, before its guards: the key is checked, and a retry of an
     * answered request replays at once, without a transaction.
     */
    const checkKey = async (request: FastifyRequest, reply: FastifyReply) => {
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
      const keyed: KeyedRequest = {
        userId: auth.userId,
        key,
        method: request.method,
        path: pathOf(request),
        fingerprint: requestFingerprint(request.method, request.url, request.body),
        trx: null,
        afterCommit: [],
        done: false,
      };
      if (!(await answerFromStore(request, reply, keyed))) request.idempotency = keyed;
    };

    /**
     * Opens the request's transaction and records the key in it. If another try with this key
     * committed meanwhile, its answer is replayed instead (answers false).
     */
    async function openAtomicPhase(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      const keyed = request.idempotency;
      if (!keyed || keyed.trx || keyed.done) return true;
      const trx = await app.db.startTransaction().execute();
      try {
        await trx
          .insertInto('idempotency_keys')
          .values({
            user_id: keyed.userId,
            key: keyed.key,
            method: keyed.method,
            path: keyed.path,
            fingerprint: keyed.fingerprint,
            created_at: nowIso(),
          })
          .execute();
      } catch (error) {
        await trx.rollback().execute();
        if (!isUniqueViolation(error)) throw error;
        // The other try has committed (the unique index made this insert wait for it): its answer.
        // This request is no longer keyed: nothing of its own is stored.
        request.idempotency = null;
        if (await answerFromStore(request, reply, keyed)) return false;
        throw new IdempotencyInProgressError();
      }
      keyed.trx = trx;
      return true;
    }

    /** Last of the route's preHandlers, after its guards: the atomic phase begins. */
    const beginAtomicPhase = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.idempotency || reply.sent) return;
      await openAtomicPhase(request, reply);
    };

    async function rollback(keyed: KeyedRequest): Promise<void> {
      const trx = keyed.trx;
      keyed.trx = null;
      if (trx && !trx.isCommitted && !trx.isRolledBack) await trx.rollback().execute();
    }

    /** A refusal's answer, stored on its own after the handler's writes were undone. */
    async function storeRefusal(keyed: KeyedRequest, statusCode: number, body: string, contentType: string | null): Promise<void> {
      await app.db
        .insertInto('idempotency_keys')
        .values({
          user_id: keyed.userId,
          key: keyed.key,
          method: keyed.method,
          path: keyed.path,
          fingerprint: keyed.fingerprint,
          status_code: statusCode,
          body,
          content_type: contentType,
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .execute();
    }

    const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const keyed = request.idempotency;
      if (!keyed || keyed.done) return payload;
      keyed.done = true;
      const storable = typeof payload === 'string' || Buffer.isBuffer(payload) || payload === null || payload === undefined;
      const status = reply.statusCode;
      if (status >= 500 || !storable) {
        await rollback(keyed);
        return payload;
      }
      const body = payload === null || payload === undefined ? '' : payload.toString();
      const header = reply.getHeader('content-type');
      const contentType = typeof header === 'string' ? header : null;
      if (status >= 400) {
        // A refusal leaves nothing of the handler's behind; the refusal itself is remembered.
        await rollback(keyed);
        await storeRefusal(keyed, status, body, contentType);
        return payload;
      }
      const trx = keyed.trx;
      if (!trx) {
        // An outsideWork route that answered without opening its atomic phase wrote nothing of its
        // own: its answer is stored like a refusal's.
        await storeRefusal(keyed, status, body, contentType);
        return payload;
      }
      try {
        await trx
          .updateTable('idempotency_keys')
          .set({ status_code: status, body, content_type: contentType })
          .where('user_id', '=', keyed.userId)
          .where('key', '=', keyed.key)
          .execute();
        await faults.beforeCommit?.(request);
        await trx.commit().execute();
      } catch (error) {
        await rollback(keyed).catch(() => {});
        throw error;
      }
      keyed.trx = null;
      await faults.afterCommit?.(request);
      await runAfterCommit(request, keyed.afterCommit);
      return payload;
    };

    // A request that ended without its onSend (an aborted stream) must not keep its transaction:
    // undone, so the retry runs as the first try. Now and then old answers are purged (indexed by
    // created_at).
    let writes = 0;
    const onResponse = async (request: FastifyRequest) => {
      const keyed = request.idempotency;
      if (!keyed) return;
      if (keyed.trx) await rollback(keyed).catch((error: unknown) => request.log.warn({ err: error }, 'idempotency rollback failed'));
      writes += 1;
      if (writes % 100 !== 1) return;
      const cutoff = new Date(Date.now() - RETENTION_MS).toISOString();
      await app.db
        .deleteFrom('idempotency_keys')
        .where('created_at', '<', cutoff)
        .execute()
        .catch(() => {});
    };

    // The hooks go only on the POST and PUT routes that opted in: the key is checked ahead of the
    // route's own hooks (its guards), the transaction opens after them; every other route ignores
    // the header.
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.some((method) => method === 'POST' || method === 'PUT')) return;
      const config = route.config as { idempotent?: boolean; outsideWork?: boolean } | undefined;
      if (config?.idempotent !== true) return;
      // The answers this plugin may give are part of the route's contract (and of the OpenAPI
      // document): 400 for a malformed key, 409 while the key's first request runs, 422 for a
      // reused key. A route's own 409 (same error shape) stays.
      const schema = (route.schema ?? {}) as { response?: Record<string | number, unknown> };
      route.schema = {
        ...schema,
        response: { 400: ErrorResponseSchema, 409: ErrorResponseSchema, 422: ErrorResponseSchema, ...schema.response },
      };
      route.preHandler = [checkKey, ...hookList(route.preHandler), ...(config.outsideWork ? [] : [beginAtomicPhase])];
      route.onSend = [onSend, ...hookList(route.onSend)];
      route.onResponse = [...hookList(route.onResponse), onResponse];
    });
  },
  { name: 'idempotency', dependencies: ['database', 'auth'] },
);
