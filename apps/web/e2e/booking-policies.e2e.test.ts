// Issue 16 in the browser, real server and Chromium: a member on a phone (390 px, in Dubai while the
// business runs on India time) moves an appointment from My Appointments — Reschedule opens the day
// strip and the free times, Move here takes the new one — and the coach sees the move in All User
// Bookings. Times show in both zones ("10:30 (Dubai) · 12:00 IST").
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayChips } from '@rhythmfit/contracts';
import { launchBrowser, newPage, signInAsAdmin, signInAsNewMember, startServer, type RunningServer } from './harness';

describe('booking policies journey', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ BUSINESS_TIME_ZONE: 'Asia/Kolkata' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a member reschedules an appointment on a phone; the coach sees it moved', async () => {
    const chips = dayChips(new Date(), 'Asia/Dubai');
    const from = chips[2]!;
    const to = chips[4]!;
    const coach = await newPage(browser, server.baseUrl, { timezoneId: 'Asia/Kolkata' });
    const { token: coachToken } = await signInAsAdmin(coach.page, server.baseUrl);
    const addSlot = (date: string, time: string) =>
      fetch(`${server.baseUrl}/api/slots/admin`, {
        method: 'POST',
        headers: { authorization: `Bearer ${coachToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ date, time }),
      });
    expect((await addSlot(from.date, '12:00')).status).toBe(201);
    expect((await addSlot(to.date, '16:00')).status).toBe(201);

    const member = await newPage(browser, server.baseUrl, { timezoneId: 'Asia/Dubai', width: 390, height: 844 });
    const { token } = await signInAsNewMember(member.page, server.baseUrl, 'Phone Mover');
    const booked = await fetch(`${server.baseUrl}/api/bookings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ date: from.date, time: '12:00' }),
    });
    expect(booked.status).toBe(201);

    await member.page.goto('/my-bookings');
    const card = member.page.getByRole('article', { name: `Appointment on ${from.date} at 12:00` });
    await card.waitFor();
    await card.getByText('10:30 (Dubai) · 12:00 IST').waitFor();
    await card.getByRole('button', { name: `Reschedule appointment on ${from.date} at 12:00` }).click();

    const dialog = member.page.getByRole('dialog', { name: 'Move appointment' });
    await dialog.waitFor();
    await dialog.getByText(`Now: ${from.date} at 10:30 (Dubai) · 12:00 IST`).waitFor();
    await dialog.getByRole('button', { name: `${to.weekday} ${to.day} ${to.month}` }).click();
    await dialog.getByRole('button', { name: '16:00' }).click();
    await dialog.getByText('14:30 (Dubai) · 16:00 IST').waitFor();
    // The phone screen holds the whole dialog: nothing wider than 390 px.
    expect(await member.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Move here' }).click();
    await member.page.getByText('Appointment moved.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const moved = member.page.getByRole('article', { name: `Appointment on ${to.date} at 16:00` });
    await moved.waitFor();
    await moved.getByText('14:30 (Dubai) · 16:00 IST').waitFor();
    expect(await member.page.getByRole('article', { name: `Appointment on ${from.date} at 12:00` }).count()).toBe(0);

    // The old time is free again, the new one is taken.
    const freeFrom = (await (await fetch(`${server.baseUrl}/api/slots/${from.date}`)).json()) as { time: string }[];
    expect(freeFrom.map((s) => s.time)).toContain('12:00');
    const freeTo = (await (await fetch(`${server.baseUrl}/api/slots/${to.date}`)).json()) as { time: string }[];
    expect(freeTo.map((s) => s.time)).not.toContain('16:00');

    await coach.page.goto('/admin/bookings');
    await coach.page.getByRole('article', { name: `Booking of Phone Mover on ${to.date} at 16:00` }).waitFor();

    await coach.context.close();
    await member.context.close();
  });
});
