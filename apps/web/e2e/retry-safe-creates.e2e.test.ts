// Retry-safe creates (issue 24), real server and Chromium: a member's booking reaches the server but
// the answer is lost on the way back (a dropped connection); the app sends it again with the same
// Idempotency-Key and the member gets their booking, not "You already have 1 upcoming appointment".
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayChips } from '@rhythmfit/contracts';
import { coachSession, launchBrowser, newPage, signInAsNewMember, startServer, type RunningServer } from './harness';

describe('retry-safe creates', () => {
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

  it('a booking whose answer was lost is retried with the same key and confirmed', async () => {
    const chip = dayChips(new Date(), 'UTC')[2]!;
    const { token } = await coachSession(server.baseUrl);
    const slot = await fetch(`${server.baseUrl}/api/slots/admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ date: chip.date, time: '11:00' }),
    });
    expect(slot.status).toBe(201);

    const member = await newPage(browser, server.baseUrl, { timezoneId: 'UTC', width: 390, height: 844 });
    await signInAsNewMember(member.page, server.baseUrl, 'Retry Booker');
    const sent: Request[] = [];
    let dropped = false;
    await member.page.route('**/api/bookings', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      sent.push(route.request());
      if (dropped) return route.continue();
      // The server gets the first request and books; its answer never reaches the phone.
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await member.page.goto('/book-appointment');
    await member.page.getByRole('button', { name: `${chip.weekday} ${chip.day} ${chip.month}` }).click();
    await member.page.getByRole('button', { name: '11:00' }).click();
    await member.page.getByRole('button', { name: 'Confirm Appointment' }).click();
    await member.page.getByRole('dialog', { name: 'Appointment Confirmed!' }).waitFor({ timeout: 15_000 });

    expect(sent).toHaveLength(2);
    const keys = await Promise.all(sent.map((request) => request.headerValue('idempotency-key')));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    // One booking, not two.
    const mine = await member.page.evaluate(async () => {
      const res = await fetch(`/api/bookings/user/${localStorage.getItem('userId')}`, {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return (await res.json()) as unknown[];
    });
    expect(mine).toHaveLength(1);
    await member.context.close();
  });
});
