// RhythmFit in Hindi (issue 43), in a real browser: a member's main journeys (sign in, dashboard,
// circadian, booking, progress) in Hindi with no English left on screen, and a pseudo-language
// sweep (en-XA: every catalogue text accented, stretched by about 40% and wrapped in ⟦ ⟧) over
// every screen of the member and the coach at 390 px and 1280 px, which finds any text that does
// not come from the catalogues and anything the longer texts push out of the screen or cut.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coachSession,
  journeyMobile,
  launchBrowser,
  newPage,
  signInAsAdmin,
  signInAsNewMember,
  startServer,
  type RunningServer,
} from './harness';
import { overflowing } from './layout-sweep';
import { coachScreens, openRoute, routesFor, settle } from './route-sweep';

const LANGUAGE_KEY = 'rhythmfit:language';
/**
 * Screens still being converted to the catalogues: the sweep leaves them out until they are. Once
 * one is merged, delete its line here and it is swept with the rest. A `tab` is one of /admin's tabs.
 * Every screen is converted now, so the list is empty.
 */
const AFTER_CONVERSION: { path: string; tab?: string }[] = [];
/** /admin's tabs other than the first (Users, open when the page opens): each is swept as a screen. */
const ADMIN_TABS = ['diets', 'progress', 'coaches', 'sessions', 'plans', 'workouts', 'deletion'];

interface Screen {
  path: string;
  tab?: string;
}
const waiting = (screen: Screen) => AFTER_CONVERSION.some((s) => s.path === screen.path && s.tab === screen.tab);
const label = (screen: Screen) => (screen.tab ? `${screen.path} (${screen.tab} tab)` : screen.path);

/** Every screen of the member (signed out, then signed in) and of the coach, but those still to convert. */
const GUEST_SCREENS: Screen[] = routesFor('signed-out')
  .filter((r) => r.path !== '/privacy-policy')
  .map(({ path }) => ({ path }))
  .filter((s) => !waiting(s));
const MEMBER_SCREENS: Screen[] = routesFor('member')
  .map(({ path }) => ({ path }))
  .filter((s) => !waiting(s));
const COACH_SCREENS: Screen[] = [
  ...coachScreens().map(({ path }) => ({ path })),
  ...ADMIN_TABS.map((tab) => ({ path: '/admin', tab })),
].filter((s) => !waiting(s));

/**
 * The screens with an id in their path open on something the member has: a workout the coach put
 * on today (the player, with a superset, a warm-up set and a note, its longest texts) and the
 * exercise page of its first exercise. A literal `:id` would only sweep the not-found state.
 */
async function trainingIds(baseUrl: string, memberId: number): Promise<Record<string, number>> {
  const coach = await coachSession(baseUrl);
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${coach.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const exercises = await call<{ id: number; tracking: string }[]>('GET', '/api/exercises?pageSize=50&page=1');
  const [lift, other] = exercises.filter((exercise) => exercise.tracking === 'weight_reps');
  const workout = await call<{ id: number }>('POST', '/api/admin/training/workouts', {
    name: 'Upper body strength with a long name',
    notes: 'Keep the rests short in the superset.',
    items: [
      {
        exerciseId: lift!.id,
        notes: 'Pause at the bottom.',
        progression: { addKg: 2.5 },
        sets: [
          { type: 'warmup', reps: 10, weightKg: 20 },
          { reps: 8, weightKg: 40 },
        ],
      },
      { exerciseId: other!.id, group: 'A', sets: [{ reps: 10, weightKg: 20 }] },
      { exerciseId: lift!.id, group: 'A', sets: [{ reps: 12, weightKg: 30 }] },
    ],
  });
  const today = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const scheduled = await call<{ id: number }>('POST', `/api/admin/training/members/${memberId}/scheduled`, {
    date: today,
    workoutId: workout.id,
  });
  return { '/training/:id': scheduled.id, '/training/exercises/:id': lift!.id };
}

/**
 * The pseudo language's letters (vite.config.ts, `pseudoLocalise`): a button is found by its English
 * text accented, `⟦Ŕéçóŕđ á þáýɱéñŧ…`. Should the two drift apart, the button is not found and the
 * sweep fails: it never passes without opening the dialog.
 */
const PSEUDO_LETTERS = new Map(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'áƀçđéƒĝĥíĵķĺɱñóþʠŕšŧúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŦÚṼŴẊÝŽ'][i]!,
  ]),
);
const pseudoName = (english: string) => new RegExp(`^⟦${[...english].map((c) => PSEUDO_LETTERS.get(c) ?? c).join('')}`);

/**
 * One dialog per role, opened on its screen once the screen itself is checked, and checked the same
 * way while open: the member's test payment (Buy on the first plan) and the coach's Record a
 * payment form (the Add form above the payments table).
 */
const DIALOGS: Record<string, (page: Page) => Promise<unknown>> = {
  '/subscriptions': (page) => page.locator('article[aria-labelledby^="plan-"] button').first().click(),
  '/admin/payments': (page) => page.getByRole('button', { name: pseudoName('Record a payment') }).click(),
};

