// GET and PUT /api/admin/booking-policy: the coach's Booking settings.
import { BookingPolicyBodySchema, BookingPolicySchema, ErrorResponseSchema } from '@rhythmfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { nowIso } from '../../db/database.js';
import { readPolicy, savePolicy } from './booking-policy.js';

const err = ErrorResponseSchema;

export async function bookingPolicyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/booking-policy',
    {
      preHandler: app.requireAdmin,
      schema: { response: { 200: BookingPolicySchema, 401: err, 403: err } },
    },
    async () => readPolicy(app.db),
  );

  r.put(
    '/admin/booking-policy',
    {
      preHandler: app.requireAdmin,
      schema: { body: BookingPolicyBodySchema, response: { 200: BookingPolicySchema, 400: err, 401: err, 403: err } },
    },
    async (request) => {
      const { requireActiveMembership = (await readPolicy(app.db)).requireActiveMembership, ...numbers } = request.body;
      return savePolicy(app.db, { ...numbers, requireActiveMembership }, nowIso());
    },
  );
}
