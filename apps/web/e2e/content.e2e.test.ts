// Journeys of the content domain, real server and Chromium:
// 1. a coach creates a banner with an image on Manage Banners and a member sees it on the dashboard;
// 2. a member asks for deletion, the coach sees Marked for Deletion, erases the account, and the
//    member can no longer sign in.
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInAsAdmin, signInAsNewMember, startServer, type RunningServer } from './harness';

describe('content journeys', () => {
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

  it('a coach creates a banner with an image and a member sees it on the dashboard', async () => {
    const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: { r: 20, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    const coach = await newPage(browser, server.baseUrl);
    await signInAsAdmin(coach.page, server.baseUrl);
    await coach.page.goto('/admin/banners');
    await coach.page.getByRole('heading', { name: 'Create New Banner' }).waitFor();
    await coach.page.getByRole('button', { name: 'Create Banner' }).click();
    await coach.page.getByText('Please provide title, subtitle, and image.').waitFor();

    await coach.page.locator('input[type="file"]').last().setInputFiles({ name: 'summer.png', mimeType: 'image/png', buffer: png });
    await coach.page.getByLabel('Title', { exact: true }).fill('Summer Challenge');
    await coach.page.getByLabel('Subtitle', { exact: true }).fill('Thirty days, one habit at a time');
    await coach.page.getByRole('button', { name: 'Create Banner' }).click();
    await coach.page.getByText('Banner created successfully!').waitFor();
    await coach.page.getByRole('article', { name: 'Banner Summer Challenge' }).waitFor();

    const member = await newPage(browser, server.baseUrl, { width: 360, height: 780 });
    await signInAsNewMember(member.page, server.baseUrl, 'Banner Viewer');
    await member.page.goto('/dashboard');
    await member.page.getByRole('heading', { name: 'Summer Challenge' }).waitFor();
    expect(await member.page.getByText('Thirty days, one habit at a time').isVisible()).toBe(true);
    const image = member.page.getByRole('img', { name: 'Summer Challenge' });
    await image.waitFor();
    await member.page.waitForFunction(() => {
      const img = document.querySelector('img[alt="Summer Challenge"]') as HTMLImageElement | null;
      return img !== null && img.complete && img.naturalWidth > 0;
    });
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(64);
    expect(await member.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await coach.context.close();
    await member.context.close();
  });

  it('a member requests deletion, the coach sees Marked for Deletion and erases, and sign-in fails', async () => {
    const member = await newPage(browser, server.baseUrl, { width: 360, height: 780 });
    const session = await signInAsNewMember(member.page, server.baseUrl, 'Leaving Member');
    await member.page.goto('/account-settings');
    await member.page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    const mobile = member.page.getByRole('textbox', { name: /Registered mobile number/ });
    await mobile.fill('1234');
    await member.page.getByRole('button', { name: 'Submit Request' }).click();
    await member.page.getByText('Please enter a valid 10-digit mobile number.').waitFor();
    await mobile.fill(session.user.mobile);
    await member.page.getByRole('textbox', { name: /Reason/ }).fill('Trying another app');
    await member.page.getByRole('button', { name: 'Submit Request' }).click();
    await member.page
      .getByText("Your deletion request has been received. We'll verify your number and remove your data within 7 days.")
      .waitFor();
    expect(await member.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const coach = await newPage(browser, server.baseUrl);
    await signInAsAdmin(coach.page, server.baseUrl);
    await coach.page.goto('/admin');
    await coach.page.getByRole('tab', { name: 'Deletion Requests' }).click();
    const row = coach.page.getByRole('row', { name: /Leaving Member/ });
    await row.waitFor();
    expect(await row.getByText('Marked for Deletion').isVisible()).toBe(true);
    expect(await row.getByText('Trying another app').isVisible()).toBe(true);
    await row.getByRole('button', { name: 'Erase Leaving Member now' }).click();
    await coach.page.getByRole('dialog').getByRole('button', { name: 'Erase' }).click();
    await coach.page.getByText('Account erased').waitFor();
    await coach.page.getByRole('row', { name: /Erased/ }).waitFor();

    // Search: "slots" finds Manage Slots for a coach; the erased member is not among the users.
    await coach.page.goto('/search?q=slots');
    // The result, not the side menu's link of the same name (which may be on the page first).
    await coach.page.getByRole('region', { name: 'Screens and features' }).getByRole('link', { name: 'Manage Slots' }).click();
    await coach.page.waitForURL('**/admin/slots');
    await coach.page.goto('/search?q=Leaving');
    await coach.page.getByText('No results found for "Leaving".').waitFor();

    // Signing in with the old number and password fails.
    const again = await newPage(browser, server.baseUrl);
    await again.page.goto('/');
    await again.page.getByLabel(/Mobile number/).fill(session.user.mobile);
    await again.page.getByLabel(/Password/).fill('member-pass-1');
    await again.page.getByRole('button', { name: 'Login' }).click();
    await again.page.getByText('Invalid mobile number or password').first().waitFor();
    expect(await again.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('the admin dashboard fits a 360 px screen and opens a user from the users table', async () => {
    const member = await newPage(browser, server.baseUrl);
    await signInAsNewMember(member.page, server.baseUrl, 'Narrow Screen Member');
    const coach = await newPage(browser, server.baseUrl, { width: 360, height: 780 });
    await signInAsAdmin(coach.page, server.baseUrl);
    await coach.page.goto('/admin');
    await coach.page.getByText('Booking Sessions').waitFor();
    await coach.page.getByLabel('Filter users').fill('Narrow');
    await coach.page.getByRole('button', { name: 'View Narrow Screen Member' }).click();
    const dialog = coach.page.getByRole('dialog', { name: 'User details' });
    await dialog.getByText('Medical conditions').waitFor();
    expect(await coach.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
