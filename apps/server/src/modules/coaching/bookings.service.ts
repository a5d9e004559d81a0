// Appointment commands. "One slot, one active booking" is held by the database: claiming a slot
// is a conditional update (`booked = 0` → 1) inside the booking's transaction, so of many
// concurrent requests exactly one flips the row; the partial unique index on bookings(slot_id)
// where status <> 'cancelled' backs it up. Both answer the losers with a clean 409. On PostgreSQL
// the claim and the insert are one statement (claimAndInsertInOneStatement).
import {
  BOOKING_POLICY_MESSAGES,
  COACHING_MESSAGES,
  PAYMENT_MESSAGES,
  hoursUntilSlot,
  isSlotInPast,
  type BookingStatus,
} from '@rhythmfit/contracts';
import { sql } from 'kysely';
import { inTransaction, isPostgres, nowIso, onOneConnection, type DB } from '../../db/database.js';
import { compiledQuery, type Param } from '../../db/compiled-query.js';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, isUniqueViolation } from '../../lib/errors.js';
import { checkMemberBooking, readPolicy, readSlotAndPolicy } from './booking-policy.js';
import type { BookingRow, NotificationRow } from '../../db/schema.js';
import { notices, type NotificationService, type NotifyInput } from '../notifications/index.js';
import type { BookingWithUser } from './coaching.presenter.js';
import {
  claimSlot,
  countActiveBookingsOfSlot,
  findBooking,
  findSlot,
  findSlotAt,
  hasOpenOffer,
  insertSlot,
  moveBooking,
  setSlotBooked,
  updateBooking,
} from './coaching.repository.js';

const SLOT_UNAVAILABLE = 'slot_unavailable';

async function translateConflicts<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(COACHING_MESSAGES.slotTaken, SLOT_UNAVAILABLE);
    throw error;
  }
}

export async function createSlot(db: DB, date: string, time: string) {
  try {
    return await insertSlot(db, date, time, nowIso());
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(COACHING_MESSAGES.slotExists, 'slot_exists');
    throw error;
  }
}

/** Flips the booked flag. Freeing a slot that still holds an active booking is refused. */
export async function toggleSlot(db: DB, slotId: number) {
  return inTransaction(db, async (trx) => {
    const slot = await findSlot(trx, slotId);
    if (!slot) throw new NotFoundError('Slot not found');
    if (slot.booked && (await countActiveBookingsOfSlot(trx, slotId)) > 0) {
      throw new ConflictError('This slot has an active booking. Cancel the booking first to free the slot.', 'slot_has_booking');
    }
    if (slot.booked && (await hasOpenOffer(trx, slotId))) {
      throw new ConflictError('This slot is held for a member on the waitlist. It frees itself if they do not take it.', 'slot_held');
    }
    await setSlotBooked(trx, slotId, !slot.booked);
    return (await findSlot(trx, slotId))!;
  });
}

export interface BookingContext {
  /** The business zone: slot dates and times are wall-clock values in it. */
  zone: string;
  now?: Date;
  /** Issue 23: with requireActiveMembership on, a member needs an active membership (absent for coaches). */
  hasActiveMembership?: (userId: number, db: DB) => Promise<boolean>;
}

/** A new booking's notifications and reminders, written in the booking's own transaction. */
export type BookingAnnouncer = Pick<NotificationService, 'record' | 'scheduleNewBookingReminders'>;

/**
 * A member books a slot. The member's rules are checked and the slot claimed in ONE transaction
 * that first takes the member's own lock (PostgreSQL: their users row `for update`; SQLite runs
 * transactions one at a time), so a member's parallel requests cannot all pass a count; members
 * never wait on each other's lock.
 *
 * The announcement (the member's and the coaches' in-app notifications, the reminders) is written
 * in the same transaction, an outbox: a booking never commits without them, and the caller answers
 * before the slower fan-out (live events, push) that it starts with `notifications` after the
 * commit. Before, the announcement ran after the commit and before the answer, ~14 statements of
 * the ~23 of every winning booking, and the bench's burst missed its p99 (issue 24).
 *
 * Everything runs on one connection taken from the pool once: the slot's early refusal (see
 * refuseUnavailableSlot) with the policy, the transaction. The answer is made from the rows the
 * transaction wrote, not read again.
 */
