// /api/live-sessions: public reads, admin writes. The member panel groups them (contracts'
// groupLiveSessions) in the member's own time zone.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, IdParamSchema, LiveSessionBodySchema, LiveSessionSchema, MessageResponseSchema } from '@rhythmfit/contracts';
import { nowIso } from '../../db/database.js';
import { NotFoundError } from '../../lib/errors.js';
import { presentLiveSession } from './coaching.presenter.js';

const err = ErrorResponseSchema;
const authErrors = { 401: err, 403: err };
// Whatever the member's zone, their "today" began less than a day ago.
const DAY_MS = 24 * 60 * 60 * 1000;
/** How long one read of the upcoming list answers everyone (its Cache-Control max-age). */
const UPCOMING_CACHE_MS = 5_000;
/** Bus channel: a live session was created, edited or deleted on some instance. */
export const LIVE_SESSIONS_CHANGED = 'live-sessions:changed';

export async function liveSessionsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const toRow = (body: z.output<typeof LiveSessionBodySchema>) => ({
    title: body.title,
    trainer: body.trainer,
    start_time: new Date(body.startTime).toISOString(),
    end_time: new Date(body.endTime).toISOString(),
    zoom_link: body.zoomLink ?? null,
  });

  async function load(id: number) {
    const row = await app.db.selectFrom('live_sessions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new NotFoundError('Live session not found');
    return row;
  }

  r.get('/live-sessions', { schema: { response: { 200: z.array(LiveSessionSchema) } } }, async () =>
    (await app.db.selectFrom('live_sessions').selectAll().orderBy('start_time').orderBy('id').execute()).map(presentLiveSession),
  );

  // The upcoming list is polled by every open app. One read answers everyone for UPCOMING_CACHE_MS
  // (the same freshness its Cache-Control promises); any write, on any instance, drops it at once.
  // Without it a third of the 10,000-member background mix was a database read (npm run bench).
  let upcoming: { rows: z.output<typeof LiveSessionSchema>[]; until: number } | null = null;
  let writes = 0;
  const drop = () => {
    writes += 1;
    upcoming = null;
  };
  app.bus.subscribe(LIVE_SESSIONS_CHANGED, drop);
  // Dropped here at once (the bus delivers asynchronously), and on every other instance by the bus.
  const changed = async () => {
    drop();
    await app.bus.publish(LIVE_SESSIONS_CHANGED);
  };

  // Everything that may still be live, later today or in the future, or that ended today in any zone.
  r.get('/live-sessions/upcoming', { schema: { response: { 200: z.array(LiveSessionSchema) } } }, async () => {
    if (upcoming && upcoming.until > Date.now()) return upcoming.rows;
    const writesBefore = writes;
    const since = new Date(Date.now() - DAY_MS).toISOString();
    const rows = (
      await app.db.selectFrom('live_sessions').selectAll().where('end_time', '>=', since).orderBy('start_time').orderBy('id').execute()
    ).map(presentLiveSession);
    // A write that landed while reading may be missing from these rows: they are not kept.
    if (writes === writesBefore) upcoming = { rows, until: Date.now() + UPCOMING_CACHE_MS };
    return rows;
  });

  r.post(
    '/live-sessions',
    {
      preHandler: app.requireAdmin,
      schema: { body: LiveSessionBodySchema, response: { 201: LiveSessionSchema, 400: err, ...authErrors } },
    },
    async (request, reply) => {
      const now = nowIso();
      const { id } = await app.db
        .insertInto('live_sessions')
        .values({ ...toRow(request.body), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await changed();
      return reply.status(201).send(presentLiveSession(await load(id)));
    },
  );

  r.put(
    '/live-sessions/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        params: IdParamSchema,
        body: LiveSessionBodySchema,
        response: { 200: LiveSessionSchema, 400: err, ...authErrors, 404: err },
      },
    },
    async (request) => {
      await load(request.params.id);
      await app.db
        .updateTable('live_sessions')
        .set({ ...toRow(request.body), updated_at: nowIso() })
        .where('id', '=', request.params.id)
        .execute();
      await changed();
      return presentLiveSession(await load(request.params.id));
    },
  );

  r.delete(
    '/live-sessions/:id',
    {
      preHandler: app.requireAdmin,
      schema: { params: IdParamSchema, response: { 200: MessageResponseSchema, 400: err, ...authErrors, 404: err } },
    },
    async (request) => {
      const result = await app.db.deleteFrom('live_sessions').where('id', '=', request.params.id).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new NotFoundError('Live session not found');
      await changed();
      return { message: 'Live session deleted' };
    },
  );
}
