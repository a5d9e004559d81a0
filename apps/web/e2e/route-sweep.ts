// Shared by the accessibility and layout sweeps: every route of the app, visited as a signed-out
// visitor, a member and a coach, each in its own browser context.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { appRoutes, type Access } from '../src/app/routes';
import { newPage, signInAsAdmin, signInAsNewMember } from './harness';

export type Visitor = 'signed-out' | 'member' | 'coach';

/** The routes a visitor can actually open (the others redirect, which the guards' tests cover). */
export function routesFor(visitor: Visitor): { path: string; title: string }[] {
  const opens: Record<Visitor, Access[]> = {
    'signed-out': ['guest', 'public'],
    member: ['public', 'member'],
    coach: ['public', 'member', 'admin'],
  };
  return appRoutes.filter((r) => opens[visitor].includes(r.access)).map(({ path, title }) => ({ path, title }));
}

/**
 * The routes a coach sees differently from a member: the coach's own screens (under /admin) and
 * search, which finds users for a coach. The member sweeps cover the other member screens.
 */
export function coachScreens(): { path: string; title: string }[] {
  return routesFor('coach').filter((r) => r.path.startsWith('/admin') || r.path === '/search');
}

export async function pageAs(
  browser: Browser,
  baseUrl: string,
  visitor: Visitor,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, baseUrl, viewport);
  if (visitor === 'member') await signInAsNewMember(opened.page, baseUrl, 'Sweep Member');
  if (visitor === 'coach') await signInAsAdmin(opened.page, baseUrl);
  return opened;
}

/** Set on a page's window when openRoute loads the app: the session (token) it started with. */
const STARTED_WITH = '__sweepSession';

/**
 * Opens a route and waits until its data has arrived and its loaders are gone. The first route in
 * a page loads the app; the next ones are opened the way its own links open them (the router's
 * history), in the same running app, as someone clicking through it would: loading the app again
 * for every screen was a quarter of a sweep's time. After a sign-in or sign-out (the
 * token differs from the one the app started with), and for the route already open, the app is
 * loaded again.
 */
export async function openRoute(page: Page, path: string): Promise<void> {
  const navigated = await page
    .evaluate(
      ({ path, key }) => {
        const started = (window as unknown as Record<string, unknown>)[key];
        if (started === undefined || started !== localStorage.getItem('token')) return false;
        // The same route again (another of /admin's tabs) is opened afresh, as before.
        if (location.pathname === path) return false;
        // The router keeps the screen it shows until the next one has loaded (a transition): the
        // headings on screen now are marked, and the new screen's own heading is waited for.
        for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-sweep-left', '');
        // As a fresh load: at the top of the page.
        window.scrollTo(0, 0);
        const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: ((history.state as { idx?: number } | null)?.idx ?? 0) + 1 };
        history.pushState(state, '', path);
        dispatchEvent(new PopStateEvent('popstate', { state }));
        return true;
      },
      { path, key: STARTED_WITH },
    )
    .catch(() => false);
  if (!navigated) {
    // Not 'networkidle': a signed-in page keeps its live-events stream open.
    await page.goto(path, { waitUntil: 'load' });
    await page.evaluate((key) => {
      (window as unknown as Record<string, unknown>)[key] = localStorage.getItem('token');
    }, STARTED_WITH);
  }
  await page.locator('h1:not([data-sweep-left])').first().waitFor({ timeout: 15_000 });
  await page
    .locator('[aria-label="Loading"], [aria-label^="Loading "]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}
