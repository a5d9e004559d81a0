// Two app instances on ONE database and ONE Redis: every due reminder is sent once whichever
// instance polls, and a notification made on one instance reaches a tab streaming from the other.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { wallClockToInstant } from '@rhythmfit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createSlot, dateFromToday } from '../../../test/coaching-factories.js';
import { buildOtherInstance, buildTestApp, type TestContext } from '../../../test/helpers.js';
import { hasRedis, TEST_REDIS_URL, uniquePrefix, waitForSubscribers } from '../../../test/redis.js';

describe.skipIf(!hasRedis)('notifications across two instances', () => {
  let ctx: TestContext;
  let other: FastifyInstance;
  let sms: Server;
  const received: string[] = [];
  const prefix = uniquePrefix();
  beforeAll(async () => {
    sms = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push(body);
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => sms.listen(0, '127.0.0.1', resolve));
    ctx = await buildTestApp(
      {
        REDIS_URL: TEST_REDIS_URL,
        REDIS_KEY_PREFIX: prefix,
        SMS_PROVIDER: 'webhook',
        SMS_WEBHOOK_URL: `http://127.0.0.1:${(sms.address() as AddressInfo).port}/sms`,
        JOBS_POLL_MS: '3600000',
      },
      { notificationJobs: false },
    );
    other = await buildOtherInstance(ctx, { notificationJobs: false });
    // Both instances listen for live events from the start; a message sent before Redis has their
    // subscriptions would be lost.
    await waitForSubscribers(`${prefix}bus:notifications:user`, 2);
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
    sms?.close();
  });

  it('sends each reminder once when both instances poll at the same moment', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => ctx.createMember()));
    const date = dateFromToday(3);
    for (const [i, member] of members.entries()) {
      const slot = await createSlot(ctx.db, { date, time: `10:0${i}` });
      const bookingId = await createBooking(ctx.db, member.id, slot, 'confirmed');
      await ctx.app.notifications.scheduleAppointmentReminders(bookingId);
    }
    // Half an hour before the first appointment: both reminders of every booking are due, none is over.
    const at = new Date(wallClockToInstant(date, '10:00', ctx.config.businessTimeZone).getTime() - 30 * 60_000);
    const race = () =>
      Promise.all([
        ctx.app.notifications.runDue(at),
        other.notifications.runDue(at),
        ctx.app.notifications.runDue(at),
        other.notifications.runDue(at),
      ]);
    await race(); // makes the in-app notifications and queues their SMS
    await race(); // sends the SMS
    const made = await ctx.db.selectFrom('notifications').select(['user_id', 'kind']).execute();
    expect(made).toHaveLength(20);
    expect(new Set(made.map((n) => `${n.user_id}:${n.kind}`)).size).toBe(20);
    const smsRows = await ctx.db.selectFrom('notification_deliveries').select(['status']).where('channel', '=', 'sms').execute();
    expect(smsRows.map((r) => r.status)).toEqual(Array(20).fill('sent'));
    expect(received).toHaveLength(20);
  });

  it('streams a notification made on one instance to a tab open on the other', async () => {
    const member = await ctx.createMember();
    const seen: unknown[] = [];
    const stop = other.notifications.subscribe(member.id, (event) => seen.push(event));
    await ctx.app.notifications.notify({
      to: { userIds: [member.id] },
      kind: 'diet_plan_assigned',
      title: 'Across the fleet',
      body: 'x',
      link: null,
    });
    for (let i = 0; i < 50 && seen.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(seen).toEqual([
      { type: 'notification', data: { notification: expect.objectContaining({ title: 'Across the fleet' }), unread: 1 } },
    ]);
  });
});
