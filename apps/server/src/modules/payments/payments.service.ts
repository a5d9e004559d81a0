// Payments and memberships. A membership is not stored: it is the member's chain of paid periods,
// each set once when its payment is paid (from the end of the current membership, or from the
// payment time when there is none). Every state change is one conditional UPDATE (created → paid,
// paid → refunded): whichever of verify, a webhook or a replay gets there first assigns the invoice
// or credit note number and sends the notifications; the others find the work done.
import {
  MEMBERSHIP_ENDING_SOON_DAYS,
  PAYMENT_CURRENCY,
  PAYMENT_MESSAGES,
  financialYearOf,
  formatCreditNoteNumber,
  formatInvoiceNumber,
  isoDateInZone,
  planAmountPaise,
  shiftIsoDate,
  wallClockToInstant,
  type CheckoutResponse,
  type Membership,
  type OfflinePaymentMethod,
  type PaymentSummary,
  type VerifyPaymentBody,
} from '@rhythmfit/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/config.js';
import { inTransaction, type DB } from '../../db/database.js';
import type { PaymentRow } from '../../db/schema.js';
import type { LeaderLock } from '../../lib/leader-lock.js';
import { BadRequestError, ConflictError, NotFoundError, ServiceUnavailableError, isUniqueViolation } from '../../lib/errors.js';
import type { NotificationService } from '../notifications/index.js';
import * as notices from './payments.notices.js';
import {
  activeMemberships,
  claimNotice,
  countPayments,
  findPayment,
  findPaymentByOrder,
  findPaymentByProviderPayment,
  forgetWebhookEvent,
  insertPayment,
  latestPeriodEnd,
  listMemberPayments,
  listPayments,
  nextNumber,
  paidPeriods,
  recentlyEndedMemberships,
  rememberWebhookEvent,
  revenueBetween,
  transition,
  updatePayment,
  type PaymentFilter,
} from './payments.repository.js';
import {
  RazorpayRefusedError,
  RazorpayUnavailableError,
  isValidPaymentSignature,
  isValidWebhookSignature,
  type RazorpayClient,
  type RazorpayPayment,
} from './razorpay.client.js';

const DAY_MS = 86_400_000;
/** "Membership ended" is told only for ends this recent (a restart after weeks does not flood). */
const ENDED_LOOKBACK_MS = 2 * DAY_MS;
const CREDIT_NOTE_SERIES = (fy: string) => `CN-${fy}`;

interface Deps {
  db: DB;
  config: Pick<AppConfig, 'payments' | 'businessTimeZone' | 'jobsPollMs'>;
  notifications: NotificationService;
  locks: LeaderLock;
  log: FastifyBaseLogger;
  razorpay: RazorpayClient | null;
  now?: () => Date;
  /** Told after every reminder tick (metrics). */
  onTick?: (outcome: 'ok' | 'error') => void;
}

interface Completion {
  providerPaymentId?: string | null;
}

/**
 * Where a write runs: its database (a keyed idempotent request's transaction, which also stores the
 * answer) and what runs once that has committed. Outside a request: the service's own database.
 */
export interface PaymentWriter {
  db: DB;
  afterCommit(work: () => unknown): Promise<void>;
}

