// The fan-out's one read of its recipients (unread counts and preferences), on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/database.js';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';
import { defaultPreferences, readRecipients, saveSubscription, writePreferences } from './notifications.repository.js';

const ZONE = 'Asia/Kolkata';

describe('readRecipients', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(async () => ctx.close());

  async function notification(userId: number, read: boolean) {
    const now = nowIso();
    await ctx.db
      .insertInto('notifications')
      .values({
        user_id: userId,
        kind: 'diet_plan_assigned',
        title: 't',
        body: 'b',
        link: null,
        created_at: now,
        read_at: read ? now : null,
      })
      .execute();
  }

  it('answers each recipient’s unread count and preferences in one read, with defaults for those who saved none', async () => {
    const saved = await ctx.createMember();
    const fresh = await ctx.createMember();
    await notification(saved.id, false);
    await notification(saved.id, false);
    await notification(saved.id, true);
    await notification(fresh.id, true);
    const preferences = {
      push: true,
      sms: false,
      whatsapp: true,
      liveSessionAlerts: false,
      checkInReminders: false,
      quietHours: { start: '22:00', end: '07:00' },
      timeZone: 'Europe/London',
    };
    await writePreferences(ctx.db, saved.id, preferences, nowIso());

    const missing = 987_654;
    const recipients = await readRecipients(ctx.db, [saved.id, fresh.id, missing], ZONE);
    expect(recipients.get(saved.id)).toEqual({ unread: 2, preferences });
    expect(recipients.get(fresh.id)).toEqual({ unread: 0, preferences: defaultPreferences(ZONE) });
    // An id with no user (deleted meanwhile) still gets the defaults rather than failing the batch.
    expect(recipients.get(missing)).toEqual({ unread: 0, preferences: defaultPreferences(ZONE) });
    expect((await readRecipients(ctx.db, [], ZONE)).size).toBe(0);
  });

  it('the fan-out queues pushes only for recipients who turned push on, whatever devices the others have', async () => {
    const wantsPush = await ctx.createMember();
    const pushOff = await ctx.createMember();
    const now = nowIso();
    await writePreferences(ctx.db, wantsPush.id, { ...defaultPreferences(ZONE), push: true }, now);
    await writePreferences(ctx.db, pushOff.id, { ...defaultPreferences(ZONE), push: false }, now);
    for (const [user, path] of [
      [wantsPush, 'on'],
      [pushOff, 'off'],
    ] as const)
      await saveSubscription(
        ctx.db,
        user.id,
        { endpoint: `https://fcm.googleapis.com/fcm/send/${path}-${user.id}`, p256dh: 'k', auth: 'a' },
        now,
      );

    await ctx.app.notifications.notify({
      to: { userIds: [wantsPush.id, pushOff.id] },
      kind: 'diet_plan_assigned',
      title: 'A new plan',
      body: 'One line',
      link: null,
    });
    const pushes = await ctx.db
      .selectFrom('notification_deliveries')
      .select(['user_id', 'channel'])
      .where('user_id', 'in', [wantsPush.id, pushOff.id])
      .execute();
    expect(pushes).toEqual([{ user_id: wantsPush.id, channel: 'push' }]);
  });
});
