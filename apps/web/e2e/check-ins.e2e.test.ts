// Journey (issue 42): on a 390 px phone a member opens the dashboard's check-in card, answers the
// week's questions, enters their measurements and takes a photo (the file input the phone's camera
// fills), and sends it; the coach opens it from the queue (the menu shows it waiting), compares the
// photos with the previous week's and the measurements with the previous ones, answers with
// "Review and next"; the member sees the answer and compares the two weeks on /progress. axe finds
// nothing serious on the new screens.
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveCheckInBack } from '../../server/test/check-in-weeks';
import { seriousViolations } from './axe';
import { ROOT, coachSession, launchBrowser, newPage, signInAsAdmin, signInAsNewMember, startServer, type RunningServer } from './harness';

const photo = (colour: string) =>
  sharp({ create: { width: 300, height: 400, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

async function api<T>(
  baseUrl: string,
  token: string,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const SHOTS = path.join(ROOT, 'artifacts/screenshots');

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('weekly check-ins', () => {
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

  it('a member sends a check-in with a photo from a phone, the coach reviews it against last week, the member reads the answer', async () => {
    const phone = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    const member = await signInAsNewMember(phone.page, server.baseUrl, 'Kavya Check');
    const coach = await coachSession(server.baseUrl);

    // The member's check-in day is moved to one whose window is open now (the server's clock is real).
    let current: { status: string; weekOf: string } = { status: 'not_due', weekOf: '' };
    for (let day = 1; day <= 7 && current.status !== 'due'; day++) {
      await api(server.baseUrl, coach.token, 'PUT', `/api/admin/members/${member.user.id}/check-in-day`, { dayOfWeek: day });
      current = await api(server.baseUrl, member.token, 'GET', '/api/check-ins/current');
    }
    expect(current.status).toBe('due');

    // Last week's check-in, sent and reviewed through the API, then moved a week back in the database.
    const answers = ['energy', 'hunger', 'sleep_quality', 'adherence'].map((questionId) => ({ questionId, value: 6 }));
    const first = await api<{ id: number }>(
      server.baseUrl,
      member.token,
      'POST',
      '/api/check-ins',
      { answers, measurements: { weight: 82, waist: 92 } },
      { 'Idempotency-Key': `e2e-first-${member.user.id}` },
    );
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(await photo('#c92a2a'))], { type: 'image/jpeg' }), 'front.jpg');
    const uploaded = await fetch(`${server.baseUrl}/api/check-ins/${first.id}/photos/front`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}` },
      body: form,
    });
    expect(uploaded.status).toBeLessThan(300);
    await api(server.baseUrl, coach.token, 'POST', `/api/admin/check-ins/${first.id}/review`, { comment: 'Good start.' });
    moveCheckInBack(server.dataDir, first.id);

    // The member, on the phone: the dashboard's card leads to the form.
    const { page } = phone;
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Weekly check-in' });
    await card.waitFor();
    await card.getByRole('link', { name: 'Send your check-in' }).click();
    await page.getByRole('heading', { name: 'Weekly check-in', level: 1 }).waitFor();
    for (const [question, value] of [
      ['How was your energy this week?', '8'],
      ['How hungry were you this week?', '5'],
      ['How well did you sleep this week?', '7'],
      ['How closely did you follow your plan?', '9'],
    ] as const) {
      await page.getByRole('radiogroup', { name: question }).getByText(value, { exact: true }).click();
    }
    await page.getByLabel('Weight (kg)').fill('81.2');
    await page.getByLabel('Waist (cm)').fill('90');
    const camera = page.getByTestId('check-in-photo-front');
    expect(await camera.getAttribute('capture')).toBe('environment');
    await camera.setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('#1971c2') });
    await page.getByRole('img', { name: 'Your new front photo' }).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'check-in-390.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send check-in' }).click();
    await page.getByText('Uploaded').waitFor();
    await page.getByRole('button', { name: 'Save corrections' }).waitFor();

    // The coach: the queue from the menu, the review beside last week, "Review and next".
    const desk = await newPage(browser, server.baseUrl);
    await signInAsAdmin(desk.page, server.baseUrl);
    await desk.page.goto('/admin');
    const menuEntry = desk.page.getByRole('link', { name: /^Check-ins/ });
    await menuEntry.getByText('1 waiting').waitFor();
    await menuEntry.click();
    await desk.page.getByRole('button', { name: /Open the check-in of Kavya Check/ }).click();
    const review = desk.page.getByRole('article', { name: /^Kavya Check, week of/ });
    await review.waitFor();
    const photos = review.getByRole('region', { name: 'Photos' });
    const previousAlt = /Front photo, week of/;
    await expect.poll(() => photos.getByRole('img', { name: previousAlt }).count()).toBe(2);
    const changes = review.getByRole('region', { name: 'Measurement changes' });
    await expect.poll(async () => (await changes.getByRole('row', { name: /Weight/ }).textContent()) ?? '').toContain('−0.8 kg');
    await expect.poll(async () => (await changes.getByRole('row', { name: /Waist/ }).textContent()) ?? '').toContain('−2.0 cm');
    await review.getByText('8 out of 10').waitFor();
    await desk.page.screenshot({ path: path.join(SHOTS, 'check-in-review-1280.png'), fullPage: true });
    expect(await seriousViolations(desk.page)).toEqual([]);
    await review.getByLabel(/Your answer to the member/).fill('Waist down 2 cm: lovely work, Kavya.');
    await review.getByRole('button', { name: 'Review and next' }).click();
    await desk.page.getByText('Reviewed. No more check-ins are waiting.').waitFor();
    await desk.page.getByText('No check-ins are waiting. All caught up!').waitFor();

    // The coach's form editor and the queue on a phone pass axe too.
    await desk.page.goto('/admin/check-in-form');
    await desk.page.getByRole('heading', { name: 'Check-in form', level: 1 }).waitFor();
    await desk.page.getByRole('textbox', { name: 'Question 1' }).waitFor();
    await desk.page.getByRole('button', { name: 'Add a question' }).click();
    await desk.page.getByRole('textbox', { name: 'Question 5' }).fill('Did you train three times?');
    await desk.page.getByLabel('Answer type').last().selectOption('yes_no');
    await desk.page.getByRole('button', { name: 'Move question 5 up' }).click();
    expect(await seriousViolations(desk.page)).toEqual([]);
    await desk.page.getByRole('button', { name: 'Save the form' }).click();
    await desk.page.getByText('The check-in form is saved. Check-ins already sent keep their questions.').waitFor();
    const saved = await api<{ questions: { label: string; kind: string }[] }>(
      server.baseUrl,
      coach.token,
      'GET',
      '/api/admin/check-in-form',
    );
    expect(saved.questions.map((q) => q.kind)).toEqual(['scale', 'scale', 'scale', 'yes_no', 'scale']);
    await desk.context.close();

    // The member reads the answer, and compares the two weeks on /progress.
    await page.reload();
    const answer = page.getByRole('region', { name: "Your coach's answer" });
    await answer.getByText('Waist down 2 cm: lovely work, Kavya.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/progress');
    await page.getByRole('heading', { name: 'Progress photos' }).waitFor();
    await page.getByTestId('measurement-chart-waist').waitFor();
    const compare = page.getByTestId('photo-compare');
    await expect.poll(() => compare.getByRole('img', { name: /Front photo, week of/ }).count()).toBe(2);
    expect(await noSideScroll(page)).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, 'check-in-progress-390.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    // The photos are the member's and the coaches' only.
    const stranger = await signInAsNewMember((await newPage(browser, server.baseUrl)).page, server.baseUrl, 'Someone Else');
    expect(
      (await fetch(`${server.baseUrl}/api/check-ins/${first.id}/photos/front`, { headers: { authorization: `Bearer ${stranger.token}` } }))
        .status,
    ).toBe(404);
    await phone.context.close();
  });
});
