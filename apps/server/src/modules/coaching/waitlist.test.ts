// The waitlist on a real migrated database (SQLite and PostgreSQL): joining a full day, offers on a
// freed slot, the hold, accepting (20 at once → one booking), declining, the hand-off on expiry with
// a fake clock, and one offer per freed slot with two app instances.
import { BOOKING_POLICY_DEFAULTS, PAYMENT_MESSAGES, type BookingPolicy } from '@rhythmfit/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { createBooking, createSlot, dateFromToday } from '../../../test/coaching-factories.js';
import { buildOtherInstance, buildTestApp, type TestContext } from '../../../test/helpers.js';
import { coachingMemberData } from './member-data.js';

const MINUTE = 60_000;

describe('waitlist', () => {
  let ctx: TestContext;
  let other: FastifyInstance;
  let admin: UserRow;
  let day = 30;
  const freshDate = () => dateFromToday((day += 2));
  const setPolicy = async (changes: Partial<BookingPolicy>) => {
    const res = await ctx.request(admin, {
      method: 'PUT',
      url: '/api/admin/booking-policy',
      payload: { ...BOOKING_POLICY_DEFAULTS, ...changes },
    });
    expect(res.statusCode).toBe(200);
  };
  const join = (user: UserRow, date: string) => ctx.request(user, { method: 'POST', url: '/api/waitlist', payload: { date } });
  const entries = async (user: UserRow) => (await ctx.request(user, { method: 'GET', url: '/api/waitlist' })).json();
  const openOffers = (slotId: number) =>
    ctx.db.selectFrom('waitlist_offers').selectAll().where('slot_id', '=', slotId).where('status', '=', 'offered').execute();
  const slotBooked = async (slotId: number) =>
    (await ctx.db.selectFrom('slots').select('booked').where('id', '=', slotId).executeTakeFirstOrThrow()).booked;

  /** A day whose only slot is booked by someone; answers the slot and that booking. */
  async function fullDay() {
    const date = freshDate();
    const slot = await createSlot(ctx.db, { date, time: '10:00' });
    const holder = await ctx.createMember({ name: 'Holder' });
    const bookingId = await createBooking(ctx.db, holder.id, slot, 'confirmed');
    return { date, slot, holder, bookingId };
  }

  beforeAll(async () => {
    ctx = await buildTestApp({}, { notificationJobs: false });
    other = await buildOtherInstance(ctx, { notificationJobs: false });
    admin = await ctx.createAdmin();
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
  });
  beforeEach(() => setPolicy({}));

  it('joins a full day (201), lists and leaves it; refuses a day with free times, a second entry and a past day', async () => {
    const { date } = await fullDay();
    const member = await ctx.createMember();
    const joined = await join(member, date);
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toEqual({ id: expect.any(Number), date, status: 'waiting', createdAt: expect.any(String), offer: null });
    const again = await join(member, date);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You are already on the waitlist for this day.', code: 'already_waiting' });
    expect(await entries(member)).toEqual([joined.json()]);

    const freeDay = freshDate();
    await createSlot(ctx.db, { date: freeDay, time: '10:00' });
    const refused = await join(member, freeDay);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'This day still has free times. Please pick one of them.', code: 'day_has_free_slots' });
    expect((await join(member, dateFromToday(-1))).json().code).toBe('date_in_past');
    expect((await ctx.request(null, { method: 'POST', url: '/api/waitlist', payload: { date } })).statusCode).toBe(401);

    const stranger = await ctx.createMember();
    expect((await ctx.request(stranger, { method: 'DELETE', url: `/api/waitlist/${joined.json().id}` })).statusCode).toBe(403);
    expect((await ctx.request(member, { method: 'DELETE', url: `/api/waitlist/${joined.json().id}` })).statusCode).toBe(204);
    expect(await entries(member)).toEqual([]);
    expect((await join(member, date)).statusCode).toBe(201);
  });

  it('a free time inside the minimum notice does not count as free: the member can join, and it is never offered', async () => {
    await setPolicy({ minNoticeHours: 168 });
    const date = dateFromToday(3);
    const soon = await createSlot(ctx.db, { date, time: '23:00' });
    const member = await ctx.createMember();
    const entry = await join(member, date);
    expect(entry.statusCode).toBe(201);
    await ctx.app.waitlist.runDue();
    expect(await openOffers(soon.id)).toEqual([]);
    expect(await slotBooked(soon.id)).toBe(0);
    // Leave, so later ticks of this file have nothing of this day to offer.
    expect((await ctx.request(member, { method: 'DELETE', url: `/api/waitlist/${entry.json().id}` })).statusCode).toBe(204);
  });

  it('a cancellation offers the slot to the first in line, holds it from everyone else, and accepting books it', async () => {
    await setPolicy({ waitlistHoldMinutes: 45 });
    const { date, slot, holder, bookingId } = await fullDay();
    const first = await ctx.createMember({ name: 'First' });
    const second = await ctx.createMember({ name: 'Second' });
    await join(first, date);
    await join(second, date);

    const before = Date.now();
    expect((await ctx.request(holder, { method: 'PUT', url: `/api/bookings/${bookingId}/cancel` })).statusCode).toBe(200);
    const [offer] = await openOffers(slot.id);
    expect(offer).toMatchObject({ user_id: first.id, status: 'offered' });
    const hold = new Date(offer!.expires_at).getTime() - before;
    expect(hold).toBeGreaterThanOrEqual(45 * MINUTE);
    expect(hold).toBeLessThan(46 * MINUTE);
    // Held: not listed, not bookable by anyone else, nor freed by the coach's toggle.
    expect(await slotBooked(slot.id)).toBe(1);
    expect((await ctx.request(second, { method: 'GET', url: `/api/slots/${date}` })).json()).toEqual([]);
    expect((await ctx.request(second, { method: 'POST', url: '/api/bookings', payload: { date, time: '10:00' } })).json().code).toBe(
      'slot_unavailable',
    );
    expect((await ctx.request(admin, { method: 'PUT', url: `/api/slots/admin/${slot.id}/toggle` })).json().code).toBe('slot_held');

    const note = await ctx.db
      .selectFrom('notifications')
      .select(['kind', 'title', 'body', 'link'])
      .where('user_id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(note).toMatchObject({ kind: 'waitlist_offer', title: 'A time opened up', link: '/my-bookings' });
    expect(note.body).toMatch(
      new RegExp(`^${date} at 10:00 is free and held for you until \\d\\d:\\d\\d \\S+\\. Accept it in My Appointments\\.$`),
    );

    const list = await entries(first);
    expect(list).toEqual([
      {
        id: expect.any(Number),
        date,
        status: 'offered',
        createdAt: expect.any(String),
        offer: { id: offer!.id, slotId: slot.id, date, time: '10:00', expiresAt: offer!.expires_at },
      },
    ]);
    expect((await ctx.request(second, { method: 'POST', url: `/api/waitlist/offers/${offer!.id}/accept` })).statusCode).toBe(403);
    const accepted = await ctx.request(first, { method: 'POST', url: `/api/waitlist/offers/${offer!.id}/accept` });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ date, time: '10:00', status: 'pending', userId: first.id });
    expect((await entries(first))[0]).toMatchObject({ status: 'booked', offer: null });
    const again = await ctx.request(first, { method: 'POST', url: `/api/waitlist/offers/${offer!.id}/accept` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This offer has expired or the time was taken.', code: 'offer_expired' });
    // The second in line is still waiting.
    expect((await entries(second))[0]).toMatchObject({ status: 'waiting', offer: null });
  });

  it('twenty concurrent accepts of one offer: exactly one booking', async () => {
    const { date, slot, holder, bookingId } = await fullDay();
    const member = await ctx.createMember();
    await join(member, date);
    await ctx.request(holder, { method: 'PUT', url: `/api/bookings/${bookingId}/cancel` });
    const [offer] = await openOffers(slot.id);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => ctx.request(member, { method: 'POST', url: `/api/waitlist/offers/${offer!.id}/accept` })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const rows = await ctx.db
      .selectFrom('bookings')
      .select('status')
      .where('slot_id', '=', slot.id)
      .where('status', '<>', 'cancelled')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('an expired offer passes to the next in line (fake clock); accepting after the hold is 409; nobody left frees the slot', async () => {
    await setPolicy({ waitlistHoldMinutes: 30 });
    const { date, slot, holder, bookingId } = await fullDay();
    const first = await ctx.createMember();
    const second = await ctx.createMember();
    await join(first, date);
    await join(second, date);
    await ctx.request(holder, { method: 'PUT', url: `/api/bookings/${bookingId}/cancel` });
    const [firstOffer] = await openOffers(slot.id);
    const expiry = new Date(firstOffer!.expires_at).getTime();

    // A tick a millisecond before the hold ends changes nothing.
    await ctx.app.waitlist.runDue(new Date(expiry - 1));
    expect((await openOffers(slot.id)).map((o) => o.id)).toEqual([firstOffer!.id]);
    // At the end of the hold the offer expires and the slot goes straight to the second in line.
    await ctx.app.waitlist.runDue(new Date(expiry));
    const [secondOffer] = await openOffers(slot.id);
    expect(secondOffer).toMatchObject({ user_id: second.id, expires_at: new Date(expiry + 30 * MINUTE).toISOString() });
    expect(await slotBooked(slot.id)).toBe(1);
    await expect(ctx.app.waitlist.accept(first.id, firstOffer!.id, new Date(expiry))).rejects.toMatchObject({
      statusCode: 409,
      code: 'offer_expired',
    });
    expect((await entries(first))[0]).toMatchObject({ status: 'passed' });
    // The second also lets it lapse: nobody waits any more, the slot is free again.
    await ctx.app.waitlist.runDue(new Date(expiry + 30 * MINUTE));
    expect(await openOffers(slot.id)).toEqual([]);
    expect(await slotBooked(slot.id)).toBe(0);
  });

  it('declining passes the offer on at once', async () => {
    const { date, slot, holder, bookingId } = await fullDay();
    const first = await ctx.createMember();
    const second = await ctx.createMember();
    await join(first, date);
    await join(second, date);
    await ctx.request(admin, {
      method: 'PUT',
      url: `/api/bookings/${bookingId}/status`,
      payload: JSON.stringify('cancelled'),
      headers: { 'content-type': 'application/json' },
    });
    const [offer] = await openOffers(slot.id);
    expect(offer!.user_id).toBe(first.id);
    expect((await ctx.request(second, { method: 'POST', url: `/api/waitlist/offers/${offer!.id}/decline` })).statusCode).toBe(403);
    expect((await ctx.request(first, { method: 'POST', url: `/api/waitlist/offers/${offer!.id}/decline` })).statusCode).toBe(204);
    const [next] = await openOffers(slot.id);
    expect(next!.user_id).toBe(second.id);
    void holder;
  });

  it('a reschedule away and the coach adding or freeing a slot also make offers', async () => {
    await setPolicy({ maxActiveBookingsPerMember: 5, freeSessionsPer30Days: 50 });
    const { date, slot, holder, bookingId } = await fullDay();
    const waiting = await ctx.createMember();
    await join(waiting, date);
    const elsewhere = await createSlot(ctx.db, { date: freshDate(), time: '10:00' });
    expect(
      (
        await ctx.request(holder, {
          method: 'PUT',
          url: `/api/bookings/${bookingId}/reschedule`,
          payload: { date: elsewhere.date, time: '10:00' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await openOffers(slot.id))[0]!.user_id).toBe(waiting.id);

    const added = await ctx.request(admin, { method: 'POST', url: '/api/slots/admin', payload: { date, time: '16:00' } });
    expect(added.statusCode).toBe(201);
    expect(added.json().booked).toBe(false); // nobody else waits for this day
    const late = await ctx.createMember();
    const full = await join(late, date);
    expect(full.json().code).toBe('day_has_free_slots');
    const blocked = await ctx.request(admin, { method: 'PUT', url: `/api/slots/admin/${added.json().id}/toggle` });
    expect(blocked.json().booked).toBe(true);
    expect((await join(late, date)).statusCode).toBe(201);
    await ctx.request(admin, { method: 'PUT', url: `/api/slots/admin/${added.json().id}/toggle` });
    expect((await openOffers(added.json().id))[0]!.user_id).toBe(late.id);
  });

  it('two instances offering the same freed slot at once make one offer', async () => {
    const { date, slot, bookingId } = await fullDay();
    const members = await Promise.all(Array.from({ length: 3 }, () => ctx.createMember()));
    for (const m of members) await join(m, date);
    // Freed behind the app's back (no trigger), then both instances' ticks race for it.
    await ctx.db.updateTable('bookings').set({ status: 'cancelled' }).where('id', '=', bookingId).execute();
    await ctx.db.updateTable('slots').set({ booked: 0 }).where('id', '=', slot.id).execute();
    const now = new Date();
    const made = await Promise.all([
      ctx.app.waitlist.runDue(now),
      other.waitlist.runDue(now),
      ctx.app.waitlist.offerFreeSlots(date, now),
      other.waitlist.offerFreeSlots(date, now),
    ]);
    expect(made.map((m) => (typeof m === 'number' ? m : m.length)).reduce((a, b) => a + b, 0)).toBe(1);
    const offers = await ctx.db.selectFrom('waitlist_offers').selectAll().where('slot_id', '=', slot.id).execute();
    expect(offers).toHaveLength(1);
    expect(offers[0]!.user_id).toBe(members[0]!.id);
    const offeredNotes = await ctx.db
      .selectFrom('notifications')
      .select('user_id')
      .where('kind', '=', 'waitlist_offer')
      .where(
        'user_id',
        'in',
        members.map((m) => m.id),
      )
      .execute();
    expect(offeredNotes).toEqual([{ user_id: members[0]!.id }]);
  });

  it('erasing a member removes their waitlist rows and frees a slot held for them', async () => {
    const { date, slot, holder, bookingId } = await fullDay();
    const member = await ctx.createMember();
    await join(member, date);
    await ctx.request(holder, { method: 'PUT', url: `/api/bookings/${bookingId}/cancel` });
    expect((await openOffers(slot.id))[0]!.user_id).toBe(member.id);
    await ctx.db.transaction().execute((trx) => coachingMemberData.erase(trx, member.id, date));
    expect(await slotBooked(slot.id)).toBe(0);
    expect(await ctx.db.selectFrom('waitlist_entries').select('id').where('user_id', '=', member.id).execute()).toEqual([]);
    expect(await ctx.db.selectFrom('waitlist_offers').select('id').where('user_id', '=', member.id).execute()).toEqual([]);
  });

  it('leaving with an open offer passes it on', async () => {
    const { date, slot, holder, bookingId } = await fullDay();
    const first = await ctx.createMember();
    const second = await ctx.createMember();
    const entry = (await join(first, date)).json();
    await join(second, date);
    await ctx.request(holder, { method: 'PUT', url: `/api/bookings/${bookingId}/cancel` });
    expect((await ctx.request(first, { method: 'DELETE', url: `/api/waitlist/${entry.id}` })).statusCode).toBe(204);
    expect((await openOffers(slot.id))[0]!.user_id).toBe(second.id);
  });

  it('with an active membership required, joining and taking an offer need one (409 membership_required), as booking does', async () => {
    const { date, slot, holder, bookingId } = await fullDay();
    const member = await ctx.createMember({ name: 'No Plan Yet' });
    // In line before the practice asked for memberships.
    expect((await join(member, date)).statusCode).toBe(201);
    await setPolicy({ requireActiveMembership: true });
    const newcomer = await ctx.createMember();
    const refusedJoin = await join(newcomer, date);
    expect(refusedJoin.statusCode).toBe(409);
    expect(refusedJoin.json()).toEqual({ code: 'membership_required', message: PAYMENT_MESSAGES.membershipRequired });
    expect(await entries(newcomer)).toEqual([]);

    expect((await ctx.request(holder, { method: 'PUT', url: `/api/bookings/${bookingId}/cancel` })).statusCode).toBe(200);
    const [offer] = await openOffers(slot.id);
    expect(offer).toMatchObject({ user_id: member.id });
    const accept = () => ctx.request(member, { method: 'POST', url: `/api/waitlist/offers/${offer!.id}/accept` });
    const refused = await accept();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'membership_required', message: PAYMENT_MESSAGES.membershipRequired });
    // Nothing was taken: the offer stays open and the slot held for the member, who buys a plan and takes it.
    expect(await openOffers(slot.id)).toEqual([expect.objectContaining({ id: offer!.id })]);
    expect(
      await ctx.db.selectFrom('bookings').select('id').where('slot_id', '=', slot.id).where('status', '!=', 'cancelled').execute(),
    ).toEqual([]);
    const plan = await ctx.request(admin, {
      method: 'POST',
      url: '/api/admin/subscriptions',
      payload: { name: 'Waitlist Monthly', description: 'One month', price: 12, durationDays: 30 },
    });
    const started = await ctx.request(member, { method: 'POST', url: '/api/payments/checkout', payload: { planId: plan.json().id } });
    expect(started.statusCode).toBe(201);
    expect((await ctx.request(member, { method: 'POST', url: `/api/payments/${started.json().id}/dev-complete` })).statusCode).toBe(200);
    const accepted = await accept();
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ date, time: '10:00', userId: member.id });
    // A coach is never asked for a membership.
    const coachDay = await fullDay();
    expect((await join(admin, coachDay.date)).statusCode).toBe(201);
  });
});
