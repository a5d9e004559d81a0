// axe in real Chromium: WCAG 2.1 A and AA rules and best practices; only serious and critical
// violations fail a sweep.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The axe-core that @axe-core/playwright itself would inject (its own dependency, same version). */
const fromBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(fromBuilder.resolve('axe-core/axe.min.js'), 'utf8');

export async function seriousViolations(page: Page): Promise<string[]> {
  // A dialog or notification still fading in blends its text with the backdrop: axe would measure
  // a contrast nobody sees once it has settled. Wait for running transitions to end first.
  // Only finite ones: a loader's spinner runs forever, and its `finished` never settles. And not
  // longer than 3 s, whatever runs.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  // Legacy mode (@axe-core/playwright's documented option): axe runs in the page itself instead of
  // gathering each frame's partial results in a new blank page. The app has no iframes, so the
  // findings are the same (checked with a planted unnamed button and faint text: the same three
  // violations either way), and a route's check takes about 0.6 s instead of 1.4 s, most of which
  // was opening that page: the four sweeps run axe about 80 times per browser phase.
  // axe-core goes into a document once. AxeBuilder evaluates its 580 kB source twice in every
  // analyze() (once before it looks for runPartial, once to inject it), even when the page has it
  // already: about 0.1 s each on an idle machine, against about 0.2 s for axe's run itself. So it
  // is put in here when the document lacks it,
  // and the builder is given an empty source to inject: the same axe-core and the same options,
  // run by the builder as before. The sweeps open route after route in one document
  // (route-sweep.ts), so a sweep injects it once.
  if (!(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'))) {
    await page.evaluate(AXE_SOURCE);
  }
  const result = await new AxeBuilder({ page, axeSource: ';' })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} ${(n.failureSummary ?? '').split('\n')[1] ?? ''}`)
          .join(' | ')}`,
    );
}
