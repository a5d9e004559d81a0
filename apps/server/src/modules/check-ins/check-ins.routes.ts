// Weekly check-ins under /api (issue 42): the member's current week, sending and correcting a
// check-in, their history and measurement series, progress photos; the coach's form, members'
// check-in days, the queue, the review page and the review. Members get 403 on /api/admin/...
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CheckInBodySchema,
  CheckInCurrentSchema,
  CheckInDayBodySchema,
  CheckInDaySchema,
  CheckInFormBodySchema,
  CheckInFormSchema,
  CheckInListSchema,
  CheckInMeasurementSeriesSchema,
  CheckInPhotoParamsSchema,
  CheckInPhotoQuerySchema,
  CheckInQueueQuerySchema,
  CheckInQueueSchema,
  CheckInReviewBodySchema,
  CheckInReviewPageSchema,
  CheckInSchema,
  ErrorResponseSchema,
  IdParamSchema,
  isAdminRole,
} from '@rhythmfit/contracts';
import { ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { privateMediaDir, readMultipart } from '../../lib/media.js';
import { currentUser, isAdmin } from '../../plugins/auth.js';
import { withMultipartForms } from '../../plugins/multipart-forms.js';
import { readPhoto, setPhoto } from './check-in-photos.js';
import * as checkIns from './check-ins.service.js';

const err = ErrorResponseSchema;
const errors = { 400: err, 401: err, 403: err, 404: err };
const UserIdParamSchema = z.object({
  userId: z.coerce.number({ error: 'userId must be a number' }).int().positive({ message: 'userId must be a positive whole number' }),
});

export async function checkInRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const privateDir = privateMediaDir(app.config.dataDir);
  const memberOnly = async (request: FastifyRequest) => {
    if (isAdminRole(currentUser(request).role)) throw new ForbiddenError('Check-ins are sent by members.', 'members_only');
  };

  // ---- the member ----

  r.get(
    '/check-ins/current',
    {
      preHandler: app.authenticate,
      schema: { summary: 'My check-in week: its status, the form and what I sent', response: { 200: CheckInCurrentSchema, ...errors } },
    },
    async (request) => checkIns.current(app, currentUser(request).userId),
  );

  r.post(
    '/check-ins',
    {
      preHandler: [app.authenticate, memberOnly],
      config: { idempotent: true },
      schema: {
        summary: 'Send this week\u2019s check-in (while it is due)',
        body: CheckInBodySchema,
        response: { 201: CheckInSchema, ...errors, 409: err },
      },
    },
    async (request, reply) => reply.code(201).send(await checkIns.create(app, request, currentUser(request).userId, request.body)),
  );

  r.put(
    '/check-ins/:id',
    {
      preHandler: [app.authenticate, memberOnly],
      schema: {
        summary: 'Correct my check-in (until the coach has reviewed it)',
        params: IdParamSchema,
        body: CheckInBodySchema,
        response: { 200: CheckInSchema, ...errors, 409: err },
      },
    },
    async (request) => checkIns.correct(app, app.db, currentUser(request).userId, request.params.id, request.body),
  );

  r.get(
    '/check-ins',
    { preHandler: app.authenticate, schema: { summary: 'My check-ins, newest first', response: { 200: CheckInListSchema, ...errors } } },
    async (request) => checkIns.history(app.db, currentUser(request).userId),
  );

  r.get(
    '/check-ins/measurements',
    {
      preHandler: app.authenticate,
      schema: { summary: 'My check-in measurements, each oldest first', response: { 200: CheckInMeasurementSeriesSchema, ...errors } },
    },
    async (request) => checkIns.measurementSeries(app.db, currentUser(request).userId),
  );

  await withMultipartForms(app, (forms) => {
    const f = forms.withTypeProvider<ZodTypeProvider>();
    f.post(
      '/check-ins/:id/photos/:pose',
      {
        preHandler: [app.authenticate, memberOnly],
        config: {
          multipartBody: {
            properties: { photo: { type: 'string', format: 'binary', description: 'The photo of this pose (JPEG, PNG or WebP)' } },
            required: ['photo'],
          },
        },
        schema: {
          summary: 'Add (or replace) the photo of one pose of my check-in',
          params: CheckInPhotoParamsSchema,
          response: { 200: CheckInSchema, ...errors, 409: err, 413: err },
        },
      },
      async (request) => {
        const { files } = await readMultipart(request);
        return setPhoto(app.db, privateDir, currentUser(request).userId, request.params.id, request.params.pose, files.photo);
      },
    );
  });

  // The photo itself: its member and coaches only (404 for anyone else, 401 signed out). Never cached.
  r.get(
    '/check-ins/:id/photos/:pose',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'A check-in photo (the member who sent it, or a coach); ?size=thumb for the thumbnail',
        params: CheckInPhotoParamsSchema,
        querystring: CheckInPhotoQuerySchema,
        produces: ['image/jpeg'],
        response: {
          200: z.string().meta({ format: 'binary', description: 'The photo (image/jpeg)' }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const auth = currentUser(request);
      reply.header('cache-control', 'no-store');
      const photo = await readPhoto(
        app.db,
        privateDir,
        { userId: auth.userId, coach: isAdmin(auth) },
        request.params.id,
        request.params.pose,
        request.query.size,
      );
      if (!photo) throw new NotFoundError('Photo not found', 'photo_not_found');
      // A Buffer is sent as it is; the 200 schema documents the bytes.
      return reply.type('image/jpeg').send(photo as unknown as string);
    },
  );

  // ---- the coach ----

  r.get(
    '/admin/check-in-form',
    {
      preHandler: app.requireAdmin,
      schema: { summary: 'The check-in form (the default until saved)', response: { 200: CheckInFormSchema, ...errors } },
    },
    async () => checkIns.getForm(app.db),
  );

  r.put(
    '/admin/check-in-form',
    {
      preHandler: app.requireAdmin,
      schema: { summary: 'Save the check-in form', body: CheckInFormBodySchema, response: { 200: CheckInFormSchema, ...errors } },
    },
    async (request) => checkIns.saveForm(app, app.db, request.body),
  );

  r.get(
    '/admin/members/:userId/check-in-day',
    {
      preHandler: app.requireAdmin,
      schema: {
        summary: 'One member\u2019s check-in day (their own, else the form\u2019s)',
        params: UserIdParamSchema,
        response: { 200: CheckInDaySchema, ...errors },
      },
    },
    async (request) => checkIns.memberDay(app.db, request.params.userId),
  );

  r.put(
    '/admin/members/:userId/check-in-day',
    {
      preHandler: app.requireAdmin,
      schema: {
        summary: 'Move one member\u2019s check-in day',
        params: UserIdParamSchema,
        body: CheckInDayBodySchema,
        response: { 200: CheckInDaySchema, ...errors },
      },
    },
    async (request) => checkIns.setMemberDay(app.db, request.params.userId, request.body.dayOfWeek),
  );

  r.get(
    '/admin/check-ins',
    {
      preHandler: app.requireAdmin,
      schema: {
        summary: 'The check-in queue (submitted: oldest first; reviewed: newest review first; missed: newest week first)',
        querystring: CheckInQueueQuerySchema,
        response: { 200: CheckInQueueSchema, ...errors },
      },
    },
    async (request) => checkIns.queue(app, request.query),
  );

  r.get(
    '/admin/check-ins/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        summary: 'One check-in with the member\u2019s previous one and their week',
        params: IdParamSchema,
        response: { 200: CheckInReviewPageSchema, ...errors },
      },
    },
    async (request) => checkIns.reviewPage(app.db, request.params.id),
  );

  r.post(
    '/admin/check-ins/:id/review',
    {
      preHandler: app.requireAdmin,
      schema: {
        summary: 'Review a check-in once; the comment reaches the member\u2019s conversation',
        params: IdParamSchema,
        body: CheckInReviewBodySchema,
        response: { 200: CheckInSchema, ...errors, 409: err },
      },
    },
    async (request) => checkIns.review(app, currentUser(request).userId, request.params.id, request.body.comment),
  );

  r.get(
    '/admin/members/:userId/check-ins',
    {
      preHandler: app.requireAdmin,
      schema: {
        summary: 'A member\u2019s check-ins, newest first',
        params: UserIdParamSchema,
        response: { 200: CheckInListSchema, ...errors },
      },
    },
    async (request) => checkIns.memberHistory(app.db, request.params.userId),
  );
}
