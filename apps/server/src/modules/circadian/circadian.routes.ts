// /api/circadian: the member's own day (self view), the same day by user id (the member or a
// coach), the last days for the mobile view, the member's insights, and eating events with their
// private photos (issue 22).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CircadianDateParamSchema,
  CircadianInsightsSchema,
  CircadianRangeQuerySchema,
  CircadianUserDateParamSchema,
  CircadianUserParamSchema,
  DailyRecordSchema,
  DayEntrySchema,
  ErrorResponseSchema,
  EatingEventBodySchema,
  EatingEventParamSchema,
  EatingEventUserParamSchema,
  EatingPhotoParamSchema,
  MealLogBodySchema,
  SleepBodySchema,
  WaterBodySchema,
  toDayEntry,
} from '@rhythmfit/contracts';
import { NotFoundError } from '../../lib/errors.js';
import { privateMediaDir, readMultipart } from '../../lib/media.js';
import { assertSelfOrAdmin, currentUser, isAdmin } from '../../plugins/auth.js';
import { presentDayEntry } from './circadian.presenter.js';
import * as circadian from './circadian.service.js';
import { withMultipartForms } from '../../plugins/multipart-forms.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema };
const ownerErrors = { ...errors, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

export async function circadianRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate };

  // ---- self view ----
  r.get(
    '/date/:date',
    { ...auth, schema: { params: CircadianDateParamSchema, response: { 200: DailyRecordSchema, ...errors } } },
    async (request) => {
      const { userId } = currentUser(request);
      return circadian.readDay(app.db, userId, request.params.date);
    },
  );

  r.post(
    '/date/:date/meal',
    {
      ...auth,
      config: { idempotent: true },
      schema: { params: CircadianDateParamSchema, body: MealLogBodySchema, response: { 200: DailyRecordSchema, ...errors } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      return circadian.logMeal(request.db, userId, request.params.date, request.body.meal, request.body.time);
    },
  );

  r.post(
    '/date/:date/water',
    {
      ...auth,
      config: { idempotent: true },
      schema: { params: CircadianDateParamSchema, body: WaterBodySchema, response: { 200: DailyRecordSchema, ...errors } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      return circadian.addWater(request.db, userId, request.params.date, request.body.cups);
    },
  );

  r.post(
    '/date/:date/sleep',
    {
      ...auth,
      config: { idempotent: true },
      schema: { params: CircadianDateParamSchema, body: SleepBodySchema, response: { 200: DailyRecordSchema, ...errors } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      return circadian.logSleep(request.db, userId, request.params.date, request.body.start, request.body.end);
    },
  );

  r.get(
    '/insights',
    { ...auth, schema: { querystring: CircadianRangeQuerySchema, response: { 200: CircadianInsightsSchema, ...errors } } },
    async (request) => {
      const { userId } = currentUser(request);
      return circadian.insights(app.db, userId, request.query.days, request.query.end);
    },
  );

  // ---- eating events (issue 22): anything eaten or drunk, at any time of day ----
  const privateDir = privateMediaDir(app.config.dataDir);

  r.post(
    '/date/:date/eating',
    {
      ...auth,
      config: { idempotent: true },
      schema: {
        summary: 'Log something eaten or drunk (other than water) at any time of the day',
        params: CircadianDateParamSchema,
        body: EatingEventBodySchema,
        response: { 201: DailyRecordSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const record = await circadian.addEatingEvent(request.db, userId, request.params.date, request.body);
      return reply.code(201).send(record);
    },
  );

  r.delete(
    '/date/:date/eating/:id',
    {
      ...auth,
      schema: {
        summary: 'Delete one of my eating events (and its photo)',
        params: EatingEventParamSchema,
        response: { 200: DailyRecordSchema, ...errors, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      return circadian.deleteEatingEvent(app.db, privateDir, userId, request.params.date, request.params.id);
    },
  );

  await withMultipartForms(app, (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/date/:date/eating/:id/photo',
      {
        ...auth,
        config: {
          multipartBody: {
            properties: { photo: { type: 'string', format: 'binary', description: 'A photo of what was eaten (JPEG, PNG or WebP)' } },
            required: ['photo'],
          },
        },
        schema: {
          summary: 'Add (or replace) the photo of one of my eating events',
          params: EatingEventParamSchema,
          response: { 200: DailyRecordSchema, ...errors, 404: ErrorResponseSchema, 413: ErrorResponseSchema },
        },
      },
      async (request) => {
        const { userId } = currentUser(request);
        const { date, id } = request.params;
        const { files } = await readMultipart(request);
        return circadian.setEatingPhoto(app.db, privateDir, userId, date, id, files.photo);
      },
    );
  });
  // The photo itself: the member who logged it and coaches only. Anyone else, signed out included,
  // gets the same 404 as for an id that does not exist (nothing to learn by guessing ids). Never cached.
  r.get(
    '/eating/:id/photo',
    {
      preHandler: app.authenticateOptional,
      schema: {
        summary: 'The photo of an eating event (the member who logged it, or a coach)',
        params: EatingPhotoParamSchema,
        produces: ['image/jpeg', 'image/png', 'image/webp'],
        response: {
          200: z.string().meta({ format: 'binary', description: 'The photo (image/jpeg, image/png or image/webp)' }),
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      const viewer = auth ? { userId: auth.userId, coach: isAdmin(auth) } : null;
      const photo = await circadian.readEatingPhoto(app.db, privateDir, viewer, request.params.id);
      reply.header('cache-control', 'no-store');
      if (!photo) throw new NotFoundError('Photo not found', 'photo_not_found');
      // A Buffer is sent as it is (Fastify serializes objects only); the 200 schema documents the bytes.
      return reply.type(photo.contentType).send(photo.data as unknown as string);
    },
  );

  // ---- by user id: the member themself or a coach ----
  async function owner(request: Parameters<typeof assertSelfOrAdmin>[0], userId: number): Promise<void> {
    const me = assertSelfOrAdmin(request, userId);
    if (me.userId !== userId) await circadian.assertMemberExists(app.db, userId);
  }

  r.get(
    '/user/:userId/date/:date',
    { ...auth, schema: { params: CircadianUserDateParamSchema, response: { 200: DayEntrySchema, ...ownerErrors } } },
    async (request) => {
      const { userId, date } = request.params;
      await owner(request, userId);
      return presentDayEntry(await circadian.readDay(app.db, userId, date));
    },
  );

  r.post(
    '/user/:userId/date/:date/log-meal',
    {
      ...auth,
      schema: { params: CircadianUserDateParamSchema, body: MealLogBodySchema, response: { 200: DayEntrySchema, ...ownerErrors } },
    },
    async (request) => {
      const { userId, date } = request.params;
      await owner(request, userId);
      return presentDayEntry(await circadian.logMeal(request.db, userId, date, request.body.meal, request.body.time));
    },
  );

  r.post(
    '/user/:userId/date/:date/add-water',
    { ...auth, schema: { params: CircadianUserDateParamSchema, body: WaterBodySchema, response: { 200: DayEntrySchema, ...ownerErrors } } },
    async (request) => {
      const { userId, date } = request.params;
      await owner(request, userId);
      return presentDayEntry(await circadian.addWater(request.db, userId, date, request.body.cups));
    },
  );

  r.post(
    '/user/:userId/date/:date/eating',
    {
      ...auth,
      schema: {
        summary: 'Log something a member ate or drank (the member themself, or a coach during a call)',
        params: CircadianUserDateParamSchema,
        body: EatingEventBodySchema,
        response: { 201: DayEntrySchema, ...ownerErrors },
      },
    },
    async (request, reply) => {
      const { userId, date } = request.params;
      await owner(request, userId);
      return reply.code(201).send(presentDayEntry(await circadian.addEatingEvent(request.db, userId, date, request.body)));
    },
  );

  r.delete(
    '/user/:userId/date/:date/eating/:id',
    {
      ...auth,
      schema: {
        summary: "Delete one of a member's eating events (the member themself, or a coach)",
        params: EatingEventUserParamSchema,
        response: { 200: DayEntrySchema, ...ownerErrors },
      },
    },
    async (request) => {
      const { userId, date, id } = request.params;
      await owner(request, userId);
      return presentDayEntry(await circadian.deleteEatingEvent(app.db, privateDir, userId, date, id));
    },
  );

  r.get(
    '/user/:userId/days',
    {
      ...auth,
      schema: {
        params: CircadianUserParamSchema,
        querystring: CircadianRangeQuerySchema,
        response: { 200: z.array(DayEntrySchema), ...ownerErrors },
      },
    },
    async (request) => {
      const { userId } = request.params;
      await owner(request, userId);
      const days = await circadian.recentDays(app.db, userId, request.query.days, request.query.end);
      return days.reverse().map(toDayEntry);
    },
  );
}
