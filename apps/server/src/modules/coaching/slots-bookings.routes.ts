// /api/slots and /api/bookings: the admin's bookable slots and the members' appointments.
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  RescheduleBodySchema,
  SlotDateParamSchema,
  SlotIdParamSchema,
  SlotSchema,
  hoursUntilSlot,
  isSlotInPast,
} from '@rhythmfit/contracts';
import { assertSelfOrAdmin, currentUser, isAdmin } from '../../plugins/auth.js';
import { notices, notifyWithin } from '../notifications/index.js';
import { countRecentNoShows, readPolicy } from './booking-policy.js';
import {
  bookSlot,
  cancelOwnBooking,
  newBookingNotices,
  createSlot,
  rescheduleBooking,
  setBookingLink,
  setBookingStatus,
  toggleSlot,
} from './bookings.service.js';
import { presentBooking, presentSlot, type BookingWithUser } from './coaching.presenter.js';
import {
  countAllBookings,
  findSlot,
  listAllBookings,
  listBookingsOfUser,
  listFreeSlotsOfDate,
  listSlotsOfDate,
} from './coaching.repository.js';
import { maybePaged } from './paging.js';

const err = ErrorResponseSchema;
const authErrors = { 401: err, 403: err };

export async function slotsAndBookingsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const zone = app.config.businessTimeZone;
  /** A slot of this day became free: the first member waiting for the day gets an offer. */
  const offerFreed = async (date: string) => {
    await app.waitlist
      .offerFreeSlots(date)
      .catch((error: unknown) => app.log.error({ err: error, date }, 'waitlist offer failed; the next tick retries'));
  };

  // ----- slots (admin) -----
  r.get(
    '/slots/admin/:date',
    {
      preHandler: app.requireAdmin,
      schema: { params: SlotDateParamSchema, response: { 200: z.array(SlotSchema), 400: err, ...authErrors } },
    },
    async (request) => (await listSlotsOfDate(app.db, request.params.date)).map(presentSlot),
  );

  r.post(
    '/slots/admin',
    {
      preHandler: app.requireAdmin,
      schema: { body: CreateSlotBodySchema, response: { 201: SlotSchema, 400: err, ...authErrors, 409: err } },
    },
    async (request, reply) => {
      const slot = await createSlot(app.db, request.body.date, request.body.time);
      await offerFreed(slot.date);
      return reply.status(201).send(presentSlot((await findSlot(app.db, slot.id)) ?? slot));
    },
  );

  r.put(
    '/slots/admin/:slotId/toggle',
    {
      preHandler: app.requireAdmin,
      schema: {
        params: SlotIdParamSchema,
        body: z.unknown().optional(),
        response: { 200: SlotSchema, 400: err, ...authErrors, 404: err, 409: err },
      },
    },
    async (request) => {
      const slot = await toggleSlot(app.db, request.params.slotId);
      if (!slot.booked) await offerFreed(slot.date);
      return presentSlot(slot);
    },
  );

  // ----- slots (member) -----
  r.get(
    '/slots/:date',
    {
      preHandler: app.authenticateOptional,
      schema: { params: SlotDateParamSchema, querystring: FreeSlotsQuerySchema, response: { 200: z.array(FreeSlotSchema), 400: err } },
    },
    async (request) => {
      // Slot times are business time; a time already past, or inside the minimum notice, is not offered.
      const now = new Date();
      const { minNoticeHours } = await readPolicy(app.db);
      const slots = await listFreeSlotsOfDate(app.db, request.params.date);
      return slots.filter(
        (slot) =>
          !isSlotInPast(request.params.date, slot.time, now, zone) &&
          hoursUntilSlot(request.params.date, slot.time, now, zone) >= minNoticeHours,
      );
    },
  );

  // ----- bookings -----
  r.post(
    '/bookings',
    {
      preHandler: app.authenticate,
      // A phone retrying after a dropped connection gets its booking, not 409 too_many_active.
      config: { idempotent: true },
      schema: { body: CreateBookingBodySchema, response: { 201: BookingSchema, 400: err, 401: err, 409: err } },
    },
    async (request, reply) => {
      const auth = currentUser(request);
      const { booking, notifications } = await bookSlot(request.db, auth.userId, request.body, {
        zone,
        hasActiveMembership: isAdmin(auth) ? undefined : (userId, conn) => app.payments.hasActiveMembership(userId, conn),
        announcer: app.notifications,
      });
      // The notifications, their deliveries and the reminders commit with the booking (and with its
      // stored answer, for a keyed request); their live events go out after the commit and answer.
      await request.afterCommit(() => app.notifications.fanOut(notifications));
      return reply.status(201).send(presentBooking(booking));
    },
  );

  r.get(
    '/bookings/user/:userId',
    {
      preHandler: app.authenticate,
      schema: { params: BookingUserIdParamSchema, response: { 200: z.array(BookingSchema), 400: err, ...authErrors } },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.userId);
      return (await listBookingsOfUser(app.db, request.params.userId)).map(presentBooking);
    },
  );

  r.get(
    '/bookings',
    {
      preHandler: app.requireAdmin,
      schema: { querystring: BookingsQuerySchema, response: { 200: z.array(BookingSchema), 400: err, ...authErrors } },
    },
    async (request, reply) => {
      const filter = { q: request.query.q, date: request.query.date };
      const rows = await maybePaged(
        reply,
        request.query,
        (page) => listAllBookings(app.db, filter, page),
        () => countAllBookings(app.db, filter),
      );
      return rows.map(presentBooking);
    },
  );

  r.put(
    '/bookings/:id/status',
    {
      preHandler: app.requireAdmin,
      schema: {
        params: IdParamSchema,
        body: BookingStatusSchema,
        response: { 200: BookingSchema, 400: err, ...authErrors, 404: err, 409: err },
      },
    },
    async (request) => {
      const { booking, freed } = await setBookingStatus(app.db, request.params.id, request.body, { zone });
      await app.notifications.notify(notices.bookingStatusChanged(booking));
      if (booking.status === 'cancelled' || booking.status === 'no_show') await app.notifications.cancelAppointmentReminders(booking.id);
      else await app.notifications.scheduleAppointmentReminders(booking.id);
      if (freed) await offerFreed(booking.date);
      return presentBooking(booking);
    },
  );

  r.put(
    '/bookings/:id/link',
    {
      preHandler: app.requireAdmin,
      schema: { params: IdParamSchema, body: BookingLinkBodySchema, response: { 200: BookingSchema, 400: err, ...authErrors, 404: err } },
    },
    async (request) => {
      const booking = await setBookingLink(app.db, request.params.id, request.body);
      if (booking.meeting_link) await app.notifications.notify(notices.bookingLinkSet(booking));
      return presentBooking(booking);
    },
  );

  r.put(
    '/bookings/:id/cancel',
    {
      preHandler: app.authenticate,
      schema: {
        params: IdParamSchema,
        body: CancelBookingBodySchema,
        response: { 200: BookingSchema, 400: err, ...authErrors, 404: err, 409: err },
      },
    },
    async (request) => {
      const auth = currentUser(request);
      const booking = await cancelOwnBooking(app.db, request.params.id, { userId: auth.userId, admin: isAdmin(auth) }, { zone });
      await app.notifications.cancelAppointmentReminders(booking.id);
      // The other side hears of it: a coach's cancel tells the member, a member's tells the coaches.
      await app.notifications.notify(
        booking.user_id === auth.userId ? notices.coachBookingCancelled(booking) : notices.bookingCancelledByCoach(booking),
      );
      await offerFreed(booking.date);
      return presentBooking(booking);
    },
  );

  r.put(
    '/bookings/:id/reschedule',
    {
      preHandler: app.authenticate,
      config: { idempotent: true },
      schema: {
        params: IdParamSchema,
        body: RescheduleBodySchema,
        response: { 200: BookingSchema, 400: err, ...authErrors, 404: err, 409: err },
      },
    },
    async (request) => {
      const auth = currentUser(request);
      const { booking, from } = await rescheduleBooking(
        request.db,
        request.params.id,
        request.body,
        { userId: auth.userId, admin: isAdmin(auth) },
        { zone },
      );
      // Reminders move with the booking and both sides hear of it, in the request's transaction;
      // the old time goes to the waitlist once that has committed (the waitlist's tick retries).
      await app.notifications.cancelAppointmentReminders(booking.id, request.db);
      if (!booking.awaiting_coach) await app.notifications.scheduleAppointmentReminders(booking.id, request.db);
      await notifyWithin(request, app.notifications, [
        notices.bookingRescheduled(booking, from),
        notices.coachBookingRescheduled(booking, from),
      ]);
      await request.afterCommit(() => offerFreed(from.date));
      return presentBooking(booking);
    },
  );
}

/**
 * A booking taken from a waitlist offer: the member and the coaches hear of it (what bookSlot
 * writes in its own transaction), and its reminders unless it waits for the coach, in the request's
 * transaction.
 */
export async function announceNewBooking(app: FastifyInstance, request: FastifyRequest, booking: BookingWithUser): Promise<void> {
  const noShows = booking.awaiting_coach
    ? await countRecentNoShows(request.db, booking.user_id, new Date(), app.config.businessTimeZone)
    : 0;
  await notifyWithin(request, app.notifications, newBookingNotices(booking, noShows));
  if (!booking.awaiting_coach) await app.notifications.scheduleAppointmentReminders(booking.id, request.db);
}
