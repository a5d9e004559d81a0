// The audit script's pass/fail rule (scripts/audit-web.mjs, run by `npm run audit:web` and .ci/run):
// performance, accessibility and best practices must each be at least 0.95, as the median of runs.
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without type declarations
import { cpuSlowdownFor, failures, hostCannotBeSteady, hostSteadiness, median, verdictSettled } from '../../../scripts/audit-web.mjs';

const scores = (performance: number | null, accessibility: number | null, bestPractices: number | null) => ({
  performance: { score: performance },
  accessibility: { score: accessibility },
  'best-practices': { score: bestPractices },
});

describe('audit:web thresholds', () => {
  it('passes at 0.95 and above in every category', () => {
    expect(failures(scores(0.95, 1, 0.95), 0.95)).toEqual([]);
  });

  it('fails any category under 0.95, and a missing score', () => {
    expect(failures(scores(0.94, 1, 1), 0.95)).toEqual([{ id: 'performance', score: 0.94 }]);
    expect(failures(scores(1, 0.93, 0.9), 0.95)).toEqual([
      { id: 'accessibility', score: 0.93 },
      { id: 'best-practices', score: 0.9 },
    ]);
    expect(failures(scores(1, null, 1), 0.95)).toEqual([{ id: 'accessibility', score: null }]);
  });

  it('judges the median of the runs, so one noisy run neither passes nor fails a page', () => {
    expect(median([0.99, 0.97, 0.78])).toBe(0.97);
    expect(median([0.9, 0.96, 0.94])).toBe(0.94);
    expect(median([0.9, 1])).toBe(0.95);
  });

  it('stops early only when the remaining runs could not change the median of the planned runs', () => {
    const pass = scores(0.97, 1, 1);
    const low = scores(0.9, 1, 1);
    // 5 planned: the median of 5 passes exactly when 3 runs pass.
    expect(verdictSettled([], 5, 0.95)).toBe(false);
    expect(verdictSettled([pass, pass], 5, 0.95)).toBe(false);
    expect(verdictSettled([pass, pass, pass], 5, 0.95)).toBe(true);
    expect(verdictSettled([low, low, low], 5, 0.95)).toBe(true);
    expect(verdictSettled([pass, low, pass], 5, 0.95)).toBe(false);
    expect(verdictSettled([pass, low, pass, low], 5, 0.95)).toBe(false);
    expect(verdictSettled([pass, low, pass, pass], 5, 0.95)).toBe(true);
    // Every category must be settled: an accessibility run under the threshold keeps it going.
    expect(verdictSettled([pass, pass, scores(0.97, 0.9, 1)], 5, 0.95)).toBe(false);
    // 3 planned: two runs that agree settle it; an even count always runs in full.
    expect(verdictSettled([pass, pass], 3, 0.95)).toBe(true);
    expect(verdictSettled([pass, low], 3, 0.95)).toBe(false);
    expect(verdictSettled([pass, pass, pass], 4, 0.95)).toBe(false);
    expect(verdictSettled([pass, pass, pass, low], 4, 0.95)).toBe(true);
  });

  it("calibrates Lighthouse's CPU slowdown to the host as its throttling guide's table says", () => {
    expect(cpuSlowdownFor(1900)).toBe(4); // high-end desktop: the default
    expect(cpuSlowdownFor(2600)).toBe(4); // never above the default
    expect(cpuSlowdownFor(1750)).toBe(4);
    expect(cpuSlowdownFor(1250)).toBe(2); // low-end desktop: 2x
    expect(cpuSlowdownFor(1500)).toBe(3);
    expect(cpuSlowdownFor(1025)).toBe(1.5);
    expect(cpuSlowdownFor(700)).toBe(1); // already a phone
    expect(cpuSlowdownFor(Number.NaN)).toBe(4); // unknown: the default
  });

  it('judges performance only on a steady host: every benchmarkIndex within 10% of the median', () => {
    expect(hostSteadiness([1940, 2000, 2060, 1950, 2050]).steady).toBe(true);
    expect(hostSteadiness([1800, 2000, 2200]).steady).toBe(true); // exactly 10% either side
    expect(hostSteadiness([1790, 2000, 2000]).steady).toBe(false);
    // A shared machine whose neighbour takes the CPU mid-audit (readings seen on the CI host).
    const busy = hostSteadiness([1752, 2473, 2191, 1114, 2518]);
    expect(busy).toMatchObject({ steady: false, min: 1114, max: 2518, median: 2191, readings: 5 });
    expect(busy.spread).toBeCloseTo((2191 - 1114) / 2191, 5);
    // Too few readings to tell, or none: performance is enforced.
    expect(hostSteadiness([1000, 3000]).steady).toBe(true);
    expect(hostSteadiness([Number.NaN, undefined, 0]).steady).toBe(true);
  });

  it('skips a second series only when no later reading could make the host steady', () => {
    expect(hostCannotBeSteady([1800, 2000, 2200])).toBe(false); // steady as it is
    expect(hostCannotBeSteady([1800, 1900, 2210])).toBe(true); // max / min over 11/9
    expect(hostCannotBeSteady([1586, 2060, 2904])).toBe(true); // readings of the CI machine
    expect(hostCannotBeSteady([1000, 3000])).toBe(false); // too few to tell: enforced
    // Whatever is read next, readings it rules out never turn steady; readings it allows can.
    const later = [1500, 1800, 1990, 2000, 2010, 2200, 2500];
    for (const first of [
      [1800, 1900, 2210],
      [1586, 2060, 2904],
      [2000, 2000, 2500],
    ]) {
      expect(hostCannotBeSteady(first)).toBe(true);
      for (const a of later) for (const b of later) expect(hostSteadiness([...first, a, b]).steady).toBe(false);
    }
    expect(hostCannotBeSteady([1900, 2000, 2300])).toBe(false);
    expect(hostSteadiness([1900, 2000, 2300, 2100, 2100]).steady).toBe(true);
  });
});
