// /api/trainers, /api/subscriptions and the coach's CRUD of both under /api/admin.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorResponseSchema,
  IdParamSchema,
  MessageResponseSchema,
  SubscriptionPlanBodySchema,
  SubscriptionPlanSchema,
  TrainerBodySchema,
  TrainerSchema,
} from '@rhythmfit/contracts';
import { nowIso } from '../../db/database.js';
import { NotFoundError } from '../../lib/errors.js';
import { presentPlan, presentTrainer } from './coaching.presenter.js';

const err = ErrorResponseSchema;
const authErrors = { 401: err, 403: err };

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  const listTrainers = async () =>
    (await db.selectFrom('trainers').selectAll().orderBy('name').orderBy('id').execute()).map(presentTrainer);
  const listPlans = async () =>
    (await db.selectFrom('subscription_plans').selectAll().orderBy('price').orderBy('id').execute()).map(presentPlan);
  async function trainer(id: number) {
    const row = await db.selectFrom('trainers').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new NotFoundError('Trainer not found');
    return presentTrainer(row);
  }
  const planColumns = ({ name, description, price, durationDays }: z.output<typeof SubscriptionPlanBodySchema>) => ({
    name,
    description,
    price,
    duration_days: durationDays,
  });

  async function plan(id: number) {
    const row = await db.selectFrom('subscription_plans').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new NotFoundError('Subscription plan not found');
    return presentPlan(row);
  }

  r.get('/trainers', { preHandler: app.authenticate, schema: { response: { 200: z.array(TrainerSchema), 401: err } } }, listTrainers);
  r.get(
    '/subscriptions',
    { preHandler: app.authenticate, schema: { response: { 200: z.array(SubscriptionPlanSchema), 401: err } } },
    listPlans,
  );

  r.get(
    '/admin/trainers',
    { preHandler: app.requireAdmin, schema: { response: { 200: z.array(TrainerSchema), ...authErrors } } },
    listTrainers,
  );
  r.post(
    '/admin/trainers',
    {
      preHandler: app.requireAdmin,
      schema: { body: TrainerBodySchema, response: { 201: TrainerSchema, 400: err, ...authErrors } },
    },
    async (request, reply) => {
      const { id } = await db
        .insertInto('trainers')
        .values({ ...request.body, created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return reply.status(201).send(await trainer(id));
    },
  );
  r.put(
    '/admin/trainers/:id',
    {
      preHandler: app.requireAdmin,
      schema: { params: IdParamSchema, body: TrainerBodySchema, response: { 200: TrainerSchema, 400: err, ...authErrors, 404: err } },
    },
    async (request) => {
      await trainer(request.params.id);
      await db.updateTable('trainers').set(request.body).where('id', '=', request.params.id).execute();
      return trainer(request.params.id);
    },
  );
  r.delete(
    '/admin/trainers/:id',
    {
      preHandler: app.requireAdmin,
      schema: { params: IdParamSchema, response: { 200: MessageResponseSchema, 400: err, ...authErrors, 404: err } },
    },
    async (request) => {
      const result = await db.deleteFrom('trainers').where('id', '=', request.params.id).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new NotFoundError('Trainer not found');
      return { message: 'Trainer deleted' };
    },
  );

  r.get(
    '/admin/subscriptions',
    { preHandler: app.requireAdmin, schema: { response: { 200: z.array(SubscriptionPlanSchema), ...authErrors } } },
    listPlans,
  );
  r.post(
    '/admin/subscriptions',
    {
      preHandler: app.requireAdmin,
      schema: { body: SubscriptionPlanBodySchema, response: { 201: SubscriptionPlanSchema, 400: err, ...authErrors } },
    },
    async (request, reply) => {
      const { id } = await db
        .insertInto('subscription_plans')
        .values({ ...planColumns(request.body), created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return reply.status(201).send(await plan(id));
    },
  );
  r.put(
    '/admin/subscriptions/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        params: IdParamSchema,
        body: SubscriptionPlanBodySchema,
        response: { 200: SubscriptionPlanSchema, 400: err, ...authErrors, 404: err },
      },
    },
    async (request) => {
      await plan(request.params.id);
      await db.updateTable('subscription_plans').set(planColumns(request.body)).where('id', '=', request.params.id).execute();
      return plan(request.params.id);
    },
  );
  r.delete(
    '/admin/subscriptions/:id',
    {
      preHandler: app.requireAdmin,
      schema: { params: IdParamSchema, response: { 200: MessageResponseSchema, 400: err, ...authErrors, 404: err } },
    },
    async (request) => {
      const result = await db.deleteFrom('subscription_plans').where('id', '=', request.params.id).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new NotFoundError('Subscription plan not found');
      return { message: 'Subscription plan deleted' };
    },
  );
}
