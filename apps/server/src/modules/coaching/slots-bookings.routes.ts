// /api/slots and /api/bookings: the admin's bookable slots and the members' appointments.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BookingLinkBodySchema,
  BookingSchema,
  BookingStatusSchema,
  BookingUserIdParamSchema,
  BookingsQuerySchema,
  CancelBookingBodySchema,
  CreateBookingBodySchema,
  CreateSlotBodySchema,
  ErrorResponseSchema,
  FreeSlotSchema,
  FreeSlotsQuerySchema,
  IdParamSchema,
  SlotDateParamSchema,
  SlotIdParamSchema,
  SlotSchema,
  isSlotInPast,
} from '@rhythmfit/contracts';
import { assertSelfOrAdmin, currentUser, isAdmin } from '../../plugins/auth.js';
import { notices } from '../notifications/index.js';
import { bookSlot, cancelOwnBooking, createSlot, setBookingLink, setBookingStatus, toggleSlot } from './bookings.service.js';
import { presentBooking, presentSlot } from './coaching.presenter.js';
import { countAllBookings, listAllBookings, listBookingsOfUser, listFreeSlotsOfDate, listSlotsOfDate } from './coaching.repository.js';
import { maybePaged } from './paging.js';

const err = ErrorResponseSchema;
const authErrors = { 401: err, 403: err };

export async function slotsAndBookingsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // ----- slots (admin) -----
  r.get('/slots/admin/:date', {
    preHandler: app.requireAdmin,
    schema: { params: SlotDateParamSchema, response: { 200: z.array(SlotSchema), 400: err, ...authErrors } },
  }, async (request) => (await listSlotsOfDate(app.db, request.params.date)).map(presentSlot));

  r.post('/slots/admin', {
    preHandler: app.requireAdmin,
    schema: { body: CreateSlotBodySchema, response: { 201: SlotSchema, 400: err, ...authErrors, 409: err } },
  }, async (request, reply) => reply.status(201).send(presentSlot(await createSlot(app.db, request.body.date, request.body.time))));

  r.put('/slots/admin/:slotId/toggle', {
    preHandler: app.requireAdmin,
    schema: { params: SlotIdParamSchema, body: z.unknown().optional(), response: { 200: SlotSchema, 400: err, ...authErrors, 404: err, 409: err } },
  }, async (request) => presentSlot(await toggleSlot(app.db, request.params.slotId)));

  // ----- slots (member) -----
  r.get('/slots/:date', {
    preHandler: app.authenticateOptional,
    schema: { params: SlotDateParamSchema, querystring: FreeSlotsQuerySchema, response: { 200: z.array(FreeSlotSchema), 400: err } },
  }, async (request) => {
    const now = new Date();
    const zone = request.query.timeZone ?? 'UTC';
    const slots = await listFreeSlotsOfDate(app.db, request.params.date);
    return slots.filter((slot) => !isSlotInPast(request.params.date, slot.time, now, zone));
  });

  // ----- bookings -----
  r.post('/bookings', {
    preHandler: app.authenticate,
    schema: { body: CreateBookingBodySchema, response: { 201: BookingSchema, 400: err, 401: err, 409: err } },
  }, async (request, reply) => {
    const booking = await bookSlot(app.db, currentUser(request).userId, request.body);
    await app.notifications.notify(notices.bookingConfirmed(booking));
    await app.notifications.notify(notices.coachNewBooking(booking));
    await app.notifications.scheduleAppointmentReminders(booking.id);
    return reply.status(201).send(presentBooking(booking));
  });

  r.get('/bookings/user/:userId', {
    preHandler: app.authenticate,
    schema: { params: BookingUserIdParamSchema, response: { 200: z.array(BookingSchema), 400: err, ...authErrors } },
  }, async (request) => {
    assertSelfOrAdmin(request, request.params.userId);
    return (await listBookingsOfUser(app.db, request.params.userId)).map(presentBooking);
  });

  r.get('/bookings', {
    preHandler: app.requireAdmin,
    schema: { querystring: BookingsQuerySchema, response: { 200: z.array(BookingSchema), 400: err, ...authErrors } },
  }, async (request, reply) => {
    const filter = { q: request.query.q, date: request.query.date };
    const rows = await maybePaged(reply, request.query, (page) => listAllBookings(app.db, filter, page), () => countAllBookings(app.db, filter));
    return rows.map(presentBooking);
  });

  r.put('/bookings/:id/status', {
    preHandler: app.requireAdmin,
    schema: { params: IdParamSchema, body: BookingStatusSchema, response: { 200: BookingSchema, 400: err, ...authErrors, 404: err, 409: err } },
  }, async (request) => {
    const booking = await setBookingStatus(app.db, request.params.id, request.body);
    await app.notifications.notify(notices.bookingStatusChanged(booking));
    if (booking.status === 'cancelled') await app.notifications.cancelAppointmentReminders(booking.id);
    else await app.notifications.scheduleAppointmentReminders(booking.id);
    return presentBooking(booking);
  });

  r.put('/bookings/:id/link', {
    preHandler: app.requireAdmin,
    schema: { params: IdParamSchema, body: BookingLinkBodySchema, response: { 200: BookingSchema, 400: err, ...authErrors, 404: err } },
  }, async (request) => {
    const booking = await setBookingLink(app.db, request.params.id, request.body);
    if (booking.meeting_link) await app.notifications.notify(notices.bookingLinkSet(booking));
    return presentBooking(booking);
  });

  r.put('/bookings/:id/cancel', {
    preHandler: app.authenticate,
    schema: { params: IdParamSchema, body: CancelBookingBodySchema, response: { 200: BookingSchema, 400: err, ...authErrors, 404: err, 409: err } },
  }, async (request) => {
    const auth = currentUser(request);
    const booking = await cancelOwnBooking(app.db, request.params.id, { userId: auth.userId, admin: isAdmin(auth) }, request.body?.timeZone ?? 'UTC');
    await app.notifications.cancelAppointmentReminders(booking.id);
    // The other side hears of it: a coach's cancel tells the member, a member's tells the coaches.
    await app.notifications.notify(booking.user_id === auth.userId ? notices.coachBookingCancelled(booking) : notices.bookingCancelledByCoach(booking));
    return presentBooking(booking);
  });
}
