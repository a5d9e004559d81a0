// The coach's booking policy (one row) and the member-side checks it drives. Every check reads the
// slot's wall-clock date and time in the business zone. The coach is never held by these rules.
import {
  BOOKING_POLICY_DEFAULTS,
  BOOKING_POLICY_MESSAGES,
  FREE_SESSIONS_WINDOW_DAYS,
  NO_SHOW_WINDOW_DAYS,
  hoursUntilSlot,
  isoDateInZone,
  shiftIsoDate,
  wallClockIn,
  wallClockToInstant,
  type BookingPolicy,
} from '@rhythmfit/contracts';
import type { Kysely } from 'kysely';
import type { BookingPolicyTable, Database } from '../../db/schema.js';
import { compiledQuery, type Param } from '../../db/compiled-query.js';
import { ConflictError } from '../../lib/errors.js';

type Db = Kysely<Database>;
const ACTIVE = ['pending', 'confirmed'] as const;

export async function readPolicy(db: Db): Promise<BookingPolicy> {
  return policyOf(await db.selectFrom('booking_policy').selectAll().where('id', '=', 1).executeTakeFirst());
}

/**
 * The slot at a date and time (null when there is none) and the policy, in one indexed
 * read: a booking needs both before anything else, and every winner of issue 24's booking burst
 * paid a round trip for each.
 */
export async function readSlotAndPolicy(
  db: Db,
  at: { date: string; time: string },
): Promise<{ slot: { id: number; booked: boolean }; policy: BookingPolicy } | null> {
  const row = await slotAndPolicyQuery.executeTakeFirst(db, at);
  if (!row) return null;
  return { slot: { id: row.slot_id, booked: Number(row.slot_booked) === 1 }, policy: policyOf(row.id == null ? undefined : row) };
}

// Compiled once: every request of a booking burst runs it (see db/compiled-query.ts).
const slotAndPolicyQuery = compiledQuery((db, param: Param<{ date: string; time: string }>) =>
  db
    .selectFrom('slots')
    .leftJoin('booking_policy', (join) => join.on('booking_policy.id', '=', 1))
    .select([
      'slots.id as slot_id',
      'slots.booked as slot_booked',
      'booking_policy.id',
      'booking_policy.cancel_cutoff_hours',
      'booking_policy.reschedule_cutoff_hours',
      'booking_policy.min_notice_hours',
      'booking_policy.max_active_bookings_per_member',
      'booking_policy.free_sessions_per_30_days',
      'booking_policy.buffer_minutes',
      'booking_policy.no_show_limit',
      'booking_policy.waitlist_hold_minutes',
      'booking_policy.require_active_membership',
    ])
    .where('slots.date', '=', param('date'))
    .where('slots.time', '=', param('time')),
);

type PolicyRow = Omit<BookingPolicyTable, 'require_active_membership' | 'updated_at'> & { require_active_membership: number | null };

function policyOf(row: { [K in keyof PolicyRow]: PolicyRow[K] | null } | undefined): BookingPolicy {
  if (!row) return { ...BOOKING_POLICY_DEFAULTS };
  return {
    cancelCutoffHours: Number(row.cancel_cutoff_hours),
    rescheduleCutoffHours: Number(row.reschedule_cutoff_hours),
    minNoticeHours: Number(row.min_notice_hours),
    maxActiveBookingsPerMember: Number(row.max_active_bookings_per_member),
    freeSessionsPer30Days: Number(row.free_sessions_per_30_days),
    bufferMinutes: Number(row.buffer_minutes),
    noShowLimit: Number(row.no_show_limit),
    waitlistHoldMinutes: Number(row.waitlist_hold_minutes),
    requireActiveMembership: Number(row.require_active_membership) === 1,
  };
}

export async function savePolicy(db: Db, policy: BookingPolicy, now: string): Promise<BookingPolicy> {
  const values = {
    cancel_cutoff_hours: policy.cancelCutoffHours,
    reschedule_cutoff_hours: policy.rescheduleCutoffHours,
    min_notice_hours: policy.minNoticeHours,
    max_active_bookings_per_member: policy.maxActiveBookingsPerMember,
    free_sessions_per_30_days: policy.freeSessionsPer30Days,
    buffer_minutes: policy.bufferMinutes,
    no_show_limit: policy.noShowLimit,
    waitlist_hold_minutes: policy.waitlistHoldMinutes,
    require_active_membership: policy.requireActiveMembership ? 1 : 0,
    updated_at: now,
  };
  await db
    .insertInto('booking_policy')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
  return readPolicy(db);
}

