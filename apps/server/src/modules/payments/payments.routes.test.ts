// Payments with the dev provider (a server without Razorpay keys): checkout, completion,
// membership, invoices, the coach's view, offline payments, refunds, erasure and export, the
// booking policy's membership rule, and membership reminders.
import { PAYMENT_MESSAGES, financialYearOf } from '@rhythmfit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';
import { createSlot } from '../../../test/coaching-factories.js';
import { eraseAccount } from '../content/index.js';

const DAY = 86_400_000;

describe('payments with the dev provider', () => {
  let ctx: TestContext;
  let admin: UserRow;
  let planId: number;

  beforeAll(async () => {
    ctx = await buildTestApp({}, { notificationJobs: false });
    admin = await ctx.createAdmin();
    const plan = await ctx.request(admin, {
      method: 'POST',
      url: '/api/admin/subscriptions',
      payload: { name: 'Monthly', description: 'One month', price: 12, durationDays: 30 },
    });
    planId = plan.json().id;
  });
  afterAll(() => ctx.close());

  const checkout = (user: UserRow, id = planId, headers: Record<string, string> = {}) =>
    ctx.request(user, { method: 'POST', url: '/api/payments/checkout', payload: { planId: id }, headers });
  const devComplete = (user: UserRow, id: number) => ctx.request(user, { method: 'POST', url: `/api/payments/${id}/dev-complete` });
  async function buy(user: UserRow, id = planId) {
    const started = await checkout(user, id);
    expect(started.statusCode).toBe(201);
    const paid = await devComplete(user, started.json().id);
    expect(paid.statusCode).toBe(200);
    return paid.json();
  }

  it('checks out with the dev provider, pays, and starts a membership', async () => {
    const member = await ctx.createMember();
    expect((await ctx.request(member, { method: 'GET', url: '/api/membership' })).json()).toEqual({
      status: 'none',
      plan: null,
      startsAt: null,
      endsAt: null,
    });
    const started = await checkout(member);
    expect(started.statusCode).toBe(201);
    expect(started.json()).toEqual({
      id: expect.any(Number),
      status: 'created',
      amount: 99600,
      currency: 'INR',
      provider: 'dev',
      razorpay: null,
    });
    const before = Date.now();
    const paid = await devComplete(member, started.json().id);
    expect(paid.statusCode).toBe(200);
    const fy = financialYearOf(new Date());
    expect(paid.json()).toEqual({
      id: started.json().id,
      planId,
      planName: 'Monthly',
      amount: 99600,
      currency: 'INR',
      status: 'paid',
      provider: 'dev',
      paidAt: expect.any(String),
      invoiceNumber: expect.stringMatching(new RegExp(`^RF/${fy}/\\d{4}$`)),
    });
    expect(paid.json().invoiceNumber.length).toBeLessThanOrEqual(16);
    const membership = (await ctx.request(member, { method: 'GET', url: '/api/membership' })).json();
    expect(membership).toMatchObject({ status: 'active', plan: { id: planId, name: 'Monthly' } });
    expect(new Date(membership.startsAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(membership.endsAt).getTime() - new Date(membership.startsAt).getTime()).toBe(30 * DAY);

    // Paying again while active extends from the current end.
    await buy(member);
    const extended = (await ctx.request(member, { method: 'GET', url: '/api/membership' })).json();
    expect(extended.startsAt).toBe(membership.startsAt);
    expect(new Date(extended.endsAt).getTime() - new Date(membership.endsAt).getTime()).toBe(30 * DAY);

    // A second dev-complete is refused.
    expect((await devComplete(member, started.json().id)).statusCode).toBe(409);
  });

  it('answers 401 without a token, 404 for an unknown plan, 400 for a bad body', async () => {
    const member = await ctx.createMember();
    expect((await ctx.request(null, { method: 'POST', url: '/api/payments/checkout', payload: { planId } })).statusCode).toBe(401);
    const unknown = await checkout(member, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PAYMENT_MESSAGES.planNotFound);
    expect((await ctx.request(member, { method: 'POST', url: '/api/payments/checkout', payload: { planId: 'x' } })).statusCode).toBe(400);
    expect((await ctx.request(null, { method: 'GET', url: '/api/payments' })).statusCode).toBe(401);
    expect((await ctx.request(null, { method: 'GET', url: '/api/membership' })).statusCode).toBe(401);
    // A free plan has nothing to pay.
    const free = await ctx.request(admin, { method: 'POST', url: '/api/admin/subscriptions', payload: { name: 'Free trial', price: 0 } });
    const refused = await checkout(member, free.json().id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'plan_free', message: PAYMENT_MESSAGES.planFree });
  });

  it('has no Razorpay: verify is refused and webhooks are not configured', async () => {
    const member = await ctx.createMember();
    const open = (await checkout(member)).json();
    const verify = await ctx.request(member, {
      method: 'POST',
      url: `/api/payments/${open.id}/verify`,
      payload: { razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: 'sig' },
    });
    expect(verify.statusCode).toBe(409);
    const missing = await ctx.request(member, { method: 'POST', url: `/api/payments/${open.id}/verify`, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('razorpay_order_id is required');
    const hook = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/razorpay',
      payload: '{"event":"payment.captured"}',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'x' },
    });
    expect(hook.statusCode).toBe(400);
    expect(hook.json().code).toBe('webhook_not_configured');
    expect((await ctx.request(member, { method: 'GET', url: `/api/payments/${open.id}` })).json().status).toBe('created');
  });

  it('a replayed checkout (same Idempotency-Key) answers the same payment and makes no second one', async () => {
    const member = await ctx.createMember();
    const headers = { 'idempotency-key': 'checkout-key-0001' };
    const first = await checkout(member, planId, headers);
    const again = await checkout(member, planId, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const rows = await ctx.db.selectFrom('payments').select('id').where('user_id', '=', member.id).execute();
    expect(rows).toHaveLength(1);
  });

  it("lists only the member's own payments; another's is 404", async () => {
    const member = await ctx.createMember();
    const other = await ctx.createMember();
    const paid = await buy(member);
    const open = (await checkout(member)).json();
    const list = await ctx.request(member, { method: 'GET', url: '/api/payments' });
    expect(list.json().map((p: { id: number }) => p.id)).toEqual([open.id, paid.id]);
    expect(list.json()[0]).toEqual({
      id: open.id,
      planId,
      planName: 'Monthly',
      amount: 99600,
      currency: 'INR',
      status: 'created',
      provider: 'dev',
      paidAt: null,
      invoiceNumber: null,
    });
    expect((await ctx.request(member, { method: 'GET', url: `/api/payments/${paid.id}` })).json()).toEqual(paid);
    expect((await ctx.request(other, { method: 'GET', url: `/api/payments/${paid.id}` })).statusCode).toBe(404);
    expect((await ctx.request(other, { method: 'GET', url: '/api/payments' })).json()).toEqual([]);
    expect((await devComplete(other, open.id)).statusCode).toBe(404);
    expect((await ctx.request(other, { method: 'GET', url: `/api/payments/${paid.id}/invoice` })).statusCode).toBe(404);
  });

  it('answers the invoice as a PDF to its member and to a coach; none before it is paid', async () => {
    const member = await ctx.createMember({ name: 'Asha Rao' });
    const paid = await buy(member);
    for (const user of [member, admin]) {
      const pdf = await ctx.request(user, { method: 'GET', url: `/api/payments/${paid.id}/invoice` });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toContain(paid.invoiceNumber.replace(/\//g, '-'));
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // No GSTIN set: a receipt, titled with its number.
      expect(pdf.rawPayload.toString('latin1')).toContain(`Receipt ${paid.invoiceNumber}`);
    }
    const open = (await checkout(member)).json();
    const early = await ctx.request(member, { method: 'GET', url: `/api/payments/${open.id}/invoice` });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(PAYMENT_MESSAGES.invoiceNotReady);
  });

  describe('the coach', () => {
    it('records a payment taken outside the app: paid at once, membership and invoice', async () => {
      const member = await ctx.createMember({ name: 'Ravi Kumar' });
      const recorded = await ctx.request(admin, {
        method: 'POST',
        url: '/api/admin/payments',
        payload: { userId: member.id, planId, method: 'upi', reference: 'UPI-REF-123' },
      });
      expect(recorded.statusCode).toBe(201);
      expect(recorded.json()).toMatchObject({
        userId: member.id,
        memberName: 'Ravi Kumar',
        memberMobile: member.mobile,
        planName: 'Monthly',
        amount: 99600,
        status: 'paid',
        provider: 'offline',
        method: 'upi',
        reference: 'UPI-REF-123',
        invoiceNumber: expect.stringMatching(/^RF\//),
        problem: null,
      });
      expect((await ctx.request(member, { method: 'GET', url: '/api/membership' })).json().status).toBe('active');
      const notified = await ctx.db.selectFrom('notifications').select('kind').where('user_id', '=', member.id).execute();
      expect(notified.map((n) => n.kind)).toEqual(['payment_received']);
      const coach = await ctx.db
        .selectFrom('notifications')
        .select('body')
        .where('user_id', '=', admin.id)
        .where('kind', '=', 'coach_payment_received')
        .execute();
      expect(coach.some((n) => n.body.startsWith('Ravi Kumar paid ₹996'))).toBe(true);
    });

    it('refuses offline payments for unknown members or plans and bad methods', async () => {
      const member = await ctx.createMember();
      const post = (payload: object) => ctx.request(admin, { method: 'POST', url: '/api/admin/payments', payload });
      expect((await post({ userId: 999_999, planId, method: 'cash' })).statusCode).toBe(404);
      expect((await post({ userId: admin.id, planId, method: 'cash' })).statusCode).toBe(404);
      expect((await post({ userId: member.id, planId: 999_999, method: 'cash' })).statusCode).toBe(404);
      const bad = await post({ userId: member.id, planId, method: 'cheque' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('method must be upi, cash or bank');
    });

    it('refunds a payment: credit note, status refunded, its period off the membership', async () => {
      const member = await ctx.createMember();
      const first = await buy(member);
      const second = await buy(member);
      const before = (await ctx.request(member, { method: 'GET', url: '/api/membership' })).json();
      const refunded = await ctx.request(admin, {
        method: 'POST',
        url: `/api/admin/payments/${first.id}/refund`,
        payload: { reason: 'Moved away' },
      });
      expect(refunded.statusCode).toBe(200);
      expect(refunded.json()).toMatchObject({
        status: 'refunded',
        refundReason: 'Moved away',
        creditNoteNumber: expect.stringMatching(/^RF\/CN\/\d{4}\/\d{4}$/),
        invoiceNumber: first.invoiceNumber,
        refundedAt: expect.any(String),
      });
      const after = (await ctx.request(member, { method: 'GET', url: '/api/membership' })).json();
      expect(after.status).toBe('active');
      // About 30 days less (the refunded period was hardly used).
      const removed = new Date(before.endsAt).getTime() - new Date(after.endsAt).getTime();
      expect(removed).toBeGreaterThan(30 * DAY - 60_000);
      expect(removed).toBeLessThanOrEqual(30 * DAY);
      // Refunding the other one ends the membership.
      expect((await ctx.request(admin, { method: 'POST', url: `/api/admin/payments/${second.id}/refund` })).statusCode).toBe(200);
      expect((await ctx.request(member, { method: 'GET', url: '/api/membership' })).json().status).not.toBe('active');
      const again = await ctx.request(admin, { method: 'POST', url: `/api/admin/payments/${first.id}/refund`, payload: {} });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('not_refundable');
      expect((await ctx.request(admin, { method: 'POST', url: '/api/admin/payments/999999/refund', payload: {} })).statusCode).toBe(404);
      // The refunded invoice still downloads.
      expect((await ctx.request(member, { method: 'GET', url: `/api/payments/${first.id}/invoice` })).statusCode).toBe(200);
      expect((await ctx.request(member, { method: 'GET', url: `/api/payments/${first.id}` })).json().status).toBe('refunded');
    });

    it('lists payments with filters, pages and a CSV download', async () => {
      const member = await ctx.createMember({ name: 'Zoya Filterable' });
      const paid = await buy(member);
      const open = (await checkout(member)).json();
      const list = (query: string, user: UserRow = admin) => ctx.request(user, { method: 'GET', url: `/api/admin/payments${query}` });
      const byName = await list('?q=zoya%20filter');
      expect(byName.statusCode).toBe(200);
      expect(byName.json()).toMatchObject({ total: 2, page: 1, pageSize: 50 });
      expect(byName.json().items.map((p: { id: number }) => p.id)).toEqual([open.id, paid.id]);
      expect((await list(`?q=${member.mobile.slice(2, 9)}`)).json().total).toBe(2);
      expect((await list('?q=zoya&status=paid')).json().items.map((p: { id: number }) => p.id)).toEqual([paid.id]);
      const today = new Date().toISOString().slice(0, 10);
      expect((await list(`?q=zoya&from=2000-01-01&to=2000-12-31`)).json().total).toBe(0);
      expect((await list(`?q=zoya&from=${today}`)).json().total).toBeGreaterThanOrEqual(1);
      expect((await list('?q=zoya&pageSize=1&page=2')).json().items.map((p: { id: number }) => p.id)).toEqual([paid.id]);
      expect((await list('?status=lost')).statusCode).toBe(400);
      expect((await list('?from=2026-02-30')).statusCode).toBe(400);

      const csv = await list('?q=zoya&format=csv');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = csv.body.trim().split('\r\n');
      expect(lines[0]).toBe(
        'id,createdAt,paidAt,memberName,memberMobile,planName,amountRupees,currency,status,provider,method,reference,invoiceNumber,periodStart,periodEnd,refundedAt,creditNoteNumber,problem',
      );
      expect(lines).toHaveLength(3);
      expect(lines[2]).toContain(`${paid.id},`);
      expect(lines[2]).toContain(',Zoya Filterable,');
      expect(lines[2]).toContain(',996.00,INR,paid,dev,');
      const byAccept = await ctx.request(admin, { method: 'GET', url: '/api/admin/payments?q=zoya', headers: { accept: 'text/csv' } });
      expect(byAccept.headers['content-type']).toBe('text/csv; charset=utf-8');
    });

    it('a CSV cell that looks like a formula is defused', async () => {
      const member = await ctx.createMember({ name: '=HYPERLINK("x")' });
      await buy(member);
      const csv = await ctx.request(admin, { method: 'GET', url: `/api/admin/payments?format=csv&q=${member.mobile}` });
      expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    });

    it('sums revenue this month, counts active members and memberships ending within 7 days', async () => {
      const summary = async () => (await ctx.request(admin, { method: 'GET', url: '/api/admin/payments/summary' })).json();
      const before = await summary();
      const member = await ctx.createMember();
      await buy(member);
      const week = await ctx.request(admin, {
        method: 'POST',
        url: '/api/admin/subscriptions',
        payload: { name: 'Week', price: 2, durationDays: 5 },
      });
      const shortMember = await ctx.createMember();
      await buy(shortMember, week.json().id);
      const after = await summary();
      expect(after.revenueThisMonth - before.revenueThisMonth).toBe(99600 + 16600);
      expect(after.revenueLastMonth).toBe(before.revenueLastMonth);
      expect(after.activeMembers - before.activeMembers).toBe(2);
      expect(after.endingIn7Days - before.endingIn7Days).toBe(1);
    });

    it('members get 403 on every coach route', async () => {
      const member = await ctx.createMember();
      const paid = await buy(member);
      const calls = [
        { method: 'GET' as const, url: '/api/admin/payments' },
        { method: 'GET' as const, url: '/api/admin/payments/summary' },
        { method: 'POST' as const, url: '/api/admin/payments', payload: { userId: member.id, planId, method: 'cash' } },
        { method: 'POST' as const, url: `/api/admin/payments/${paid.id}/refund`, payload: {} },
      ];
      for (const call of calls) {
        expect((await ctx.request(member, call)).statusCode).toBe(403);
        expect((await ctx.request(null, call)).statusCode).toBe(401);
      }
    });
  });

  it('erasure keeps the payment and its invoice number without the name and mobile; the export has them', async () => {
    const member = await ctx.createMember({ name: 'Erase Me' });
    const paid = await buy(member);
    const exported = await ctx.request(member, { method: 'GET', url: '/api/account/export' });
    expect(exported.json().payments).toEqual([
      expect.objectContaining({ id: paid.id, invoice_number: paid.invoiceNumber, billing_name: 'Erase Me', amount_paise: 99600 }),
    ]);
    const asked = await ctx.request(member, {
      method: 'POST',
      url: '/api/delete-account-request',
      payload: { mobile: member.mobile, reason: 'Moving on' },
    });
    expect(asked.statusCode).toBe(201);
    expect(await eraseAccount({ db: ctx.db, uploadsDir: ctx.config.uploadsDir, memberData: ctx.app.memberData }, member.id)).toBe(true);
    const row = await ctx.db.selectFrom('payments').selectAll().where('id', '=', paid.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'paid',
      invoice_number: paid.invoiceNumber,
      billing_name: null,
      billing_mobile: null,
      amount_paise: 99600,
    });
    const coachView = await ctx.request(admin, { method: 'GET', url: `/api/admin/payments?status=paid&pageSize=200` });
    const listed = coachView.json().items.find((p: { id: number }) => p.id === paid.id);
    expect(listed).toMatchObject({ memberName: null, memberMobile: null, invoiceNumber: paid.invoiceNumber });
    expect((await ctx.request(admin, { method: 'GET', url: `/api/payments/${paid.id}/invoice` })).statusCode).toBe(200);
  });

  it('with requireActiveMembership on, booking needs an active membership (409 membership_required)', async () => {
    const policy = (await ctx.request(admin, { method: 'GET', url: '/api/admin/booking-policy' })).json();
    expect(policy.requireActiveMembership).toBe(false);
    const member = await ctx.createMember();
    const slot = await createSlot(ctx.db, { time: '11:00' });
    const book = () => ctx.request(member, { method: 'POST', url: '/api/bookings', payload: { date: slot.date, time: slot.time } });
    const saved = await ctx.request(admin, {
      method: 'PUT',
      url: '/api/admin/booking-policy',
      payload: { ...policy, requireActiveMembership: true },
    });
    expect(saved.json().requireActiveMembership).toBe(true);
    try {
      // A client that does not know the setting (sends the numbers only) leaves it as it is.
      const { requireActiveMembership: _left, ...numbers } = policy;
      const older = await ctx.request(admin, { method: 'PUT', url: '/api/admin/booking-policy', payload: numbers });
      expect(older.statusCode).toBe(200);
      expect(older.json().requireActiveMembership).toBe(true);
      const bad = await ctx.request(admin, {
        method: 'PUT',
        url: '/api/admin/booking-policy',
        payload: { ...policy, requireActiveMembership: 'yes' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('requireActiveMembership must be true or false');
      const refused = await book();
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ code: 'membership_required', message: PAYMENT_MESSAGES.membershipRequired });
      await buy(member);
      expect((await book()).statusCode).toBe(201);
    } finally {
      await ctx.request(admin, { method: 'PUT', url: '/api/admin/booking-policy', payload: { ...policy, requireActiveMembership: false } });
    }
    // Off again: a member without a membership books as before.
    const other = await ctx.createMember();
    const free = await createSlot(ctx.db, { time: '12:00' });
    expect(
      (await ctx.request(other, { method: 'POST', url: '/api/bookings', payload: { date: free.date, time: free.time } })).statusCode,
    ).toBe(201);
  });

  it('reminds 7 days and 1 day before the end, and when it ended, each once', async () => {
    const member = await ctx.createMember();
    await buy(member);
    const { endsAt } = (await ctx.request(member, { method: 'GET', url: '/api/membership' })).json();
    const end = new Date(endsAt).getTime();
    const kinds = async () =>
      (await ctx.db.selectFrom('notifications').select(['kind', 'body']).where('user_id', '=', member.id).orderBy('id').execute()).filter(
        (n) => n.kind.startsWith('membership_'),
      );
    await ctx.app.payments.runDue(new Date(end - 10 * DAY));
    expect(await kinds()).toEqual([]);
    await ctx.app.payments.runDue(new Date(end - 6 * DAY));
    await ctx.app.payments.runDue(new Date(end - 5 * DAY));
    expect((await kinds()).map((n) => n.kind)).toEqual(['membership_ending']);
    await ctx.app.payments.runDue(new Date(end - DAY / 2));
    await ctx.app.payments.runDue(new Date(end - DAY / 4));
    expect((await kinds()).map((n) => n.kind)).toEqual(['membership_ending', 'membership_ending']);
    await ctx.app.payments.runDue(new Date(end + 60_000));
    await ctx.app.payments.runDue(new Date(end + 120_000));
    const all = await kinds();
    expect(all.map((n) => n.kind)).toEqual(['membership_ending', 'membership_ending', 'membership_ended']);
    // Dates, never amounts (these may travel by SMS and WhatsApp).
    for (const n of all) expect(n.body).not.toMatch(/₹|\d{3,}\.\d{2}/);
    expect((await ctx.request(member, { method: 'GET', url: '/api/membership' })).json().status).toBe('active');
  });

  it('a deleted plan leaves its payments with their plan name', async () => {
    const plan = await ctx.request(admin, { method: 'POST', url: '/api/admin/subscriptions', payload: { name: 'Gone', price: 1 } });
    const member = await ctx.createMember();
    const paid = await buy(member, plan.json().id);
    expect((await ctx.request(admin, { method: 'DELETE', url: `/api/admin/subscriptions/${plan.json().id}` })).statusCode).toBe(200);
    const after = (await ctx.request(member, { method: 'GET', url: `/api/payments/${paid.id}` })).json();
    expect(after).toMatchObject({ id: paid.id, planId: null, planName: 'Gone', status: 'paid', invoiceNumber: paid.invoiceNumber });
    expect((await ctx.request(member, { method: 'GET', url: '/api/membership' })).json()).toMatchObject({
      status: 'active',
      plan: { id: null, name: 'Gone' },
    });
  });

  it('plans carry durationDays into the payment period', async () => {
    const plan = await ctx.request(admin, {
      method: 'POST',
      url: '/api/admin/subscriptions',
      payload: { name: 'Quarter', price: 30, durationDays: 90 },
    });
    const member = await ctx.createMember();
    await buy(member, plan.json().id);
    const m = (await ctx.request(member, { method: 'GET', url: '/api/membership' })).json();
    expect(new Date(m.endsAt).getTime() - new Date(m.startsAt).getTime()).toBe(90 * DAY);
    expect(m.plan).toEqual({ id: plan.json().id, name: 'Quarter' });
  });
});

describe('membership reminders on their schedule', () => {
  let ctx: TestContext;
  afterAll(() => ctx.close());

  it('the scheduled tick (leader only) tells a member whose membership ends in 3 days', async () => {
    ctx = await buildTestApp({ JOBS_POLL_MS: '100' });
    const member = await ctx.createMember();
    const now = Date.now();
    await ctx.db
      .insertInto('payments')
      .values({
        user_id: member.id,
        plan_id: null,
        plan_name: 'Monthly',
        duration_days: 30,
        amount_paise: 99600,
        status: 'paid',
        provider: 'offline',
        method: 'cash',
        invoice_number: 'RF/TEST/0001',
        paid_at: new Date(now - 27 * DAY).toISOString(),
        period_start: new Date(now - 27 * DAY).toISOString(),
        period_end: new Date(now + 3 * DAY).toISOString(),
        created_at: new Date(now - 27 * DAY).toISOString(),
        updated_at: new Date(now - 27 * DAY).toISOString(),
      })
      .execute();
    const ending = async () =>
      ctx.db
        .selectFrom('notifications')
        .select(['kind', 'title'])
        .where('user_id', '=', member.id)
        .where('kind', '=', 'membership_ending')
        .execute();
    for (let i = 0; i < 50 && (await ending()).length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await ending()).toEqual([{ kind: 'membership_ending', title: 'Membership ending soon' }]);
    // Later ticks do not repeat it.
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await ending()).toHaveLength(1);
  });
});

describe('invoice numbers under load', () => {
  let ctx: TestContext;
  afterAll(() => ctx.close());

  it('50 payments completing at once are numbered 1 to 50: no gaps, no repeats', async () => {
    ctx = await buildTestApp({}, { notificationJobs: false });
    const admin = await ctx.createAdmin();
    const plan = (
      await ctx.request(admin, { method: 'POST', url: '/api/admin/subscriptions', payload: { name: 'Load', price: 12 } })
    ).json();
    const members = await Promise.all(Array.from({ length: 50 }, () => ctx.createMember()));
    const started = await Promise.all(
      members.map((m) => ctx.request(m, { method: 'POST', url: '/api/payments/checkout', payload: { planId: plan.id } })),
    );
    const paid = await Promise.all(
      members.map((m, i) => ctx.request(m, { method: 'POST', url: `/api/payments/${started[i]!.json().id}/dev-complete` })),
    );
    expect(paid.map((p) => p.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
    const fy = financialYearOf(new Date());
    const numbers = paid.map((p) => p.json().invoiceNumber as string).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `RF/${fy}/${String(i + 1).padStart(4, '0')}`));
  });

  it("one member's payments completing at once line up one after another", async () => {
    const admin = await ctx.createAdmin();
    const plan = (
      await ctx.request(admin, { method: 'POST', url: '/api/admin/subscriptions', payload: { name: 'Stack', price: 12 } })
    ).json();
    const member = await ctx.createMember();
    const started = [];
    for (let i = 0; i < 5; i += 1)
      started.push((await ctx.request(member, { method: 'POST', url: '/api/payments/checkout', payload: { planId: plan.id } })).json().id);
    await Promise.all(started.map((id) => ctx.request(member, { method: 'POST', url: `/api/payments/${id}/dev-complete` })));
    const periods = await ctx.db
      .selectFrom('payments')
      .select(['period_start', 'period_end'])
      .where('user_id', '=', member.id)
      .orderBy('period_start')
      .execute();
    for (let i = 1; i < periods.length; i += 1) expect(periods[i]!.period_start).toBe(periods[i - 1]!.period_end);
    const m = (await ctx.request(member, { method: 'GET', url: '/api/membership' })).json();
    expect(new Date(m.endsAt).getTime() - new Date(m.startsAt).getTime()).toBe(5 * 30 * DAY);
  });
});
