// Diet plans: the coach manages plans and assigns them (/api/admin/diet-plans,
// /api/diet-plans/assign/{userId}, /api/diet-plans/user/{id}); a member reads their own
// (/api/diet-plans/my).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AssignDietPlanBodySchema,
  DIET_MESSAGES,
  DietPlanBodySchema,
  DietPlanListSchema,
  DietPlanSchema,
  ErrorResponseSchema,
  IdParamSchema,
  MessageResponseSchema,
  UserIdParamSchema,
} from '@rhythmfit/contracts';
import { nowIso } from '../../db/database.js';
import { ConflictError, NotFoundError, isForeignKeyViolation, isUniqueViolation } from '../../lib/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { findUserById } from '../users/index.js';
import { dietPlanValues, presentDietPlan } from './diet-plans.presenter.js';
import { notices } from '../notifications/index.js';
import {
  deleteDietPlan,
  findDietPlan,
  insertAssignment,
  insertDietPlan,
  listDietPlans,
  listPlansForUser,
  updateDietPlan,
} from './diet-plans.repository.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

export async function dietPlanRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/diet-plans',
    {
      preHandler: app.requireAdmin,
      schema: { response: { 200: DietPlanListSchema, ...errors } },
    },
    async () => (await listDietPlans(app.db)).map(presentDietPlan),
  );

  r.post(
    '/admin/diet-plans',
    {
      preHandler: app.requireAdmin,
      schema: { body: DietPlanBodySchema, response: { 201: DietPlanSchema, ...errors } },
    },
    async (request, reply) => {
      const row = await insertDietPlan(app.db, dietPlanValues(request.body), nowIso());
      return reply.status(201).send(presentDietPlan(row));
    },
  );

  r.put(
    '/admin/diet-plans/:id',
    {
      preHandler: app.requireAdmin,
      schema: { params: IdParamSchema, body: DietPlanBodySchema, response: { 200: DietPlanSchema, ...errors } },
    },
    async (request) => {
      const row = await updateDietPlan(app.db, request.params.id, dietPlanValues(request.body), nowIso());
      if (!row) throw new NotFoundError(DIET_MESSAGES.notFound);
      return presentDietPlan(row);
    },
  );

  r.delete(
    '/admin/diet-plans/:id',
    {
      preHandler: app.requireAdmin,
      schema: { params: IdParamSchema, response: { 200: MessageResponseSchema, ...errors } },
    },
    async (request) => {
      if (!(await deleteDietPlan(app.db, request.params.id))) throw new NotFoundError(DIET_MESSAGES.notFound);
      return { message: DIET_MESSAGES.deleted };
    },
  );

  r.post(
    '/diet-plans/assign/:userId',
    {
      preHandler: app.requireAdmin,
      schema: {
        params: UserIdParamSchema,
        body: AssignDietPlanBodySchema,
        response: { 201: MessageResponseSchema, ...errors, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId } = request.params;
      const { dietPlanId } = request.body;
      if (!(await findUserById(app.db, userId))) throw new NotFoundError(DIET_MESSAGES.userNotFound);
      const plan = await findDietPlan(app.db, dietPlanId);
      if (!plan) throw new NotFoundError(DIET_MESSAGES.notFound);
      try {
        await insertAssignment(app.db, userId, dietPlanId, nowIso());
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(DIET_MESSAGES.alreadyAssigned, 'diet_plan_already_assigned');
        // The plan or the user vanished between the checks and the insert.
        if (isForeignKeyViolation(error)) throw new NotFoundError(DIET_MESSAGES.notFound);
        throw error;
      }
      await app.notifications.notify(notices.dietPlanAssigned(userId, `${plan.plan_type} ${plan.meal_type}`));
      return reply.status(201).send({ message: DIET_MESSAGES.assigned });
    },
  );

  r.get(
    '/diet-plans/user/:id',
    {
      preHandler: app.requireAdmin,
      schema: { params: IdParamSchema, response: { 200: DietPlanListSchema, ...errors } },
    },
    async (request) => {
      if (!(await findUserById(app.db, request.params.id))) throw new NotFoundError(DIET_MESSAGES.userNotFound);
      return (await listPlansForUser(app.db, request.params.id)).map(presentDietPlan);
    },
  );

  r.get(
    '/diet-plans/my',
    {
      preHandler: app.authenticate,
      schema: { response: { 200: DietPlanListSchema, ...errors } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      return (await listPlansForUser(app.db, userId)).map(presentDietPlan);
    },
  );
}
