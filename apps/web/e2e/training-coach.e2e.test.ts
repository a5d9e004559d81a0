// The coach's training screens (/admin/training, issue 41) on a 360 px phone, in real Chromium:
// the library searched, an exercise of the coach's own added with a video link, a workout built
// with a superset and reordered from the keyboard, a two-week program made and assigned to a
// member; each screen and dialog passes axe and fits the phone without scrolling sideways. The
// member's side (logging, records) and the coach's view of the log are the member journey's.
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

  it('adds an exercise, builds a superset workout, makes a two-week program and assigns it', async () => {
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
    await context.close();

    // The member's calendar holds both weeks' workouts.
    const res = await fetch(`${server.baseUrl}/api/training/calendar?from=${localIsoDate()}&to=${addDays(localIsoDate(), 13)}`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(res.status).toBe(200);
    const calendar = (await res.json()) as { name: string; status: string }[];
    expect(calendar.map((w) => w.name)).toEqual(['Push and pull', 'Push and pull']);

    expect(problems).toEqual({});
  });
});

function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
