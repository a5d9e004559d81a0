// Shared by the accessibility and layout sweeps: every route of the app, visited as a signed-out
// visitor, a member and a coach, each in its own browser context.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
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

/**
 * The requests a page has in flight, and when the last one started or ended. The live-events stream
 * (text/event-stream) stays open while someone is signed in, so it stops counting once it answers.
 */
interface Requests {
  open: Set<Request>;
  lastChange: number;
}
const tracked = new WeakMap<Page, Requests>();

function trackRequests(page: Page): Requests {
  const known = tracked.get(page);
  if (known) return known;
  const requests: Requests = { open: new Set(), lastChange: Date.now() };
  const ended = (request: Request) => {
    if (requests.open.delete(request)) requests.lastChange = Date.now();
  };
  page.on('request', (request) => {
    requests.open.add(request);
    requests.lastChange = Date.now();
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('response', (response) => {
    if ((response.headers()['content-type'] ?? '').startsWith('text/event-stream')) ended(response.request());
  });
  tracked.set(page, requests);
  return requests;
}

/** How long no request may start or end, and the page's DOM not change, for the screen to count as settled. */
const QUIET_MS = 100;

/**
 * Waits until the screen has settled: no request in flight (but the live-events stream) for
 * QUIET_MS, then no change to the page's DOM for QUIET_MS (React has rendered what arrived), with
 * still no new request (a query that waited on another's answer). At most 10 s, as the loaders'
 * wait: a screen that never settles is checked as it is.
 */
export async function settle(page: Page): Promise<void> {
  const requests = trackRequests(page);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const quietSince = requests.lastChange;
    if (requests.open.size === 0 && Date.now() - quietSince >= QUIET_MS) {
      await page.evaluate(
        ({ quiet, most }) =>
          new Promise<void>((resolve) => {
            let timer = setTimeout(done, quiet);
            const observer = new MutationObserver(() => {
              clearTimeout(timer);
              timer = setTimeout(done, quiet);
            });
            const cap = setTimeout(done, most);
            function done() {
              observer.disconnect();
              clearTimeout(timer);
              clearTimeout(cap);
              resolve();
            }
            observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
          }),
        { quiet: QUIET_MS, most: Math.max(0, Math.min(2000, deadline - Date.now())) },
      );
      if (requests.open.size === 0 && requests.lastChange === quietSince) return;
    } else {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
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
  trackRequests(page);
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
        const state = {
          usr: null,
          key: Math.random().toString(36).slice(2, 10),
          idx: ((history.state as { idx?: number } | null)?.idx ?? 0) + 1,
        };
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
  await settle(page);
}