export async function bookSlot(
  db: DB,
  userId: number,
  input: { date: string; time: string },
  ctx: BookingContext & { announcer: BookingAnnouncer },
): Promise<{ booking: BookingWithUser; notifications: NotificationRow[] }> {
  const now = ctx.now ?? new Date();
  if (isSlotInPast(input.date, input.time, now, ctx.zone)) throw new BadRequestError(COACHING_MESSAGES.slotInPast, 'slot_in_past');
  const postgres = isPostgres(db);
  return onOneConnection(db, async (conn) => {
    const found = await readSlotAndPolicy(conn, input);
    refuseUnavailableSlot(found);
    const { policy } = found;
    // On this connection: SQLite has one, held by this callback, so a query through `db` would wait forever.
    if (policy.requireActiveMembership && ctx.hasActiveMembership && !(await ctx.hasActiveMembership(userId, conn)))
      throw new ConflictError(PAYMENT_MESSAGES.membershipRequired, 'membership_required');
    return translateConflicts(() =>
      inTransaction(conn, async (trx) => {
        if (postgres) await lockMember(trx, userId);
        const member = await checkMemberBooking(trx, { userId, slot: input, policy, zone: ctx.zone, now });
        const values = { userId, date: input.date, time: input.time, awaitingCoach: member.awaitingCoach };
        const row = await (postgres ? claimAndInsertInOneStatement(trx, values) : claimAndInsert(trx, values));
        const booking: BookingWithUser = { ...row, user_name: member.userName };
        const notifications = await ctx.announcer.record(trx, newBookingNotices(booking, member.noShows));
        // A booking that waits for the coach gets its reminders when the coach confirms it.
        if (!booking.awaiting_coach) await ctx.announcer.scheduleNewBookingReminders(trx, booking);
        return { booking, notifications };
      }),
    );
  });
}

/** What the member and the coaches are told of a new booking (also after a waitlist offer is taken). */
export function newBookingNotices(booking: BookingWithUser, recentNoShows: number): NotifyInput[] {
  return booking.awaiting_coach
    ? [notices.bookingAwaitingCoach(booking), notices.coachNoShowBookingPending(booking, recentNoShows)]
    : [notices.bookingConfirmed(booking), notices.coachNewBooking(booking)];
}

/**
 * A slot that is already taken (or does not exist) is refused with one indexed read (the one that
 * also reads the policy), before the policy's counts and the transaction. When many members race
 * for few slots most of them lose: in the bench's 200 bookings over 50 slots, 150 requests paid for
 * the policy read, the member's lock, three counts and a rollback only to be refused by the claim,
 * and the burst missed its p99 target (issue 24). The read runs on the connection the booking then
 * uses, once the pool (PostgreSQL) or the single connection (SQLite) is ours, so it sees the
 * bookings committed while this request waited for it. It only answers early: a slot free here can
 * still be taken before the claim, which stays the rule that decides.
 */
function refuseUnavailableSlot<T extends { slot: { booked: boolean } }>(found: T | null): asserts found is T {
  if (!found) throw new ConflictError(COACHING_MESSAGES.slotMissing, SLOT_UNAVAILABLE);
  if (found.slot.booked) throw new ConflictError(COACHING_MESSAGES.slotTaken, SLOT_UNAVAILABLE);
}

/** PostgreSQL: serialises one member's booking transactions (their users row, locked until commit). */
export async function lockMember(trx: DB, userId: number): Promise<void> {
  await sql`select id from users where id = ${userId} for update`.execute(trx);
}

interface NewBooking {
  userId: number;
  date: string;
  time: string;
  awaitingCoach: boolean;
}

/**
 * SQLite, inside the caller's transaction: the conditional claim (`booked = 0` → 1, answering the
 * slot it flipped), then the insert answering the new row. A refusal reads the slot to say why.
 */
async function claimAndInsert(trx: DB, input: NewBooking): Promise<BookingRow> {
  const slot = await claimSlotQuery.executeTakeFirst(trx, { date: input.date, time: input.time });
  if (!slot) {
    const exists = await findSlotAt(trx, input.date, input.time);
    throw new ConflictError(exists ? COACHING_MESSAGES.slotTaken : COACHING_MESSAGES.slotMissing, SLOT_UNAVAILABLE);
  }
  const now = nowIso();
  const booking = await insertBookingQuery.executeTakeFirst(trx, {
    userId: input.userId,
    slotId: slot.id,
    date: slot.date,
    time: slot.time,
    awaitingCoach: input.awaitingCoach ? 1 : 0,
    now,
  });
  // An insert with `returning` answers its row; without one the transaction must not commit.
  if (!booking) throw new Error('The booking insert answered no row');
  return booking;
}

