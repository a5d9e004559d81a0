// The member's training (issue 41): the calendar, a scheduled workout with "last time", the log
// (replaced on each save; the first finish marks it done and tells the coach once), skipping,
// workouts of their own, records and exercise history. Own workouts only: anyone else's is 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CalendarEntrySchema,
  CalendarQuerySchema,
  ErrorResponseSchema,
  ExerciseHistoryQuerySchema,
  ExerciseHistoryRowSchema,
  ExerciseRecordsSchema,
  IdParamSchema,
  LogBodySchema,
  OwnWorkoutBodySchema,
  ScheduledWorkoutSchema,
  SkipBodySchema,
} from '@rhythmfit/contracts';
import { inTransaction, nowIso } from '../../db/database.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { allowlistJsonSerializerCompiler } from '../../lib/json-serializer.js';
import { currentUser } from '../../plugins/auth.js';
import { answerList } from '../content/index.js';
import { scheduledItemColumns } from './coach.routes.js';
import { presentExercise } from './exercises.js';
import { onWorkoutFinished } from './hooks.js';
import { checkItems } from './items.js';
import {
  calendar,
  exerciseHistory,
  exerciseHistoryCount,
  loadScheduled,
  memberToday,
  presentScheduled,
  records,
  saveLog,
  skip,
} from './scheduled.service.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/** RFC 7240: whether a `Prefer` header asks for `return=minimal` (preferences are comma-separated). */
export function prefersMinimalReturn(prefer: string | string[] | undefined): boolean {
  const values = Array.isArray(prefer) ? prefer : prefer === undefined ? [] : [prefer];
  return values.some((value) =>
    value.split(',').some((preference) => preference.split(';')[0]!.trim().toLowerCase().replace(/\s+/g, '') === 'return=minimal'),
  );
}

export async function memberTrainingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pre = { preHandler: app.authenticate };
  const today = (userId: number) => memberToday(app.db, userId, app.config.businessTimeZone);

  r.get(
    '/training/calendar',
    {
      ...pre,
      schema: {
        summary: 'My training calendar (at most 92 days)',
        querystring: CalendarQuerySchema,
        response: { 200: z.array(CalendarEntrySchema), ...errors },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      return calendar(app.db, userId, request.query.from, request.query.to, await today(userId));
    },
  );

  r.get(
    '/training/scheduled/:id',
    { ...pre, schema: { params: IdParamSchema, response: { 200: ScheduledWorkoutSchema, ...errors } } },
    async (request) => {
      const { userId } = currentUser(request);
      const row = await loadScheduled(app.db, request.params.id, userId);
      return presentScheduled(app.db, row, await today(userId));
    },
  );

  r.put(
    '/training/scheduled/:id/log',
    {
      ...pre,
      config: { idempotent: true },
      schema: {
        summary: 'Save my log of a workout (replaced each time; takes an Idempotency-Key); finished: true marks it done',
        params: IdParamSchema,
        body: LogBodySchema,
        response: {
          200: ScheduledWorkoutSchema,
          204: z.null().describe('Saved, with `Prefer: return=minimal` (RFC 7240): no answer'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { userId } = currentUser(request);
      // The log, the records and the coach's notice commit together: in the keyed request's
      // transaction, or in one of their own (the notice's live event goes out after the commit).
      const afterCommit: Array<() => unknown> = [];
      const saved = await inTransaction(request.db, async (trx) => {
        const result = await saveLog(trx, userId, request.params.id, request.body);
        if (result.firstFinish) {
          const within = Object.create(request, {
            db: { value: trx },
            afterCommit: { value: async (work: () => unknown) => void afterCommit.push(work) },
          }) as FastifyRequest;
          await onWorkoutFinished(within, {
            userId,
            scheduledId: result.row.id,
            name: result.row.name,
            date: result.row.date,
            newRecords: result.newRecords,
          });
        }
        return result;
      });
      for (const work of afterCommit) await request.afterCommit(work);
      // The player saves as the member goes (a tenth of the members, one save a minute each, at the
      // evening peak) and has the log on screen already: it asks for no answer (RFC 7240's
      // `Prefer: return=minimal`) except when it finishes. Building and sending the whole workout
      // with "last time" for every save cost the mix with training its p99 at 30,000 members where
      // the mix without it met it (issue 41, `npm run bench`, docs/benchmarks.md 2026-11-29).
      if (prefersMinimalReturn(request.headers.prefer)) {
        return reply.code(204).header('preference-applied', 'return=minimal').send(null);
      }
      return presentScheduled(request.db, saved.row, await memberToday(request.db, userId, app.config.businessTimeZone), {
        exercises: saved.exercises,
      });
    },
  );

  r.post(
    '/training/scheduled/:id/skip',
    { ...pre, schema: { params: IdParamSchema, body: SkipBodySchema, response: { 200: ScheduledWorkoutSchema, ...errors } } },
    async (request) => {
      const { userId } = currentUser(request);
      const row = await skip(request.db, userId, request.params.id, request.body.reason);
      return presentScheduled(request.db, row, await memberToday(request.db, userId, app.config.businessTimeZone));
    },
  );

  r.post(
    '/training/workouts',
    {
      ...pre,
      config: { idempotent: true },
      schema: {
        summary: 'Log a workout of my own (takes an Idempotency-Key); the date may not be in the future',
        body: OwnWorkoutBodySchema,
        response: { 201: ScheduledWorkoutSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const db = request.db;
      const todayDate = await memberToday(db, userId, app.config.businessTimeZone);
      if (request.body.date > todayDate) throw new BadRequestError('date: a workout of your own cannot be in the future', 'date_in_future');
      const { items } = await checkItems(db, request.body.items, { required: false });
      const now = nowIso();
      const row = await db
        .insertInto('scheduled_workouts')
        .values({
          user_id: userId,
          date: request.body.date,
          name: request.body.name,
          notes: request.body.notes,
          ...scheduledItemColumns(items),
          own: 1,
          created_by: userId,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.status(201).send(await presentScheduled(db, row, todayDate));
    },
  );

  r.get(
    '/training/records',
    { ...pre, schema: { summary: 'My records per exercise', response: { 200: z.array(ExerciseRecordsSchema), ...errors } } },
    async (request) => records(app.db, currentUser(request).userId),
  );

  r.get(
    '/training/exercises/:id/history',
    {
      ...pre,
      schema: {
        summary: 'My history of an exercise, newest first (paged with page/pageSize)',
        params: IdParamSchema,
        querystring: ExerciseHistoryQuerySchema,
        response: { 200: z.array(ExerciseHistoryRowSchema), ...errors },
      },
      // Two years of history is 500 rows of sets: zod copying every set before JSON.stringify put
      // this read at p99 34.5 ms against its 20 ms target (`npm run bench -- --training-only`,
      // docs/benchmarks.md 2026-11-29). The rows are built by exerciseHistory's own types, so the
      // schema's names as JSON.stringify's allowlist keep the answer an allowlist.
      serializerCompiler: allowlistJsonSerializerCompiler,
    },
    async (request, reply) => {
      const row = await app.db.selectFrom('exercises').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!row) throw new NotFoundError('Exercise not found');
      const { userId } = currentUser(request);
      return answerList(
        reply,
        request.query,
        (window) => exerciseHistory(app.db, userId, presentExercise(row), window),
        () => exerciseHistoryCount(app.db, userId, row.id),
      );
    },
  );
}