/** "Now" in the business zone as a wall-clock date and time, to compare with slot columns. */
function wallNow(now: Date, zone: string): { date: string; time: string } {
  // One read of the zone's wall clock for both (each read is an Intl formatToParts call).
  const w = wallClockIn(now, zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${String(w.year).padStart(4, '0')}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

/** No-shows of a member whose appointment date lies within the last 60 days. */
export async function countRecentNoShows(db: Db, userId: number, now: Date, zone: string): Promise<number> {
  const since = shiftIsoDate(isoDateInZone(now, zone), -NO_SHOW_WINDOW_DAYS);
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'no_show')
    .where('date', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface SlotRef {
  date: string;
  time: string;
}

export interface MemberBookingCheck {
  userId: number;
  slot: SlotRef;
  policy: BookingPolicy;
  zone: string;
  now: Date;
  /** A reschedule: this booking is being moved, so it does not count and takes no new free session. */
  movingBookingId?: number;
}

/**
 * What the member-side rules need to know of a member, read in ONE statement: their upcoming
 * bookings, the bookings that used a free session in the window, their recent no-shows, and their
 * name (the new booking's notifications say it). Three counts and a read were four round trips of
 * every winning booking inside its transaction (issue 24's booking burst); each count is the same
 * scalar subquery as before, over the member's bookings (index on user_id).
 */
export async function memberBookingFacts(
  db: Db,
  userId: number,
  now: Date,
  zone: string,
): Promise<{ name: string | null; upcoming: number; freeSessionsUsed: number; noShows: number }> {
  const { date, time } = wallNow(now, zone);
  const freeSince = new Date(now.getTime() - FREE_SESSIONS_WINDOW_DAYS * 86_400_000).toISOString();
  const noShowSince = shiftIsoDate(isoDateInZone(now, zone), -NO_SHOW_WINDOW_DAYS);
  const row = await memberBookingFactsQuery.executeTakeFirst(db, { userId, date, time, freeSince, noShowSince });
  return {
    name: row?.name ?? null,
    upcoming: Number(row?.upcoming ?? 0),
    freeSessionsUsed: Number(row?.free_used ?? 0),
    noShows: Number(row?.no_shows ?? 0),
  };
}

// Compiled once: every winner of a booking burst runs it (see db/compiled-query.ts).
const memberBookingFactsQuery = compiledQuery(
  (db, param: Param<{ userId: number; date: string; time: string; freeSince: string; noShowSince: string }>) => {
    const ofMember = () =>
      db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', param('userId'));
    return db
      .selectFrom('users')
      .select([
        'users.name',
        ofMember()
          .where('status', 'in', ACTIVE)
          .where((eb) => eb.or([eb('date', '>', param('date')), eb.and([eb('date', '=', param('date')), eb('time', '>', param('time'))])]))
          .as('upcoming'),
        ofMember().where('status', '<>', 'cancelled').where('created_at', '>=', param('freeSince')).as('free_used'),
        ofMember().where('status', '=', 'no_show').where('date', '>=', param('noShowSince')).as('no_shows'),
      ])
      .where('users.id', '=', param('userId'));
  },
);

/**
 * The member-side rules of a new booking (or of the new time of a moved one), in the order a member
 * meets them. Throws a 409 `{ message, code }`; answers whether the booking waits for the coach,
 * with the member's recent no-shows and name (the new booking's notifications use them).
 */
export async function checkMemberBooking(
  db: Db,
  check: MemberBookingCheck,
): Promise<{ awaitingCoach: boolean; noShows: number; userName: string | null }> {
  const { userId, slot, policy, zone, now, movingBookingId } = check;
  if (hoursUntilSlot(slot.date, slot.time, now, zone) < policy.minNoticeHours) {
    throw new ConflictError(BOOKING_POLICY_MESSAGES.tooSoon(policy.minNoticeHours), 'too_soon');
  }
  const facts = await memberBookingFacts(db, userId, now, zone);
  if (!movingBookingId) {
    if (facts.upcoming >= policy.maxActiveBookingsPerMember) {
      throw new ConflictError(BOOKING_POLICY_MESSAGES.tooManyActive(policy.maxActiveBookingsPerMember), 'too_many_active');
    }
    if (facts.freeSessionsUsed >= policy.freeSessionsPer30Days) {
      // The refusal says when a session is free again: only then are the bookings themselves read.
      const since = new Date(now.getTime() - FREE_SESSIONS_WINDOW_DAYS * 86_400_000).toISOString();
      const used = await db
        .selectFrom('bookings')
        .select('created_at')
        .where('user_id', '=', userId)
        .where('status', '<>', 'cancelled')
        .where('created_at', '>=', since)
        .orderBy('created_at')
        .execute();
      // The oldest booking that counts leaves the window first: a session is free again then.
      const oldest = used[Math.max(0, used.length - policy.freeSessionsPer30Days)]!.created_at;
      const againOn = isoDateInZone(new Date(new Date(oldest).getTime() + FREE_SESSIONS_WINDOW_DAYS * 86_400_000), zone);
      throw new ConflictError(BOOKING_POLICY_MESSAGES.freeSessionsUsed(policy.freeSessionsPer30Days, againOn), 'free_sessions_used');
    }
  }
  if (policy.bufferMinutes > 0) await checkBuffer(db, slot, policy.bufferMinutes, zone, movingBookingId);
  return { awaitingCoach: facts.noShows >= policy.noShowLimit, noShows: facts.noShows, userName: facts.name };
}

/** Refuses a time whose start lies less than `bufferMinutes` from another booked appointment's start. */
async function checkBuffer(db: Db, slot: SlotRef, bufferMinutes: number, zone: string, excludeBookingId?: number): Promise<void> {
  const start = wallClockToInstant(slot.date, slot.time, zone).getTime();
  let query = db
    .selectFrom('bookings')
    .select(['id', 'date', 'time'])
    .where('status', 'in', ACTIVE)
    .where('date', '>=', shiftIsoDate(slot.date, -1))
    .where('date', '<=', shiftIsoDate(slot.date, 1));
  if (excludeBookingId) query = query.where('id', '<>', excludeBookingId);
  for (const other of await query.execute()) {
    if (other.date === slot.date && other.time === slot.time) continue; // the same slot: the claim decides
    const gap = Math.abs(wallClockToInstant(other.date, other.time, zone).getTime() - start) / 60_000;
    if (gap < bufferMinutes) throw new ConflictError(BOOKING_POLICY_MESSAGES.buffer(bufferMinutes), 'buffer');
  }
}
