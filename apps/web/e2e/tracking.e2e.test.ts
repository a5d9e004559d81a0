// Journey: a member edits the profile with a photo, records this month's weight on the 1st, and
// sees it in the table and the chart. The browser clock is pinned to the 1st of the current month.
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInAsNewMember, startServer, type RunningServer } from './harness';

describe('member health tracking journey', () => {
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

  it('edits the profile with a photo, records a weight and sees it in the table and chart', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, { width: 390, height: 844, timezoneId: 'Asia/Kolkata' });
    const now = new Date();
    const firstOfMonth = new Date(now.getFullYear(), now.getMonth(), 1, 10, 0, 0);
    const iso = `${firstOfMonth.getFullYear()}-${String(firstOfMonth.getMonth() + 1).padStart(2, '0')}-01`;
    await page.clock.setFixedTime(firstOfMonth);
    const { token } = await signInAsNewMember(page, server.baseUrl, 'Journey Member');

    // Profile: edit, attach a photo carrying EXIF, save.
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Name', { exact: false }).first().fill('Priya Journey');
    await page.getByLabel('Height (cm)').fill('165');
    await page.getByLabel('Weight (kg)').fill('68');
    await page.getByLabel('Blood pressure').fill('118/76');
    const photo = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'JourneyCam' } })
      .toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    await page.getByRole('heading', { name: 'Priya Journey' }).waitFor();
    await page.getByText('25.0').waitFor(); // BMI of 68 kg at 165 cm

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
    expect(stored.name).toBe('Priya Journey');
    expect(stored.profilePicture).toMatch(/^\/uploads\/profile_pictures\/.+\.jpg$/);
    const served = await fetch(`${server.baseUrl}${stored.profilePicture}`);
    expect(served.headers.get('content-type')).toMatch(/^image\/jpeg/);
    const servedBytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(servedBytes).metadata()).exif).toBeUndefined();
    expect(await page.getByRole('img', { name: 'Profile photo of Priya Journey' }).count()).toBeGreaterThan(0);

    // Progress: the form is open on the 1st; record this month's weight.
    await page.goto('/progress');
    await page.getByText('No entries found.').waitFor();
    await page.getByText('No chart data yet.').waitFor();
    await page.getByLabel('Weight (kg)').fill('67.5');
    await page.getByRole('button', { name: 'Save Weight' }).click();
    await page.getByText('Weight updated successfully!').waitFor();
    await page.getByRole('cell', { name: iso }).waitFor();
    await page.getByRole('cell', { name: '67.5' }).waitFor();
    await page.getByRole('img', { name: /67\.5 kg/ }).waitFor();
    expect(await page.getByLabel('Weight (kg)').isDisabled()).toBe(true);
    await page.getByText('You have already recorded your weight for this month.').waitFor();

    // The server agrees: one entry, and the profile weight now follows it and is locked.
    const entries = await (await fetch(`${server.baseUrl}/api/progress`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(entries).toMatchObject([{ date: iso, weight: 67.5 }]);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    expect(await page.getByLabel('Weight (kg)').isDisabled()).toBe(true);

    // Nothing is wider than a phone screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await context.close();
  });
});
