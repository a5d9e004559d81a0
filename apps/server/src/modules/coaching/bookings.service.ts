// Appointment commands. "One slot, one active booking" is held by the database: claiming a slot
// is a conditional update (`booked = 0` → 1) inside the booking's transaction, so of many
// concurrent requests exactly one flips the row; the partial unique index on bookings(slot_id)
// where status <> 'cancelled' backs it up. Both answer the losers with a clean 409. On PostgreSQL
// the claim and the insert are one statement (claimAndInsertInOneStatement).
import { COACHING_MESSAGES, isSlotInPast, type BookingStatus } from '@rhythmfit/contracts';
import { PostgresAdapter, sql } from 'kysely';
import { nowIso, type DB } from '../../db/database.js';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, isUniqueViolation } from '../../lib/errors.js';
import type { BookingWithUser } from './coaching.presenter.js';
import {
  claimSlot,
  countActiveBookingsOfSlot,
  findBooking,
  findSlot,
  findSlotAt,
  insertBooking,
  insertSlot,
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
  return db.transaction().execute(async (trx) => {
    const slot = await findSlot(trx, slotId);
    if (!slot) throw new NotFoundError('Slot not found');
    if (slot.booked && (await countActiveBookingsOfSlot(trx, slotId)) > 0) {
      throw new ConflictError('This slot has an active booking. Cancel the booking first to free the slot.', 'slot_has_booking');
    }
    await setSlotBooked(trx, slotId, !slot.booked);
    return (await findSlot(trx, slotId))!;
  });
}

export async function bookSlot(db: DB, userId: number, input: { date: string; time: string; timeZone?: string }, now = new Date()): Promise<BookingWithUser> {
  if (isSlotInPast(input.date, input.time, now, input.timeZone ?? 'UTC')) throw new BadRequestError(COACHING_MESSAGES.slotInPast, 'slot_in_past');
  const id = await translateConflicts(() => (isPostgres(db) ? claimAndInsertInOneStatement(db, userId, input) : claimAndInsertInTransaction(db, userId, input)));
  return (await findBooking(db, id))!;
}

function isPostgres(db: DB): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

async function claimAndInsertInTransaction(db: DB, userId: number, input: { date: string; time: string }): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const slot = await findSlotAt(trx, input.date, input.time);
    if (!slot) throw new ConflictError(COACHING_MESSAGES.slotMissing, SLOT_UNAVAILABLE);
    if (!(await claimSlot(trx, slot.id))) throw new ConflictError(COACHING_MESSAGES.slotTaken, SLOT_UNAVAILABLE);
    return insertBooking(trx, { userId, slotId: slot.id, date: slot.date, time: slot.time, now: nowIso() });
  });
}

/**
 * PostgreSQL: the claim, the insert and the reason for a refusal as ONE statement (a data-modifying CTE), so a booking is a
 * single round trip that holds the slot's row lock only while the statement runs, instead of a
 * five-statement transaction holding it across round trips while many members race for the same
 * slots. The same rules: the claim flips booked 0 → 1 or matches nothing, and the statement is
 * atomic, so a failed insert gives the slot back.
 */
async function claimAndInsertInOneStatement(db: DB, userId: number, input: { date: string; time: string }): Promise<number> {
  const now = nowIso();
  // The slot's existence is read in the same statement, so a refusal can say why without a second
  // round trip.
  const { rows } = await sql<{ id: number | null; slot_exists: boolean }>`
    with claimed as (
      update slots set booked = 1 where date = ${input.date} and time = ${input.time} and booked = 0 returning id, date, time
    ), inserted as (
      insert into bookings (user_id, slot_id, date, time, status, meeting_link, trainer_name, created_at, updated_at)
      select ${userId}, id, date, time, 'pending', null, null, ${now}, ${now} from claimed
      returning id
    )
    select (select id from inserted) as id, exists(select 1 from slots where date = ${input.date} and time = ${input.time}) as slot_exists`.execute(db);
  const row = rows[0];
  if (row?.id != null) return Number(row.id);
  throw new ConflictError(row?.slot_exists ? COACHING_MESSAGES.slotTaken : COACHING_MESSAGES.slotMissing, SLOT_UNAVAILABLE);
}

/** Admin: any of the three statuses. Cancelling frees the slot; re-activating claims it again. */
export async function setBookingStatus(db: DB, bookingId: number, status: BookingStatus): Promise<BookingWithUser> {
  await translateConflicts(() =>
    db.transaction().execute(async (trx) => {
      const booking = await findBooking(trx, bookingId);
      if (!booking) throw new NotFoundError('Booking not found');
      if (booking.status === status) return;
      if (status === 'cancelled') await setSlotBooked(trx, booking.slot_id, false);
      else if (booking.status === 'cancelled' && !(await claimSlot(trx, booking.slot_id))) {
        throw new ConflictError('The slot of this booking has been taken since it was cancelled.', SLOT_UNAVAILABLE);
      }
      await updateBooking(trx, bookingId, { status }, nowIso());
    }),
  );
  return (await findBooking(db, bookingId))!;
}

export async function setBookingLink(db: DB, bookingId: number, link: string | null): Promise<BookingWithUser> {
  const booking = await findBooking(db, bookingId);
  if (!booking) throw new NotFoundError('Booking not found');
  await updateBooking(db, bookingId, { meeting_link: link }, nowIso());
  return (await findBooking(db, bookingId))!;
}

/** A member cancels their own booking while it is still in the future; the slot becomes free. */
export async function cancelOwnBooking(db: DB, bookingId: number, actor: { userId: number; admin: boolean }, timeZone = 'UTC', now = new Date()): Promise<BookingWithUser> {
  await db.transaction().execute(async (trx) => {
    const booking = await findBooking(trx, bookingId);
    if (!booking) throw new NotFoundError('Booking not found');
    if (booking.user_id !== actor.userId && !actor.admin) throw new ForbiddenError('You can only cancel your own bookings');
    if (booking.status === 'cancelled') throw new ConflictError('This booking is already cancelled.', 'already_cancelled');
    if (isSlotInPast(booking.date, booking.time, now, timeZone)) throw new BadRequestError('Only future bookings can be cancelled.', 'booking_in_past');
    await updateBooking(trx, bookingId, { status: 'cancelled' }, nowIso());
    await setSlotBooked(trx, booking.slot_id, false);
  });
  return (await findBooking(db, bookingId))!;
}
