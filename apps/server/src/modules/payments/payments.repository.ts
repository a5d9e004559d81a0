// Queries of the payments domain. Each takes `db` first so a transaction can be passed in.
import { sql, type Kysely } from 'kysely';
import type { Database, PaymentRow, PaymentsTable } from '../../db/schema.js';
import { anyLikeCi, likePattern } from '../../lib/member-data.js';
import type { Insertable, Updateable } from 'kysely';

type Db = Kysely<Database>;

export async function insertPayment(db: Db, values: Insertable<PaymentsTable>): Promise<PaymentRow> {
  return db.insertInto('payments').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findPayment(db: Db, id: number): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findPaymentByOrder(db: Db, orderId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('provider_order_id', '=', orderId).executeTakeFirst();
}

export async function findPaymentByProviderPayment(db: Db, providerPaymentId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('provider_payment_id', '=', providerPaymentId).executeTakeFirst();
}

export async function updatePayment(db: Db, id: number, values: Updateable<PaymentsTable>): Promise<void> {
  await db.updateTable('payments').set(values).where('id', '=', id).execute();
}

/**
 * Moves a payment from one status to the next only if it is still in `from`: the one statement that
 * decides which of verify, webhook or a replay completes it. Answers true for the winner.
 */
export async function transition(db: Db, id: number, from: string, values: Updateable<PaymentsTable>): Promise<boolean> {
  const result = await db.updateTable('payments').set(values).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The next number of a series (a financial year's invoices, or its credit notes), gap-free: one
 * statement that inserts 1 or adds 1, inside the caller's transaction. SQLite runs one writer at a
 * time; on PostgreSQL the counter row stays locked until the transaction ends, so a second
 * completion waits and then reads the committed number (and, afterwards, the committed periods).
 */
export async function nextNumber(db: Db, series: string): Promise<number> {
  const row = await db
    .insertInto('invoice_counters')
    .values({ series, last_number: 1 })
    .onConflict((oc) => oc.column('series').doUpdateSet({ last_number: sql<number>`invoice_counters.last_number + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

/** The member's paid periods, oldest first. */
export async function paidPeriods(db: Db, userId: number): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'paid')
    .where('period_start', 'is not', null)
    .orderBy('period_start')
    .orderBy('id')
    .execute();
}

/** The end of the member's latest paid period (ISO instant) other than `exceptId`'s, if any. */
export async function latestPeriodEnd(db: Db, userId: number, exceptId: number): Promise<string | null> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.max('period_end').as('end'))
    .where('user_id', '=', userId)
    .where('status', '=', 'paid')
    .where('id', '<>', exceptId)
    .executeTakeFirst();
  return (row?.end as string | null | undefined) ?? null;
}

export async function listMemberPayments(db: Db, userId: number): Promise<PaymentRow[]> {
  return db.selectFrom('payments').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export interface PaymentFilter {
  status?: string;
  /** Instants: created_at >= from and < until. */
  from?: string;
  until?: string;
  q?: string;
}

function filtered(db: Db, filter: PaymentFilter) {
  let query = db.selectFrom('payments as p').leftJoin('users as u', 'u.id', 'p.user_id');
  if (filter.status) query = query.where('p.status', '=', filter.status);
  if (filter.from) query = query.where('p.created_at', '>=', filter.from);
  if (filter.until) query = query.where('p.created_at', '<', filter.until);
  if (filter.q) query = query.where(anyLikeCi(['p.billing_name', 'p.billing_mobile', 'u.name', 'u.mobile'], likePattern(filter.q)));
  return query;
}

export async function listPayments(db: Db, filter: PaymentFilter, limit: number, offset: number): Promise<PaymentRow[]> {
  return filtered(db, filter).selectAll('p').orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(limit).offset(offset).execute();
}

export async function countPayments(db: Db, filter: PaymentFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Paid (not refunded) money with paid_at in [from, until), in paise. */
export async function revenueBetween(db: Db, from: string, until: string): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_paise'), sql<number>`0`).as('total'))
    .where('status', '=', 'paid')
    .where('paid_at', '>=', from)
    .where('paid_at', '<', until)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Members whose membership is active at `now`, with the end of their chain of paid periods. Periods
 * of one member never overlap and each starts where the previous ended (or later), so the member is
 * active when some period ending after now has already started, and the chain ends at the latest end.
 */
export async function activeMemberships(db: Db, now: string): Promise<{ user_id: number; ends_at: string }[]> {
  const rows = await db
    .selectFrom('payments')
    .select(['user_id', (eb) => eb.fn.max('period_end').as('ends_at'), (eb) => eb.fn.min('period_start').as('starts_at')])
    .where('status', '=', 'paid')
    .where('user_id', 'is not', null)
    .where('period_end', '>', now)
    .groupBy('user_id')
    .execute();
  return rows.filter((row) => String(row.starts_at) <= now).map((row) => ({ user_id: Number(row.user_id), ends_at: String(row.ends_at) }));
}

/** Members whose latest paid period ended in (since, now]: candidates for "membership ended". */
export async function recentlyEndedMemberships(db: Db, since: string, now: string): Promise<{ user_id: number; ends_at: string }[]> {
  const rows = await db
    .selectFrom('payments')
    .select(['user_id', (eb) => eb.fn.max('period_end').as('ends_at')])
    .where('status', '=', 'paid')
    .where('user_id', 'is not', null)
    .groupBy('user_id')
    .having((eb) => eb.fn.max('period_end'), '>', since)
    .having((eb) => eb.fn.max('period_end'), '<=', now)
    .execute();
  return rows.map((row) => ({ user_id: Number(row.user_id), ends_at: String(row.ends_at) }));
}

/** Records that a reminder went out; answers false when it had already been sent (by any instance). */
export async function claimNotice(db: Db, userId: number, kind: string, endsAt: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('membership_notices')
    .values({ user_id: userId, kind, ends_at: endsAt, sent_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'ends_at']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Remembers a webhook event id; answers false for a replay. */
export async function rememberWebhookEvent(db: Db, eventId: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('razorpay_webhook_events')
    .values({ event_id: eventId, received_at: now })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function forgetWebhookEvent(db: Db, eventId: string): Promise<void> {
  await db.deleteFrom('razorpay_webhook_events').where('event_id', '=', eventId).execute();
}
