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

/** Opens a route and waits until its data has arrived and its loaders are gone. */
export async function openRoute(page: Page, path: string): Promise<void> {
  // Not 'networkidle': a signed-in page keeps its live-events stream open.
  await page.goto(path, { waitUntil: 'load' });
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  await page
    .locator('[aria-label="Loading"], [aria-label^="Loading "]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}
