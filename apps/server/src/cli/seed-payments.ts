// The demo's money: a practice that has sold memberships for three months. Members buy and renew
// online, some pay at the desk (cash, a bank transfer, and today a UPI payment the coach records),
// one upgrades, one is refunded, two let their membership lapse, one membership ends this week and a
// few checkouts were left unpaid. Everything goes through the payments service (checkout and
// dev-complete as a member's app does, recordOffline and refund as the coach's screens do) on a clock
// set to each moment in turn, so invoice numbers, periods, credit notes, notifications and the
// membership reminders are what the real flows make.
import { isoDateInZone, shiftIsoDate, wallClockToInstant, type OfflinePaymentMethod } from '@rhythmfit/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { DB } from '../db/database.js';
import { createMemoryBus } from '../lib/bus.js';
import { createMemoryLeaderLock } from '../lib/leader-lock.js';
import { bumpListVersion } from '../lib/list-versions.js';
import { createNotificationService, type Channels } from '../modules/notifications/index.js';
import { createPaymentsService } from '../modules/payments/index.js';
import { seededRandom, type SeedContext } from './seed-context.js';

/**
 * The plans the demo sells: the three a fresh database already has (migration 0003), found by name;
 * one missing (renamed or deleted before the seed ran) is added with these values. Never a second
 * plan of the same name.
 */
export const DEMO_PLANS = [
  { name: 'Basic', description: 'Monthly check-in with a coach and a diet recommendation.', price: 9.99 },
  { name: 'Standard', description: 'Weekly coaching sessions, diet plans and live classes.', price: 19.99 },
  { name: 'Premium', description: 'Unlimited coaching, personalised plans and priority booking.', price: 39.99 },
] as const;
type PlanName = (typeof DEMO_PLANS)[number]['name'];
/** The demo's plans last 30 days (the defaults'): the stories below renew on that rhythm. */
const PERIOD_DAYS = 30;

/** One thing that happened, in the order of the demo's days; `member` indexes the seed's members. */
export type DemoPaymentEvent =
  | { at: Date; kind: 'online'; member: number; plan: PlanName; key?: string }
  | { at: Date; kind: 'abandoned'; member: number; plan: PlanName }
  | { at: Date; kind: 'offline'; member: number; plan: PlanName; method: OfflinePaymentMethod; reference?: string }
  | { at: Date; kind: 'refund'; of: string; reason: string }
  | { at: Date; kind: 'reminders' };

/** A member pays on the provider's page this long after opening the checkout. */
const PAID_AFTER_MS = 2 * 60_000;
/** Members with a story of their own; the demo needs at least this many. */
export const DEMO_PAYING_MEMBERS = 27;
const FIRST_DAY = 90;

/**
 * The demo's payments, oldest first, all at or before `now`. Days count back from today in the
 * business's time zone; times of day are the business's wall clock. Deterministic: the same `now`
 * gives the same list.
 */