const DEVANAGARI = /[\u0900-\u097F]/;
/**
 * Words that stay in Latin letters in any language: the brand, units, abbreviations people use as
 * they are, and what this test itself typed or the server seeded (names, plan titles).
 */
const KEPT = new Set(
  [
    'RhythmFit',
    'OTP',
    'BMI',
    'UPI',
    'GST',
    'GSTIN',
    'SAC',
    'IST',
    'AM',
    'PM',
    'kg',
    'cm',
    'km',
    'kcal',
    'ml',
    'min',
    'h',
    'WhatsApp',
    'SMS',
    'PDF',
    'CSV',
    'Razorpay',
    'Google',
    'Meet',
    'Zoom',
  ].map((word) => word.toLowerCase()),
);

/**
 * The visible texts on the page that look untranslated, given what a translated text looks like.
 * Data is not text: what sits in an element marked `translate="no"` (HTML's own mark for names and
 * what people typed, which browser translators also leave alone) is skipped, and so are the month
 * and weekday names the browser's Intl writes in a date (the pseudo language formats dates as
 * English, lib/format.ts; the Hindi journey checks they come out in Hindi).
 */
async function untranslated(page: Page, mode: 'hi' | 'pseudo', typed: string[]): Promise<string[]> {
  const { texts, dateWords }: { texts: string[]; dateWords: string[] } = await page.evaluate(`(() => {
    const out = [];
    const data = (el) => el.closest('[translate="no"]') !== null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent.trim();
      if (!text) continue;
      const el = node.parentElement;
      if (!el || el.closest('script, style, noscript, [aria-hidden="true"], [hidden], svg') || data(el)) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      out.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (data(el)) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(name);
        if (value && value.trim()) out.push(value.trim());
      }
    }
    const dateWords = new Set();
    for (const width of ['short', 'long']) {
      // Every month, and (1 to 12 January) every weekday, in each format lib/format.ts uses.
      for (let i = 0; i < 12; i++) {
        for (const options of [{ month: width }, { weekday: width }, { day: 'numeric', month: width, year: 'numeric', weekday: width }]) {
          for (const day of [new Date(2026, i, 1 + i), new Date(2026, 0, 1 + i)]) {
            for (const word of new Intl.DateTimeFormat('en-IN', options).format(day).match(/[A-Za-z]+/g) || []) dateWords.add(word.toLowerCase());
          }
        }
      }
    }
    return { texts: out, dateWords: [...dateWords] };
  })()`);
  const allowed = new Set([...KEPT, ...dateWords, ...typed.flatMap((t) => t.toLowerCase().split(/\s+/))]);
  return texts.filter((text) => {
    const rest = mode === 'pseudo' ? text.replace(/⟦[^⟧]*⟧/g, ' ') : text;
    if (mode === 'hi' && DEVANAGARI.test(rest)) return false;
    const words = rest.match(/[A-Za-z]{2,}/g) ?? [];
    return words.some((word) => !allowed.has(word.toLowerCase()));
  });
}

/**
 * Text cut by its own box: a clipping element whose content is wider than it (no ellipsis meant).
 * Visually hidden texts (for screen readers only, clipped to a pixel on purpose) are not cut.
 */
