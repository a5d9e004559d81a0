// The coach's view of a member's training (issue 41): GET .../members/:userId/calendar,
// GET .../scheduled/:id (planned beside actual, with shortfalls), GET .../members/:userId/summary,
// and POST .../scheduled/:id/comment (into the conversation with the member; takes an
// Idempotency-Key). Coaches only: members get 403.
import {
  CalendarEntrySchema,
  CalendarQuerySchema,
  CoachScheduledWorkoutSchema,
  ErrorResponseSchema,
  IdParamSchema,
  MemberTrainingSummarySchema,
  TrainingCommentBodySchema,
  TrainingCommentResponseSchema,
  UserIdParamSchema,
} from '@rhythmfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import { coachScheduled, commentOnWorkout, memberCalendar, memberSummary } from './coach-views.service.js';

const err = ErrorResponseSchema;
const errors = { 400: err, 401: err, 403: err, 404: err };

export async function coachTrainingViewRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const zone = () => app.config.businessTimeZone;

  r.get(
    '/admin/training/members/:userId/calendar',
    {
      preHandler: app.requireAdmin,
      schema: { params: UserIdParamSchema, querystring: CalendarQuerySchema, response: { 200: z.array(CalendarEntrySchema), ...errors } },
    },
    async (request) => memberCalendar(app.db, request.params.userId, request.query.from, request.query.to, zone()),
  );

  r.get(
    '/admin/training/members/:userId/summary',
    {
      preHandler: app.requireAdmin,
      schema: { params: UserIdParamSchema, response: { 200: MemberTrainingSummarySchema, ...errors } },
    },
    async (request) => memberSummary(app.db, request.params.userId, zone()),
  );

  r.get(
    '/admin/training/scheduled/:id',
    {
      preHandler: app.requireAdmin,
      schema: { params: IdParamSchema, response: { 200: CoachScheduledWorkoutSchema, ...errors } },
    },
    async (request) => coachScheduled(app.db, request.params.id, zone()),
  );

  r.post(
    '/admin/training/scheduled/:id/comment',
    {
      preHandler: app.requireAdmin,
      config: { idempotent: true },
      schema: {
        params: IdParamSchema,
        body: TrainingCommentBodySchema,
        response: { 201: TrainingCommentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const sent = await commentOnWorkout(app, request, currentUser(request).userId, request.params.id, request.body.text);
      return reply.code(201).send(sent);
    },
  );
}