// Compiled once, as every winner of a booking burst runs them (see db/compiled-query.ts).
const claimSlotQuery = compiledQuery((db, param: Param<{ date: string; time: string }>) =>
  db
    .updateTable('slots')
    .set({ booked: 1 })
    .where('date', '=', param('date'))
    .where('time', '=', param('time'))
    .where('booked', '=', 0)
    .returning(['id', 'date', 'time']),
);

const insertBookingQuery = compiledQuery(
  (db, param: Param<{ userId: number; slotId: number; date: string; time: string; awaitingCoach: number; now: string }>) =>
    db
      .insertInto('bookings')
      .values({
        user_id: param('userId'),
        slot_id: param('slotId'),
        date: param('date'),
        time: param('time'),
        status: 'pending',
        meeting_link: null,
        trainer_name: null,
        awaiting_coach: param('awaitingCoach'),
        created_at: param('now'),
        updated_at: param('now'),
      })
      .returningAll(),
);

/**
 * PostgreSQL: the claim, the insert and the reason for a refusal as ONE statement (a data-modifying
 * CTE), so the slot's row is locked by one statement and held only until the booking's transaction
 * commits, instead of across several round trips while many members race for the same slots. The
 * same rules: the claim flips booked 0 → 1 or matches nothing, and a failed insert gives the slot back.
 */
async function claimAndInsertInOneStatement(db: DB, input: NewBooking): Promise<BookingRow> {
  const now = nowIso();
  // The slot's existence is read in the same statement, so a refusal can say why without a second
  // round trip; the new row comes back whole, so the answer needs no read either.
  const { rows } = await sql<Partial<BookingRow> & { slot_exists: boolean }>`
    with claimed as (
      update slots set booked = 1 where date = ${input.date} and time = ${input.time} and booked = 0 returning id, date, time
    ), inserted as (
      insert into bookings (user_id, slot_id, date, time, status, meeting_link, trainer_name, created_at, updated_at, awaiting_coach)
      select ${input.userId}, id, date, time, 'pending', null, null, ${now}, ${now}, ${input.awaitingCoach ? 1 : 0} from claimed
      returning *
    )
    select inserted.*, exists(select 1 from slots where date = ${input.date} and time = ${input.time}) as slot_exists
    from (select 1) as one left join inserted on true`.execute(db);
  const row = rows[0];
  if (row?.id != null) {
    const { slot_exists: _exists, ...booking } = row;
    return booking as BookingRow;
  }
  throw new ConflictError(row?.slot_exists ? COACHING_MESSAGES.slotTaken : COACHING_MESSAGES.slotMissing, SLOT_UNAVAILABLE);
}

/**
 * Admin: any status. Cancelling frees the slot; re-activating claims it again. A no-show can be
 * marked only once the appointment's time has passed; it keeps holding its (past) slot. Confirming
 * ends a wait for the coach. Answers the booking and whether its slot became free.
 */
export async function setBookingStatus(
  db: DB,
  bookingId: number,
  status: BookingStatus,
  ctx: BookingContext,
): Promise<{ booking: BookingWithUser; freed: boolean }> {
  const now = ctx.now ?? new Date();
  let freed = false;
  await translateConflicts(() =>
    inTransaction(db, async (trx) => {
      const booking = await findBooking(trx, bookingId);
      if (!booking) throw new NotFoundError('Booking not found');
      if (booking.status === status) return;
      if (status === 'no_show' && !isSlotInPast(booking.date, booking.time, now, ctx.zone)) {
        throw new ConflictError(BOOKING_POLICY_MESSAGES.noShowTooEarly, 'too_early');
      }
      if (status === 'cancelled') {
        await setSlotBooked(trx, booking.slot_id, false);
        freed = true;
      } else if (booking.status === 'cancelled' && !(await claimSlot(trx, booking.slot_id))) {
        throw new ConflictError('The slot of this booking has been taken since it was cancelled.', SLOT_UNAVAILABLE);
      }
      await updateBooking(trx, bookingId, { status, ...(status === 'confirmed' ? { awaiting_coach: 0 } : {}) }, nowIso());
    }),
  );
  return { booking: (await findBooking(db, bookingId))!, freed };
}

export async function setBookingLink(db: DB, bookingId: number, link: string | null): Promise<BookingWithUser> {
  const booking = await findBooking(db, bookingId);
  if (!booking) throw new NotFoundError('Booking not found');
  await updateBooking(db, bookingId, { meeting_link: link }, nowIso());
  return (await findBooking(db, bookingId))!;
}

/**
 * A member cancels their own booking while it is at least the cancel cut-off ahead (the coach can
 * always cancel); the slot becomes free.
 */
