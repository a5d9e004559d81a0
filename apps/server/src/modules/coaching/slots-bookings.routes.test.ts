import { BOOKING_POLICY_DEFAULTS } from '@rhythmfit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { createBooking, createSlot, dateFromToday } from '../../../test/coaching-factories.js';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';

const json = (body: unknown) => ({ payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

describe('slots and appointments', () => {
  let ctx: TestContext;
  let admin: UserRow;
  let member: UserRow;
  let other: UserRow;
  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = await ctx.createAdmin();
    member = await ctx.createMember({ name: 'Meera Shah' });
    other = await ctx.createMember({ name: 'Other Person' });
    // These tests are about slots and the claim, not the booking policies (booking-policies.test.ts):
    // members here hold several bookings at once, so the limits are opened up explicitly.
    await ctx.request(admin, {
      method: 'PUT',
      url: '/api/admin/booking-policy',
      payload: { ...BOOKING_POLICY_DEFAULTS, maxActiveBookingsPerMember: 20, freeSessionsPer30Days: 100 },
    });
  });
  afterAll(() => ctx.close());

  describe('admin slots', () => {
    it('adds a slot, lists it with its booked flag and refuses a duplicate date+time with 409', async () => {
      const date = dateFromToday(3);
      const created = await ctx.request(admin, { method: 'POST', url: '/api/slots/admin', payload: { date, time: '09:30' } });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({ id: expect.any(Number), date, time: '09:30', booked: false });

      const duplicate = await ctx.request(admin, { method: 'POST', url: '/api/slots/admin', payload: { date, time: '09:30' } });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({ message: 'A slot already exists at that date and time.', code: 'slot_exists' });

      const list = await ctx.request(admin, { method: 'GET', url: `/api/slots/admin/${date}` });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual([{ id: created.json().id, date, time: '09:30', booked: false }]);
    });

    it('validates date and time', async () => {
      const bad = await ctx.request(admin, { method: 'POST', url: '/api/slots/admin', payload: { date: '2025-02-30', time: '09:00' } });
      expect(bad.statusCode).toBe(400);
      const badTime = await ctx.request(admin, {
        method: 'POST',
        url: '/api/slots/admin',
        payload: { date: dateFromToday(1), time: '25:00' },
      });
      expect(badTime.statusCode).toBe(400);
      expect((await ctx.request(admin, { method: 'GET', url: '/api/slots/admin/not-a-date' })).statusCode).toBe(400);
    });

    it('is for coaches only', async () => {
      expect(
        (await ctx.request(null, { method: 'POST', url: '/api/slots/admin', payload: { date: dateFromToday(1), time: '09:00' } }))
          .statusCode,
      ).toBe(401);
      expect(
        (await ctx.request(member, { method: 'POST', url: '/api/slots/admin', payload: { date: dateFromToday(1), time: '09:00' } }))
          .statusCode,
      ).toBe(403);
      expect((await ctx.request(member, { method: 'GET', url: `/api/slots/admin/${dateFromToday(1)}` })).statusCode).toBe(403);
      const slot = await createSlot(ctx.db, { time: '06:05' });
      expect((await ctx.request(member, { method: 'PUT', url: `/api/slots/admin/${slot.id}/toggle` })).statusCode).toBe(403);
    });

    it('toggles the booked flag both ways, 404 for an unknown slot', async () => {
      const slot = await createSlot(ctx.db, { time: '07:00' });
      const first = await ctx.request(admin, { method: 'PUT', url: `/api/slots/admin/${slot.id}/toggle` });
      expect(first.statusCode).toBe(200);
      expect(first.json().booked).toBe(true);
      const second = await ctx.request(admin, { method: 'PUT', url: `/api/slots/admin/${slot.id}/toggle` });
      expect(second.json().booked).toBe(false);
      expect((await ctx.request(admin, { method: 'PUT', url: '/api/slots/admin/999999/toggle' })).statusCode).toBe(404);
    });

    it('refuses to free a slot that still holds an active booking', async () => {
      const slot = await createSlot(ctx.db, { time: '07:30' });
      await createBooking(ctx.db, member.id, slot);
      const res = await ctx.request(admin, { method: 'PUT', url: `/api/slots/admin/${slot.id}/toggle` });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('slot_has_booking');
    });
  });

  describe('member slots and booking', () => {
    it('lists only the free slots of a date, in time order, with id and time', async () => {
      const date = dateFromToday(4);
      const late = await createSlot(ctx.db, { date, time: '17:00' });
      const early = await createSlot(ctx.db, { date, time: '08:00' });
      await createSlot(ctx.db, { date, time: '12:00', booked: true });
      const res = await ctx.request(member, { method: 'GET', url: `/api/slots/${date}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { id: early.id, time: '08:00' },
        { id: late.id, time: '17:00' },
      ]);
    });

    it("hides today's slots that have already passed (business time); the member's zone is still checked", async () => {
      const today = new Date().toISOString().slice(0, 10);
      await createSlot(ctx.db, { date: today, time: '00:00' });
      const res = await ctx.request(member, { method: 'GET', url: `/api/slots/${today}?timeZone=UTC` });
      expect(res.json().map((s: { time: string }) => s.time)).not.toContain('00:00');
      expect((await ctx.request(member, { method: 'GET', url: `/api/slots/${today}?timeZone=Mars/Olympus` })).statusCode).toBe(400);
    });

    it('books a free slot: 201 with the booking, and the slot is no longer free', async () => {
      const slot = await createSlot(ctx.db, { date: dateFromToday(5), time: '10:00' });
      const res = await ctx.request(member, { method: 'POST', url: '/api/bookings', payload: { date: slot.date, time: slot.time } });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        id: expect.any(Number),
        date: slot.date,
        time: '10:00',
        status: 'pending',
        meetingLink: null,
        trainer_name: null,
        userId: member.id,
        user: { name: 'Meera Shah' },
        createdAt: expect.any(String),
        awaitingCoach: false,
      });
      const free = await ctx.request(member, { method: 'GET', url: `/api/slots/${slot.date}` });
      expect(free.json()).toEqual([]);
      const again = await ctx.request(other, { method: 'POST', url: '/api/bookings', payload: { date: slot.date, time: slot.time } });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('slot_unavailable');
    });

    it('answers 409 for a missing slot, 400 for a past one and for bad input, 401 without a token', async () => {
      const missing = await ctx.request(member, {
        method: 'POST',
        url: '/api/bookings',
        payload: { date: dateFromToday(6), time: '03:33' },
      });
      expect(missing.statusCode).toBe(409);
      expect(missing.json().message).toBe('There is no free slot at that date and time.');
      const past = await createSlot(ctx.db, { date: dateFromToday(-1), time: '10:00' });
      const inPast = await ctx.request(member, { method: 'POST', url: '/api/bookings', payload: { date: past.date, time: past.time } });
      expect(inPast.statusCode).toBe(400);
      expect(inPast.json().code).toBe('slot_in_past');
      expect((await ctx.request(member, { method: 'POST', url: '/api/bookings', payload: { date: dateFromToday(6) } })).statusCode).toBe(
        400,
      );
      expect(
        (await ctx.request(null, { method: 'POST', url: '/api/bookings', payload: { date: dateFromToday(6), time: '10:00' } })).statusCode,
      ).toBe(401);
    });

    it('twenty members booking the same slot at once: exactly one 201 and nineteen 409', async () => {
      const slot = await createSlot(ctx.db, { date: dateFromToday(7), time: '11:00' });
      const members = await Promise.all(Array.from({ length: 20 }, (_, i) => ctx.createMember({ name: `Racer ${i}` })));
      const results = await Promise.all(
        members.map((m) => ctx.request(m, { method: 'POST', url: '/api/bookings', payload: { date: slot.date, time: slot.time } })),
      );
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(19);
      for (const r of results.filter((x) => x.statusCode === 409)) {
        expect(r.json().code).toBe('slot_unavailable');
        expect(r.json().message).toBe('This slot has just been booked by someone else. Please pick another time.');
      }
      const rows = await ctx.db.selectFrom('bookings').selectAll().where('slot_id', '=', slot.id).execute();
      expect(rows).toHaveLength(1);
      const stored = await ctx.db.selectFrom('slots').select('booked').where('id', '=', slot.id).executeTakeFirstOrThrow();
      expect(stored.booked).toBe(1);
      // The announcement commits or rolls back with its booking: one confirmation, one set of reminders.
      const winner = results.find((r) => r.statusCode === 201)!.json();
      const confirmations = await ctx.db
        .selectFrom('notifications')
        .select('user_id')
        .where('kind', '=', 'booking_confirmed')
        .where('body', 'like', `%${slot.date} at ${slot.time}%`)
        .execute();
      expect(confirmations).toEqual([{ user_id: winner.userId }]);
      const reminders = await ctx.db
        .selectFrom('notification_deliveries')
        .select('booking_id')
        .where('kind', 'like', 'appointment_reminder%')
        .where(
          'user_id',
          'in',
          members.map((m) => m.id),
        )
        .execute();
      expect(reminders).toEqual([{ booking_id: winner.id }, { booking_id: winner.id }]);
    });

    it('the database itself refuses a second active booking of one slot', async () => {
      const slot = await createSlot(ctx.db, { time: '11:30' });
      await createBooking(ctx.db, member.id, slot);
      await expect(createBooking(ctx.db, other.id, slot)).rejects.toThrow();
      await expect(createBooking(ctx.db, other.id, slot, 'cancelled')).resolves.toEqual(expect.any(Number));
    });
  });

  describe('reading bookings', () => {
    it("a member reads their own bookings, not another member's; a coach reads anyone's", async () => {
      const slot = await createSlot(ctx.db, { time: '13:00' });
      const id = await createBooking(ctx.db, other.id, slot);
      const own = await ctx.request(other, { method: 'GET', url: `/api/bookings/user/${other.id}` });
      expect(own.statusCode).toBe(200);
      expect(own.json().map((b: { id: number }) => b.id)).toContain(id);
      expect((await ctx.request(member, { method: 'GET', url: `/api/bookings/user/${other.id}` })).statusCode).toBe(403);
      expect((await ctx.request(admin, { method: 'GET', url: `/api/bookings/user/${other.id}` })).statusCode).toBe(200);
      expect((await ctx.request(null, { method: 'GET', url: `/api/bookings/user/${other.id}` })).statusCode).toBe(401);
    });

    it('a coach lists all bookings with user names; filters and paging set X-Total-Count', async () => {
      const date = dateFromToday(8);
      const slot = await createSlot(ctx.db, { date, time: '14:00' });
      await createBooking(ctx.db, other.id, slot);
      const all = await ctx.request(admin, { method: 'GET', url: '/api/bookings' });
      expect(all.statusCode).toBe(200);
      expect(all.headers['x-total-count']).toBeUndefined();
      expect(all.json().some((b: { user: { name: string } }) => b.user.name === 'Other Person')).toBe(true);

      const filtered = await ctx.request(admin, { method: 'GET', url: `/api/bookings?page=1&pageSize=5&q=other%20PER&date=${date}` });
      expect(filtered.json()).toHaveLength(1);
      expect(filtered.headers['x-total-count']).toBe('1');
      expect(filtered.json()[0].user.name).toBe('Other Person');
      expect((await ctx.request(member, { method: 'GET', url: '/api/bookings' })).statusCode).toBe(403);
    });
  });

  describe('status and link', () => {
    it('sets each status from a JSON-encoded string and refuses anything else with 400', async () => {
      const slot = await createSlot(ctx.db, { time: '15:00' });
      const id = await createBooking(ctx.db, member.id, slot);
      const confirmed = await ctx.request(admin, { method: 'PUT', url: `/api/bookings/${id}/status`, ...json('confirmed') });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().status).toBe('confirmed');
      expect((await ctx.request(admin, { method: 'PUT', url: `/api/bookings/${id}/status`, ...json('done') })).statusCode).toBe(400);
      expect(
        (await ctx.request(admin, { method: 'PUT', url: `/api/bookings/${id}/status`, ...json({ status: 'pending' }) })).statusCode,
      ).toBe(400);
      expect((await ctx.request(admin, { method: 'PUT', url: '/api/bookings/999999/status', ...json('pending') })).statusCode).toBe(404);
      expect((await ctx.request(member, { method: 'PUT', url: `/api/bookings/${id}/status`, ...json('cancelled') })).statusCode).toBe(403);
    });

    it('cancelling frees the slot for someone else; re-activating a cancelled booking whose slot was taken is a 409', async () => {
      const slot = await createSlot(ctx.db, { date: dateFromToday(9), time: '16:00' });
      const booked = await ctx.request(member, { method: 'POST', url: '/api/bookings', payload: { date: slot.date, time: slot.time } });
      const id = booked.json().id as number;
      const cancelled = await ctx.request(admin, { method: 'PUT', url: `/api/bookings/${id}/status`, ...json('cancelled') });
      expect(cancelled.json().status).toBe('cancelled');
      expect((await ctx.request(other, { method: 'GET', url: `/api/slots/${slot.date}` })).json()).toEqual([
        { id: slot.id, time: '16:00' },
      ]);
      const rebooked = await ctx.request(other, { method: 'POST', url: '/api/bookings', payload: { date: slot.date, time: slot.time } });
      expect(rebooked.statusCode).toBe(201);
      const revived = await ctx.request(admin, { method: 'PUT', url: `/api/bookings/${id}/status`, ...json('pending') });
      expect(revived.statusCode).toBe(409);
    });

    it('sets an https meeting link from a JSON-encoded string, clears it with "", refuses anything else', async () => {
      const slot = await createSlot(ctx.db, { time: '17:30' });
      const id = await createBooking(ctx.db, member.id, slot);
      const set = await ctx.request(admin, { method: 'PUT', url: `/api/bookings/${id}/link`, ...json('https://meet.example.com/abc') });
      expect(set.statusCode).toBe(200);
      expect(set.json().meetingLink).toBe('https://meet.example.com/abc');
      expect((await ctx.request(admin, { method: 'PUT', url: `/api/bookings/${id}/link`, ...json('ftp://x') })).statusCode).toBe(400);
      for (const link of [
        'https:alert(1)',
        'https://localhost/room',
        'https://127.0.0.1/room',
        'https://[::1]/room',
        'https://intranet/room',
      ]) {
        const refused = await ctx.request(admin, { method: 'PUT', url: `/api/bookings/${id}/link`, ...json(link) });
        expect(refused.statusCode, link).toBe(400);
        expect(refused.json().message).toMatch(/^meeting link must /);
      }
      expect(
        (await ctx.request(admin, { method: 'PUT', url: `/api/bookings/${id}/link`, ...json('http://meet.example.com') })).statusCode,
      ).toBe(400);
      expect((await ctx.request(admin, { method: 'PUT', url: `/api/bookings/${id}/link`, ...json(12) })).statusCode).toBe(400);
      const cleared = await ctx.request(admin, { method: 'PUT', url: `/api/bookings/${id}/link`, ...json('') });
      expect(cleared.json().meetingLink).toBeNull();
      expect(
        (await ctx.request(member, { method: 'PUT', url: `/api/bookings/${id}/link`, ...json('https://x.example.com') })).statusCode,
      ).toBe(403);
    });
  });

  describe('member cancels', () => {
    it("cancels their own future booking and frees the slot; not someone else's, not twice, not a past one", async () => {
      const slot = await createSlot(ctx.db, { date: dateFromToday(10), time: '08:15' });
      const id = await createBooking(ctx.db, member.id, slot);
      expect((await ctx.request(other, { method: 'PUT', url: `/api/bookings/${id}/cancel` })).statusCode).toBe(403);
      const res = await ctx.request(member, { method: 'PUT', url: `/api/bookings/${id}/cancel`, payload: { timeZone: 'Asia/Kolkata' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('cancelled');
      const freed = await ctx.db.selectFrom('slots').select('booked').where('id', '=', slot.id).executeTakeFirstOrThrow();
      expect(freed.booked).toBe(0);
      expect((await ctx.request(member, { method: 'PUT', url: `/api/bookings/${id}/cancel` })).statusCode).toBe(409);

      const old = await createSlot(ctx.db, { date: dateFromToday(-2), time: '08:15' });
      const oldId = await createBooking(ctx.db, member.id, old);
      expect((await ctx.request(member, { method: 'PUT', url: `/api/bookings/${oldId}/cancel` })).statusCode).toBe(400);
    });
  });
});
