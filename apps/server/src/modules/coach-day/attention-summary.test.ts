// The per-member summaries behind the Needs attention list (migration 0014: attention_circadian,
// attention_weight) give exactly the rules' answer: members write through the API (sleep, eating
// events, weights), and the list the coach reads equals the reasons summed from every member's own
// days and ranked from their own entries, after more writes, after a write straight to the
// database, and on later days with no write at all.
import { isoDateInZone, shiftIsoDate, weightGain, type AttentionMember } from '@rhythmfit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';
import { needsAttention, type AttentionDeps } from './attention.service.js';

const ZONE = 'Asia/Kolkata';
const DAY = 86_400_000;

let ctx: TestContext;
let coach: UserRow;
let members: UserRow[];
let deps: AttentionDeps;

beforeAll(async () => {
  ctx = await buildTestApp({ BUSINESS_TIME_ZONE: ZONE });
  coach = await ctx.createAdmin();
  deps = { db: ctx.db, thresholds: ctx.config.attention, timeZone: ctx.config.businessTimeZone };
  members = [];
  for (let i = 0; i < 8; i += 1) members.push(await ctx.createMember({ name: `Member ${i}` }));
});
afterAll(async () => ctx.close());

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A night starting at 22:00 UTC of the day before `date` plus `shift` minutes, 7.5 hours long. */
function night(date: string, shift: number) {
  const start = Date.parse(`${shiftIsoDate(date, -1)}T22:00:00.000Z`) + shift * 60_000;
  return { start: new Date(start).toISOString(), end: new Date(start + 7.5 * 3_600_000).toISOString() };
}