async function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const out = [];
    const visuallyHidden = (el) => {
      for (let e = el; e && e !== document.body; e = e.parentElement) {
        const s = getComputedStyle(e);
        const r = e.getBoundingClientRect();
        if ((s.position === 'absolute' || s.position === 'fixed') && r.width <= 1 && r.height <= 1) return true;
        if (s.clip === 'rect(0px, 0px, 0px, 0px)' || s.clipPath === 'inset(50%)') return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll('button, a, label, h1, h2, h3, h4, p, span, td, th, [role="tab"]')) {
      const style = getComputedStyle(el);
      if (style.overflowX !== 'hidden' && style.overflowX !== 'clip') continue;
      if (style.textOverflow === 'ellipsis') continue;
      if (el.closest('[aria-hidden="true"]')) continue;
      if (el.scrollWidth > el.clientWidth + 2 && el.clientWidth > 0 && (el.textContent || '').trim() && !visuallyHidden(el)) {
        out.push(el.tagName.toLowerCase() + ' "' + el.textContent.trim().slice(0, 40) + '"');
      }
    }
    return out.slice(0, 10);
  })()`);
}

/** What the pseudo-language sweep finds on the page as it is, given its heading (a screen's or a dialog's title). */
async function pseudoProblems(page: Page, heading: string): Promise<string[]> {
  // A screen titled by its data (a workout's or an exercise's name, marked translate="no") shows
  // the pseudo language in its other texts.
  const inPseudo = heading.includes('⟦') || (await page.locator('h1[translate="no"]').count()) > 0;
  const bad = [
    // The screen is in the pseudo language at all (else the sweep would pass on English).
    ...(inPseudo && (await page.locator('body').innerText()).includes('⟦') ? [] : [`heading not in the pseudo language: "${heading}"`]),
    ...(await untranslated(page, 'pseudo', [])).map((t) => `not from a catalogue: "${t.slice(0, 60)}"`),
    ...(await overflowing(page)).map((t) => `overflows: ${t}`),
    ...(await cutTexts(page)).map((t) => `cut: ${t}`),
  ];
  return bad.slice(0, 12);
}

async function registerMember(baseUrl: string, name: string, language: 'en' | 'hi') {
  const mobile = journeyMobile();
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, mobile, password: 'member-pass-1', city: 'Pune', state: 'Maharashtra', language }),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return { mobile, password: 'member-pass-1' };
}

describe('RhythmFit in Hindi', () => {
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

  it('a member signs in on a Hindi phone and uses the dashboard, circadian, booking and progress in Hindi', async () => {
    const name = 'Meera Shah';
    const member = await registerMember(server.baseUrl, name, 'hi');
    const { context, page } = await newPage(browser, server.baseUrl, { width: 390, height: 844, locale: 'hi-IN' });
    await page.goto('/');
    // Before sign-in the device's language decides.
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await expect.poll(async () => DEVANAGARI.test(await page.locator('h1').first().innerText())).toBe(true);
    // The sign-in form in Hindi, found by its Hindi labels.
    await page.getByLabel('मोबाइल नंबर').fill(member.mobile);
    await page.getByLabel('पासवर्ड', { exact: true }).fill(member.password);
    await page.locator('form button[type="submit"]').first().click();
    await page.waitForURL('**/dashboard');

    const found: Record<string, string[]> = {};
    for (const route of ['/dashboard', '/circadian', '/book-appointment', '/progress']) {
      await openRoute(page, route);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
      expect(DEVANAGARI.test(await page.locator('h1').first().innerText()), `${route}'s heading is in Hindi`).toBe(true);
      const english = await untranslated(page, 'hi', [name]);
      if (english.length) found[route] = english.slice(0, 10);
    }
    expect(found).toEqual({});
    await context.close();
  });

  // The pseudo-language sweep: per width, one browser context for the member (first signed out,
  // then signed in) and one for the coach, each screen opened in turn on the same page.
  for (const width of [390, 1280] as const) {
    it(`pseudo-language at ${width} px: every text of every member and coach screen comes from the catalogues, nothing overflows or is cut`, async () => {
      const problems: Record<string, string[]> = {};
      let dialogs = 0;
      const ids: Record<string, number> = {};
      const pathOf = (path: string) => (ids[path] === undefined ? path : path.replace(':id', String(ids[path])));
      const visitors: { who: string; signIn?: (page: Page) => Promise<unknown>; screens: Screen[] }[][] = [
        [
          { who: 'signed out', screens: GUEST_SCREENS },
          {
            who: 'member',
            signIn: async (page) => {
              const member = await signInAsNewMember(page, server.baseUrl, 'Nisha Rao');
              Object.assign(ids, await trainingIds(server.baseUrl, member.user.id));
            },
            screens: MEMBER_SCREENS,
          },
        ],
        [{ who: 'coach', signIn: (page) => signInAsAdmin(page, server.baseUrl), screens: COACH_SCREENS }],
      ];
      for (const visits of visitors) {
        const { context, page } = await newPage(browser, server.baseUrl, { width, height: width === 390 ? 844 : 900 });
        await context.addInitScript(([key]) => localStorage.setItem(key!, 'en-XA'), [LANGUAGE_KEY]);
        for (const visit of visits) {
          await visit.signIn?.(page);
          for (const screen of visit.screens) {
            // /admin's tabs are clicked one after another on the one /admin screen, as a coach goes
            // through them (loading /admin again for each tab was a fifth of the sweep's time).
            const tabOnScreen = screen.tab !== undefined && new URL(page.url()).pathname === screen.path;
            if (!tabOnScreen) await openRoute(page, pathOf(screen.path));
            if (screen.tab) {
              await page.locator(`[role="tab"][id$="-tab-${screen.tab}"]`).click();
              await page.locator(`[role="tab"][aria-selected="true"][id$="-tab-${screen.tab}"]`).waitFor();
              await settle(page);
              await page
                .locator('[aria-label="Loading"], [aria-label^="Loading "]')
                .first()
                .waitFor({ state: 'detached', timeout: 10_000 })
                .catch(() => undefined);
            }
            const bad = await pseudoProblems(page, await page.locator('h1').first().innerText());
            if (bad.length) problems[`${visit.who} ${label(screen)}`] = bad;
            const openDialog = screen.tab ? undefined : DIALOGS[screen.path];
            if (openDialog) {
              await openDialog(page);
              const dialog = page.getByRole('dialog');
              await dialog.waitFor({ timeout: 10_000 });
              await page.waitForTimeout(300); // the opening transition
              const title = await dialog.evaluate(
                (el) => document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
              );
              const badInDialog = await pseudoProblems(page, title);
              if (badInDialog.length) problems[`${visit.who} ${label(screen)}'s dialog`] = badInDialog;
              await page.keyboard.press('Escape');
              await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
              dialogs++;
            }
          }
        }
        await context.close();
      }
      expect(problems).toEqual({});
      expect(dialogs, 'a dialog per role was opened').toBe(Object.keys(DIALOGS).length);
      // About 40 screens a width: a minute on an idle machine, more on a busy CI host.
    }, 300_000);
  }
});
