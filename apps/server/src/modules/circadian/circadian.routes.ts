// /api/circadian: the member's own day (self view), the same day by user id (the member or a
// coach), the last days for the mobile view, and the member's insights.
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
  MealLogBodySchema,
  SleepBodySchema,
  WaterBodySchema,
  toDayEntry,
} from '@rhythmfit/contracts';
import { assertSelfOrAdmin, currentUser } from '../../plugins/auth.js';
import { presentDailyRecord, presentDayEntry } from './circadian.presenter.js';
import * as circadian from './circadian.service.js';

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
      return presentDailyRecord(await circadian.readDay(app.db, userId, request.params.date), request.params.date);
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
      const row = await circadian.logMeal(app.db, userId, request.params.date, request.body.meal, request.body.time);
      return presentDailyRecord(row, request.params.date);
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
      const row = await circadian.addWater(app.db, userId, request.params.date, request.body.cups);
      return presentDailyRecord(row, request.params.date);
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
      const row = await circadian.logSleep(app.db, userId, request.params.date, request.body.start, request.body.end);
      return presentDailyRecord(row, request.params.date);
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
      return presentDayEntry(await circadian.readDay(app.db, userId, date), date);
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
      return presentDayEntry(await circadian.logMeal(app.db, userId, date, request.body.meal, request.body.time), date);
    },
  );

  r.post(
    '/user/:userId/date/:date/add-water',
    { ...auth, schema: { params: CircadianUserDateParamSchema, body: WaterBodySchema, response: { 200: DayEntrySchema, ...ownerErrors } } },
    async (request) => {
      const { userId, date } = request.params;
      await owner(request, userId);
      return presentDayEntry(await circadian.addWater(app.db, userId, date, request.body.cups), date);
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
