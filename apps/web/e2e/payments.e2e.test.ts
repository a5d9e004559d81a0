// Issue 23 in the browser, real server and Chromium, on a server without Razorpay keys (the dev
// provider): a member buys a plan on /subscriptions and downloads its invoice (a PDF); the coach
// records a UPI payment for a member on /admin/payments and refunds one behind the confirmation;
// with the booking policy asking for a membership, a member without one is sent to the plans.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, dayChips, formatPaise } from '@rhythmfit/contracts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../server/test/razorpay-stand-in';
import { seriousViolations } from './axe';
import { coachSession, launchBrowser, newPage, signInAsAdmin, signInAsNewMember, startServer, type RunningServer } from './harness';

describe('payments journey', { timeout: 120_000 }, () => {
  let server: RunningServer;
  let browser: Browser;
  let coachToken: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    coachToken = (await coachSession(server.baseUrl)).token;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function addPlan(name: string, price: number, durationDays: number): Promise<number> {
    const res = await fetch(`${server.baseUrl}/api/admin/subscriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${coachToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name, description: `${name} plan`, price, durationDays }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  }

  it('a member buys a plan with the test provider and downloads the invoice PDF', async () => {
    await addPlan('Journey Monthly', 12, 30);
    const member = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    await signInAsNewMember(member.page, server.baseUrl, 'Paying Member');
    const { page } = member;

    await page.goto('/subscriptions');
    const membership = page.getByRole('region', { name: 'Your membership' });
    await membership.getByText('You have no membership yet. Choose a plan to start one.').waitFor();
    const card = page.getByRole('article', { name: 'Journey Monthly' });
    await card.getByText('₹996').waitFor();
    await card.getByText('30 days').waitFor();
    await card.getByRole('button', { name: 'Buy' }).click();

    const dialog = page.getByRole('dialog', { name: 'Test payment (no money is taken)' });
    await dialog.waitFor();
    await dialog.getByText('Journey Monthly: ₹996').waitFor();
    await dialog.getByRole('button', { name: 'Complete test payment' }).click();

    const receipt = page.getByRole('region', { name: 'Payment successful' });
    await receipt.waitFor();
    await receipt.getByText(/You paid ₹996 for Journey Monthly\. Invoice /).waitFor();
    await membership.getByText(/^Journey Monthly: active until /).waitFor();
    await card.getByRole('button', { name: 'Renew' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      receipt.getByRole('button', { name: /^Download invoice/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^invoice-.+\.pdf$/);
    const saved = await download.path();
    expect(readFileSync(saved).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The history in Account Settings lists it with its invoice.
    await page.goto('/account-settings');
    const history = page.getByRole('table', { name: 'Your payments' });
    await history.waitFor();
    const row = history.getByRole('row').filter({ hasText: 'Journey Monthly' });
    await row.getByText('Paid').waitFor();
    await row.getByRole('button', { name: /^Download invoice/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await member.context.close();
  });

  it('the coach records a UPI payment for a member and refunds it after confirming', async () => {
    await addPlan('Journey Quarterly', 30, 90);
    const memberPage = await newPage(browser, server.baseUrl);
    const { user } = await signInAsNewMember(memberPage.page, server.baseUrl, 'Cash Counter Member');
    await memberPage.context.close();

    const coach = await newPage(browser, server.baseUrl);
    await signInAsAdmin(coach.page, server.baseUrl);
    const { page } = coach;
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Payments' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
    await page.getByRole('group', { name: 'Active members' }).waitFor();

    await page.getByRole('button', { name: 'Record a payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a payment' });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: 'Member' }).fill('Cash Counter');
    await page.getByRole('option', { name: `Cash Counter Member (${user.mobile})` }).click();
    await dialog.getByRole('combobox', { name: 'Plan' }).click();
    await page.getByRole('option', { name: /^Journey Quarterly: ₹2,490, 90 days$/ }).click();
    await dialog.getByRole('textbox', { name: 'Reference (optional)' }).fill('UPI-556677');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await page.getByText('Payment recorded.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const table = page.getByRole('table', { name: 'Payments' });
    const row = table.getByRole('row').filter({ hasText: 'Cash Counter Member' });
    await row.getByText('UPI', { exact: true }).waitFor();
    await row.getByText('UPI-556677').waitFor();
    await row.getByText('Paid', { exact: true }).waitFor();
    // The summary counts it (with whatever else this server took this month), in rupees.
    const summary = (await (
      await fetch(`${server.baseUrl}/api/admin/payments/summary`, { headers: { authorization: `Bearer ${coachToken}` } })
    ).json()) as { revenueThisMonth: number };
    expect(summary.revenueThisMonth).toBeGreaterThanOrEqual(249_000);
    await page.getByRole('group', { name: 'Revenue this month' }).getByText(formatPaise(summary.revenueThisMonth)).waitFor();

    await row.getByRole('button', { name: /^Refund payment/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByText(/Refund ₹2,490 to Cash Counter Member for Journey Quarterly\?/).waitFor();
    await confirm.getByRole('textbox', { name: 'Reason (optional)' }).fill('Paid twice');
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Refund payment' }).click();
    await page.getByText('Payment refunded.').waitFor();
    await row.getByText('Refunded', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: /^Refund payment/ }).count()).toBe(0);

    // The server agrees: the payment is refunded and the member has no membership left.
    const list = await fetch(`${server.baseUrl}/api/admin/payments?q=Cash%20Counter`, {
      headers: { authorization: `Bearer ${coachToken}` },
    });
    const body = (await list.json()) as { items: { status: string; method: string | null; reference: string | null }[] };
    expect(body.items).toEqual([expect.objectContaining({ status: 'refunded', method: 'upi', reference: 'UPI-556677' })]);

    await coach.context.close();
  });

  it('with a membership required to book, the booking screen says why and links to the plans; after buying, booking works', async () => {
    const auth = { authorization: `Bearer ${coachToken}`, 'content-type': 'application/json' };
    const policy = (await (await fetch(`${server.baseUrl}/api/admin/booking-policy`, { headers: auth })).json()) as Record<string, unknown>;
    const saved = await fetch(`${server.baseUrl}/api/admin/booking-policy`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ ...policy, requireActiveMembership: true, minNoticeHours: 0 }),
    });
    expect(saved.status).toBe(200);
    const day = dayChips(new Date(), 'UTC')[3]!;
    const slot = await fetch(`${server.baseUrl}/api/slots/admin`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ date: day.date, time: '10:00' }),
    });
    expect(slot.status).toBe(201);
    await addPlan('Journey Booking Pass', 5, 30);

    const member = await newPage(browser, server.baseUrl, { timezoneId: 'UTC' });
    await signInAsNewMember(member.page, server.baseUrl, 'Booking Member');
    const { page } = member;
    const tryToBook = async () => {
      await page.goto('/book-appointment');
      await page.getByRole('button', { name: `${day.weekday} ${day.day} ${day.month}` }).click();
      await page.getByRole('button', { name: '10:00' }).click();
      await page.getByRole('button', { name: 'Confirm Appointment' }).click();
    };
    await tryToBook();
    const alert = page.getByRole('alert').filter({ hasText: 'An active membership is needed to book' });
    await alert.getByText(PAYMENT_MESSAGES.membershipRequired).waitFor();
    await alert.getByRole('link', { name: 'See the plans' }).click();
    await page.waitForURL('**/subscriptions');

    await page.getByRole('article', { name: 'Journey Booking Pass' }).getByRole('button', { name: 'Buy' }).click();
    await page
      .getByRole('dialog', { name: 'Test payment (no money is taken)' })
      .getByRole('button', { name: 'Complete test payment' })
      .click();
    await page.getByRole('region', { name: 'Payment successful' }).waitFor();

    await tryToBook();
    await page.getByText('Appointment Confirmed!').waitFor();
    await member.context.close();
  });
});

// The same purchase through Razorpay: the server talks to the local stand-in of Razorpay's API
// (RAZORPAY_API_URL), and the browser's request for Checkout's script is answered with a small
// fake Checkout that "pays" the order on the stand-in and hands the page the signed answer.
describe('payments journey with Razorpay (stand-in)', { timeout: 120_000 }, () => {
  let server: RunningServer;
  let browser: Browser;
  let standIn: RazorpayStandIn;

  beforeAll(async () => {
    standIn = await startRazorpayStandIn();
    server = await startServer(standIn.env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await standIn?.close();
  });

  const FAKE_CHECKOUT = `
    window.Razorpay = function (options) { this.options = options; window.__rzpOpened = (window.__rzpOpened || []).concat([options]); };
    window.Razorpay.prototype.on = function () {};
    window.Razorpay.prototype.open = function () {
      var options = this.options;
      window.__rzpPay(options.order_id).then(function (answer) { options.handler(answer); });
    };`;

  it('a member pays with Razorpay Checkout (loaded once, on the paying page only); the payment is verified and invoiced', async () => {
    const coach = await newPage(browser, server.baseUrl);
    const { token: coachToken } = await signInAsAdmin(coach.page, server.baseUrl);
    await coach.context.close();
    const plan = await fetch(`${server.baseUrl}/api/admin/subscriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${coachToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Razorpay Monthly', description: 'Paid online', price: 12, durationDays: 30 }),
    });
    expect(plan.status).toBe(201);

    const member = await newPage(browser, server.baseUrl);
    await signInAsNewMember(member.page, server.baseUrl, 'Online Payer');
    const { page } = member;
    const scriptRequests: string[] = [];
    await page.route('https://checkout.razorpay.com/**', async (route) => {
      scriptRequests.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_CHECKOUT });
    });
    await page.exposeFunction('__rzpPay', (orderId: string) => {
      const payment = standIn.pay(orderId);
      return standIn.checkoutAnswer(orderId, payment.id);
    });

    await page.goto('/dashboard');
    await page.locator('h1').first().waitFor();
    await page.goto('/subscriptions');
    const card = page.getByRole('article', { name: 'Razorpay Monthly' });
    await card.getByRole('button', { name: 'Buy' }).waitFor();
    expect(scriptRequests).toEqual([]);

    await card.getByRole('button', { name: 'Buy' }).click();
    const receipt = page.getByRole('region', { name: 'Payment successful' });
    await receipt.getByText(/You paid ₹996 for Razorpay Monthly\. Invoice /).waitFor();
    expect(scriptRequests).toEqual(['https://checkout.razorpay.com/v1/checkout.js']);
    const opened = (await page.evaluate(() => (window as unknown as { __rzpOpened: Record<string, unknown>[] }).__rzpOpened)) ?? [];
    expect(opened[0]).toMatchObject({ key: standIn.env.RAZORPAY_KEY_ID, amount: 99600, currency: 'INR' });
    expect([...standIn.orders.keys()]).toContain(opened[0]!.order_id);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      receipt.getByRole('button', { name: /^Download invoice/ }).click(),
    ]);
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    // Renewing opens Checkout again without fetching its script a second time.
    await receipt.getByRole('button', { name: 'Close' }).click();
    await card.getByRole('button', { name: 'Renew' }).click();
    await page.getByRole('region', { name: 'Payment successful' }).waitFor();
    expect(scriptRequests).toHaveLength(1);

    const history = (await page.evaluate(async () => {
      const res = await fetch('/api/payments', { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
      return res.json();
    })) as { status: string; provider: string }[];
    expect(history.map((p) => [p.status, p.provider])).toEqual([
      ['paid', 'razorpay'],
      ['paid', 'razorpay'],
    ]);
    await member.context.close();
  });
});
