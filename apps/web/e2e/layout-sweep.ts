// Layout check: nothing may stick out past the right edge (no horizontal scrolling); content inside
// its own scroll container (wide tables, the bottom menu) is allowed to scroll there. A full-page
// screenshot of each screen goes to artifacts/screenshots/ (kept by CI, not compared). Every route is
// checked at 1280 px (desktop) and 360 px (phone), signed out, as a member and as a coach. Where an
// axe sweep already opens a route at that width (a11y*.e2e.test.ts), it checks the layout on the same
// visit; layout-phone.e2e.test.ts sweeps the rest (signed out and the coach at 360 px).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, launchBrowser, startServer, type RunningServer } from './harness';
import { coachScreens, openRoute, pageAs, routesFor, type Visitor } from './route-sweep';

const SHOTS = path.join(ROOT, 'artifacts/screenshots');

/** Elements whose right edge passes the viewport without a clipping (scrolling) ancestor. */
export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const vw = document.documentElement.clientWidth;
    const out = [];
    if (document.documentElement.scrollWidth > vw + 1) out.push('document scrollWidth ' + document.documentElement.scrollWidth + ' > ' + vw);
    const clipped = (el) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const ox = getComputedStyle(p).overflowX;
        if (ox === 'auto' || ox === 'scroll' || ox === 'hidden' || ox === 'clip') return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.right <= vw + 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || el.closest('[aria-hidden="true"]')) continue;
      if (r.left >= vw) continue; // entirely off screen (a closed drawer): no scrolling
      if (clipped(el)) continue;
      const name = el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ').slice(0, 2).join('.') : '');
      out.push(name + ' right=' + Math.round(r.right) + ' "' + (el.textContent || '').trim().slice(0, 40) + '"');
    }
    return out.slice(0, 10);
  })()`);
}

/**
 * The layout check of the route open in `page`: its screenshot, and what overflows (empty when
 * nothing does). Called by the sweeps right after openRoute().
 */
export async function checkLayout(page: Page, width: 360 | 1280, visitor: Visitor, route: string): Promise<string[]> {
  mkdirSync(SHOTS, { recursive: true });
  const name = `${width}-${visitor}-${route === '/' ? 'sign-in' : route.slice(1).replace(/\//g, '-')}.png`;
  await page.screenshot({ path: path.join(SHOTS, name), fullPage: true });
  return overflowing(page);
}

/** A layout-only sweep at one width, for the visitors no axe sweep opens at that width. */
export function layoutSweep(width: 360 | 1280, visitors: Visitor[]): void {
  describe(`layout at ${width} px`, () => {
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

    for (const visitor of visitors) {
      it(`${visitor} at ${width} px: no element overflows the viewport`, async () => {
        const { context, page } = await pageAs(browser, server.baseUrl, visitor, { width, height: width === 360 ? 740 : 900 });
        const found: Record<string, string[]> = {};
        const routes = visitor === 'coach' ? coachScreens() : routesFor(visitor);
        for (const { path: route } of routes) {
          await openRoute(page, route);
          const bad = await checkLayout(page, width, visitor, route);
          if (bad.length) found[route] = bad;
        }
        await context.close();
        expect(found).toEqual({});
      });
    }
  });
}
