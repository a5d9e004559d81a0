// The loop the three accessibility sweeps share: open each route, check its layout at that width
// (layout-sweep.ts) and run axe (axe.ts) on the same visit of the route (route-sweep.ts opens it).
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { checkLayout } from './layout-sweep';
import { openRoute, type Visitor } from './route-sweep';

interface SweepFindings {
  /** Serious or critical axe violations, by route (empty when there are none). */
  violations: Record<string, string[]>;
  /** What overflows the viewport, by route (empty when nothing does). */
  overflows: Record<string, string[]>;
}

export async function axeAndLayoutSweep(
  page: Page,
  routes: { path: string }[],
  options: { width: 360 | 1280; visitor: Visitor; afterOpen?: (page: Page) => Promise<void> },
): Promise<SweepFindings> {
  const findings: SweepFindings = { violations: {}, overflows: {} };
  for (const { path } of routes) {
    await openRoute(page, path);
    await options.afterOpen?.(page);
    const overflow = await checkLayout(page, options.width, options.visitor, path);
    if (overflow.length) findings.overflows[path] = overflow;
    const violations = await seriousViolations(page);
    if (violations.length) findings.violations[path] = violations;
  }
  return findings;
}
