// The waitlist. A member joins the line of a day that has no free time. When a slot of that day is
// free (a cancellation, a reschedule away, the coach adding or freeing a slot), the first member in
// line gets an OFFER: the slot is held for them (its booked flag set, like a booking claims it) for
// `waitlistHoldMinutes`. Making an offer claims the slot with the same conditional update as a
// booking, so two instances (or two triggers) can never offer one slot twice; the partial unique
// index "one open offer per slot" is the last line of defence. Accepting is a conditional update of
// the offer (offered and not expired → accepted) plus the booking insert in one transaction, so of
// many concurrent accepts exactly one books. An expired or declined offer passes the held slot
// straight to the next in line (or frees it) in one transaction. The expiry hand-off is a scheduler
// tick (runDue) run by one instance at a time through app.locks.
import {
  BOOKING_POLICY_MESSAGES,
  hoursUntilSlot,
  isoDateInZone,
  isSlotInPast,
  PAYMENT_MESSAGES,
  type BookingPolicy,
  type WaitlistEntry,
} from '@rhythmfit/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { inTransaction, isPostgres, nowIso, type DB } from '../../db/database.js';
import type { WaitlistEntryRow } from '../../db/schema.js';
import type { LeaderLock } from '../../lib/leader-lock.js';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, isUniqueViolation } from '../../lib/errors.js';
import { notices, type NotificationService } from '../notifications/index.js';
import { checkMemberBooking, readPolicy } from './booking-policy.js';
import { lockMember } from './bookings.service.js';
import type { BookingWithUser } from './coaching.presenter.js';
import { claimSlot, findBooking, findSlot, insertBooking, setSlotBooked } from './coaching.repository.js';

export interface OfferMade {
  offerId: number;
  userId: number;
  slotId: number;
  date: string;
  time: string;
  expiresAt: string;
}

export interface WaitlistService {
  /** `executor`: the request's transaction when the caller has one (a keyed idempotent request). */
  join(userId: number, date: string, now?: Date, membership?: MembershipCheck, executor?: DB): Promise<WaitlistEntry>;
  list(userId: number, now?: Date): Promise<WaitlistEntry[]>;
  leave(userId: number, entryId: number, now?: Date): Promise<void>;
  accept(userId: number, offerId: number, now?: Date, membership?: MembershipCheck, executor?: DB): Promise<BookingWithUser>;
  decline(userId: number, offerId: number, now?: Date): Promise<void>;
  /** Offers every free slot of the day to the members in line; answers the offers made. */
  offerFreeSlots(date: string, now?: Date): Promise<OfferMade[]>;
  /** One scheduler tick: expired offers pass on, free slots of waited-for days are offered. */
  runDue(now?: Date): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

interface Deps {
  db: DB;
  zone: string;
  notifications: NotificationService;
  locks: LeaderLock;
  pollMs: number;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * Issue 23: with the policy's requireActiveMembership on, joining a line and taking an offer need an
 * active membership, as booking does (absent for coaches). Called with the caller's connection or
 * transaction: SQLite has one connection, held by the transaction.
 */
export type MembershipCheck = (userId: number, db: DB) => Promise<boolean>;

async function refuseWithoutMembership(db: DB, userId: number, policy: BookingPolicy, membership: MembershipCheck | undefined) {
  if (policy.requireActiveMembership && membership && !(await membership(userId, db)))
    throw new ConflictError(PAYMENT_MESSAGES.membershipRequired, 'membership_required');
}

/** Thrown inside a transaction to roll it back when another instance got there first. */
class LostRace extends Error {}

const OPEN = ['waiting', 'offered'] as const;

export function createWaitlistService(deps: Deps): WaitlistService {
  const { db, zone, notifications, log } = deps;
  const clock = deps.now ?? (() => new Date());
  let stopSchedule: (() => Promise<void>) | null = null;

  const today = (now: Date) => isoDateInZone(now, zone);

  function offerable(slot: { date: string; time: string }, policy: BookingPolicy, now: Date): boolean {
    return !isSlotInPast(slot.date, slot.time, now, zone) && hoursUntilSlot(slot.date, slot.time, now, zone) >= policy.minNoticeHours;
  }

  function firstInLine(trx: DB, date: string) {
    return trx
      .selectFrom('waitlist_entries')
      .selectAll()
      .where('date', '=', date)
      .where('status', '=', 'waiting')
      .orderBy('created_at')
      .orderBy('id')
      .executeTakeFirst();
  }

  async function insertOffer(
    trx: DB,
    entry: WaitlistEntryRow,
    slotId: number,
    policy: BookingPolicy,
    now: Date,
  ): Promise<{ id: number; expiresAt: string }> {
    const taken = await trx
      .updateTable('waitlist_entries')
      .set({ status: 'offered', updated_at: now.toISOString() })
      .where('id', '=', entry.id)
      .where('status', '=', 'waiting')
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw new LostRace();
    const expiresAt = new Date(now.getTime() + policy.waitlistHoldMinutes * 60_000).toISOString();
    const stamp = now.toISOString();
    const { id } = await trx
      .insertInto('waitlist_offers')
      .values({
        entry_id: entry.id,
        user_id: entry.user_id,
        slot_id: slotId,
        status: 'offered',
        expires_at: expiresAt,
        booking_id: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, expiresAt };
  }

  async function announce(offers: OfferMade[]): Promise<void> {
    for (const offer of offers) {
      await notifications.notify(
        notices.waitlistOffer({ user_id: offer.userId, date: offer.date, time: offer.time, expiresAt: offer.expiresAt }, zone),
      );
      await notifications.publish(offer.userId, {
        type: 'waitlist_offer',
        data: { offerId: offer.offerId, date: offer.date, time: offer.time, expiresAt: offer.expiresAt },
      });
    }
  }

  async function offerFreeSlots(date: string, now = clock()): Promise<OfferMade[]> {
    if (date < today(now)) return [];
    const policy = await readPolicy(db);
    const made: OfferMade[] = [];
    const free = await db.selectFrom('slots').selectAll().where('date', '=', date).where('booked', '=', 0).orderBy('time').execute();
    for (const slot of free) {
      if (!offerable(slot, policy, now)) continue;
      // A few attempts: another instance may take the first in line between our read and our write.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        try {
          const offer = await db.transaction().execute(async (trx) => {
            const entry = await firstInLine(trx, date);
            if (!entry) return null;
            if (!(await claimSlot(trx, slot.id))) return null; // booked or offered meanwhile
            const { id, expiresAt } = await insertOffer(trx, entry, slot.id, policy, now);
            return { offerId: id, userId: entry.user_id, slotId: slot.id, date: slot.date, time: slot.time, expiresAt };
          });
          if (offer) made.push(offer);
          break;
        } catch (error) {
          if (error instanceof LostRace || isUniqueViolation(error)) continue;
          throw error;
        }
      }
    }
    await announce(made);
    return made;
  }