export function planDemoPayments(now: Date, zone: string): DemoPaymentEvent[] {
  const rand = seededRandom(2027);
  const today = isoDateInZone(now, zone);
  const at = (daysAgo: number, time: string) => wallClockToInstant(shiftIsoDate(today, -daysAgo), time, zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  /** A random time of day between two hours (the member's phone, or the desk's opening hours). */
  const time = (fromHour: number, toHour: number) => {
    const minutes = Math.floor(fromHour * 60 + rand() * (toHour - fromHour) * 60);
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  };
  const events: DemoPaymentEvent[] = [];
  // Random numbers are drawn whether or not the event is kept, so the past looks the same whatever
  // the hour. An online payment is kept only when it was also paid by now.
  const add = (event: DemoPaymentEvent) => {
    if (event.at.getTime() + (event.kind === 'online' ? PAID_AFTER_MS : 0) <= now.getTime()) events.push(event);
  };

  /**
   * A member who buys `startDaysAgo` and renews each period 1-3 days before it ends (so each renewal
   * adds on to the membership), `renewals` times at most; `plans[k]` for the k-th payment (the last
   * repeats), paid online unless `desk` names how it was paid at the desk.
   */
  const renewing = (
    member: number,
    startDaysAgo: number,
    plans: PlanName[],
    options: { renewals?: number; desk?: (k: number) => OfflinePaymentMethod | null; lead?: number } = {},
  ) => {
    const count = (options.renewals ?? 3) + 1;
    for (let k = 0; k < count; k += 1) {
      const lead = k === 0 ? 0 : (options.lead ?? 1 + Math.floor(rand() * 3));
      const daysAgo = startDaysAgo - k * PERIOD_DAYS + lead;
      const plan = plans[Math.min(k, plans.length - 1)]!;
      const method = options.desk?.(k) ?? null;
      if (daysAgo < 0) break;
      if (method) add({ at: at(daysAgo, time(9, 19.5)), kind: 'offline', member, plan, method, ...deskReference(method, rand) });
      else add({ at: at(daysAgo, time(7, 22)), kind: 'online', member, plan });
    }
  };

  // 0: paid cash at the desk twice, let it lapse for two weeks, and came back today paying by UPI at
  // the desk (the coach records it; before the desk opens, it was yesterday evening).
  renewing(0, 75, ['Standard'], { renewals: 1, desk: () => 'cash' });
  const deskOpen = at(0, '10:30');
  const deskToday = now.getTime() - deskOpen.getTime() >= 20 * 60_000 ? deskOpen : at(1, '18:30');
  add({ at: deskToday, kind: 'offline', member: 0, plan: 'Standard', method: 'upi', reference: 'UPI 4' + digits(rand, 11) });
  // 1: Basic since three months, renewed two days before each end: the membership ends in 4 days.
  renewing(1, FIRST_DAY - 4, ['Basic'], { renewals: 2, lead: 2 });
  // 2: bought Premium, moved away two days later and was refunded; back on Basic since.
  add({ at: at(40, '18:05'), kind: 'online', member: 2, plan: 'Premium', key: 'refunded' });
  add({
    at: at(38, '11:20'),
    kind: 'refund',
    of: 'refunded',
    reason: 'Moved to Hyderabad for work two days after paying: refunded in full.',
  });
  add({ at: at(12, time(7, 22)), kind: 'online', member: 2, plan: 'Basic' });
  // 3: upgrades at each renewal.
  renewing(3, 80, ['Basic', 'Standard', 'Premium']);
  // 4: paid Premium by bank transfer, renews online.
  renewing(4, 33, ['Premium'], { desk: (k) => (k === 0 ? 'bank' : null) });
  // 5: closed the checkout once, paid on the second try a few minutes later.
  add({ at: at(20, '19:02'), kind: 'abandoned', member: 5, plan: 'Standard' });
  add({ at: at(20, '19:09'), kind: 'online', member: 5, plan: 'Standard' });
  // 6 and 7: stopped after one renewal (ended 25 days ago, and 3 days ago).
  renewing(6, 85, ['Standard'], { renewals: 1 });
  renewing(7, 63, ['Basic'], { renewals: 1, lead: 2 });
  // 8-23: the regulars, started over the three months; one in six pays cash at the desk.
  const regularPlans: PlanName[] = ['Standard', 'Basic', 'Premium', 'Standard'];
  for (let member = 8; member <= 23; member += 1)
    renewing(member, 31 + ((member * 23) % 59), [regularPlans[member % regularPlans.length]!], {
      desk: member % 6 === 0 ? () => 'cash' : undefined,
    });
  // 24 and 25: looked at a plan, never paid.
  add({ at: at(9, '22:40'), kind: 'abandoned', member: 24, plan: 'Premium' });
  add({ at: at(2, '13:15'), kind: 'abandoned', member: 25, plan: 'Standard' });
  // 26: joined this morning online (just after midnight when the demo is made that early).
  const midnight = at(0, '00:00').getTime();
  const joined = Math.max(midnight, Math.min(at(0, '07:15').getTime(), now.getTime() - 5 * 60_000));
  add({ at: new Date(joined), kind: 'online', member: 26, plan: 'Basic' });

  // The membership reminders' job, once a day at 09:00 as a running server would (every poll, really;
  // once a day finds the same reminders).
  for (let daysAgo = FIRST_DAY; daysAgo >= 0; daysAgo -= 1) add({ at: at(daysAgo, '09:00'), kind: 'reminders' });

  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}

function digits(rand: () => number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) out += Math.floor(rand() * 10);
  return out;
}

