// A browser's first Intl call (Intl.*, toLocaleString and its kin, localeCompare) initialises ICU:
// one long main-thread task, about 100 ms on the CI host before Lighthouse's 4x phone slowdown.
// A module-level `(2000).toLocaleString('en-US')` in a chunk /dashboard and /admin load was most of
// their total blocking time (issue 24). No module of the app (or of the contracts it bundles) may
// make such a call while it is evaluated; formatting happens when a screen shows something.
import { afterEach, describe, expect, it, vi } from 'vitest';

const INTL_CONSTRUCTORS = ['DateTimeFormat', 'NumberFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat'] as const;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loading the app', () => {
  it('makes no Intl call while its modules are evaluated', async () => {
    const spies = [
      vi.spyOn(Number.prototype, 'toLocaleString').mockName('Number#toLocaleString'),
      vi.spyOn(Date.prototype, 'toLocaleString').mockName('Date#toLocaleString'),
      vi.spyOn(Date.prototype, 'toLocaleDateString').mockName('Date#toLocaleDateString'),
      vi.spyOn(Date.prototype, 'toLocaleTimeString').mockName('Date#toLocaleTimeString'),
      vi.spyOn(String.prototype, 'localeCompare').mockName('String#localeCompare'),
      ...INTL_CONSTRUCTORS.map((name) => vi.spyOn(Intl, name).mockName(`Intl.${name}`)),
    ];
    vi.resetModules();
    // Every module of the app but the entry (which renders into the page) and the tests.
    const modules = import.meta.glob(['../**/*.{ts,tsx}', '!../main.tsx', '!../**/*.test.{ts,tsx}', '!../test/**']);
    expect(Object.keys(modules).length).toBeGreaterThan(100);
    await import('@rhythmfit/contracts');
    for (const load of Object.values(modules)) await load();
    const called = spies.filter((spy) => spy.mock.calls.length > 0).map((spy) => spy.getMockName());
    expect(called).toEqual([]);
  }, 120_000);
});
