// /api/admin/circadian: the coach's tracker (every member's records, filtered, sorted and paged by
// the database) and one member's insights.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCircadianEntrySchema,
  AdminCircadianQuerySchema,
  CircadianInsightsSchema,
  CircadianRangeQuerySchema,
  CircadianUserParamSchema,
  ErrorResponseSchema,
} from '@rhythmfit/contracts';
import { presentAdminEntry } from './circadian.presenter.js';
import { listForAdmin } from './circadian.repository.js';
import * as circadian from './circadian.service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

export async function adminCircadianRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Without ?page every matching row (the spec's plain array); with it, that page plus X-Total-Count.
  r.get(
    '/all',
    {
      preHandler: app.requireAdmin,
      schema: { querystring: AdminCircadianQuerySchema, response: { 200: z.array(AdminCircadianEntrySchema), ...errors } },
    },
    async (request, reply) => {
      const { rows, total } = await listForAdmin(app.db, request.query);
      if (request.query.page) reply.header('X-Total-Count', String(total));
      const events = await circadian.eatingEventsOfRecords(app.db, rows);
      return rows.map((row) => presentAdminEntry(row, events.get(`${row.user_id}:${row.date}`)));
    },
  );

  r.get(
    '/insights/:userId',
    {
      preHandler: app.requireAdmin,
      schema: {
        params: CircadianUserParamSchema,
        querystring: CircadianRangeQuerySchema,
        response: { 200: CircadianInsightsSchema, ...errors, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      await circadian.assertMemberExists(app.db, request.params.userId);
      return circadian.insights(app.db, request.params.userId, request.query.days, request.query.end);
    },
  );
}
