// /api/sessions: the dashboard's coaching sessions (Book a Session, My Sessions) and the admin's
// status and zoom-link edits.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BookSessionBodySchema,
  CoachingSessionSchema,
  ErrorResponseSchema,
  IdParamSchema,
  PageQuerySchema,
  SessionStatusBodySchema,
  SessionZoomLinkBodySchema,
} from '@rhythmfit/contracts';
import { nowIso } from '../../db/database.js';
import { NotFoundError } from '../../lib/errors.js';
import { assertSelfOrAdmin, currentUser } from '../../plugins/auth.js';
import { notices } from '../notifications/index.js';
import { presentSession } from './coaching.presenter.js';
import { countAllSessions, findSession, insertSession, listAllSessions, listSessionsOfUser, updateSession } from './coaching.repository.js';
import { maybePaged } from './paging.js';

const err = ErrorResponseSchema;
const authErrors = { 401: err, 403: err };
const OptionalPageQuerySchema = PageQuerySchema.extend({ page: z.coerce.number().int().min(1).optional() });

export async function sessionsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function load(id: number, db = app.db) {
    const row = await findSession(db, id);
    if (!row) throw new NotFoundError('Session not found');
    return row;
  }

  r.post(
    '/sessions/book',
    {
      preHandler: app.authenticate,
      config: { idempotent: true },
      schema: { body: BookSessionBodySchema, response: { 201: CoachingSessionSchema, 400: err, 401: err } },
    },
    async (request, reply) => {
      const { date, time, message } = request.body;
      const id = await insertSession(request.db, {
        userId: currentUser(request).userId,
        date,
        time,
        message: message || null,
        now: nowIso(),
      });
      return reply.status(201).send(presentSession(await load(id, request.db)));
    },
  );

  // The member's own sessions, oldest first (the screen shows them newest first). Polling this
  // one list every 5 s refreshes every listed session's status and link in a single request.
  r.get(
    '/sessions',
    {
      preHandler: app.authenticate,
      schema: { response: { 200: z.array(CoachingSessionSchema), 401: err } },
    },
    async (request) => (await listSessionsOfUser(app.db, currentUser(request).userId)).map(presentSession),
  );

  r.get(
    '/sessions/all',
    {
      preHandler: app.requireAdmin,
      schema: { querystring: OptionalPageQuerySchema, response: { 200: z.array(CoachingSessionSchema), 400: err, ...authErrors } },
    },
    async (request, reply) => {
      const rows = await maybePaged(
        reply,
        request.query,
        (page) => listAllSessions(app.db, page),
        () => countAllSessions(app.db),
      );
      return rows.map(presentSession);
    },
  );

  r.get(
    '/sessions/:id',
    {
      preHandler: app.authenticate,
      schema: { params: IdParamSchema, response: { 200: CoachingSessionSchema, 400: err, ...authErrors, 404: err } },
    },
    async (request) => {
      const row = await load(request.params.id);
      assertSelfOrAdmin(request, row.user_id);
      return presentSession(row);
    },
  );

  r.put(
    '/sessions/:id/status',
    {
      preHandler: app.requireAdmin,
      schema: {
        params: IdParamSchema,
        body: SessionStatusBodySchema,
        response: { 200: CoachingSessionSchema, 400: err, ...authErrors, 404: err },
      },
    },
    async (request) => {
      if (!(await updateSession(app.db, request.params.id, { status: request.body.status }, nowIso())))
        throw new NotFoundError('Session not found');
      const row = await load(request.params.id);
      await app.notifications.notify(notices.sessionStatusChanged(row));
      return presentSession(row);
    },
  );

  r.put(
    '/sessions/:id/zoom-link',
    {
      preHandler: app.requireAdmin,
      schema: {
        params: IdParamSchema,
        body: SessionZoomLinkBodySchema,
        response: { 200: CoachingSessionSchema, 400: err, ...authErrors, 404: err },
      },
    },
    async (request) => {
      if (!(await updateSession(app.db, request.params.id, { zoom_link: request.body.zoomLink }, nowIso())))
        throw new NotFoundError('Session not found');
      const row = await load(request.params.id);
      if (row.zoom_link) await app.notifications.notify(notices.sessionLinkSet(row));
      return presentSession(row);
    },
  );
}
