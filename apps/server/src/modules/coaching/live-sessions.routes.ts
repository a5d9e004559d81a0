// /api/live-sessions: public reads, admin writes. The member panel groups them (contracts'
// groupLiveSessions) in the member's own time zone.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, IdParamSchema, LiveSessionBodySchema, LiveSessionSchema, MessageResponseSchema } from '@rhythmfit/contracts';
import { nowIso } from '../../db/database.js';
import { NotFoundError } from '../../lib/errors.js';
import { condition, publicCacheControl } from '../../plugins/http-caching.js';
import { presentLiveSession } from './coaching.presenter.js';

const err = ErrorResponseSchema;
const authErrors = { 401: err, 403: err };
// Whatever the member's zone, their "today" began less than a day ago.
const DAY_MS = 24 * 60 * 60 * 1000;

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

  // Both lists are conditional reads answered from the live sessions' version (every write below
  // bumps it); the upcoming list, which every open app polls, also moves with the clock, so its
  // ETag carries the minute as well.
  const all = condition(app, { list: 'live-sessions', tag: 'live-sessions', cacheControl: publicCacheControl(30, 120) }, async () =>
    (await app.db.selectFrom('live_sessions').selectAll().orderBy('start_time').orderBy('id').execute()).map(presentLiveSession),
  );
  r.get(
    '/live-sessions',
    { onRequest: all.check, config: all.config, schema: { response: { 200: z.array(LiveSessionSchema) } } },
    all.handler,
  );

  // Everything that may still be live, later today or in the future, or that ended today in any zone.
  const upcoming = condition(
    app,
    { list: 'live-sessions', tag: 'live-sessions-upcoming', cacheControl: publicCacheControl(5, 30), perMinute: true },
    async () => {
      const since = new Date(Date.now() - DAY_MS).toISOString();
      const rows = await app.db
        .selectFrom('live_sessions')
        .selectAll()
        .where('end_time', '>=', since)
        .orderBy('start_time')
        .orderBy('id')
        .execute();
      return rows.map(presentLiveSession);
    },
  );
  r.get(
    '/live-sessions/upcoming',
    { onRequest: upcoming.check, config: upcoming.config, schema: { response: { 200: z.array(LiveSessionSchema) } } },
    upcoming.handler,
  );

  r.post(
    '/live-sessions',
    {
      preHandler: app.requireAdmin,
      schema: { body: LiveSessionBodySchema, response: { 201: LiveSessionSchema, 400: err, ...authErrors } },
    },
    async (request, reply) => {
      const now = nowIso();
      const { id } = await app.listVersions.write('live-sessions', (trx) =>
        trx
          .insertInto('live_sessions')
          .values({ ...toRow(request.body), created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
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
      await app.listVersions.write('live-sessions', (trx) =>
        trx
          .updateTable('live_sessions')
          .set({ ...toRow(request.body), updated_at: nowIso() })
          .where('id', '=', request.params.id)
          .execute(),
      );
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
      await app.listVersions.write('live-sessions', async (trx) => {
        const result = await trx.deleteFrom('live_sessions').where('id', '=', request.params.id).executeTakeFirst();
        // Thrown inside: nothing changed, so the version does not move either.
        if (Number(result.numDeletedRows) === 0) throw new NotFoundError('Live session not found');
      });
      return { message: 'Live session deleted' };
    },
  );
}
