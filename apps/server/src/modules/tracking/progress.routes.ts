// /api/progress (the member's own monthly weights) and the coach's reads of everyone's.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateProgressBodySchema,
  ErrorResponseSchema,
  IdParamSchema,
  ProgressEntryListSchema,
  ProgressEntrySchema,
} from '@rhythmfit/contracts';
import { NotFoundError } from '../../lib/errors.js';
import { assertSelfOrAdmin, currentUser } from '../../plugins/auth.js';
import { findUserById } from '../users/index.js';
import { presentProgressEntry } from './progress.presenter.js';
import { listAllEntries, listEntriesForUser } from './progress.repository.js';
import { recordWeight } from './progress.service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

const AdminProgressQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  q: z.string().trim().max(100).optional(),
});

export async function progressRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/progress',
    {
      preHandler: app.authenticate,
      schema: { response: { 200: ProgressEntryListSchema, ...errors } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      return (await listEntriesForUser(app.db, userId)).map(presentProgressEntry);
    },
  );

  r.post(
    '/progress',
    {
      // The monthly weight can be logged offline and replayed by the web's queue.
      config: { idempotent: true },
      preHandler: app.authenticate,
      schema: { body: CreateProgressBodySchema, response: { 201: ProgressEntrySchema, ...errors, 409: ErrorResponseSchema } },
    },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const entry = await recordWeight(request.db, userId, request.body);
      return reply.status(201).send(presentProgressEntry(entry));
    },
  );

  r.get(
    '/progress/user/:id',
    {
      preHandler: app.authenticate,
      schema: { params: IdParamSchema, response: { 200: ProgressEntryListSchema, ...errors } },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.id);
      if (!(await findUserById(app.db, request.params.id))) throw new NotFoundError('User not found');
      return (await listEntriesForUser(app.db, request.params.id)).map(presentProgressEntry);
    },
  );

  r.get(
    '/admin/progress',
    {
      preHandler: app.requireAdmin,
      schema: { querystring: AdminProgressQuerySchema, response: { 200: ProgressEntryListSchema, ...errors } },
    },
    async (request, reply) => {
      const { page, pageSize, q } = request.query;
      const paging = page ? { limit: pageSize, offset: (page - 1) * pageSize } : {};
      const { rows, total } = await listAllEntries(app.db, { q: q || undefined, ...paging });
      if (page) reply.header('x-total-count', String(total));
      return rows.map(presentProgressEntry);
    },
  );
}
