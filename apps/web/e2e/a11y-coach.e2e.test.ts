// Accessibility sweep of the coach's screens (axe, WCAG 2.1 A and AA): its own file so it runs
// beside the signed-out and member sweeps of a11y.e2e.test.ts, which cover the member screens a
// coach can open too. Each screen's layout at 1280 px is checked on the same visit of the screen.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeAndLayoutSweep } from './axe-sweep';
import { launchBrowser, startServer, type RunningServer } from './harness';
import { coachScreens, pageAs } from './route-sweep';

// A sweep opens every route; on a slow or busy machine that takes longer than one journey.
describe('accessibility sweep (axe), coach', { timeout: 300_000 }, () => {
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

  it('every coach screen: no serious or critical violations, nothing overflows at 1280 px', async () => {
    const { context, page } = await pageAs(browser, server.baseUrl, 'coach', { width: 1280, height: 900 });
    const { violations, overflows } = await axeAndLayoutSweep(page, coachScreens(), { width: 1280, visitor: 'coach' });
    await context.close();
    expect(violations).toEqual({});
    expect(overflows).toEqual({});
  });
});
