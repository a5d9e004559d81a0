// The specification's workouts: a coach assigns a member a workout (title, description, date,
// optional time and a duration in minutes). Coaches list, create and delete them; a member reads
// their own. Since issue 41 there is one notion of a member's workout: these are scheduled workouts
// (training) with no exercises, and every scheduled workout is listed here (title = its name).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminListQuerySchema,
  CreateWorkoutBodySchema,
  ErrorResponseSchema,
  IdParamSchema,
  MessageResponseSchema,
  WorkoutSchema,
} from '@rhythmfit/contracts';
import { nowIso } from '../../db/database.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { containsCi } from '../../lib/member-data.js';
import { ERASED_MOBILE_PREFIX } from './deletion.service.js';
import { answerList } from './paging.js';

interface WorkoutWithUser {
  id: number;
  user_id: number;
  user_name: string;
  title: string;
  description: string | null;
  date: string;
  time: string | null;
  duration_minutes: number | null;
  created_at: string;
}

export function presentWorkout(row: WorkoutWithUser) {
  return {
    id: row.id,
    userId: row.user_id,
    userName: row.user_name,
    title: row.title,
    description: row.description,
    date: row.date,
    time: row.time,
    durationMinutes: row.duration_minutes === null ? 0 : Number(row.duration_minutes),
    createdAt: row.created_at,
  };
}

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
const AdminWorkoutsQuerySchema = AdminListQuerySchema.extend({ userId: z.coerce.number().int().positive().optional() });

export async function workoutsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  function base(filter: { q?: string; userId?: number }) {
    let query = app.db.selectFrom('scheduled_workouts as workouts').innerJoin('users', 'users.id', 'workouts.user_id');
    if (filter.userId) query = query.where('workouts.user_id', '=', filter.userId);
    if (filter.q) {
      const q = filter.q;
      query = query.where((eb) => eb.or([containsCi('workouts.name', q), containsCi('users.name', q)]));
    }
    return query;
  }
  const columns = [
    'workouts.id',
    'workouts.user_id',
    'users.name as user_name',
    'workouts.name as title',
    'workouts.description',
    'workouts.date',
    'workouts.time',
    'workouts.duration_minutes',
    'workouts.created_at',
  ] as const;

  r.get(
    '/admin/workouts',
    {
      preHandler: app.requireAdmin,
      schema: { querystring: AdminWorkoutsQuerySchema, response: { 200: z.array(WorkoutSchema), ...errors } },
    },
    async (request, reply) =>
      answerList(
        reply,
        request.query,
        async ({ limit, offset }) => {
          let query = base(request.query).select(columns).orderBy('workouts.date', 'desc').orderBy('workouts.id', 'desc');
          if (limit !== undefined) query = query.limit(limit).offset(offset ?? 0);
          return (await query.execute()).map(presentWorkout);
        },
        async () =>
          Number(
            (
              await base(request.query)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
      ),
  );

  r.post(
    '/admin/workouts',
    { preHandler: app.requireAdmin, schema: { body: CreateWorkoutBodySchema, response: { 201: WorkoutSchema, ...errors } } },
    async (request, reply) => {
      const member = await app.db
        .selectFrom('users')
        .select(['id', 'deleted'])
        .where('id', '=', request.body.userId)
        .where('mobile', 'not like', `${ERASED_MOBILE_PREFIX}%`)
        .executeTakeFirst();
      if (!member) throw new NotFoundError('User not found');
      if (member.deleted) throw new BadRequestError('This account is marked for deletion.', 'account_deleted');
      const now = nowIso();
      const { id } = await app.db
        .insertInto('scheduled_workouts')
        .values({
          user_id: member.id,
          name: request.body.title,
          notes: '',
          items: '[]',
          exercise_ids: ',',
          exercise_count: 0,
          description: request.body.description?.trim() || null,
          date: request.body.date,
          time: request.body.time ?? null,
          duration_minutes: request.body.durationMinutes,
          created_by: currentUser(request).userId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await base({}).select(columns).where('workouts.id', '=', id).executeTakeFirstOrThrow();
      return reply.status(201).send(presentWorkout(row));
    },
  );

  r.delete(
    '/admin/workouts/:id',
    { preHandler: app.requireAdmin, schema: { params: IdParamSchema, response: { 200: MessageResponseSchema, ...errors } } },
    async (request) => {
      const row = await app.db
        .selectFrom('scheduled_workouts')
        .select(['id', 'log'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw new NotFoundError('Workout not found');
      if (row.log !== null) throw new ConflictError('Something is logged in this workout.', 'workout_logged');
      const result = await app.db.deleteFrom('scheduled_workouts').where('id', '=', row.id).where('log', 'is', null).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new ConflictError('Something is logged in this workout.', 'workout_logged');
      return { message: 'Workout deleted' };
    },
  );

  r.get(
    '/workouts/my',
    { preHandler: app.authenticate, schema: { response: { 200: z.array(WorkoutSchema), 401: ErrorResponseSchema } } },
    async (request) => {
      const rows = await base({ userId: currentUser(request).userId })
        .select(columns)
        .orderBy('workouts.date', 'asc')
        .execute();
      return rows.map(presentWorkout);
    },
  );
}
