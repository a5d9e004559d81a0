// The waitlist: a member joins the line of a full day, reads their entries and offers, leaves, and
// accepts or declines an offer.
import { BookingSchema, ErrorResponseSchema, IdParamSchema, JoinWaitlistBodySchema, WaitlistEntrySchema } from '@rhythmfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, isAdmin, type AuthContext } from '../../plugins/auth.js';
import { presentBooking } from './coaching.presenter.js';
import { announceNewBooking } from './slots-bookings.routes.js';
import type { MembershipCheck } from './waitlist.service.js';

const err = ErrorResponseSchema;

export async function waitlistRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // As for a booking: a member needs an active membership when the policy asks for one; a coach does not.
  const membershipCheck = (auth: AuthContext): MembershipCheck | undefined =>
    isAdmin(auth) ? undefined : (userId, conn) => app.payments.hasActiveMembership(userId, conn);

  r.post(
    '/waitlist',
    {
      preHandler: app.authenticate,
      config: { idempotent: true },
      schema: { body: JoinWaitlistBodySchema, response: { 201: WaitlistEntrySchema, 400: err, 401: err, 409: err } },
    },
    async (request, reply) => {
      const auth = currentUser(request);
      return reply.status(201).send(await app.waitlist.join(auth.userId, request.body.date, undefined, membershipCheck(auth), request.db));
    },
  );

  r.get(
    '/waitlist',
    {
      preHandler: app.authenticate,
      schema: { response: { 200: z.array(WaitlistEntrySchema), 401: err } },
    },
    async (request) => app.waitlist.list(currentUser(request).userId),
  );

  r.delete(
    '/waitlist/:id',
    {
      preHandler: app.authenticate,
      schema: { params: IdParamSchema, response: { 204: z.null(), 400: err, 401: err, 403: err, 404: err } },
    },
    async (request, reply) => {
      await app.waitlist.leave(currentUser(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/waitlist/offers/:id/accept',
    {
      preHandler: app.authenticate,
      config: { idempotent: true },
      schema: {
        params: IdParamSchema,
        body: z.unknown().optional(),
        response: { 201: BookingSchema, 400: err, 401: err, 403: err, 404: err, 409: err },
      },
    },
    async (request, reply) => {
      const auth = currentUser(request);
      const booking = await app.waitlist.accept(auth.userId, request.params.id, undefined, membershipCheck(auth), request.db);
      await announceNewBooking(app, request, booking);
      return reply.status(201).send(presentBooking(booking));
    },
  );

  r.post(
    '/waitlist/offers/:id/decline',
    {
      preHandler: app.authenticate,
      schema: {
        params: IdParamSchema,
        body: z.unknown().optional(),
        response: { 204: z.null(), 400: err, 401: err, 403: err, 404: err, 409: err },
      },
    },
    async (request, reply) => {
      await app.waitlist.decline(currentUser(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
