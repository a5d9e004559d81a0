// The demo's payment story, whatever day and hour the seed runs: every month shows revenue this
// month and last, a membership ends within the week, and nothing happens after "now". Pure (no
// database): seed.test.ts writes the story through the payments service on two of those days.
import { describe, expect, it } from 'vitest';
import { isoDateInZone, shiftIsoDate, wallClockToInstant } from '@rhythmfit/contracts';
import { planDemoPayments, type DemoPaymentEvent } from './seed-payments.js';

const ZONE = 'Asia/Kolkata';
const DAY_MS = 86_400_000;
/** The demo's plans last 30 days, and an online payment completes 2 minutes after its checkout. */
const PERIOD_MS = 30 * DAY_MS;
const PAID_AFTER_MS = 2 * 60_000;

type Paid = { member: number; paidAt: number; key?: string };

function paidOf(events: DemoPaymentEvent[]): Paid[] {
  const refunded = new Set(events.flatMap((event) => (event.kind === 'refund' ? [event.of] : [])));
  return events.flatMap((event): Paid[] => {
    if (event.kind === 'online' && !(event.key && refunded.has(event.key)))
      return [{ member: event.member, paidAt: event.at.getTime() + PAID_AFTER_MS }];
    if (event.kind === 'offline') return [{ member: event.member, paidAt: event.at.getTime() }];
    return [];
  });
}

/** Each member's membership end at `now`, as the service chains periods (a renewal adds on to an active membership). */
function membershipEnds(paid: Paid[], now: number): Map<number, number> {
  const ends = new Map<number, number>();
  for (const p of [...paid].sort((a, b) => a.paidAt - b.paidAt)) {
    const current = ends.get(p.member);
    const start = current !== undefined && current > p.paidAt ? current : p.paidAt;
    ends.set(p.member, start + PERIOD_MS);
  }
  return new Map([...ends].filter(([, end]) => end > now));
}

function monthStart(date: string, monthsBack: number): number {
  const [y, m] = [Number(date.slice(0, 4)), Number(date.slice(5, 7)) - monthsBack];
  const first = new Date(Date.UTC(y, m - 1, 1)).toISOString().slice(0, 10);
  return wallClockToInstant(first, '00:00', ZONE).getTime();
}

describe('the demo payments story', () => {
  // Every day of a year, in the morning before the desk opens, at noon and late at night.
  const moments: Date[] = [];
  for (let day = 0; day < 366; day += 1) {
    const date = shiftIsoDate('2026-01-01', day);
    for (const time of ['00:10', '09:00', '12:30', '23:50']) moments.push(wallClockToInstant(date, time, ZONE));
  }

  it('has revenue this month and last, a membership ending this week and most paying members active, on any day', () => {
    for (const now of moments) {
      const events = planDemoPayments(now, ZONE);
      const paid = paidOf(events);
      const today = isoDateInZone(now, ZONE);
      const [thisMonth, lastMonth] = [monthStart(today, 0), monthStart(today, 1)];
      const label = now.toISOString();
      expect([label, paid.some((p) => p.paidAt >= thisMonth && p.paidAt <= now.getTime())]).toEqual([label, true]);
      expect([label, paid.some((p) => p.paidAt >= lastMonth && p.paidAt < thisMonth)]).toEqual([label, true]);
      const active = membershipEnds(paid, now.getTime());
      expect([label, [...active.values()].some((end) => end - now.getTime() <= 7 * DAY_MS)]).toEqual([label, true]);
      expect(active.size).toBeGreaterThanOrEqual(15);
    }
  });

  it('happens before now, oldest first, with one desk UPI payment, one refund after its payment and a few unpaid checkouts', () => {
    for (const now of moments.filter((_, i) => i % 7 === 0)) {
      const events = planDemoPayments(now, ZONE);
      for (const [i, event] of events.entries()) {
        expect(event.at.getTime()).toBeLessThanOrEqual(now.getTime());
        if (i > 0) expect(event.at.getTime()).toBeGreaterThanOrEqual(events[i - 1]!.at.getTime());
      }
      expect(events.filter((e) => e.kind === 'offline' && e.method === 'upi')).toHaveLength(1);
      const refunds = events.filter((e) => e.kind === 'refund');
      expect(refunds).toHaveLength(1);
      const refunded = events.find((e) => e.kind === 'online' && e.key === refunds[0]!.of)!;
      expect(refunded.at.getTime()).toBeLessThan(refunds[0]!.at.getTime());
      expect(events.filter((e) => e.kind === 'abandoned').length).toBeGreaterThanOrEqual(2);
      // The reminders job ran every morning of the three months.
      expect(events.filter((e) => e.kind === 'reminders').length).toBeGreaterThanOrEqual(90);
    }
  });

  it('is the same story every time for the same moment', () => {
    const now = new Date('2026-11-24T06:00:00.000Z');
    expect(planDemoPayments(now, ZONE)).toEqual(planDemoPayments(now, ZONE));
  });
});
