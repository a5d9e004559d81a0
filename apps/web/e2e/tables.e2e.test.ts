// The coach's tables (components/data-table) with rows in them, in real Chromium: on a 360 px phone
// every row is a card that keeps the table's roles, passes axe and fits the screen, and "Sort by"
// orders the cards; at 1280 px a header sorts by click and by keyboard and tells its order in
// aria-sort. The sweeps open these screens on a fresh server, where the tables are mostly empty,
// and the dark-scheme sweep opens the member's screens only.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { checkLayout } from './layout-sweep';
import { coachSession, launchBrowser, newPage, signInAsAdmin, signInAsNewMember, startServer, type RunningServer } from './harness';

describe('the coach tables', { timeout: 120_000 }, () => {
  let server: RunningServer;
  let browser: Browser;
  let coachToken: string;

  async function post<T>(path: string, body: unknown): Promise<T> {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${coachToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  /** The text of each card's (or row's) first cell, in order. */
  const firstCells = (page: Page) =>
    page
      .getByRole('table')
      .getByRole('row')
      .evaluateAll((rows) =>
        rows.flatMap((row) => {
          const cell = row.querySelector('[role="cell"], td');
          return cell ? [cell.textContent?.trim() ?? ''] : [];
        }),
      );

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    coachToken = (await coachSession(server.baseUrl)).token;
    for (const [title, day] of [
      ['Morning Mobility', 3],
      ['Evening Yoga', 1],
      ['Zumba Blast', 2],
    ] as const) {
      await post('/api/live-sessions', {
        title,
        trainer: 'Priya Raman',
        startTime: `2030-01-0${day}T10:00:00.000Z`,
        endTime: `2030-01-0${day}T11:00:00.000Z`,
        zoomLink: 'https://zoom.example.com/j/123456789012345678',
      });
    }
    const plan = await post<{ id: number }>('/api/admin/subscriptions', {
      name: 'Tables Quarterly',
      description: 'Three months of coaching with a long description that has to wrap on a phone',
      price: 30,
      durationDays: 90,
    });
    const memberPage = await newPage(browser, server.baseUrl);
    const { user } = await signInAsNewMember(memberPage.page, server.baseUrl, 'Card Layout Member');
    await memberPage.context.close();
    await post('/api/admin/payments', { userId: user.id, planId: plan.id, method: 'upi', reference: 'UPI-TABLES-1' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('on a 360 px phone each row is a card: table roles, axe, nothing overflows, Sort by orders them', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, { width: 360, height: 740 });
    await signInAsAdmin(page, server.baseUrl);

    await page.goto('/admin/live-sessions');
    const table = page.getByRole('table');
    await table.getByRole('row', { name: /Evening Yoga/ }).waitFor();
    expect(await page.locator('table').count()).toBe(0);
    // The header row (visually hidden) and three cards.
    expect(await table.getByRole('row').count()).toBe(4);
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Title', 'Coach', 'Start', 'End', 'Link', 'Actions']);
    const card = table.getByRole('row', { name: /Zumba Blast/ });
    expect(await card.getByRole('cell', { name: 'Priya Raman' }).isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: 'Edit Zumba Blast' }).isVisible()).toBe(true);
    // As the server sends them (by start), then as asked.
    expect(await firstCells(page)).toEqual(['Evening Yoga', 'Zumba Blast', 'Morning Mobility']);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Title (descending)' });
    expect(await firstCells(page)).toEqual(['Zumba Blast', 'Morning Mobility', 'Evening Yoga']);
    expect(await checkLayout(page, 360, 'coach', '/admin/live-sessions')).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/admin/payments');
    const payment = page.getByRole('table', { name: 'Payments' }).getByRole('row', { name: /^Payment / });
    await payment.getByText('UPI-TABLES-1').waitFor();
    expect(await payment.getByRole('button', { name: /^Refund payment/ }).isVisible()).toBe(true);
    expect(await checkLayout(page, 360, 'coach', '/admin/payments')).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Subscription Plans' }).click();
    const planCard = page.getByRole('row', { name: /Tables Quarterly/ });
    await planCard.getByRole('button', { name: 'Edit Tables Quarterly' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);

    // The cards in the dark scheme: the labels and the card borders keep their contrast.
    await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
    await page.goto('/admin/live-sessions');
    await page.getByRole('row', { name: /Evening Yoga/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('dark');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('at 1280 px a header sorts by click and by keyboard, with aria-sort', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, { width: 1280, height: 900 });
    await signInAsAdmin(page, server.baseUrl);
    await page.goto('/admin/live-sessions');
    await page.getByRole('row', { name: /Evening Yoga/ }).waitFor();
    expect(await page.locator('table').count()).toBe(1);
    const header = page.getByRole('columnheader', { name: 'Title' });
    expect(await header.getAttribute('aria-sort')).toBeNull();

    await header.getByRole('button', { name: 'Title' }).click();
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    expect(await firstCells(page)).toEqual(['Evening Yoga', 'Morning Mobility', 'Zumba Blast']);
    await header.getByRole('button', { name: 'Title' }).press('Enter');
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    expect(await firstCells(page)).toEqual(['Zumba Blast', 'Morning Mobility', 'Evening Yoga']);
    expect(await checkLayout(page, 1280, 'coach', '/admin/live-sessions')).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