function deskReference(method: OfflinePaymentMethod, rand: () => number): { reference?: string } {
  if (method === 'bank') return { reference: `NEFT N${digits(rand, 9)}` };
  if (method === 'upi') return { reference: `UPI 4${digits(rand, 11)}` };
  return {};
}

export interface DemoPaymentsResult {
  /** Payments completed (refunded ones included). */
  paid: number;
  refunded: number;
  /** Recorded by the coach at the desk. */
  offline: number;
  /** Checkouts never paid. */
  abandoned: number;
}

/** Out of the app nothing is sent: the demo's mobile numbers are made up (no SMS or WhatsApp deliveries are queued). */
const NO_CHANNELS: Channels = { push: async () => {} };

/** Writes the demo's payments through the payments service, each at its moment. */
export async function seedPayments(ctx: SeedContext): Promise<DemoPaymentsResult> {
  if (ctx.members.length < DEMO_PAYING_MEMBERS) throw new Error(`The payments demo needs ${DEMO_PAYING_MEMBERS} members.`);
  const { db, config } = ctx;
  let current = ctx.now;
  const clock = () => new Date(current.getTime());
  const log: FastifyBaseLogger = pino({ level: 'warn' });
  const notifications = createNotificationService({ db, bus: createMemoryBus(), config, channels: NO_CHANNELS, log, now: clock });
  // The dev provider whatever the configuration: no Razorpay order is ever made for demo data.
  const payments = createPaymentsService({
    db,
    config: { ...config, payments: { ...config.payments, provider: 'dev', razorpay: undefined } },
    notifications,
    locks: createMemoryLeaderLock(),
    log,
    razorpay: null,
    now: clock,
  });
  const result: DemoPaymentsResult = { paid: 0, refunded: 0, offline: 0, abandoned: 0 };
  try {
    const plans = await demoPlans(db, ctx.now.toISOString());
    const keyed = new Map<string, number>();
    for (const event of planDemoPayments(ctx.now, config.businessTimeZone)) {
      current = event.at;
      switch (event.kind) {
        case 'online': {
          const userId = ctx.members[event.member]!.id;
          const checkout = await payments.checkout(await payments.prepareCheckout(userId, plans[event.plan]));
          current = new Date(event.at.getTime() + PAID_AFTER_MS);
          await payments.devComplete(userId, checkout.id);
          if (event.key) keyed.set(event.key, checkout.id);
          result.paid += 1;
          break;
        }
        case 'abandoned':
          await payments.checkout(await payments.prepareCheckout(ctx.members[event.member]!.id, plans[event.plan]));
          result.abandoned += 1;
          break;
        case 'offline':
          await payments.recordOffline({
            userId: ctx.members[event.member]!.id,
            planId: plans[event.plan],
            method: event.method,
            reference: event.reference,
          });
          result.paid += 1;
          result.offline += 1;
          break;
        case 'refund':
          await payments.refund(keyed.get(event.of)!, event.reason);
          result.refunded += 1;
          break;
        case 'reminders':
          await payments.runDue();
          break;
      }
    }
  } finally {
    await notifications.stop();
  }
  return result;
}

/** The demo plans' ids by name: the database's own plans, and any of them missing added once. */
async function demoPlans(db: DB, stamp: string): Promise<Record<PlanName, number>> {
  const existing = await db.selectFrom('subscription_plans').select(['id', 'name']).orderBy('id').execute();
  const ids = {} as Record<PlanName, number>;
  let added = false;
  for (const plan of DEMO_PLANS) {
    const found = existing.find((row) => row.name.trim().toLowerCase() === plan.name.toLowerCase());
    if (found) {
      ids[plan.name] = found.id;
      continue;
    }
    const { id } = await db
      .insertInto('subscription_plans')
      .values({ ...plan, duration_days: PERIOD_DAYS, created_at: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[plan.name] = id;
    added = true;
  }
  if (added) await bumpListVersion(db, 'subscription-plans');
  return ids;
}
