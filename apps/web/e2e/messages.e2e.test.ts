// Conversations, real server and Chromium: a member (on a phone) sends a message, the coach's
// inbox shows it unread, the coach replies, and the member sees the reply without reloading; the
// member's own message then shows Read.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInAsAdmin, signInAsNewMember, startServer, type RunningServer } from './harness';

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
});
