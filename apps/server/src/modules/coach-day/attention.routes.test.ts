// The Needs attention list through the API on a real database: every reason with data just over
// and just under its threshold, the order, dismissals that last until the reason changes, and who
// may ask. (The 10,000-member timing is in npm run bench, not here.)
import { isoDateInZone, shiftIsoDate, wallClockIn, type AttentionMember } from '@rhythmfit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { createBooking, createCoachingSession, createSlot } from '../../../test/coaching-factories.js';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';

const ZONE = 'Asia/Kolkata';
const DAY = 86_400_000;
const today = () => isoDateInZone(new Date(), ZONE);
/** The business zone's wall-clock date and time `ms` from now (a slot's columns). */
const wall = (ms: number) => {
  const w = wallClockIn(new Date(Date.now() + ms), ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${w.year}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
};

let ctx: TestContext;
let coach: UserRow;

beforeAll(async () => {
  ctx = await buildTestApp({ BUSINESS_TIME_ZONE: ZONE });
  coach = await ctx.createAdmin();
});
afterAll(async () => ctx.close());

async function attention(): Promise<AttentionMember[]> {
  const res = await ctx.request(coach, { method: 'GET', url: '/api/admin/attention' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function reasonsOf(user: UserRow) {
  return (await attention()).find((m) => m.user.id === user.id)?.reasons ?? [];
}

async function codesOf(user: UserRow) {
  return (await reasonsOf(user)).map((r) => r.code);
}

type Record = {
  breakfast?: string;
  lunch?: string;
  dinner?: string;
  sleep?: [string, string];
  updatedAt?: string;
};

/** A circadian day written straight to the database (past data may break today's meal windows). */
async function day(user: UserRow, date: string, r: Record) {
  const at = r.updatedAt ?? nowIso();
  await ctx.db
    .insertInto('circadian_records')
    .values({
      user_id: user.id,
      date,
      breakfast_logged: r.breakfast ? 1 : 0,
      breakfast_time: r.breakfast ?? null,
      lunch_logged: r.lunch ? 1 : 0,
      lunch_time: r.lunch ?? null,
      dinner_logged: r.dinner ? 1 : 0,
      dinner_time: r.dinner ?? null,
      water_cups: 0,
      sleep_start: r.sleep?.[0] ?? null,
      sleep_end: r.sleep?.[1] ?? null,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** 8 h of sleep from 22:00 IST on `date`, started `shiftMinutes` later. */
function night(date: string, shiftMinutes: number): [string, string] {
  const start = Date.parse(`${date}T16:30:00.000Z`) + shiftMinutes * 60_000;
  return [new Date(start).toISOString(), new Date(start + 8 * 3_600_000).toISOString()];
}

describe('GET /api/admin/attention', () => {
  it('answers 401 without a token and 403 to a member', async () => {
    const member = await ctx.createMember();
    expect((await ctx.request(null, { method: 'GET', url: '/api/admin/attention' })).statusCode).toBe(401);
    expect((await ctx.request(member, { method: 'GET', url: '/api/admin/attention' })).statusCode).toBe(403);
  });

  it('no_logs: 3 days and a minute without a log is over; a minute under 3 days is not; never logged is not', async () => {
    const over = await ctx.createMember({ name: 'Quiet Over' });
    const under = await ctx.createMember({ name: 'Quiet Under' });
    const never = await ctx.createMember({ name: 'Never Logged' });
    await day(over, shiftIsoDate(today(), -4), { updatedAt: new Date(Date.now() - 3 * DAY - 60_000).toISOString() });
    await day(under, shiftIsoDate(today(), -4), { updatedAt: new Date(Date.now() - 3 * DAY + 60_000).toISOString() });
    const reasons = await reasonsOf(over);
    expect(reasons).toEqual([
      expect.objectContaining({ code: 'no_logs', value: 3, threshold: 3, text: 'No logs for 3 days (attention from 3).' }),
    ]);
    expect(await codesOf(under)).toEqual([]);
    expect(await codesOf(never)).toEqual([]);
  });

  it('no_logs counts a weight entry, an appointment or a session booked as activity', async () => {
    const weighed = await ctx.createMember();
    const booked = await ctx.createMember();
    const session = await ctx.createMember();
    for (const member of [weighed, booked, session]) {
      await day(member, shiftIsoDate(today(), -10), { updatedAt: new Date(Date.now() - 10 * DAY).toISOString() });
      expect(await codesOf(member)).toEqual(['no_logs']);
    }
    await ctx.db
      .insertInto('progress_entries')
      .values({ user_id: weighed.id, date: today(), month: today().slice(0, 7), weight: 70, calories: null, created_at: nowIso() })
      .execute();
    await createBooking(ctx.db, booked.id, await createSlot(ctx.db, { date: shiftIsoDate(today(), 3), time: '07:15' }), 'confirmed');
    await createCoachingSession(ctx.db, session.id);
    for (const member of [weighed, booked, session]) expect(await codesOf(member)).toEqual([]);
  });

  it('long_eating_window: a median of 14.02 h is over, exactly 14 h is not', async () => {
    const over = await ctx.createMember();
    const under = await ctx.createMember();
    for (let i = 0; i < 7; i += 1) {
      const date = shiftIsoDate(today(), -i);
      await day(over, date, i < 4 ? { breakfast: '06:00', dinner: '20:01' } : { breakfast: '08:00', dinner: '18:00' });
      await day(under, date, i < 4 ? { breakfast: '06:00', dinner: '20:00' } : { breakfast: '08:00', dinner: '18:00' });
    }
    // An older, longer day is not among the last 7 logged days.
    await day(under, shiftIsoDate(today(), -8), { breakfast: '05:00', dinner: '21:00' });
    const reasons = await reasonsOf(over);
    expect(reasons.find((r) => r.code === 'long_eating_window')).toMatchObject({
      value: 14.02,
      threshold: 14,
      since: shiftIsoDate(today(), -6),
    });
    expect(reasons.find((r) => r.code === 'long_eating_window')!.text).toContain('14.02 h');
    expect(await codesOf(under)).not.toContain('long_eating_window');
  });

  it('late_dinner: 4 of the last 7 days after 20:00 is over; 3 days, or 4 at 20:00 sharp, is not', async () => {
    const over = await ctx.createMember();
    const three = await ctx.createMember();
    const sharp = await ctx.createMember();
    for (let i = 0; i < 4; i += 1) {
      const date = shiftIsoDate(today(), -i * 2);
      await day(over, date, { dinner: '20:01' });
      await day(sharp, date, { dinner: '20:00' });
      if (i < 3) await day(three, date, { dinner: '21:30' });
    }
    // Outside the last 7 days: not counted.
    await day(three, shiftIsoDate(today(), -7), { dinner: '22:00' });
    expect((await reasonsOf(over)).find((r) => r.code === 'late_dinner')).toMatchObject({
      value: 4,
      threshold: 4,
      since: shiftIsoDate(today(), -6),
      text: 'Dinner after 20:00 on 4 of the last 7 days (attention from 4).',
    });
    expect(await codesOf(three)).not.toContain('late_dinner');
    expect(await codesOf(sharp)).not.toContain('late_dinner');
  });

  it('irregular_sleep: an SRI of 59.7 is under 60; exactly 60 is not', async () => {
    const irregular = await ctx.createMember();
    const borderline = await ctx.createMember();
    // Five consecutive nights, each 145 (or 144) minutes off the one before: 4 pairs.
    for (let i = 0; i < 5; i += 1) {
      const date = shiftIsoDate(today(), -5 + i);
      await day(irregular, date, { sleep: night(date, i % 2 ? 145 : 0) });
      await day(borderline, date, { sleep: night(date, i % 2 ? 144 : 0) });
    }
    expect((await reasonsOf(irregular)).find((r) => r.code === 'irregular_sleep')).toMatchObject({ value: 59.7, threshold: 60 });
    expect((await reasonsOf(irregular)).find((r) => r.code === 'irregular_sleep')!.text).toBe(
      'Sleep regularity of 59.7 over the last 14 days (SRI, -100 to 100; under 60 needs attention).',
    );
    expect(await codesOf(borderline)).not.toContain('irregular_sleep');
  });

  it('irregular_sleep: the database pairs nights written in any order, and a night rewritten later', async () => {
    const backwards = await ctx.createMember();
    for (let i = 4; i >= 0; i -= 1) {
      const date = shiftIsoDate(today(), -5 + i);
      await day(backwards, date, { sleep: night(date, i % 2 ? 145 : 0) });
    }
    expect((await reasonsOf(backwards)).find((r) => r.code === 'irregular_sleep')).toMatchObject({ value: 59.7 });
    // The member logs the odd nights again at the usual time (as the sleep endpoint does): regular.
    for (const i of [1, 3]) {
      const date = shiftIsoDate(today(), -5 + i);
      const [start, end] = night(date, 0);
      await ctx.db
        .updateTable('circadian_records')
        .set({ sleep_start: start, sleep_end: end })
        .where('user_id', '=', backwards.id)
        .where('date', '=', date)
        .execute();
    }
    expect(await codesOf(backwards)).not.toContain('irregular_sleep');
  });

  it('concurrent writes of one member on adjacent days all land (no lock cycle) and pair up', async () => {
    const member = await ctx.createMember();
    const utcToday = new Date().toISOString().slice(0, 10);
    const dates = Array.from({ length: 6 }, (_, i) => shiftIsoDate(utcToday, -6 + i));
    const writes = dates.flatMap((date, i) => {
      const [start, end] = night(date, i % 2 ? 145 : 0);
      return [
        ctx.request(member, { method: 'POST', url: `/api/circadian/date/${date}/sleep`, payload: { start, end } }),
        ctx.request(member, { method: 'POST', url: `/api/circadian/date/${date}/water`, payload: { cups: 1 } }),
      ];
    });
    const answers = await Promise.all(writes);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const pairs = await ctx.db
      .selectFrom('circadian_records')
      .select(['date', 'sleep_pair_share' as never])
      .where('user_id', '=', member.id)
      .orderBy('date')
      .execute();
    expect(pairs.map((p) => (p as unknown as { sleep_pair_share: number | null }).sleep_pair_share)).toEqual(
      [null, ...Array(5).fill((1440 - 290) / 1440)].map((v) => (v === null ? null : expect.closeTo(v, 10))),
    );
  });

  it('irregular_sleep: down 15 points against the previous 14 days is over; 14.7 is not', async () => {
    const dropped = await ctx.createMember();
    const steady = await ctx.createMember();
    for (let i = 0; i < 5; i += 1) {
      // Previous window: the same night every day (SRI 100).
      const before = shiftIsoDate(today(), -24 + i);
      await day(dropped, before, { sleep: night(before, 0) });
      await day(steady, before, { sleep: night(before, 0) });
      // Current window: 54 minutes apart gives 85.0; 53 minutes gives 85.3.
      const now = shiftIsoDate(today(), -5 + i);
      await day(dropped, now, { sleep: night(now, i % 2 ? 54 : 0) });
      await day(steady, now, { sleep: night(now, i % 2 ? 53 : 0) });
    }
    const reason = (await reasonsOf(dropped)).find((r) => r.code === 'irregular_sleep');
    expect(reason).toMatchObject({
      value: 85,
      threshold: 60,
      text: 'Sleep regularity fell to 85 from 100 over the previous 14 days (SRI, -100 to 100).',
    });
    expect(await codesOf(steady)).not.toContain('irregular_sleep');
  });

  it("answers the figures the web writes a reason's sentence from: late_dinner's time, irregular_sleep's previous SRI", async () => {
    const member = await ctx.createMember();
    const fresh = await ctx.createMember();
    for (let i = 0; i < 5; i += 1) {
      const before = shiftIsoDate(today(), -24 + i);
      await day(member, before, { sleep: night(before, 0) });
      const now = shiftIsoDate(today(), -5 + i);
      await day(member, now, { sleep: night(now, i % 2 ? 54 : 0), dinner: '21:15' });
      // No nights logged before the last 14 days: no previous SRI to compare with.
      await day(fresh, now, { sleep: night(now, i % 2 ? 145 : 0) });
    }
    const reasons = await reasonsOf(member);
    expect(reasons.find((r) => r.code === 'late_dinner')).toMatchObject({ value: 5, threshold: 4, after: '20:00' });
    expect(reasons.find((r) => r.code === 'irregular_sleep')).toMatchObject({ value: 85, previous: 100 });
    expect((await reasonsOf(fresh)).find((r) => r.code === 'irregular_sleep')).toMatchObject({ value: 59.7, previous: null });
    // The other reasons carry no extras.
    expect(reasons.find((r) => r.code === 'late_dinner')).not.toHaveProperty('previous');
  });

  it('weight_gain: 2.0 kg between the last two monthly entries is over; 1.9 kg is not; only the last two count', async () => {
    const over = await ctx.createMember();
    const under = await ctx.createMember();
    const now = nowIso();
    await ctx.db
      .insertInto('progress_entries')
      .values([
        { user_id: over.id, date: '2026-08-05', month: '2026-08', weight: 70.1, calories: null, created_at: now },
        { user_id: over.id, date: '2026-09-05', month: '2026-09', weight: 72.1, calories: null, created_at: now },
        { user_id: under.id, date: '2026-07-05', month: '2026-07', weight: 60, calories: null, created_at: now },
        { user_id: under.id, date: '2026-08-05', month: '2026-08', weight: 70, calories: null, created_at: now },
        { user_id: under.id, date: '2026-09-05', month: '2026-09', weight: 71.9, calories: null, created_at: now },
      ])
      .execute();
    expect((await reasonsOf(over)).find((r) => r.code === 'weight_gain')).toMatchObject({
      value: 2,
      threshold: 2,
      since: '2026-09-05',
      text: 'Gained 2 kg between the last two monthly entries (attention from 2 kg).',
    });
    expect(await codesOf(under)).not.toContain('weight_gain');
  });

  it('missed_appointment: a pending appointment whose time has passed is missed; one still ahead, a confirmed one or one older than 14 days is not', async () => {
    const missed = await ctx.createMember();
    const ahead = await ctx.createMember();
    const confirmed = await ctx.createMember();
    const old = await ctx.createMember();
    await createBooking(ctx.db, missed.id, await createSlot(ctx.db, wall(-2 * 60_000)), 'pending');
    await createBooking(ctx.db, ahead.id, await createSlot(ctx.db, wall(2 * 60_000)), 'pending');
    await createBooking(ctx.db, confirmed.id, await createSlot(ctx.db, wall(-60 * 60_000)), 'confirmed');
    await createBooking(ctx.db, old.id, await createSlot(ctx.db, wall(-14 * DAY - 5 * 60_000)), 'pending');
    const reason = (await reasonsOf(missed)).find((r) => r.code === 'missed_appointment');
    expect(reason).toMatchObject({ value: 1, text: 'Missed an appointment in the last 14 days.' });
    expect(Date.parse(reason!.since!)).toBeLessThan(Date.now());
    expect(await codesOf(ahead)).not.toContain('missed_appointment');
    expect(await codesOf(confirmed)).not.toContain('missed_appointment');
    expect(await codesOf(old)).not.toContain('missed_appointment');
  });

  it('missed_appointment: an appointment the coach marked as a no-show (issue 16) counts, within 14 days', async () => {
    const noShow = await ctx.createMember();
    const oldNoShow = await ctx.createMember();
    await createBooking(ctx.db, noShow.id, await createSlot(ctx.db, wall(-3 * DAY)), 'no_show');
    await createBooking(ctx.db, oldNoShow.id, await createSlot(ctx.db, wall(-15 * DAY)), 'no_show');
    expect((await reasonsOf(noShow)).find((r) => r.code === 'missed_appointment')).toMatchObject({ value: 1 });
    expect(await codesOf(oldNoShow)).not.toContain('missed_appointment');
  });

  it('lists the most urgent first, with the user and reasons in plain words; members marked for deletion and coaches are left out', async () => {
    const late = await ctx.createMember({ name: 'Late Diner' });
    const both = await ctx.createMember({ name: 'Two Reasons' });
    const leaving = await ctx.createMember({ name: 'Leaving Member' });
    const otherCoach = await ctx.createAdmin();
    for (const user of [late, both, leaving, otherCoach]) {
      for (let i = 0; i < 4; i += 1) await day(user, shiftIsoDate(today(), -i), { dinner: '21:00' });
    }
    await ctx.db.updateTable('users').set({ deleted: 1 }).where('id', '=', leaving.id).execute();
    await ctx.db
      .insertInto('progress_entries')
      .values([
        { user_id: both.id, date: '2026-08-05', month: '2026-08', weight: 70, calories: null, created_at: nowIso() },
        { user_id: both.id, date: '2026-09-05', month: '2026-09', weight: 75, calories: null, created_at: nowIso() },
      ])
      .execute();
    const list = await attention();
    const ids = list.map((m) => m.user.id);
    expect(ids.indexOf(both.id)).toBeLessThan(ids.indexOf(late.id));
    expect(ids).not.toContain(leaving.id);
    expect(ids).not.toContain(otherCoach.id);
    const entry = list.find((m) => m.user.id === both.id)!;
    expect(entry.user).toEqual({ id: both.id, name: 'Two Reasons', mobile: both.mobile });
    expect(entry.reasons.map((r) => r.code)).toEqual(['weight_gain', 'late_dinner']);
  });
});

describe('POST /api/admin/attention/{userId}/dismiss', () => {
  it('hides a reason until it changes', async () => {
    const member = await ctx.createMember();
    for (let i = 0; i < 4; i += 1) await day(member, shiftIsoDate(today(), -i), { dinner: '21:00' });
    const dismiss = (code: string) =>
      ctx.request(coach, { method: 'POST', url: `/api/admin/attention/${member.id}/dismiss`, payload: { code } });
    expect((await dismiss('late_dinner')).statusCode).toBe(204);
    expect(await codesOf(member)).toEqual([]);
    // Dismissing again is harmless; a reason the member does not have is 404.
    expect((await dismiss('late_dinner')).statusCode).toBe(204);
    expect((await dismiss('weight_gain')).json()).toMatchObject({ code: 'reason_not_found' });
    // A fifth late dinner changes the reason: it is back.
    await day(member, shiftIsoDate(today(), -4), { dinner: '21:00' });
    expect(await reasonsOf(member)).toEqual([expect.objectContaining({ code: 'late_dinner', value: 5 })]);
  });

  it('refuses an unknown code (400), an unknown member (404) and a member (403)', async () => {
    const member = await ctx.createMember();
    expect(
      (await ctx.request(coach, { method: 'POST', url: `/api/admin/attention/${member.id}/dismiss`, payload: { code: 'bored' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await ctx.request(coach, { method: 'POST', url: '/api/admin/attention/999999/dismiss', payload: { code: 'no_logs' } })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.request(member, { method: 'POST', url: `/api/admin/attention/${member.id}/dismiss`, payload: { code: 'no_logs' } }))
        .statusCode,
    ).toBe(403);
  });
});
