// The bell, real server and Chromium: a member books, the coach confirms the booking in All User
// Bookings, and the member's bell count rises without a reload; opening the notification marks it
// read and goes to My Appointments; "Mark all as read" clears the count.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftIsoDate } from '@rhythmfit/contracts';
import { launchBrowser, newPage, signInAsAdmin, signInAsNewMember, startServer, type RunningServer } from './harness';

describe('notifications journey', () => {
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

  it('the bell count rises when the coach confirms a booking, and the list marks it read', async () => {
    const date = shiftIsoDate(new Date().toISOString().slice(0, 10), 3);
    const coach = await newPage(browser, server.baseUrl, { timezoneId: 'Asia/Kolkata' });
    const { token: coachToken } = await signInAsAdmin(coach.page, server.baseUrl);
    const slot = await fetch(`${server.baseUrl}/api/slots/admin`, {
      method: 'POST',
      headers: { authorization: `Bearer ${coachToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ date, time: '11:00' }),
    });
    expect(slot.status).toBe(201);

    const member = await newPage(browser, server.baseUrl, { timezoneId: 'Asia/Kolkata', width: 360, height: 780 });
    const { token } = await signInAsNewMember(member.page, server.baseUrl, 'Bell Member');
    const booked = await fetch(`${server.baseUrl}/api/bookings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ date, time: '11:00' }),
    });
    expect(booked.status).toBe(201);

    await member.page.goto('/dashboard');
    await member.page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    // The live stream opens a few seconds after start-up; wait until it is there.
    await member.page.waitForResponse((response) => response.url().endsWith('/api/notifications/stream'), { timeout: 15_000 });

    await coach.page.goto('/admin/bookings');
    const booking = coach.page.getByRole('article', { name: `Booking of Bell Member on ${date} at 11:00` });
    await booking.waitFor();
    await booking.getByRole('combobox', { name: 'Status' }).click();
    await coach.page.getByRole('option', { name: 'Confirmed' }).click();
    await coach.page.getByText('Status updated ✅').waitFor();

    // No reload: the count rises by itself.
    const bell = member.page.getByRole('button', { name: 'Notifications, 2 unread' });
    await bell.waitFor({ timeout: 10_000 });
    await bell.click();
    const update = member.page.getByRole('button', { name: /^Unread: Appointment updated\./ });
    await update.waitFor();
    expect(await member.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await update.click();
    await member.page.waitForURL('**/my-bookings');
    await member.page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();

    await member.page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await member.page.getByRole('button', { name: 'Mark all as read' }).click();
    await member.page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    await coach.context.close();
    await member.context.close();
  });
});
