// npm run seed on a test database: a living coaching business the app serves (with three months of
// memberships sold through the payments service), and a refusal on a database that already has members.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers.js';
import sharp from 'sharp';
import {
  EatingEventBodySchema,
  MEALS,
  isClockTimeInMealWindow,
  isoDateInZone,
  shiftIsoDate,
  type AdminPayment,
} from '@rhythmfit/contracts';
import { BANNER_IMAGE, bannerFontSize, seed, SEED_COACH, SEED_MEMBER_PASSWORD, SEED_MEMBERS, type SeedResult } from './seed.js';

/** A Tuesday in the middle of a month, 11:30 in India. */
const SEEDED_AT = new Date('2026-11-24T06:00:00.000Z');

async function coachAuth(ctx: TestContext) {
  const coach = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { mobile: SEED_COACH.mobile, password: SEED_COACH.password },
  });
  expect(coach.statusCode).toBe(200);
  return { authorization: `Bearer ${coach.json().token}` };
}

/** Every payment, as the coach's /admin/payments lists them (newest first). */
async function allPayments(ctx: TestContext): Promise<AdminPayment[]> {
  const headers = await coachAuth(ctx);
  const items: AdminPayment[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await ctx.app.inject({ method: 'GET', url: `/api/admin/payments?pageSize=200&page=${page}`, headers });
    expect(answer.statusCode).toBe(200);
    items.push(...answer.json().items);
    if (items.length >= answer.json().total) return items;
  }
}

/** Invoice (or credit note) numbers: each series (prefix and year) counts 1, 2, 3... in the order the payments were made. */
function expectGapFreeInOrder(numbers: string[]) {
  const series = new Map<string, number[]>();
  for (const number of numbers) {
    const [, name, n] = /^(.*)\/(\d+)$/.exec(number)!;
    series.set(name!, [...(series.get(name!) ?? []), Number(n)]);
  }
  expect(series.size).toBeGreaterThan(0);
  for (const [name, list] of series) expect([name, list]).toEqual([name, list.map((_, i) => i + 1)]);
}

/** What the demo must show the coach on /admin/payments, whatever day it was made. */
async function expectLivingPractice(ctx: TestContext, result: SeedResult, seededAt: Date) {
  const summary = await ctx.app.payments.summary(seededAt);
  expect(summary.revenueThisMonth).toBeGreaterThan(0);
  expect(summary.revenueLastMonth).toBeGreaterThan(0);
  expect(summary.activeMembers).toBeGreaterThanOrEqual(SEED_MEMBERS / 2);
  expect(summary.endingIn7Days).toBeGreaterThanOrEqual(1);
  // Money is integer paise.
  for (const value of [summary.revenueThisMonth, summary.revenueLastMonth]) expect(Number.isInteger(value)).toBe(true);

  const payments = await allPayments(ctx);
  const paid = payments.filter((p) => p.status === 'paid' || p.status === 'refunded');
  expect(paid).toHaveLength(result.payments.paid);
  expect(payments.filter((p) => p.status === 'refunded')).toHaveLength(1);
  expect(payments.filter((p) => p.status === 'created')).toHaveLength(result.payments.abandoned);
  expect(result.payments.abandoned).toBeGreaterThanOrEqual(2);
  const upi = payments.filter((p) => p.provider === 'offline' && p.method === 'upi');
  expect(upi).toHaveLength(1);
  expect(upi[0]).toMatchObject({ status: 'paid', reference: expect.stringMatching(/^UPI \d{12}$/) });
  expect(payments.filter((p) => p.provider === 'offline').length).toBe(result.payments.offline);
  // Renewals: several members paid three times or more.
  const perMember = new Map<number | null, number>();
  for (const p of paid) perMember.set(p.userId, (perMember.get(p.userId) ?? 0) + 1);
  expect([...perMember.values()].filter((count) => count >= 3).length).toBeGreaterThanOrEqual(5);
  for (const p of paid) expect(Number.isInteger(p.amount) && p.amount > 0).toBe(true);
  for (const p of paid) expect(p.paidAt! <= seededAt.toISOString()).toBe(true);

  const oldestFirst = [...paid].sort((a, b) => a.paidAt!.localeCompare(b.paidAt!) || a.id - b.id);
  expectGapFreeInOrder(oldestFirst.map((p) => p.invoiceNumber!));
  expectGapFreeInOrder(payments.filter((p) => p.creditNoteNumber).map((p) => p.creditNoteNumber!));

  // What the real flows tell: each member their payment, the coach every payment, reminders before an end.
  const told = await ctx.db.selectFrom('notifications').select(['kind', 'created_at']).execute();
  const kinds = (kind: string) => told.filter((n) => n.kind === kind);
  expect(kinds('payment_received')).toHaveLength(paid.length);
  expect(kinds('coach_payment_received')).toHaveLength(paid.length);
  expect(new Set(kinds('payment_received').map((n) => n.created_at))).toEqual(new Set(paid.map((p) => p.paidAt)));
  expect(kinds('membership_ending').length).toBeGreaterThanOrEqual(summary.endingIn7Days);
  expect(kinds('membership_ended').length).toBeGreaterThanOrEqual(1);
}

