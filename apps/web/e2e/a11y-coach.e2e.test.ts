// Accessibility sweep of the coach's screens (axe, WCAG 2.1 A and AA): its own file so it runs
// beside the signed-out and member sweeps of a11y.e2e.test.ts, which cover the member screens a
// coach can open too. Each screen's layout at 1280 px is checked on the same page load.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { checkLayout } from './layout-sweep';
import { launchBrowser, startServer, type RunningServer } from './harness';
import { coachScreens, openRoute, pageAs } from './route-sweep';

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
    const found: Record<string, string[]> = {};
    const overflows: Record<string, string[]> = {};
    for (const { path } of coachScreens()) {
      await openRoute(page, path);
      const overflow = await checkLayout(page, 1280, 'coach', path);
      if (overflow.length) overflows[path] = overflow;
      const violations = await seriousViolations(page);
      if (violations.length) found[path] = violations;
    }
    await context.close();
    expect(found).toEqual({});
    expect(overflows).toEqual({});
  });
});