  /**
   * Closes an open offer (expired or declined) and, in the same transaction, hands its held slot to
   * the next member in line, or frees it when nobody waits. Answers null when the offer was no
   * longer open (another instance or request closed it first).
   */
  async function passOn(
    offerId: number,
    outcome: 'expired' | 'declined',
    now: Date,
  ): Promise<{ next: OfferMade | null; freedDate: string | null } | null> {
    const policy = await readPolicy(db);
    try {
      return await db.transaction().execute(async (trx) => {
        let closing = trx
          .updateTable('waitlist_offers')
          .set({ status: outcome, updated_at: now.toISOString() })
          .where('id', '=', offerId)
          .where('status', '=', 'offered');
        if (outcome === 'expired') closing = closing.where('expires_at', '<=', now.toISOString());
        if (Number((await closing.executeTakeFirst()).numUpdatedRows) !== 1) return null;
        const offer = (await trx.selectFrom('waitlist_offers').selectAll().where('id', '=', offerId).executeTakeFirst())!;
        await trx
          .updateTable('waitlist_entries')
          .set({ status: 'passed', updated_at: now.toISOString() })
          .where('id', '=', offer.entry_id)
          .where('status', '=', 'offered')
          .execute();
        const slot = await findSlot(trx, offer.slot_id);
        if (!slot) return { next: null, freedDate: null };
        const entry = offerable(slot, policy, now) ? await firstInLine(trx, slot.date) : undefined;
        if (entry) {
          const made = await insertOffer(trx, entry, slot.id, policy, now);
          return {
            next: { offerId: made.id, userId: entry.user_id, slotId: slot.id, date: slot.date, time: slot.time, expiresAt: made.expiresAt },
            freedDate: null,
          };
        }
        await setSlotBooked(trx, slot.id, false);
        return { next: null, freedDate: slot.date };
      });
    } catch (error) {
      if (error instanceof LostRace || isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async function ownOffer(userId: number, offerId: number, executor: DB = db) {
    const offer = await executor.selectFrom('waitlist_offers').selectAll().where('id', '=', offerId).executeTakeFirst();
    if (!offer) throw new NotFoundError('Offer not found');
    if (offer.user_id !== userId) throw new ForbiddenError('This offer is for another member');
    return offer;
  }

  async function decline(userId: number, offerId: number, now = clock()): Promise<void> {
    const offer = await ownOffer(userId, offerId);
    if (offer.status !== 'offered') throw new ConflictError(BOOKING_POLICY_MESSAGES.offerExpired, 'offer_expired');
    const result = await passOn(offerId, 'declined', now);
    if (!result) throw new ConflictError(BOOKING_POLICY_MESSAGES.offerExpired, 'offer_expired');
    if (result.next) await announce([result.next]);
  }

  async function accept(
    userId: number,
    offerId: number,
    now = clock(),
    membership?: MembershipCheck,
    executor: DB = db,
  ): Promise<BookingWithUser> {
    const offer = await ownOffer(userId, offerId, executor);
    if (offer.status !== 'offered' || offer.expires_at <= now.toISOString())
      throw new ConflictError(BOOKING_POLICY_MESSAGES.offerExpired, 'offer_expired');
    const slot = await findSlot(executor, offer.slot_id);
    if (!slot) throw new ConflictError(BOOKING_POLICY_MESSAGES.offerExpired, 'offer_expired');
    const policy = await readPolicy(executor);
    const postgres = isPostgres(executor);
    let bookingId: number;
    try {
      bookingId = await inTransaction(executor, async (trx) => {
        // The member's own limits still hold (the notice was checked when the offer was made),
        // under the member's lock like a booking. A refusal rolls back and leaves the offer open.
        if (postgres) await lockMember(trx, userId);
        await refuseWithoutMembership(trx, userId, policy, membership);
        const { awaitingCoach } = await checkMemberBooking(trx, { userId, slot, policy: { ...policy, minNoticeHours: 0 }, zone, now });
        const won = await trx
          .updateTable('waitlist_offers')
          .set({ status: 'accepted', updated_at: now.toISOString() })
          .where('id', '=', offerId)
          .where('status', '=', 'offered')
          .where('expires_at', '>', now.toISOString())
          .executeTakeFirst();
        if (Number(won.numUpdatedRows) !== 1) throw new ConflictError(BOOKING_POLICY_MESSAGES.offerExpired, 'offer_expired');
        // The held slot is already claimed for this offer: the booking takes it over.
        const id = await insertBooking(trx, { userId, slotId: slot.id, date: slot.date, time: slot.time, awaitingCoach, now: nowIso() });
        await trx.updateTable('waitlist_offers').set({ booking_id: id }).where('id', '=', offerId).execute();
        await trx
          .updateTable('waitlist_entries')
          .set({ status: 'booked', updated_at: now.toISOString() })
          .where('id', '=', offer.entry_id)
          .execute();
        return id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(BOOKING_POLICY_MESSAGES.offerExpired, 'offer_expired');
      throw error;
    }
    return (await findBooking(executor, bookingId))!;
  }

  async function join(
    userId: number,
    date: string,
    now = clock(),
    membership?: MembershipCheck,
    executor: DB = db,
  ): Promise<WaitlistEntry> {
    if (date < today(now)) throw new BadRequestError(BOOKING_POLICY_MESSAGES.waitlistDateInPast, 'date_in_past');
    // "Free" as members see it: not past and not inside the minimum notice.
    const policy = await readPolicy(executor);
    // A place in line is a promise of a booking: not for a member who could not book.
    await refuseWithoutMembership(executor, userId, policy, membership);
    const free = await executor.selectFrom('slots').select(['date', 'time']).where('date', '=', date).where('booked', '=', 0).execute();
    if (free.some((slot) => offerable(slot, policy, now)))
      throw new ConflictError(BOOKING_POLICY_MESSAGES.dayHasFreeSlots, 'day_has_free_slots');
    const stamp = now.toISOString();
    try {
      const { id } = await executor
        .insertInto('waitlist_entries')
        .values({ user_id: userId, date, status: 'waiting', created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, date, status: 'waiting', createdAt: stamp, offer: null };
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(BOOKING_POLICY_MESSAGES.alreadyWaiting, 'already_waiting');
      throw error;
    }
  }

  async function list(userId: number, now = clock()): Promise<WaitlistEntry[]> {
    const entries = await db
      .selectFrom('waitlist_entries')
      .selectAll()
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('status', 'in', OPEN), eb('date', '>=', today(now))]))
      .where('status', '<>', 'left')
      .orderBy('date')
      .orderBy('id')
      .execute();
    if (entries.length === 0) return [];
    const offers = await db
      .selectFrom('waitlist_offers')
      .innerJoin('slots', 'slots.id', 'waitlist_offers.slot_id')
      .select([
        'waitlist_offers.id',
        'waitlist_offers.entry_id',
        'waitlist_offers.slot_id',
        'waitlist_offers.expires_at',
        'slots.date',
        'slots.time',
      ])
      .where('waitlist_offers.user_id', '=', userId)
      .where('waitlist_offers.status', '=', 'offered')
      .execute();
    return entries.map((entry) => {
      const offer = offers.find((o) => o.entry_id === entry.id);
      return {
        id: entry.id,
        date: entry.date,
        status: entry.status as WaitlistEntry['status'],
        createdAt: entry.created_at,
        offer: offer ? { id: offer.id, slotId: offer.slot_id, date: offer.date, time: offer.time, expiresAt: offer.expires_at } : null,
      };
    });
  }

  async function leave(userId: number, entryId: number, now = clock()): Promise<void> {
    const entry = await db.selectFrom('waitlist_entries').selectAll().where('id', '=', entryId).executeTakeFirst();
    if (!entry) throw new NotFoundError('Waitlist entry not found');
    if (entry.user_id !== userId) throw new ForbiddenError('You can only leave your own waitlist entries');
    const open = await db
      .selectFrom('waitlist_offers')
      .select('id')
      .where('entry_id', '=', entryId)
      .where('status', '=', 'offered')
      .executeTakeFirst();
    if (open) {
      const result = await passOn(open.id, 'declined', now);
      if (result?.next) await announce([result.next]);
    }
    await db
      .updateTable('waitlist_entries')
      .set({ status: 'left', updated_at: now.toISOString() })
      .where('id', '=', entryId)
      .where('status', 'in', [...OPEN, 'passed'])
      .execute();
  }

  async function runDue(now = clock()): Promise<number> {
    let handled = 0;
    const expired = await db
      .selectFrom('waitlist_offers')
      .select('id')
      .where('status', '=', 'offered')
      .where('expires_at', '<=', now.toISOString())
      .orderBy('expires_at')
      .limit(100)
      .execute();
    for (const { id } of expired) {
      const result = await passOn(id, 'expired', now);
      if (!result) continue;
      handled += 1;
      if (result.next) await announce([result.next]);
    }
    // Lines of days gone by close; free slots of the days still waited for are offered (this also
    // catches a slot freed while an instance crashed before it could make the offer).
    await db
      .updateTable('waitlist_entries')
      .set({ status: 'passed', updated_at: now.toISOString() })
      .where('status', '=', 'waiting')
      .where('date', '<', today(now))
      .execute();
    const dates = await db
      .selectFrom('waitlist_entries')
      .select('date')
      .distinct()
      .where('status', '=', 'waiting')
      .where('date', '>=', today(now))
      .execute();
    for (const { date } of dates) handled += (await offerFreeSlots(date, now)).length;
    return handled;
  }

  return {
    join,
    list,
    leave,
    accept,
    decline,
    offerFreeSlots,
    runDue,
    start() {
      if (stopSchedule) return;
      stopSchedule = deps.locks.scheduleExclusive('waitlist-offers', deps.pollMs, () => runDue(), {
        onError: (error) => log.error({ err: error }, 'waitlist tick failed; will retry on the next run'),
      });
    },
    async stop() {
      const stop = stopSchedule;
      stopSchedule = null;
      if (stop) await stop();
    },
  };
}

/** Erasure: the member's waitlist rows; a slot held for them is freed first. */
export async function eraseWaitlistOfMember(trx: DB, userId: number): Promise<void> {
  const held = await trx
    .selectFrom('waitlist_offers')
    .select('slot_id')
    .where('user_id', '=', userId)
    .where('status', '=', 'offered')
    .execute();
  for (const { slot_id } of held) await setSlotBooked(trx, slot_id, false);
  await trx.deleteFrom('waitlist_offers').where('user_id', '=', userId).execute();
  await trx.deleteFrom('waitlist_entries').where('user_id', '=', userId).execute();
}
