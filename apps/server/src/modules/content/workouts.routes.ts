// Workouts: a coach assigns a member a workout (title, description, date, optional time and a
// duration in minutes). Coaches list, create and delete them; a member reads their own.
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
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
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
  duration_minutes: number;
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
    durationMinutes: Number(row.duration_minutes),
    createdAt: row.created_at,
  };
}

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const AdminWorkoutsQuerySchema = AdminListQuerySchema.extend({ userId: z.coerce.number().int().positive().optional() });

export async function workoutsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  function base(filter: { q?: string; userId?: number }) {
    let query = app.db.selectFrom('workouts').innerJoin('users', 'users.id', 'workouts.user_id');
    if (filter.userId) query = query.where('workouts.user_id', '=', filter.userId);
    if (filter.q) {
      const q = filter.q;
      query = query.where((eb) => eb.or([containsCi('workouts.title', q), containsCi('users.name', q)]));
    }
    return query;
  }
  const columns = [
    'workouts.id',
    'workouts.user_id',
    'users.name as user_name',
    'workouts.title',
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
      const { id } = await app.db
        .insertInto('workouts')
        .values({
          user_id: member.id,
          title: request.body.title,
          description: request.body.description?.trim() || null,
          date: request.body.date,
          time: request.body.time ?? null,
          duration_minutes: request.body.durationMinutes,
          created_by: currentUser(request).userId,
          created_at: nowIso(),
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
      const result = await app.db.deleteFrom('workouts').where('id', '=', request.params.id).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new NotFoundError('Workout not found');
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
