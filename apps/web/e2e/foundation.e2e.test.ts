// Journey: a new member registers, lands on /dashboard, logs out, signs in again by OTP; a coach
// signing in lands on /admin. Real server, real database, real Chromium.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MOBILE, ADMIN_PASSWORD, journeyMobile, launchBrowser, newPage, startServer, type RunningServer } from './harness';

describe('foundation journey', () => {
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

  it('register, dashboard, logout, OTP sign-in; a coach lands on /admin', async () => {
    const { context, page } = await newPage(browser, server.baseUrl);
    const mobile = journeyMobile();

    await page.goto('/register');
    await page.getByLabel('Full name').fill('Journey Member');
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByLabel('Password', { exact: true }).fill('journey-pass-1');
    await page.getByLabel('City').fill('Pune');
    await page.getByLabel('State').fill('Maharashtra');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL('**/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('USER');
    await expect.poll(() => page.getByText('Journey Member').first().isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForLoadState('load');
    await page.getByLabel('Mobile number').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.getByRole('link', { name: /Login with OTP/ }).click();
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const notice = page.getByText(/Your OTP is \d{6}/);
    await notice.waitFor();
    const otp = (await notice.textContent())!.match(/\d{6}/)![0];
    await page.getByLabel('OTP', { exact: true }).fill(otp);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.getByLabel('Mobile number').fill(ADMIN_MOBILE);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    // The first admin (a SUPERADMIN) lands in the coach area too.
    await page.waitForURL('**/admin');
    await context.close();
  });

  it('an ADMIN signing in lands on /admin, and deep links load the app', async () => {
    // Make an ADMIN through the API: register, then promote with the superadmin (create-admin would do the same).
    const mobile = journeyMobile();
    const res = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Coach Two', mobile, password: 'coach-pass-2', city: 'Pune', state: 'MH' }),
    });
    expect(res.status).toBe(201);
    const { execFileSync } = await import('node:child_process');
    execFileSync(
      process.execPath,
      ['apps/server/dist/cli/create-admin.js', '--mobile', mobile, '--password', 'coach-pass-2', '--role', 'ADMIN'],
      {
        cwd: (await import('./harness')).ROOT,
        env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' },
      },
    );

    const { context, page } = await newPage(browser, server.baseUrl);
    await page.goto('/');
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByLabel('Password', { exact: true }).fill('coach-pass-2');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin');
    await page.goto('/admin/slots');
    expect(new URL(page.url()).pathname).toBe('/admin/slots');
    await page.goto('/no/such/page');
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});
