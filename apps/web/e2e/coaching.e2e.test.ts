// Journeys of the coaching domain, real server and Chromium:
// 1. a coach adds a slot, a member books it and sees it in My Appointments, the coach confirms
//    it and sets a link, the member sees Join Meeting;
// 2. a member books a dashboard session and sees the coach's status change within 5 s.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayChips } from '@rhythmfit/contracts';
import { coachSession, launchBrowser, newPage, signInAsAdmin, signInAsNewMember, startServer, type RunningServer } from './harness';

describe('coaching journeys', () => {
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

  it('slot → appointment → coach confirms and links → member sees Join Meeting', async () => {
    const chip = dayChips(new Date(), 'UTC')[2]!;
    const coach = await newPage(browser, server.baseUrl, { timezoneId: 'UTC' });
    await signInAsAdmin(coach.page, server.baseUrl);
    await coach.page.goto('/admin/slots');
    await coach.page.getByLabel('Date').fill(chip.date);
    await coach.page.getByLabel('Time').fill('10:00');
    await coach.page.getByRole('button', { name: 'Add Slot' }).click();
    await coach.page.getByRole('button', { name: 'Mark Booked 10:00' }).waitFor();
    expect(await coach.page.getByText('Available', { exact: true }).isVisible()).toBe(true);

    const member = await newPage(browser, server.baseUrl, { timezoneId: 'UTC', width: 360, height: 780 });
    await signInAsNewMember(member.page, server.baseUrl, 'Slot Booker');
    await member.page.goto('/book-appointment');
    await member.page.getByRole('button', { name: `${chip.weekday} ${chip.day} ${chip.month}` }).click();
    await member.page.getByRole('button', { name: '10:00' }).click();
    await member.page.getByRole('button', { name: 'Confirm Appointment' }).click();
    await member.page.getByRole('dialog', { name: 'Appointment Confirmed!' }).waitFor();
    await member.page.waitForURL('**/my-bookings', { timeout: 5000 });
    const card = member.page.getByRole('article', { name: `Appointment on ${chip.date} at 10:00` });
    await card.waitFor();
    expect(await card.getByText('Pending').isVisible()).toBe(true);
    expect(await card.getByText('Personal Coach').isVisible()).toBe(true);
    // Works at 360 px: nothing wider than the screen.
    expect(await member.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The slot now shows as booked for the coach.
    await coach.page.getByRole('button', { name: 'Load Slots' }).click();
    await coach.page.getByRole('button', { name: 'Mark Available 10:00' }).waitFor();

    await coach.page.goto('/admin/bookings');
    const booking = coach.page.getByRole('article', { name: `Booking of Slot Booker on ${chip.date} at 10:00` });
    await booking.waitFor();
    await booking.getByRole('combobox', { name: 'Status' }).click();
    await coach.page.getByRole('option', { name: 'Confirmed' }).click();
    await coach.page.getByText('Status updated ✅').waitFor();
    await booking.getByLabel('Meeting link').fill('https://meet.example.com/journey');
    await booking.getByLabel('Meeting link').blur();
    await coach.page.getByText('Meeting link updated ✅').waitFor();

    await member.page.reload();
    await card.waitFor();
    await card.getByText('Confirmed').waitFor();
    expect(await card.getByRole('link', { name: 'Join Meeting' }).getAttribute('href')).toBe('https://meet.example.com/journey');

    // Add to calendar hands over an .ics file.
    const [download] = await Promise.all([member.page.waitForEvent('download'), card.getByRole('button', { name: /to calendar/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);

    await coach.context.close();
    await member.context.close();
  });

  it("a dashboard session shows the coach's status change and link within 5 s", async () => {
    const member = await newPage(browser, server.baseUrl, { timezoneId: 'UTC' });
    await signInAsNewMember(member.page, server.baseUrl, 'Session Member');
    await member.page.goto('/dashboard');
    const form = member.page.getByRole('region', { name: 'Book a Session' });
    await form.getByLabel('Date').fill(dayChips(new Date(), 'UTC')[3]!.date);
    await form.getByLabel('Time').fill('18:30');
    await form.getByLabel('Message (optional)').fill('First session');
    await form.getByRole('button', { name: 'Book Session' }).click();
    await member.page.getByText('Session booked successfully!').waitFor();
    const list = member.page.getByRole('region', { name: 'My Sessions' });
    await list.getByText('Status: Pending').waitFor();

    const admin = await coachSession(server.baseUrl);
    const auth = { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' };
    const all = (await fetch(`${server.baseUrl}/api/sessions/all`, { headers: auth }).then((r) => r.json())) as {
      id: number;
      userName: string;
    }[];
    const mine = all.find((s) => s.userName === 'Session Member')!;
    const changedAt = Date.now();
    expect(
      (
        await fetch(`${server.baseUrl}/api/sessions/${mine.id}/status`, {
          method: 'PUT',
          headers: auth,
          body: JSON.stringify({ status: 'upcoming' }),
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await fetch(`${server.baseUrl}/api/sessions/${mine.id}/zoom-link`, {
          method: 'PUT',
          headers: auth,
          body: JSON.stringify({ zoomLink: 'https://zoom.example.com/j/42' }),
        })
      ).status,
    ).toBe(200);

    await list.getByText('Status: Upcoming').waitFor({ timeout: 7000 });
    expect(Date.now() - changedAt).toBeLessThan(6500);
    expect(await list.getByRole('link', { name: 'Join Session' }).getAttribute('href')).toBe('https://zoom.example.com/j/42');
    await member.context.close();
  });
});
