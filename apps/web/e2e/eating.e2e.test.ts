// Journey (issue 22): a member logs a late snack (22:30, outside every meal window) under "Log
// something else" with a photo, sees it in the day's list and on the 24-hour chart (its text
// alternative), the page passes axe, then deletes it after confirming and it is gone from both.
// A coach sees the member's day on the chart in the User Circadian Tracker.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { ROOT, launchBrowser, newPage, signInAsAdmin, signInAsNewMember, startServer, type RunningServer } from './harness';

const TIME_ZONE = 'Asia/Kolkata';
const SHOTS = path.join(ROOT, 'artifacts/screenshots');

/** A 1x1 PNG: a photo the server accepts by its bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Today's date in the member's zone, and 22:45 local on it as an instant (IST is UTC+05:30). */
function lateEvening(): { date: string; instant: Date } {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
  return { date, instant: new Date(`${date}T22:45:00+05:30`) };
}

describe('eating at any time of day', () => {
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

  it('logs a late snack with a photo, sees it on the 24-hour chart, deletes it and it is gone', async () => {
    const { date, instant } = lateEvening();
    const { context, page } = await newPage(browser, server.baseUrl, { timezoneId: TIME_ZONE });
    const member = await signInAsNewMember(page, server.baseUrl, 'Late Snacker');
    await page.clock.setFixedTime(instant);

    await page.goto('/circadian');
    await page.getByRole('heading', { name: 'Log something else' }).waitFor();
    // The three meal marks are as the specification has them: dinner closed at 22:45.
    expect(await page.getByRole('button', { name: 'Mark Dinner' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Time').inputValue()).toBe('22:45');

    await page.getByLabel('Time').fill('22:30');
    await page.getByLabel('What').selectOption('snack');
    await page.getByLabel('Note (optional)').fill('crisps');
    await page.locator('input[type="file"]').setInputFiles({ name: 'crisps.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Log it' }).click();

    const list = page.getByRole('list', { name: 'Eaten today' });
    await list.getByText('22:30 · Snack').waitFor();
    await list.getByText('crisps').waitFor();
    await page.getByRole('img', { name: 'Photo of the snack at 22:30' }).waitFor();

    // The chart's text alternative has the day with the snack.
    const chartText = page.getByRole('list', { name: /on a 24-hour clock: the last 7 days, as text/ });
    await expect.poll(async () => (await chartText.textContent()) ?? '').toContain('Snack 22:30 (crisps)');
    expect(
      await page
        .getByRole('img', { name: /on a 24-hour clock: the last 7 days/ })
        .locator('[data-kind="snack"]')
        .count(),
    ).toBe(1);

    mkdirSync(SHOTS, { recursive: true });
    await page
      .getByRole('region', { name: 'Your days on a 24-hour clock' })
      .screenshot({ path: path.join(SHOTS, 'eating-chart-1280-light.png') });
    // (Away from the button just pressed: its hover shade is not what the page shows.)
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);

    // On a 390 px phone in the dark scheme: the chart fits the screen and the page stays axe-clean.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
    await page.reload();
    await expect.poll(async () => (await chartText.textContent().catch(() => '')) ?? '').toContain('Snack 22:30 (crisps)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page
      .getByRole('region', { name: 'Your days on a 24-hour clock' })
      .screenshot({ path: path.join(SHOTS, 'eating-chart-390-dark.png') });
    const chartBox = await page.getByRole('img', { name: /on a 24-hour clock: the last 7 days/ }).boundingBox();
    expect(chartBox!.x + chartBox!.width).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);

    // The server stored it once, with its photo behind the authenticated route.
    const day = (await (
      await fetch(`${server.baseUrl}/api/circadian/date/${date}`, { headers: { authorization: `Bearer ${member.token}` } })
    ).json()) as { eating: { id: number; time: string; kind: string; photoUrl: string | null }[] };
    expect(day.eating).toHaveLength(1);
    expect(day.eating[0]).toMatchObject({ time: '22:30', kind: 'snack' });
    expect(day.eating[0]!.photoUrl).toBeTruthy();
    expect((await fetch(`${server.baseUrl}${day.eating[0]!.photoUrl}`)).status).toBe(404);

    await page.getByRole('button', { name: 'Delete snack at 22:30' }).click();
    await page.getByText('Delete the snack at 22:30?').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Nothing else logged today.').waitFor();
    await expect
      .poll(async () => (await chartText.count()) === 0 || !((await chartText.textContent()) ?? '').includes('Snack 22:30'))
      .toBe(true);
    const after = (await (
      await fetch(`${server.baseUrl}/api/circadian/date/${date}`, { headers: { authorization: `Bearer ${member.token}` } })
    ).json()) as { eating: unknown[] };
    expect(after.eating).toEqual([]);
    await context.close();
  });

  it("shows a coach the member's day on the 24-hour chart in the User Circadian Tracker", async () => {
    const { date } = lateEvening();
    const memberPage = await newPage(browser, server.baseUrl, { timezoneId: TIME_ZONE });
    const member = await signInAsNewMember(memberPage.page, server.baseUrl, 'Chart Member');
    await memberPage.context.close();
    for (const body of [
      { time: '06:00', kind: 'drink', note: 'tea' },
      { time: '23:10', kind: 'snack' },
    ]) {
      const res = await fetch(`${server.baseUrl}/api/circadian/date/${date}/eating`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBeLessThan(300);
    }

    const { context, page } = await newPage(browser, server.baseUrl, { timezoneId: TIME_ZONE });
    await signInAsAdmin(page, server.baseUrl);
    await page.goto('/admin/circadian');
    await page.getByLabel('Username').fill('Chart Member');
    await page
      .getByRole('button', { name: `Insights for ${member.user.name}` })
      .first()
      .click();
    const chartText = page.getByRole('list', { name: /Chart Member's days on a 24-hour clock: the last 7 days, as text/ });
    await expect
      .poll(async () => (await chartText.textContent()) ?? '')
      .toContain('eating 06:00–23:10 (17.2 h); Drink 06:00 (tea), Snack 23:10');
    expect(await seriousViolations(page)).toEqual([]);

    // The same chart in the member's details, opened from the admin dashboard.
    await page.goto(`/admin?user=${member.user.id}`);
    const details = page.getByRole('list', { name: /Chart Member's days on a 24-hour clock: the last 7 days, as text/ });
    await expect.poll(async () => (await details.textContent().catch(() => '')) ?? '').toContain('Snack 23:10');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
