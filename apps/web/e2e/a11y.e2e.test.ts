// Accessibility sweep: axe (WCAG 2.1 A and AA rules) on every route in real Chromium, signed out,
// as a member and (a11y-coach.e2e.test.ts) as a coach, in the light scheme, and for members also in
// the dark one on a phone (a11y-dark.e2e.test.ts): three files, so the sweeps share the browser
// phase's two workers. No serious or critical violation may remain. On the same visit each
// route's layout is checked at that width (layout-sweep.ts): nothing overflows.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MOBILE, ADMIN_PASSWORD, launchBrowser, newPage, startServer, type RunningServer } from './harness';
import { axeAndLayoutSweep } from './axe-sweep';
import { pageAs, routesFor, type Visitor } from './route-sweep';

// A sweep opens every route; on a slow or busy machine that takes longer than one journey.
describe('accessibility sweep (axe)', { timeout: 300_000 }, () => {
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

  // The coach's routes are swept in a11y-coach.e2e.test.ts, so the two halves run side by side.
  for (const visitor of ['signed-out', 'member'] as Visitor[]) {
    it(`every route ${visitor === 'signed-out' ? 'signed out' : `as a ${visitor}`}: no serious or critical violations, nothing overflows at 1280 px`, async () => {
      const { context, page } = await pageAs(browser, server.baseUrl, visitor, { width: 1280, height: 900 });
      const { violations, overflows } = await axeAndLayoutSweep(page, routesFor(visitor), { width: 1280, visitor });
      await context.close();
      expect(violations).toEqual({});
      expect(overflows).toEqual({});
    });
  }

  it('works by keyboard alone: sign in, open a user from the admin table, the dialog keeps and returns focus', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, { width: 1280, height: 900 });
    await page.goto('/');
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return {
          label:
            el?.getAttribute('aria-label') ??
            (el?.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ??
            el?.textContent?.trim() ??
            '',
          inDialog: Boolean(el?.closest('[role="dialog"]')),
        };
      });
    async function tabTo(matches: (label: string) => boolean, limit = 60): Promise<void> {
      for (let i = 0; i < limit; i += 1) {
        await page.keyboard.press('Tab');
        if (matches((await focused()).label)) return;
      }
      throw new Error(`not reached by Tab; last focus: ${JSON.stringify(await focused())}`);
    }
    // The form is on screen before the first Tab (on a busy machine the page may still be loading).
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await tabTo((l) => /mobile/i.test(l));
    await page.keyboard.type(ADMIN_MOBILE);
    await tabTo((l) => /^password/i.test(l));
    await page.keyboard.type(ADMIN_PASSWORD);
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    // Generous: this journey is about the keyboard, and it may run beside the integration phase's
    // load tests on a 2-core machine. If it never arrives, say what the page showed instead.
    await page.waitForURL('**/admin', { timeout: 40_000 }).catch(async (error: Error) => {
      const shown = await page.evaluate(() => ({
        url: location.pathname,
        alerts: [...document.querySelectorAll('[role="alert"]')].map((el) => el.textContent?.trim()).filter(Boolean),
        mobile: (document.querySelector('input[type="tel"], input[autocomplete="tel"]') as HTMLInputElement | null)?.value,
      }));
      throw new Error(`${error.message}; the page showed ${JSON.stringify(shown)}`);
    });
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'View Head Coach' }).waitFor();

    await tabTo((l) => l === 'View Head Coach', 120);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(async () => (await focused()).inDialog, { timeout: 10_000 }).toBe(true);
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect((await focused()).inDialog).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused()).label, { timeout: 10_000 }).toBe('View Head Coach');
    await context.close();
  });
});