describe('npm run seed', () => {
  let ctx: TestContext;
  let result: SeedResult;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('fills an empty database with a coach, 30 members and their months of data, and the app serves it', async () => {
    result = await seed(ctx.db, ctx.config, SEEDED_AT);
    expect(result.members).toBe(SEED_MEMBERS);
    expect(result.progressEntries).toBe(SEED_MEMBERS * 6);
    expect(result.circadianDays).toBeGreaterThan(SEED_MEMBERS * 10);
    expect(result.bookings).toBeGreaterThan(20);

    const coach = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: SEED_COACH.mobile, password: SEED_COACH.password },
    });
    expect(coach.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${coach.json().token}` };
    const users = await ctx.app.inject({ method: 'GET', url: '/api/admin/users', headers: auth });
    expect(users.json().filter((u: { role: { name: string } }) => u.role.name === 'USER')).toHaveLength(SEED_MEMBERS);
    const member = users.json().find((u: { role: { name: string } }) => u.role.name === 'USER');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: member.mobile, password: SEED_MEMBER_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const memberAuth = { authorization: `Bearer ${login.json().token}` };
    expect((await ctx.app.inject({ method: 'GET', url: '/api/diet-plans/my', headers: memberAuth })).json().length).toBeGreaterThan(0);

    const banners = (await ctx.app.inject({ method: 'GET', url: '/api/banners' })).json();
    expect(banners).toHaveLength(2);
    const image = await ctx.app.inject({ method: 'GET', url: banners[0].imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // 2:1, so the card's cover crop (1.5:1 on a phone to 4:1 on a wide desktop) keeps the centred headline.
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: BANNER_IMAGE.width, height: BANNER_IMAGE.height });
    for (const banner of banners)
      expect(bannerFontSize(banner.title) * banner.title.length * 0.6).toBeLessThanOrEqual(BANNER_IMAGE.safeWidth);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/testimonials' })).json()).toHaveLength(3);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/live-sessions' })).json()).toHaveLength(4);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/bookings', headers: auth })).json().length).toBe(result.bookings);
  }, 60_000); // The seed writes each day through the API's rules (thousands of statements): seconds, more on a busy PostgreSQL.

  it('has eight weeks of check-ins: reviewed ones, some waiting with photos, one member who missed the last week', async () => {
    const checkIns = result.checkIns;
    expect(checkIns.checkIns).toBeGreaterThan(80);
    expect(checkIns.waiting).toBeGreaterThanOrEqual(3);
    expect(checkIns.photos).toBeGreaterThan(60);
    const coach = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: SEED_COACH.mobile, password: SEED_COACH.password },
    });
    const auth = { authorization: `Bearer ${coach.json().token}` };
    const queue = (await ctx.app.inject({ method: 'GET', url: '/api/admin/check-ins', headers: auth })).json();
    expect(queue.waiting).toBe(checkIns.waiting);
    const first = queue.items[0];
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/admin/check-ins/${first.id}`, headers: auth })).json();
    expect(page.previous).not.toBeNull();
    expect(page.checkIn.photos).toHaveLength(3);
    const thumb = await ctx.app.inject({ method: 'GET', url: page.checkIn.photos[0].thumbUrl, headers: auth });
    expect(thumb.statusCode).toBe(200);
    const missed = (await ctx.app.inject({ method: 'GET', url: '/api/admin/check-ins?status=missed&pageSize=200', headers: auth })).json();
    expect(missed.items.map((item: { userId: number }) => item.userId)).toContain(checkIns.missedMemberId);
  });

  it('gives the coach exercises of their own, two programs, three weeks of logged training, a missed week and records', async () => {
    expect(result.training).toMatchObject({ exercises: 3, workouts: 5, programs: 2 });
    expect(result.training.finished).toBeGreaterThan(60);
    expect(result.training.records).toBeGreaterThan(20);
    const coach = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: SEED_COACH.mobile, password: SEED_COACH.password },
    });
    const auth = { authorization: `Bearer ${coach.json().token}` };
    const own = await ctx.db.selectFrom('exercises').select('name').where('created_by', 'is not', null).execute();
    expect(own.map((row) => row.name)).toContain('Tempo Goblet Squat');
    const programs = (await ctx.app.inject({ method: 'GET', url: '/api/admin/training/programs', headers: auth })).json();
    expect(programs).toHaveLength(2);
    // Three weeks before the seed's day: the steady members finished every session, one missed the whole last week.
    const seededToday = isoDateInZone(SEEDED_AT, ctx.config.businessTimeZone);
    const rows = await ctx.db.selectFrom('scheduled_workouts').select(['user_id', 'date', 'status']).where('own', '=', 0).execute();
    const past = rows.filter((row) => row.date < seededToday);
    const byMember = new Map<number, typeof past>();
    for (const row of past) byMember.set(row.user_id, [...(byMember.get(row.user_id) ?? []), row]);
    expect(byMember.size).toBe(9);
    const allDone = [...byMember.values()].filter((list) => list.every((row) => row.status === 'done'));
    expect(allDone.length).toBeGreaterThanOrEqual(3);
    const lastWeek = shiftIsoDate(seededToday, -7);
    expect([...byMember.values()].some((list) => list.filter((row) => row.date >= lastWeek && row.status === 'planned').length >= 3)).toBe(
      true,
    );
    expect(past.some((row) => row.status === 'skipped')).toBe(true);
    const summaries = [];
    for (const userId of byMember.keys())
      summaries.push((await ctx.app.inject({ method: 'GET', url: `/api/admin/training/members/${userId}/summary`, headers: auth })).json());
    expect(summaries.every((s) => s.records.length > 0)).toBe(true);
    // Progression waited for the member: a met target raised the next session's kg.
    const bench = summaries[0].records.find((r: { exerciseName: string }) => r.exerciseName === 'Barbell Bench Press');
    expect(bench.heaviestKg.value).toBeGreaterThan(40);
    const attention = (await ctx.app.inject({ method: 'GET', url: '/api/admin/attention', headers: auth })).json();
    expect(attention.some((entry: { reasons: Array<{ code: string }> }) => entry.reasons.some((r) => r.code === 'missed_workouts'))).toBe(
      true,
    );
  });

  it('logs only what a member could have: meal marks inside their windows, late eating as eating events', async () => {
    const records = await ctx.db.selectFrom('circadian_records').selectAll().execute();
    expect(records.length).toBeGreaterThan(SEED_MEMBERS * 10);
    for (const record of records) {
      for (const meal of MEALS) {
        if (record[`${meal}_logged`]) expect([meal, isClockTimeInMealWindow(meal, record[`${meal}_time`]!)]).toEqual([meal, true]);
      }
    }
    const events = await ctx.db.selectFrom('eating_events').selectAll().execute();
    expect(events.some((event) => event.time > '21:00' && event.kind === 'meal')).toBe(true);
    for (const event of events)
      expect(EatingEventBodySchema.safeParse({ time: event.time, kind: event.kind, note: event.note ?? undefined }).success).toBe(true);
  });

  it('lists each plan and each trainer once (the seed uses the ones a fresh database has)', async () => {
    const headers = await coachAuth(ctx);
    const plans: { name: string }[] = (await ctx.app.inject({ method: 'GET', url: '/api/subscriptions', headers })).json();
    expect(plans.map((plan) => plan.name).sort()).toEqual(['Basic', 'Premium', 'Standard']);
    const trainers: { name: string }[] = (await ctx.app.inject({ method: 'GET', url: '/api/trainers', headers })).json();
    expect(trainers.length).toBeGreaterThanOrEqual(5);
    expect(new Set(trainers.map((trainer) => trainer.name)).size).toBe(trainers.length);
  });

  it('has sold memberships for three months: revenue both months, renewals, a refund, a desk UPI payment, one ending this week', async () => {
    await expectLivingPractice(ctx, result, SEEDED_AT);
    const headers = await coachAuth(ctx);
    const summary = await ctx.app.inject({ method: 'GET', url: '/api/admin/payments/summary', headers });
    expect(summary.statusCode).toBe(200);
    // The first payments are three months old, the newest today.
    const payments = await allPayments(ctx);
    const days = payments.filter((p) => p.paidAt).map((p) => (SEEDED_AT.getTime() - Date.parse(p.paidAt!)) / 86_400_000);
    expect(Math.max(...days)).toBeGreaterThan(85);
    expect(Math.min(...days)).toBeLessThan(1);
    const refunded = payments.find((p) => p.status === 'refunded')!;
    expect(refunded).toMatchObject({ refundReason: expect.any(String), creditNoteNumber: expect.stringMatching(/\/CN\//) });
    // The member who was refunded holds no time from that payment: a later Basic is their membership.
    const membership = await ctx.app.payments.membership(refunded.userId!, SEEDED_AT);
    expect(membership).toMatchObject({ status: 'active', plan: { name: 'Basic' } });
  });

  it('refuses a database that already has members', async () => {
    await expect(seed(ctx.db, ctx.config)).rejects.toThrow('This database already has members: the demo data is only for an empty one.');
  });
});

describe('npm run seed on the first morning of a month and of a financial year', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('still shows revenue this month and last, and numbers each financial year from 1', async () => {
    // 1 April 2026, 11:00 in India: a new month and a new financial year began this morning (a day
    // in the past: the circadian days refuse future dates).
    const seededAt = new Date('2026-04-01T05:30:00.000Z');
    const result = await seed(ctx.db, ctx.config, seededAt);
    await expectLivingPractice(ctx, result, seededAt);
    const invoices = (await allPayments(ctx)).map((p) => p.invoiceNumber).filter(Boolean);
    expect(invoices.some((n) => n!.includes('/2025-26/'))).toBe(true);
    expect(invoices.some((n) => n!.includes('/2026-27/'))).toBe(true);
  }, 60_000);
});