export async function cancelOwnBooking(
  db: DB,
  bookingId: number,
  actor: { userId: number; admin: boolean },
  ctx: BookingContext,
): Promise<BookingWithUser> {
  const now = ctx.now ?? new Date();
  const policy = await readPolicy(db);
  await inTransaction(db, async (trx) => {
    const booking = await findBooking(trx, bookingId);
    if (!booking) throw new NotFoundError('Booking not found');
    if (booking.user_id !== actor.userId && !actor.admin) throw new ForbiddenError('You can only cancel your own bookings');
    if (booking.status === 'cancelled') throw new ConflictError('This booking is already cancelled.', 'already_cancelled');
    if (booking.status === 'no_show' || isSlotInPast(booking.date, booking.time, now, ctx.zone))
      throw new BadRequestError('Only future bookings can be cancelled.', 'booking_in_past');
    if (!actor.admin && hoursUntilSlot(booking.date, booking.time, now, ctx.zone) < policy.cancelCutoffHours) {
      throw new ConflictError(BOOKING_POLICY_MESSAGES.cancelCutoff(policy.cancelCutoffHours), 'cancel_cutoff');
    }
    await updateBooking(trx, bookingId, { status: 'cancelled' }, nowIso());
    await setSlotBooked(trx, booking.slot_id, false);
  });
  return (await findBooking(db, bookingId))!;
}

/**
 * Moves a booking to another free slot: the new slot is claimed, the booking re-pointed and the old
 * slot freed in ONE transaction, so any failure leaves the old booking exactly as it was. The
 * member is held by the reschedule cut-off and the booking rules of the new time (notice, buffer);
 * the coach is not. Answers the booking and the old slot's date (now free).
 */
export async function rescheduleBooking(
  db: DB,
  bookingId: number,
  target: { date: string; time: string },
  actor: { userId: number; admin: boolean },
  ctx: BookingContext,
): Promise<{ booking: BookingWithUser; from: { date: string; time: string; slotId: number } }> {
  const now = ctx.now ?? new Date();
  const current = await findBooking(db, bookingId);
  if (!current) throw new NotFoundError('Booking not found');
  if (current.user_id !== actor.userId && !actor.admin) throw new ForbiddenError('You can only move your own bookings');
  if (current.status !== 'pending' && current.status !== 'confirmed')
    throw new ConflictError(BOOKING_POLICY_MESSAGES.bookingNotActive, 'booking_not_active');
  if (isSlotInPast(current.date, current.time, now, ctx.zone))
    throw new ConflictError(BOOKING_POLICY_MESSAGES.bookingNotActive, 'booking_not_active');
  if (current.date === target.date && current.time === target.time)
    throw new ConflictError(BOOKING_POLICY_MESSAGES.rescheduleSameSlot, 'same_slot');
  if (isSlotInPast(target.date, target.time, now, ctx.zone)) throw new BadRequestError(COACHING_MESSAGES.slotInPast, 'slot_in_past');
  const policy = await readPolicy(db);
  if (!actor.admin && hoursUntilSlot(current.date, current.time, now, ctx.zone) < policy.rescheduleCutoffHours) {
    throw new ConflictError(BOOKING_POLICY_MESSAGES.rescheduleCutoff(policy.rescheduleCutoffHours), 'reschedule_cutoff');
  }
  const from = { date: current.date, time: current.time, slotId: current.slot_id };
  const postgres = isPostgres(db);
  await translateConflicts(() =>
    inTransaction(db, async (trx) => {
      if (!actor.admin) {
        if (postgres) await lockMember(trx, current.user_id);
        await checkMemberBooking(trx, { userId: current.user_id, slot: target, policy, zone: ctx.zone, now, movingBookingId: bookingId });
      }
      // Re-read inside the transaction: the booking must still be where we found it.
      const booking = await findBooking(trx, bookingId);
      if (!booking || booking.slot_id !== from.slotId || (booking.status !== 'pending' && booking.status !== 'confirmed')) {
        throw new ConflictError(BOOKING_POLICY_MESSAGES.bookingNotActive, 'booking_not_active');
      }
      const slot = await findSlotAt(trx, target.date, target.time);
      if (!slot) throw new ConflictError(COACHING_MESSAGES.slotMissing, SLOT_UNAVAILABLE);
      if (!(await claimSlot(trx, slot.id))) throw new ConflictError(COACHING_MESSAGES.slotTaken, SLOT_UNAVAILABLE);
      await moveBooking(trx, bookingId, { slotId: slot.id, date: slot.date, time: slot.time }, nowIso());
      await setSlotBooked(trx, from.slotId, false);
    }),
  );
  return { booking: (await findBooking(db, bookingId))!, from };
}