async function ok(user: UserRow, method: 'POST' | 'DELETE', url: string, payload?: object) {
  const res = await ctx.request(user, { method, url, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res;
}

/** The list the coach reads (the summaries). */
async function listed(): Promise<AttentionMember[]> {
  const res = await ctx.request(coach, { method: 'GET', url: '/api/admin/attention' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The same list with every circadian reason summed from the members' own days (no summary). */
async function fromTheDays(now = new Date()): Promise<AttentionMember[]> {
  return needsAttention(
    deps,
    now,
    members.map((m) => m.id),
  );
}

/** weight_gain by the rule, from each member's own entries (the last two months). */
async function gainsByTheRule(): Promise<Map<number, { value: number; since: string }>> {
  const rows = await ctx.db.selectFrom('progress_entries').select(['user_id', 'month', 'date', 'weight']).orderBy('month').execute();
  const gains = new Map<number, { value: number; since: string }>();
  for (const member of members) {
    const own = rows.filter((r) => r.user_id === member.id);
    const [previous, last] = own.slice(-2);
    if (!previous || !last) continue;
    const value = weightGain(last.weight, previous.weight);
    if (value >= deps.thresholds.weightGainKg) gains.set(member.id, { value, since: last.date });
  }
  return gains;
}

async function expectSameAsTheRules() {
  const summary = await listed();
  expect(summary).toEqual(await fromTheDays());
  const gains = new Map(
    summary.flatMap((m) => m.reasons.filter((r) => r.code === 'weight_gain').map((r) => [m.user.id, { value: r.value, since: r.since }])),
  );
  expect(gains).toEqual(await gainsByTheRule());
  return summary;
}

describe('Needs attention summaries', () => {
  it(
    'equal the rules over every member’s days and entries after writes through the API, on later days too',
    { timeout: 120_000 },
    async () => {
      // The UTC date: never a future date for the API, whatever the member's zone.
      const latest = new Date().toISOString().slice(0, 10);
      const month = (back: number) => {
        const [y, m] = latest.split('-').map(Number) as [number, number];
        const d = new Date(Date.UTC(y, m - 1 - back, 3));
        return d.toISOString().slice(0, 10);
      };
      for (const [i, member] of members.entries()) {
        for (let d = 0; d < 28; d += 1) {
          // Each member skips some days, so pairs of nights and logged days differ.
          if ((d * (i + 3)) % 7 === 5) continue;
          const date = shiftIsoDate(latest, -d);
          // Sleep: regular for some, shifting by hours for others, regular before and not now for one.
          const shift = i % 3 === 0 ? 0 : i % 3 === 1 ? ((d * 37 * (i + 1)) % 240) - 120 : d < 14 ? (d % 2) * 150 : 0;
          await ok(member, 'POST', `/api/circadian/date/${date}/sleep`, night(date, shift));
          // Eating: a first drink and a last bite that vary, late for some members on some days.
          // Every fifth member eats from about 06:00 to about 21:30 (a long window).
          const first = i % 5 === 4 ? 6 * 60 + (d % 3) * 5 : 6 * 60 + ((i * 17 + d * 11) % 120);
          const last = i % 5 === 4 ? 21 * 60 + 30 - (d % 4) * 10 : 18 * 60 + ((i * 29 + d * 23) % (i % 2 ? 300 : 150));
          await ok(member, 'POST', `/api/circadian/date/${date}/eating`, { time: hhmm(first), kind: 'drink' });
          await ok(member, 'POST', `/api/circadian/date/${date}/eating`, { time: hhmm(Math.min(last, 23 * 60 + 59)), kind: 'meal' });
        }
        await ok(member, 'POST', '/api/progress', { weight: 70, date: month(2) });
        await ok(member, 'POST', '/api/progress', { weight: 70 + (i % 4) * 0.7, date: month(1) });
        if (i % 2) await ok(member, 'POST', '/api/progress', { weight: 70 + (i % 4) * 0.7 + (i % 3) * 1.1, date: month(0) });
      }

      const first = await expectSameAsTheRules();
      const codes = new Set(first.flatMap((m) => m.reasons.map((r) => r.code)));
      // The data reaches every circadian reason and the weight gain, so the comparison means something.
      for (const code of ['irregular_sleep', 'long_eating_window', 'late_dinner', 'weight_gain'] as const) expect(codes).toContain(code);

      // More writes: a late snack, a night moved, an event deleted, a day written straight to the database, a weight changed.
      const [a, b, c, d] = members as [UserRow, UserRow, UserRow, UserRow];
      const before = await fromTheDays();
      for (let back = 0; back < 4; back += 1)
        await ok(a, 'POST', `/api/circadian/date/${shiftIsoDate(latest, -back)}/eating`, { time: '23:30', kind: 'snack' });
      for (let back = 0; back < 8; back += 1) {
        const date = shiftIsoDate(latest, -back);
        await ok(b, 'POST', `/api/circadian/date/${date}/sleep`, night(date, (back % 2) * 300));
      }
      const day = await ctx.request(c, { method: 'GET', url: `/api/circadian/date/${latest}` });
      const events = (day.json() as { eating: { id: number }[] }).eating;
      await ok(c, 'DELETE', `/api/circadian/date/${latest}/eating/${events.at(-1)!.id}`);
      for (const back of [1, 3, 5, 7]) {
        const date = shiftIsoDate(latest, -back);
        const moved = night(date, 300);
        await ctx.db
          .updateTable('circadian_records')
          .set({ sleep_start: moved.start, sleep_end: moved.end })
          .where('user_id', '=', d.id)
          .where('date', '=', date)
          .execute();
      }
      await ctx.db
        .updateTable('progress_entries')
        .set({ weight: 75 })
        .where('user_id', '=', a.id)
        .where('month', '=', month(1).slice(0, 7))
        .execute();
      const after = await expectSameAsTheRules();
      // Each of these writes changed what the rules say of its member, so a summary left behind would show.
      const reasonsOf = (list: AttentionMember[], member: UserRow) => list.find((m) => m.user.id === member.id)?.reasons ?? [];
      for (const member of [a, b, d]) expect(reasonsOf(after, member), member.name).not.toEqual(reasonsOf(before, member));

      // Later days with no write at all: the windows slide, and the summaries follow.
      for (const days of [1, 5, 13, 20, 30]) {
        const later = new Date(Date.now() + days * DAY);
        expect(isoDateInZone(later, ZONE) > isoDateInZone(new Date(), ZONE)).toBe(true);
        expect(await needsAttention(deps, later)).toEqual(await fromTheDays(later));
      }
      // And back to today.
      await expectSameAsTheRules();
    },
  );

  it('an account deleted with its days and weights takes its summaries with it (the triggers add nothing for it)', async () => {
    const leaving = await ctx.createMember({ name: 'Leaving' });
    const today = isoDateInZone(new Date(), ZONE);
    await ok(leaving, 'POST', `/api/circadian/date/${today}/eating`, { time: '06:00', kind: 'drink' });
    await ok(leaving, 'POST', `/api/circadian/date/${shiftIsoDate(today, -1)}/water`, { cups: 2 });
    await ok(leaving, 'POST', '/api/progress', { weight: 70, date: shiftIsoDate(today, -40) });
    await ok(leaving, 'POST', '/api/progress', { weight: 72, date: today });
    expect(await ctx.db.selectFrom('attention_weight').select('user_id').where('user_id', '=', leaving.id).execute()).toHaveLength(1);
    await ctx.db.deleteFrom('users').where('id', '=', leaving.id).execute();
    for (const table of ['attention_circadian', 'attention_weight'] as const)
      expect(await ctx.db.selectFrom(table).select('user_id').where('user_id', '=', leaving.id).execute(), table).toHaveLength(0);
  });
});