/** A Razorpay order made for a checkout, before anything of it is written (see checkout()). */
export interface PreparedCheckout {
  userId: number;
  planId: number;
  orderId: string | null;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

export function createPaymentsService(deps: Deps) {
  const { db, config, notifications, log, razorpay } = deps;
  const payments = config.payments;
  const clock = deps.now ?? (() => new Date());
  let stopSchedule: (() => Promise<void>) | null = null;
  /** The service writing on its own (webhooks, verify, jobs): its database, live events right after. */
  const direct: PaymentWriter = {
    db,
    afterCommit: async (work) => {
      await work();
    },
  };

  async function ownPayment(userId: number, id: number): Promise<PaymentRow> {
    const row = await findPayment(db, id);
    if (!row || row.user_id !== userId) throw new NotFoundError(PAYMENT_MESSAGES.paymentNotFound);
    return row;
  }

  async function anyPayment(id: number): Promise<PaymentRow> {
    const row = await findPayment(db, id);
    if (!row) throw new NotFoundError(PAYMENT_MESSAGES.paymentNotFound);
    return row;
  }

  async function planOf(planId: number, executor: DB = db) {
    const plan = await executor.selectFrom('subscription_plans').selectAll().where('id', '=', planId).executeTakeFirst();
    if (!plan) throw new NotFoundError(PAYMENT_MESSAGES.planNotFound);
    return plan;
  }

  async function memberOf(userId: number, executor: DB = db) {
    const user = await executor
      .selectFrom('users')
      .select(['id', 'name', 'mobile', 'state', 'role', 'deleted'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user || user.deleted || user.role !== 'USER') throw new NotFoundError(PAYMENT_MESSAGES.memberNotFound);
    return user;
  }

  /** A new payment row (status created) for a member and plan, with the plan and billing snapshot. */
  async function createPayment(
    userId: number,
    planId: number,
    provider: 'razorpay' | 'dev' | 'offline',
    extra: Partial<PaymentRow> = {},
    executor: DB = db,
  ) {
    const plan = await planOf(planId, executor);
    const user = await executor.selectFrom('users').select(['name', 'mobile', 'state']).where('id', '=', userId).executeTakeFirstOrThrow();
    const stamp = clock().toISOString();
    return insertPayment(executor, {
      user_id: userId,
      plan_id: plan.id,
      plan_name: plan.name,
      duration_days: Number(plan.duration_days),
      amount_paise: planAmountPaise(Number(plan.price)),
      currency: PAYMENT_CURRENCY,
      status: 'created',
      provider,
      billing_name: user.name,
      billing_mobile: user.mobile,
      billing_state: user.state ?? null,
      created_at: stamp,
      updated_at: stamp,
      ...extra,
    });
  }

  /**
   * created → paid, once. The winner takes the next invoice number of the financial year (the
   * counter's row lock also queues completions on PostgreSQL, so the member's latest period end
   * read next is the committed one) and sets the period. Answers the row and whether this call won.
   */
  async function complete(
    paymentId: number,
    completion: Completion = {},
    writer: PaymentWriter = direct,
  ): Promise<{ row: PaymentRow; won: boolean }> {
    const paidAt = clock();
    const stamp = paidAt.toISOString();
    let told: Awaited<ReturnType<NotificationService['record']>> = [];
    let won = false;
    try {
      won = await inTransaction(writer.db, async (trx) => {
        const moved = await transition(trx, paymentId, 'created', {
          status: 'paid',
          paid_at: stamp,
          problem: null,
          updated_at: stamp,
          ...(completion.providerPaymentId ? { provider_payment_id: completion.providerPaymentId } : {}),
        });
        if (!moved) return false;
        const row = (await findPayment(trx, paymentId))!;
        const fy = financialYearOf(paidAt);
        const invoiceNumber = formatInvoiceNumber(payments.invoicePrefix, fy, await nextNumber(trx, fy));
        const currentEnd = row.user_id === null ? null : await latestPeriodEnd(trx, row.user_id, row.id);
        const start = currentEnd && currentEnd > stamp ? new Date(currentEnd) : paidAt;
        const end = new Date(start.getTime() + Number(row.duration_days) * DAY_MS);
        await updatePayment(trx, row.id, {
          invoice_number: invoiceNumber,
          period_start: start.toISOString(),
          period_end: end.toISOString(),
        });
        // The member and the coaches are told in the same transaction: paid once, told once.
        const paid = (await findPayment(trx, paymentId))!;
        told = await notifications.record(trx, [
          notices.paymentReceived(paid, config.businessTimeZone),
          notices.coachPaymentReceived(paid),
        ]);
        return true;
      });
    } catch (error) {
      // The same Razorpay payment attached to another of our payments: it pays only one.
      if (isUniqueViolation(error)) throw new ConflictError(PAYMENT_MESSAGES.alreadyCompleted, 'payment_already_used');
      throw error;
    }
    const row = (await findPayment(writer.db, paymentId))!;
    const rows = told;
    if (rows.length > 0) await writer.afterCommit(() => notifications.fanOut(rows));
    return { row, won };
  }

  /**
   * paid → refunded, once: a credit note number, and the refunded period taken off the membership
   * (what was not used of it; periods after it move earlier by as much).
   */
  async function markRefunded(paymentId: number, reason: string | null, refundId: string | null): Promise<boolean> {
    const now = clock();
    const stamp = now.toISOString();
    return db.transaction().execute(async (trx) => {
      const moved = await transition(trx, paymentId, 'paid', {
        status: 'refunded',
        refunded_at: stamp,
        refund_reason: reason,
        updated_at: stamp,
        ...(refundId ? { provider_refund_id: refundId } : {}),
      });
      if (!moved) return false;
      const row = (await findPayment(trx, paymentId))!;
      const fy = financialYearOf(now);
      const creditNote = formatCreditNoteNumber(payments.invoicePrefix, fy, await nextNumber(trx, CREDIT_NOTE_SERIES(fy)));
      await updatePayment(trx, row.id, { credit_note_number: creditNote });
      if (row.user_id !== null && row.period_start && row.period_end) {
        const start = Math.max(new Date(row.period_start).getTime(), now.getTime());
        const unused = Math.max(0, new Date(row.period_end).getTime() - start);
        if (unused > 0) {
          for (const later of await paidPeriods(trx, row.user_id)) {
            if (!later.period_start || !later.period_end || later.period_start < row.period_end) continue;
            await updatePayment(trx, later.id, {
              period_start: new Date(new Date(later.period_start).getTime() - unused).toISOString(),
              period_end: new Date(new Date(later.period_end).getTime() - unused).toISOString(),
              updated_at: stamp,
            });
          }
        }
      }
      return true;
    });
  }

  /** Notes why an online payment was not accepted, for the coach; it stays unpaid. */
  async function recordProblem(row: PaymentRow, problem: string): Promise<void> {
    log.warn({ paymentId: row.id, problem }, 'payment not accepted');
    await db
      .updateTable('payments')
      .set({ problem, updated_at: clock().toISOString() })
      .where('id', '=', row.id)
      .where('status', '=', 'created')
      .execute();
  }

  function mismatch(row: PaymentRow, payment: RazorpayPayment): string | null {
    if (payment.currency !== PAYMENT_CURRENCY)
      return `Paid in ${payment.currency}, expected ${PAYMENT_CURRENCY} (Razorpay payment ${payment.id})`;
    if (Number(payment.amount) !== Number(row.amount_paise))
      return `Paid ${payment.amount} paise, expected ${row.amount_paise} (Razorpay payment ${payment.id})`;
    return null;
  }

  function razorpayOrFail(): RazorpayClient {
    if (!razorpay) throw new ConflictError(PAYMENT_MESSAGES.notPayable, 'provider_unavailable');
    return razorpay;
  }

  function unavailable(error: unknown): never {
    if (error instanceof RazorpayUnavailableError)
      throw new ServiceUnavailableError(PAYMENT_MESSAGES.providerUnavailable, 30, 'provider_unavailable');
    throw error;
  }

  // ---------- member ----------

  /**
   * A checkout's work outside the database, done BEFORE its atomic phase (issue 40): the plan is
   * checked and, with Razorpay, the order made. Nothing is written here but a failed attempt's row
   * (a problem for the coach to see). A retry after a crash repeats only this: one more unpaid
   * order on Razorpay, which nobody can pay (its id was never answered), never a second payment.
   */
  async function prepareCheckout(userId: number, planId: number): Promise<PreparedCheckout> {
    const plan = await planOf(planId);
    const amount = planAmountPaise(Number(plan.price));
    if (amount <= 0) throw new ConflictError(PAYMENT_MESSAGES.planFree, 'plan_free');
    if (payments.provider !== 'razorpay') return { userId, planId, orderId: null };
    try {
      const order = await razorpayOrFail().createOrder({
        amount,
        currency: PAYMENT_CURRENCY,
        receipt: `member-${userId}-plan-${planId}`,
        notes: { userId: String(userId), planId: String(planId) },
      });
      return { userId, planId, orderId: order.id };
    } catch (error) {
      const row = await createPayment(userId, planId, 'razorpay');
      await updatePayment(db, row.id, { status: 'failed', problem: 'Razorpay order not created', updated_at: clock().toISOString() });
      // A refusal here (wrong keys, an inactive account) is the operator's to fix: logged, and a 503 for the member.
      log.error({ paymentId: row.id, reason: (error as Error).message }, 'Razorpay order not created');
      if (error instanceof RazorpayRefusedError)
        throw new ServiceUnavailableError(PAYMENT_MESSAGES.providerUnavailable, 30, 'provider_unavailable');
      unavailable(error);
    }
  }

  /** The checkout's atomic phase: the payment row (with its order) written with `executor`. */
  async function checkout(prepared: PreparedCheckout, executor: DB = db): Promise<CheckoutResponse> {
    const row = await createPayment(
      prepared.userId,
      prepared.planId,
      payments.provider,
      prepared.orderId ? { provider_order_id: prepared.orderId } : {},
      executor,
    );
    return {
      id: row.id,
      status: 'created',
      amount: Number(row.amount_paise),
      currency: PAYMENT_CURRENCY,
      provider: payments.provider,
      razorpay: prepared.orderId && payments.razorpay ? { keyId: payments.razorpay.keyId, orderId: prepared.orderId } : null,
    };
  }

  async function verify(userId: number, paymentId: number, body: VerifyPaymentBody): Promise<PaymentRow> {
    const row = await ownPayment(userId, paymentId);
    if (row.provider !== 'razorpay' || !payments.razorpay) throw new ConflictError(PAYMENT_MESSAGES.notPayable, 'not_razorpay');
    // A second verify of the same payment (a retry after a lost answer) answers the paid payment.
    if (row.status === 'paid' && row.provider_payment_id === body.razorpay_payment_id) return row;
    if (row.status !== 'created') throw new ConflictError(PAYMENT_MESSAGES.alreadyCompleted, 'payment_not_open');
    if (body.razorpay_order_id !== row.provider_order_id) throw new BadRequestError(PAYMENT_MESSAGES.wrongOrder, 'wrong_order');
    if (!isValidPaymentSignature(body.razorpay_order_id, body.razorpay_payment_id, body.razorpay_signature, payments.razorpay.keySecret))
      throw new BadRequestError(PAYMENT_MESSAGES.badSignature, 'invalid_signature');
    let payment: RazorpayPayment;
    try {
      payment = await razorpayOrFail().fetchPayment(body.razorpay_payment_id);
    } catch (error) {
      if (error instanceof RazorpayRefusedError) throw new BadRequestError(PAYMENT_MESSAGES.badSignature, 'invalid_signature');
      unavailable(error);
    }
    if (payment.order_id !== row.provider_order_id) throw new BadRequestError(PAYMENT_MESSAGES.wrongOrder, 'wrong_order');
    const problem = mismatch(row, payment);
    if (problem) {
      await recordProblem(row, problem);
      throw new BadRequestError(PAYMENT_MESSAGES.amountMismatch, 'amount_mismatch');
    }
    if (payment.status === 'authorized') {
      try {
        payment = await razorpayOrFail().capturePayment(payment.id, Number(row.amount_paise), PAYMENT_CURRENCY);
      } catch (error) {
        if (error instanceof RazorpayRefusedError) {
          // Captured meanwhile (by the account's auto-capture): read it again.
          payment = await razorpayOrFail()
            .fetchPayment(payment.id)
            .catch((e: unknown) => {
              if (e instanceof RazorpayRefusedError) throw new BadRequestError(PAYMENT_MESSAGES.notCaptured, 'payment_not_captured');
              return unavailable(e);
            });
        } else unavailable(error);
      }
    }
    if (payment.status !== 'captured') throw new BadRequestError(PAYMENT_MESSAGES.notCaptured, 'payment_not_captured');
    const { row: done } = await complete(row.id, { providerPaymentId: payment.id });
    if (done.status !== 'paid' || done.provider_payment_id !== payment.id)
      throw new ConflictError(PAYMENT_MESSAGES.alreadyCompleted, 'payment_not_open');
    return done;
  }

  async function devComplete(userId: number, paymentId: number): Promise<PaymentRow> {
    const row = await ownPayment(userId, paymentId);
    if (row.provider !== 'dev') throw new ConflictError(PAYMENT_MESSAGES.notDevProvider, 'not_dev_provider');
    if (row.status !== 'created') throw new ConflictError(PAYMENT_MESSAGES.alreadyCompleted, 'payment_not_open');
    const { row: done, won } = await complete(row.id);
    if (!won) throw new ConflictError(PAYMENT_MESSAGES.alreadyCompleted, 'payment_not_open');
    return done;
  }

  async function membership(userId: number, now = clock(), executor: DB = db): Promise<Membership> {
    return membershipFrom(await paidPeriods(executor, userId), now);
  }

  /** `executor`: the caller's connection or transaction when it holds one (SQLite has a single connection). */
  async function hasActiveMembership(userId: number, executor: DB = db, now = clock()): Promise<boolean> {
    return (await membership(userId, now, executor)).status === 'active';
  }

  // ---------- webhooks ----------

  interface WebhookEvent {
    event?: string;
    payload?: {
      payment?: { entity?: RazorpayPayment };
      order?: { entity?: { id?: string } };
      refund?: { entity?: { id?: string; payment_id?: string } };
    };
  }

  /** Answers a short word for the log and the 2xx body; throws 400 for a forged or broken call. */
  async function handleWebhook(rawBody: Buffer, signature: string | undefined, eventId: string | undefined): Promise<string> {
    const secret = payments.razorpay?.webhookSecret;
    if (!secret) throw new BadRequestError(PAYMENT_MESSAGES.webhookNotConfigured, 'webhook_not_configured');
    if (!isValidWebhookSignature(rawBody, signature, secret)) throw new BadRequestError('Invalid webhook signature', 'invalid_signature');
    let event: WebhookEvent;
    try {
      event = JSON.parse(rawBody.toString('utf8')) as WebhookEvent;
    } catch {
      throw new BadRequestError('The webhook body is not JSON', 'malformed_json');
    }
    const now = clock().toISOString();
    if (eventId && !(await rememberWebhookEvent(db, eventId, now))) return 'duplicate';
    try {
      return await applyWebhook(event);
    } catch (error) {
      // Not handled: forget the event id so Razorpay's retry is handled.
      if (eventId) await forgetWebhookEvent(db, eventId).catch(() => {});
      throw error;
    }
  }

  async function applyWebhook(event: WebhookEvent): Promise<string> {
    switch (event.event) {
      case 'payment.captured':
      case 'order.paid': {
        const payment = event.payload?.payment?.entity;
        const orderId = event.payload?.order?.entity?.id ?? payment?.order_id;
        if (!payment?.id || !orderId) return 'ignored';
        const row = await findPaymentByOrder(db, orderId);
        if (!row) {
          log.warn({ orderId, event: event.event }, 'Razorpay webhook for an unknown order');
          return 'unknown order';
        }
        if (row.status !== 'created') return row.provider_payment_id === payment.id ? 'already paid' : 'ignored';
        const problem = mismatch(row, payment);
        if (problem) {
          await recordProblem(row, problem);
          return 'mismatch';
        }
        if (payment.status !== 'captured') return 'not captured';
        try {
          const { won } = await complete(row.id, { providerPaymentId: payment.id });
          return won ? 'paid' : 'already paid';
        } catch (error) {
          if (error instanceof ConflictError) return 'payment already used';
          throw error;
        }
      }
      case 'refund.processed': {
        const refund = event.payload?.refund?.entity;
        if (!refund?.payment_id) return 'ignored';
        const row = await findPaymentByProviderPayment(db, refund.payment_id);
        if (!row) {
          log.warn({ paymentId: refund.payment_id }, 'Razorpay refund for an unknown payment');
          return 'unknown payment';
        }
        const refunded = await markRefunded(row.id, 'Refunded on Razorpay', refund.id ?? null).catch((error: unknown) => {
          if (isUniqueViolation(error)) return false;
          throw error;
        });
        return refunded ? 'refunded' : 'already refunded';
      }
      default:
        return 'ignored';
    }
  }

  // ---------- coach ----------

  function filterOf(query: { status?: string; from?: string; to?: string; q?: string }): PaymentFilter {
    const zone = config.businessTimeZone;
    return {
      status: query.status,
      from: query.from ? wallClockToInstant(query.from, '00:00', zone).toISOString() : undefined,
      until: query.to ? wallClockToInstant(shiftIsoDate(query.to, 1), '00:00', zone).toISOString() : undefined,
      q: query.q || undefined,
    };
  }

  async function list(query: { status?: string; from?: string; to?: string; q?: string }, limit: number, offset: number) {
    const filter = filterOf(query);
    const [rows, total] = await Promise.all([listPayments(db, filter, limit, offset), countPayments(db, filter)]);
    return { rows, total };
  }

  async function summary(now = clock()): Promise<PaymentSummary> {
    const zone = config.businessTimeZone;
    const today = isoDateInZone(now, zone);
    const monthStart = `${today.slice(0, 7)}-01`;
    const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
    const previous = m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`;
    const at = (date: string) => wallClockToInstant(date, '00:00', zone).toISOString();
    const active = await activeMemberships(db, now.toISOString());
    const soon = new Date(now.getTime() + MEMBERSHIP_ENDING_SOON_DAYS * DAY_MS).toISOString();
    return {
      revenueThisMonth: await revenueBetween(db, at(monthStart), at(next)),
      revenueLastMonth: await revenueBetween(db, at(previous), at(monthStart)),
      activeMembers: active.length,
      endingIn7Days: active.filter((m) => m.ends_at <= soon).length,
    };
  }

  /** A payment the coach took at the desk: written and completed in one transaction of `writer`'s. */
  async function recordOffline(
    input: {
      userId: number;
      planId: number;
      method: OfflinePaymentMethod;
      reference?: string;
    },
    writer: PaymentWriter = direct,
  ): Promise<PaymentRow> {
    await memberOf(input.userId, writer.db);
    await planOf(input.planId, writer.db);
    return inTransaction(writer.db, async (trx) => {
      const row = await createPayment(
        input.userId,
        input.planId,
        'offline',
        { method: input.method, reference: input.reference || null },
        trx,
      );
      return (await complete(row.id, {}, { db: trx, afterCommit: writer.afterCommit })).row;
    });
  }

  async function refund(paymentId: number, reason: string | null): Promise<PaymentRow> {
    const row = await anyPayment(paymentId);
    if (row.status !== 'paid') throw new ConflictError(PAYMENT_MESSAGES.notRefundable, 'not_refundable');
    let refundId: string | null = null;
    if (row.provider === 'razorpay' && row.provider_payment_id) {
      try {
        const done = await razorpayOrFail().refundPayment(row.provider_payment_id, Number(row.amount_paise), {
          paymentId: String(row.id),
          ...(reason ? { reason: reason.slice(0, 250) } : {}),
        });
        refundId = done.id;
      } catch (error) {
        if (error instanceof RazorpayRefusedError)
          throw new ConflictError(`${PAYMENT_MESSAGES.refundRefused} ${error.message}`, 'refund_refused');
        unavailable(error);
      }
    }
    // The refund.processed webhook may have marked it meanwhile: then its credit note stands.
    await markRefunded(row.id, reason, refundId).catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
    });
    return anyPayment(row.id);
  }

  // ---------- membership reminders ----------

  /** One tick: "ending in 7 days", "ending tomorrow" and "ended", each once per membership end. */
  async function runDue(now = clock()): Promise<number> {
    const stamp = now.toISOString();
    let sent = 0;
    for (const m of await activeMemberships(db, stamp)) {
      const left = new Date(m.ends_at).getTime() - now.getTime();
      if (left > MEMBERSHIP_ENDING_SOON_DAYS * DAY_MS) continue;
      const kind = left <= DAY_MS ? 'ending_1d' : 'ending_7d';
      // Bought with a day or less left: only the last reminder is told.
      if (kind === 'ending_1d') await claimNotice(db, m.user_id, 'ending_7d', m.ends_at, stamp);
      if (!(await claimNotice(db, m.user_id, kind, m.ends_at, stamp))) continue;
      const latest = await latestPaid(m.user_id);
      await notifications.notify(
        notices.membershipEnding(m.user_id, latest?.plan_name ?? 'membership', m.ends_at, config.businessTimeZone),
      );
      sent += 1;
    }
    const since = new Date(now.getTime() - ENDED_LOOKBACK_MS).toISOString();
    for (const m of await recentlyEndedMemberships(db, since, stamp)) {
      if (!(await claimNotice(db, m.user_id, 'ended', m.ends_at, stamp))) continue;
      const latest = await latestPaid(m.user_id);
      await notifications.notify(notices.membershipEnded(m.user_id, latest?.plan_name ?? 'membership', m.ends_at, config.businessTimeZone));
      sent += 1;
    }
    return sent;
  }

  async function latestPaid(userId: number): Promise<PaymentRow | undefined> {
    const periods = await paidPeriods(db, userId);
    return periods[periods.length - 1];
  }

  return {
    provider: payments.provider,
    prepareCheckout,
    checkout,
    verify,
    devComplete,
    ownPayment,
    anyPayment,
    listOwn: (userId: number) => listMemberPayments(db, userId),
    membership,
    hasActiveMembership,
    handleWebhook,
    list,
    summary,
    recordOffline,
    refund,
    runDue,
    start() {
      if (stopSchedule) return;
      stopSchedule = deps.locks.scheduleExclusive(
        'membership-reminders',
        config.jobsPollMs,
        async () => {
          await runDue();
          deps.onTick?.('ok');
        },
        {
          onError: (error) => {
            deps.onTick?.('error');
            log.error({ err: error }, 'membership reminders tick failed');
          },
        },
      );
    },
    async stop() {
      const stop = stopSchedule;
      stopSchedule = null;
      if (stop) await stop();
    },
  };
}

/** The membership a member's paid periods (oldest first) make at `now`. */
export function membershipFrom(periods: PaymentRow[], now: Date): Membership {
  if (periods.length === 0) return { status: 'none', plan: null, startsAt: null, endsAt: null };
  const stamp = now.toISOString();
  // Chains of periods that touch (each starts where the previous ended, or earlier).
  const chains: { start: string; end: string; rows: PaymentRow[] }[] = [];
  for (const row of periods) {
    const last = chains[chains.length - 1];
    if (last && row.period_start! <= last.end) {
      last.rows.push(row);
      if (row.period_end! > last.end) last.end = row.period_end!;
    } else chains.push({ start: row.period_start!, end: row.period_end!, rows: [row] });
  }
  const current = chains.find((chain) => chain.start <= stamp && stamp < chain.end);
  if (current) {
    const plan =
      current.rows.find((row) => row.period_start! <= stamp && stamp < row.period_end!) ?? current.rows[current.rows.length - 1]!;
    return { status: 'active', plan: { id: plan.plan_id, name: plan.plan_name }, startsAt: current.start, endsAt: current.end };
  }
  const past = chains.filter((chain) => chain.end <= stamp);
  const last = past[past.length - 1];
  if (!last) return { status: 'none', plan: null, startsAt: null, endsAt: null };
  const plan = last.rows[last.rows.length - 1]!;
  return { status: 'expired', plan: { id: plan.plan_id, name: plan.plan_name }, startsAt: last.start, endsAt: last.end };
}
