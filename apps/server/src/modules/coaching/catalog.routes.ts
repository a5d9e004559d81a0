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
import { condition, PRIVATE_CACHE_CONTROL } from '../../plugins/http-caching.js';
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

  // The lists members read are the same for every member: conditional reads answered from the
  // list's version once the member is signed in (the check runs after app.authenticate), for the
  // browser's own cache only. Every write below (the coach's CRUD) bumps the version.
  const trainers = condition(app, { list: 'trainers', tag: 'trainers', cacheControl: PRIVATE_CACHE_CONTROL }, listTrainers);
  const plans = condition(app, { list: 'subscription-plans', tag: 'subscriptions', cacheControl: PRIVATE_CACHE_CONTROL }, listPlans);
  r.get(
    '/trainers',
    {
      preHandler: [app.authenticate, trainers.check],
      config: trainers.config,
      schema: { response: { 200: z.array(TrainerSchema), 401: err } },
    },
    trainers.handler,
  );
  r.get(
    '/subscriptions',
    {
      preHandler: [app.authenticate, plans.check],
      config: plans.config,
      schema: { response: { 200: z.array(SubscriptionPlanSchema), 401: err } },
    },
    plans.handler,
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
      const { id } = await app.listVersions.write('trainers', (trx) =>
        trx
          .insertInto('trainers')
          .values({ ...request.body, created_at: nowIso() })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
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
      await app.listVersions.write('trainers', (trx) =>
        trx.updateTable('trainers').set(request.body).where('id', '=', request.params.id).execute(),
      );
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
      await app.listVersions.write('trainers', async (trx) => {
        const result = await trx.deleteFrom('trainers').where('id', '=', request.params.id).executeTakeFirst();
        // Thrown inside: nothing changed, so the version does not move either.
        if (Number(result.numDeletedRows) === 0) throw new NotFoundError('Trainer not found');
      });
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
      const { id } = await app.listVersions.write('subscription-plans', (trx) =>
        trx
          .insertInto('subscription_plans')
          .values({ ...planColumns(request.body), created_at: nowIso() })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
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
      await app.listVersions.write('subscription-plans', (trx) =>
        trx.updateTable('subscription_plans').set(planColumns(request.body)).where('id', '=', request.params.id).execute(),
      );
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
      await app.listVersions.write('subscription-plans', async (trx) => {
        const result = await trx.deleteFrom('subscription_plans').where('id', '=', request.params.id).executeTakeFirst();
        // Thrown inside: nothing changed, so the version does not move either.
        if (Number(result.numDeletedRows) === 0) throw new NotFoundError('Subscription plan not found');
      });
      return { message: 'Subscription plan deleted' };
    },
  );
}
