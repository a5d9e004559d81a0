// The delivery scheduler running on its own (no test clock): a fresh push leaves at once, and work
// that falls due is picked up by the poll every JOBS_POLL_MS.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/database.js';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';

async function until(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the notification scheduler', () => {
  let ctx: TestContext;
  let server: Server;
  let pushes = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        pushes += 1;
        res.statusCode = 201;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    ctx = await buildTestApp({ PUSH_ENDPOINT_HOSTS: '127.0.0.1', JOBS_POLL_MS: '200' });
  });
  afterAll(async () => {
    await ctx.close();
    server.close();
  });

  it('sends a new push right away, and due in-app work within a poll', async () => {
    const member = await ctx.createMember();
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    await ctx.request(member, {
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: { push: true, sms: false, whatsapp: false, liveSessionAlerts: true, quietHours: null, timeZone: 'UTC' },
    });
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/push/1`;
    const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    expect((await ctx.request(member, { method: 'POST', url: '/api/push/subscriptions', payload: { endpoint, keys } })).statusCode).toBe(
      201,
    );
    await ctx.app.notifications.notify({ to: { userIds: [member.id] }, kind: 'diet_plan_assigned', title: 'Now', body: 'x', link: null });
    await until(() => pushes === 1);

    const now = nowIso();
    await ctx.db
      .insertInto('notification_deliveries')
      .values({
        user_id: member.id,
        notification_id: null,
        push_subscription_id: null,
        booking_id: null,
        channel: 'in_app',
        kind: 'appointment_reminder_1h',
        title: 'Soon',
        body: 'y',
        link: null,
        dedupe_key: 'scheduler-test',
        due_at: now,
        expires_at: null,
        last_error: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await until(
      async () =>
        (await ctx.db.selectFrom('notifications').select('id').where('user_id', '=', member.id).where('title', '=', 'Soon').execute())
          .length === 1,
    );
    await until(() => pushes === 2);
  });
});
