// Accessibility sweep of the member screens in the dark scheme on a phone (axe, WCAG 2.1 A and AA):
// its own file so it runs beside the light-scheme sweeps of a11y.e2e.test.ts. Each screen's layout
// at 360 px is checked on the same visit of the screen (the member's phone layout sweep).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeAndLayoutSweep } from './axe-sweep';
import { launchBrowser, startServer, type RunningServer } from './harness';
import { pageAs, routesFor } from './route-sweep';

// A sweep opens every route; on a slow or busy machine that takes longer than one journey.
describe('accessibility sweep (axe), dark scheme on a phone', { timeout: 300_000 }, () => {
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

  it('member routes in the dark scheme on a phone: no serious or critical violations, nothing overflows at 360 px', async () => {
    const { context, page } = await pageAs(browser, server.baseUrl, 'member', { width: 360, height: 740 });
    await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
    const { violations, overflows } = await axeAndLayoutSweep(page, routesFor('member'), {
      width: 360,
      visitor: 'member',
      afterOpen: async (opened) =>
        expect(await opened.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('dark'),
    });
    await context.close();
    expect(violations).toEqual({});
    expect(overflows).toEqual({});
  });
});
