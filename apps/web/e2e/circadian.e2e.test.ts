// Journey: a member east of Greenwich (Asia/Kolkata, clock pinned to 08:00 local) marks breakfast
// inside its window, adds two cups, logs sleep, reloads and sees all of it; the 7-day view shows the
// day on a 360 px phone; a coach finds the member in the User Circadian Tracker.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInAsAdmin, signInAsNewMember, startServer, type RunningServer } from './harness';

const TIME_ZONE = 'Asia/Kolkata';

/** Today's date in the member's zone, and 08:00 local on it as an instant (IST is UTC+05:30). */
function breakfastMoment(): { date: string; instant: Date } {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
  return { date, instant: new Date(`${date}T08:00:00+05:30`) };
}

describe('circadian journey', () => {
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

  it('marks breakfast, adds two cups, logs sleep, and sees it all after a reload', async () => {
    const { date, instant } = breakfastMoment();
    const { context, page } = await newPage(browser, server.baseUrl, { timezoneId: TIME_ZONE });
    const member = await signInAsNewMember(page, server.baseUrl, 'Circadian Journey');
    await page.clock.setFixedTime(instant);

    await page.goto('/circadian');
    await page.getByRole('heading', { name: 'Circadian Rhythm' }).waitFor();
    await expect.poll(() => page.getByTestId('circadian-date').textContent()).toBe(date);
    await expect.poll(() => page.getByRole('button', { name: 'Mark Lunch' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Mark Breakfast' }).click();
    await page.getByRole('button', { name: 'Breakfast logged at 08:00' }).waitFor();

    await page.getByRole('button', { name: '+1 cup of water' }).click();
    await page.getByText('1 cup', { exact: true }).waitFor();
    await page.getByRole('button', { name: '+1 cup of water' }).click();
    await page.getByText('2 cups', { exact: true }).waitFor();

    expect(await page.getByLabel('Sleep start').inputValue()).toBe('22:00');
    expect(await page.getByLabel('Sleep end').inputValue()).toBe('06:00');
    await page.getByRole('button', { name: 'Log', exact: true }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Logged', exact: true }).waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Breakfast logged at 08:00' }).waitFor();
    await page.getByText('2 cups', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Logged', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Sleep start').inputValue()).toBe('22:00');
    expect(await page.getByLabel('Sleep end').inputValue()).toBe('06:00');

    // The server holds the member's local date and clock time.
    const res = await fetch(`${server.baseUrl}/api/circadian/date/${date}`, { headers: { authorization: `Bearer ${member.token}` } });
    expect(await res.json()).toMatchObject({
      date,
      breakfastLogged: true,
      breakfastTime: '08:00',
      waterCups: 2,
      sleepStart: `${date}T16:30:00.000Z`,
    });
    await context.close();

    // The 7-day view on a phone.
    const phone = await newPage(browser, server.baseUrl, { timezoneId: TIME_ZONE, width: 360, height: 740 });
    await phone.page.goto('/privacy-policy');
    await phone.page.evaluate((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('role', 'USER');
      localStorage.setItem('user', JSON.stringify(s.user));
      localStorage.setItem('userId', String(s.user.id));
    }, member);
    await phone.page.clock.setFixedTime(instant);
    await phone.page.goto('/circadian-mobile');
    const todayCard = phone.page.getByRole('listitem', { name: date });
    await todayCard.getByText('Breakfast: 08:00').waitFor();
    await todayCard.getByText('Water: 2 cups').waitFor();
    await todayCard.getByText('Sleep: 8 h').waitFor();
    expect(await phone.page.getByRole('listitem').count()).toBe(7);
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.context.close();

    // The coach's tracker.
    const coach = await newPage(browser, server.baseUrl, { timezoneId: TIME_ZONE });
    await signInAsAdmin(coach.page, server.baseUrl);
    await coach.page.goto('/admin/circadian');
    await coach.page.getByLabel('Username').fill('circadian journey');
    const row = coach.page.getByRole('row', { name: /Circadian Journey/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('2 cups');
    await coach.context.close();
  });
});
