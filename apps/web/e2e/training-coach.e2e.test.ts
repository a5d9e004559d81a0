// The coach's training screens (/admin/training, issue 41) on a 360 px phone, in real Chromium:
// the library searched, an exercise of the coach's own added with a video link, a workout built
// with a superset and reordered from the keyboard, a two-week program made and assigned to a
// member; the member logs a workout through the API with a set short of its reps, and the coach sees
// it marked in the member's Training tab and comments. Each screen and dialog passes axe and fits
// the phone without scrolling sideways. The member's own screens are the member journey's.
import type { Browser, Page } from 'playwright-core';
import { localIsoDate } from '@rhythmfit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { launchBrowser, newPage, signInAsAdmin, signInAsNewMember, startServer, type RunningServer } from './harness';
import { checkLayout } from './layout-sweep';

describe('the coach builds training on a phone', { timeout: 300_000 }, () => {
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

  /** axe and the layout check of what is on screen now, under a name for the report. */
  async function check(page: Page, name: string, found: Record<string, string[]>) {
    const violations = await seriousViolations(page);
    const overflows = await checkLayout(page, 360, 'coach', `/admin/training-${name}`);
    if (violations.length) found[`${name} axe`] = violations;
    if (overflows.length) found[`${name} layout`] = overflows;
  }

  it('adds an exercise, builds a superset workout, assigns a two-week program, and sees the logged shortfall', async () => {
    // The member to assign to, signed up on their own phone.
    const memberPage = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    const member = await signInAsNewMember(memberPage.page, server.baseUrl, 'Asha Training');
    await memberPage.context.close();

    const { context, page } = await newPage(browser, server.baseUrl, { width: 360, height: 800 });
    await signInAsAdmin(page, server.baseUrl);
    const problems: Record<string, string[]> = {};

    // The library: built-ins, searched and filtered.
    await page.goto('/admin/training');
    await page.getByRole('heading', { level: 1, name: 'Training' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search exercises' }).fill('bench press');
    await page
      .getByRole('row', { name: /Barbell Bench Press/ })
      .first()
      .waitFor();
    await check(page, 'exercises', problems);

    // An exercise of the coach's own, with a video link.
    await page.getByRole('button', { name: 'Add exercise' }).click();
    const form = page.getByRole('dialog', { name: 'Add exercise' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Coach Tempo Squat');
    await form.getByLabel(/^Main muscles/).click();
    await page.getByRole('option', { name: 'Quadriceps' }).click();
    await page.keyboard.press('Escape');
    await form.getByText('Link', { exact: true }).click();
    await form.getByRole('textbox', { name: 'Video link' }).fill('https://videos.example.com/tempo-squat');
    await check(page, 'exercise-form', problems);
    await form.getByRole('button', { name: 'Save exercise' }).click();
    await page.getByText('Exercise saved').waitFor();
    await form.waitFor({ state: 'hidden' });
    await page.getByRole('searchbox', { name: 'Search exercises' }).fill('tempo squat');
    const own = page.getByRole('row', { name: /Coach Tempo Squat/ });
    await own.waitFor();
    expect(await own.getByText('Yours').isVisible()).toBe(true);

    // A workout: bench press and row as superset A, then the squat moved to the top by keyboard.
    await page.getByRole('tab', { name: 'Workouts' }).click();
    await page.getByRole('button', { name: 'New workout' }).click();
    await page.getByRole('textbox', { name: 'Workout name' }).fill('Push and pull');
    const finder = page.getByRole('searchbox', { name: 'Find exercises' });
    for (const [search, name] of [
      ['barbell bench', 'Barbell Bench Press'],
      ['pendlay', 'Pendlay Row'],
      ['tempo squat', 'Coach Tempo Squat'],
      ['plank', 'Plank'],
    ]) {
      await finder.fill(search!);
      await page.getByRole('button', { name: `Add ${name}`, exact: true }).click();
    }
    await page.getByRole('region', { name: '1. Barbell Bench Press' }).getByRole('combobox', { name: 'Superset group' }).selectOption('A');
    await page.getByRole('region', { name: '2. Pendlay Row' }).getByRole('combobox', { name: 'Superset group' }).selectOption('A');
    await page.getByLabel('Superset A2').waitFor();
    await page.getByRole('button', { name: 'Move Coach Tempo Squat up' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: '1. Coach Tempo Squat' }).waitFor();
    expect(await page.getByRole('button', { name: 'Move Coach Tempo Squat down' }).evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    await page
      .getByRole('region', { name: '2. Barbell Bench Press' })
      .getByRole('group', { name: 'Set 1' })
      .getByRole('textbox', { name: 'Weight (kg)' })
      .fill('40');
    await check(page, 'builder', problems);
    await page.getByRole('button', { name: 'Save workout' }).click();
    await page.getByText('Workout saved').waitFor();
    await page.getByRole('row', { name: /Push and pull/ }).waitFor();
    await check(page, 'workouts', problems);

    // A two-week program: the workout on day 1 of each week.
    await page.getByRole('tab', { name: 'Programs' }).click();
    await page.getByRole('button', { name: 'New program' }).click();
    await page.getByRole('textbox', { name: 'Program name' }).fill('Two-week start');
    await page.getByLabel('Weeks', { exact: true }).fill('2');
    for (const week of [1, 2]) {
      await page
        .getByRole('combobox', { name: `Add a workout to week ${week}, day 1`, exact: true })
        .selectOption({ label: 'Push and pull' });
      await page.getByRole('button', { name: `Remove Push and pull from week ${week}, day 1` }).waitFor();
    }
    await check(page, 'program-editor', problems);
    await page.getByRole('button', { name: 'Save program' }).click();
    await page.getByText('Program saved').waitFor();

    // Assigned to the member from today.
    await page.getByRole('button', { name: 'Assign Two-week start' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign Two-week start' });
    await assign.getByLabel('Members', { exact: true }).fill('Asha');
    await page.getByRole('option', { name: /Asha Training/ }).click();
    await page.keyboard.press('Escape');
    await assign.getByLabel('Start date').fill(localIsoDate());
    await check(page, 'assign', problems);
    await assign.getByRole('button', { name: 'Assign' }).click();
    await assign.getByText(/Asha Training: 2 workouts from/).waitFor();
    await page.keyboard.press('Escape');

    // The member's calendar holds both weeks' workouts; they log today's with one set short of its
    // reps and the plank not done, and finish.
    const asMember = async <T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> => {
      const res = await fetch(`${server.baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };
    const today = localIsoDate();
    const calendar = await asMember<{ id: number; name: string; date: string }[]>(
      `/api/training/calendar?from=${today}&to=${addDays(today, 13)}`,
    );
    expect(calendar.map((w) => w.name)).toEqual(['Push and pull', 'Push and pull']);
    const planned = await asMember<{ items: { exercise: { name: string }; sets: unknown[] }[] }>(
      `/api/training/scheduled/${calendar[0]!.id}`,
    );
    expect(planned.items.map((i) => i.exercise.name)).toEqual(['Coach Tempo Squat', 'Barbell Bench Press', 'Pendlay Row', 'Plank']);
    await asMember(`/api/training/scheduled/${calendar[0]!.id}/log`, {
      method: 'PUT',
      body: {
        startedAt: new Date(Date.now() - 45 * 60_000).toISOString(),
        finished: true,
        rating: 4,
        items: [
          { sets: [1, 2, 3].map(() => ({ reps: 10, weightKg: 60, done: true })) },
          {
            sets: [
              { reps: 10, weightKg: 40, done: true },
              { reps: 10, done: true },
              { reps: 6, done: true },
            ],
          },
          { sets: [1, 2, 3].map(() => ({ reps: 10, weightKg: 50, done: true })) },
          { sets: [{ seconds: 60, done: true }, { seconds: 60, done: true }, { done: false }] },
        ],
      },
    });

    // The coach opens the member's details: the Training tab shows the log with its shortfalls.
    await page.goto(`/admin?user=${member.user.id}`);
    const details = page.getByRole('dialog', { name: 'User details' });
    await details.getByRole('tab', { name: 'Training' }).click();
    await details.getByText('Compliance (28 days)').waitFor();
    await details.getByRole('button', { name: /^Push and pull, .*: Done\. Show the log$/ }).click();
    const log = details.getByRole('region', { name: 'Push and pull' });
    await log.getByText('2 shortfalls').waitFor();
    await log.getByText('Barbell Bench Press, set 3: planned 10 reps, did 6 reps').waitFor();
    await log.getByText('Plank, set 3: planned 1:00, not done').waitFor();
    await log
      .getByRole('table', { name: 'Barbell Bench Press: planned and done' })
      .getByRole('row', { name: 'Set 3, below target' })
      .waitFor();
    await check(page, 'member-training', problems);
    await log
      .getByRole('textbox', { name: 'Comment for the member' })
      .fill('Strong squats. Next time rest a little longer before the last bench set.');
    await log.getByRole('button', { name: 'Send comment' }).click();
    await page.getByText('Comment sent').waitFor();
    await context.close();

    expect(problems).toEqual({});
  });
});

function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
