// Conversations, real server and Chromium: a member (on a phone) sends a message, the coach's
// inbox shows it unread, the coach replies, and the member sees the reply without reloading; the
// member's own message then shows Read. And the answer is never lost (issue 24): sent while the
// member's live stream is opening, or while the phone is offline, it still shows without a reload.
import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachSession, launchBrowser, newPage, signInAsAdmin, signInAsNewMember, startServer, type RunningServer } from './harness';

describe('messages journey', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a member writes, the coach sees it unread and replies, the member sees the reply live', async () => {
    const member = await newPage(browser, server.baseUrl, { timezoneId: 'Asia/Kolkata', width: 390, height: 844 });
    await signInAsNewMember(member.page, server.baseUrl, 'Chat Member');
    await member.page.goto('/messages');
    await member.page.getByText('No messages yet. Your coach usually replies within a day.').waitFor();
    await member.page.getByRole('textbox', { name: 'Message' }).fill('Can I have dinner at 20:30 on Fridays?');
    await member.page.getByRole('button', { name: 'Send' }).click();
    const memberLog = member.page.getByRole('log', { name: 'Conversation with your coach' });
    await memberLog.getByText('Can I have dinner at 20:30 on Fridays?').waitFor();
    await memberLog.getByText('Sent').waitFor();
    expect(await member.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The live stream opens a few seconds after start-up; wait until it is there.
    await member.page.waitForResponse((response) => response.url().endsWith('/api/notifications/stream'), { timeout: 15_000 });

    const coach = await newPage(browser, server.baseUrl, { timezoneId: 'Asia/Kolkata' });
    await signInAsAdmin(coach.page, server.baseUrl);
    await coach.page.goto('/admin/messages');
    const nav = coach.page.getByRole('navigation', { name: 'Conversations' });
    const entry = nav.getByRole('button', { name: /Chat Member/ });
    await entry.waitFor();
    await entry.getByLabel('1 unread').waitFor();
    expect(await entry.textContent()).toContain('Can I have dinner at 20:30 on Fridays?');
    await entry.click();
    const coachLog = coach.page.getByRole('log', { name: 'Conversation with Chat Member' });
    await coachLog.getByText('Can I have dinner at 20:30 on Fridays?').waitFor();
    await coach.page.getByRole('textbox', { name: 'Message' }).fill('Yes, Fridays are fine. Keep the others before 20:00.');
    await coach.page.getByRole('button', { name: 'Send' }).click();
    await coachLog.getByText('Yes, Fridays are fine. Keep the others before 20:00.').waitFor();
    // Opening the conversation read the member's message: the count is gone.
    await expect.poll(async () => entry.getByLabel('1 unread').count(), { timeout: 10_000 }).toBe(0);

    // No reload on the member's side: the reply and the read mark arrive by themselves.
    await memberLog.getByText('Yes, Fridays are fine. Keep the others before 20:00.').waitFor({ timeout: 10_000 });
    await memberLog.getByText('Read').waitFor({ timeout: 10_000 });

    await coach.context.close();
    await member.context.close();
  });

  /** The coach answers through the API (another device), not through this page. */
  async function coachAnswers(memberId: number, body: string): Promise<void> {
    const { token } = await coachSession(server.baseUrl);
    const sent = await fetch(`${server.baseUrl}/api/admin/conversations/${memberId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ body }),
    });
    expect(sent.status).toBe(201);
  }

  it('shows an answer sent while the member’s live stream is still opening', async () => {
    const member = await newPage(browser, server.baseUrl, { timezoneId: 'Asia/Kolkata', width: 390, height: 844 });
    const { user } = await signInAsNewMember(member.page, server.baseUrl, 'Gap Member');
    // Hold the stream's request: the page is loaded, the conversation read, the stream opening.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let opening!: () => void;
    const streamOpening = new Promise<void>((resolve) => (opening = resolve));
    await member.page.route('**/api/notifications/stream', async (route: Route) => {
      opening();
      await gate;
      await route.continue().catch(() => undefined);
    });
    await member.page.goto('/messages');
    await member.page.getByRole('textbox', { name: 'Message' }).fill('Is rice fine after 8?');
    await member.page.getByRole('button', { name: 'Send' }).click();
    const memberLog = member.page.getByRole('log', { name: 'Conversation with your coach' });
    await memberLog.getByText('Is rice fine after 8?').waitFor();
    await streamOpening;

    // The coach answers within a second, in the gap: no stream is there to carry the event.
    await coachAnswers(user.id, 'Rice is fine before 8, lighter after.');
    await member.page.waitForTimeout(500);
    expect(await memberLog.getByText('Rice is fine before 8, lighter after.').count()).toBe(0);

    // The stream connects: the conversation refetches and shows the answer, without a reload.
    const connected = member.page.waitForResponse((response) => response.url().endsWith('/api/notifications/stream'));
    release();
    await connected;
    await memberLog.getByText('Rice is fine before 8, lighter after.').waitFor({ timeout: 10_000 });
    await member.context.close();
  });

  it('shows an answer sent while the phone was offline once it is back online', async () => {
    const member = await newPage(browser, server.baseUrl, { timezoneId: 'Asia/Kolkata', width: 390, height: 844 });
    const { user } = await signInAsNewMember(member.page, server.baseUrl, 'Offline Member');
    const firstStream = member.page.waitForResponse((response) => response.url().endsWith('/api/notifications/stream'), {
      timeout: 15_000,
    });
    await member.page.goto('/messages');
    await member.page.getByText('No messages yet. Your coach usually replies within a day.').waitFor();
    await firstStream;

    await member.context.setOffline(true);
    await member.page.waitForTimeout(300);
    await coachAnswers(user.id, 'Drink water before your walk.');
    await member.page.waitForTimeout(1000);
    const memberLog = member.page.getByRole('log', { name: 'Conversation with your coach' });
    expect(await member.page.getByText('Drink water before your walk.').count()).toBe(0);

    const reconnected = member.page.waitForResponse((response) => response.url().endsWith('/api/notifications/stream'), {
      timeout: 15_000,
    });
    await member.context.setOffline(false);
    await reconnected;
    await memberLog.getByText('Drink water before your walk.').waitFor({ timeout: 10_000 });
    await member.context.close();
  });
});
