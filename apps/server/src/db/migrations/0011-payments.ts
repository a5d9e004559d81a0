// Memberships and payments (issue 23).
// - subscription_plans.duration_days: how long one payment lasts (1..730, 30 for existing plans).
// - booking_policy.require_active_membership: members need a paid membership to book (0 = off).
// - payments: one row per checkout or offline payment. A membership is not stored: it is the chain
//   of paid periods (period_start..period_end, set once when the payment is paid). The row outlives
//   the member's account (a tax record): user_id becomes null and the billing name and mobile are
//   blanked on erasure. Provider ids, invoice and credit note numbers are unique.
// - invoice_counters: the last number of each series (financial year, credit notes per year),
//   raised by one statement inside the transaction that marks a payment paid, so numbers are
//   gap-free and never shared on either engine.
// - razorpay_webhook_events: event ids already handled (replays are answered and ignored).
// - membership_notices: reminders already sent for a membership end (each once).
// Frozen in time: never import application code here.
import { sql, type Kysely } from 'kysely';
import { dialectOf, withId } from './migration-helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  const dialect = await dialectOf(db);

  await db.schema
    .alterTable('subscription_plans')
    .addColumn('duration_days', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(30)
        .check(sql`duration_days between 1 and 730`),
    )
    .execute();
  await db.schema
    .alterTable('booking_policy')
    .addColumn('require_active_membership', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db.schema.createTable('payments'), dialect)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('plan_id', 'integer', (c) => c.references('subscription_plans.id').onDelete('set null'))
    .addColumn('plan_name', 'text', (c) => c.notNull())
    .addColumn('duration_days', 'integer', (c) => c.notNull().check(sql`duration_days between 1 and 730`))
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('INR'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('created', 'paid', 'failed', 'refunded')`))
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('razorpay', 'dev', 'offline')`))
    .addColumn('method', 'text', (c) => c.check(sql`method is null or method in ('upi', 'cash', 'bank')`))
    .addColumn('reference', 'text')
    .addColumn('provider_order_id', 'text', (c) => c.unique())
    .addColumn('provider_payment_id', 'text', (c) => c.unique())
    .addColumn('provider_refund_id', 'text', (c) => c.unique())
    .addColumn('invoice_number', 'text', (c) => c.unique())
    .addColumn('credit_note_number', 'text', (c) => c.unique())
    .addColumn('billing_name', 'text')
    .addColumn('billing_mobile', 'text')
    .addColumn('billing_state', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('period_start', 'text')
    .addColumn('period_end', 'text')
    .addColumn('refunded_at', 'text')
    .addColumn('refund_reason', 'text')
    .addColumn('problem', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_user_status').on('payments').columns(['user_id', 'status']).execute();
  await db.schema.createIndex('payments_status_paid_at').on('payments').columns(['status', 'paid_at']).execute();
  await db.schema.createIndex('payments_created_at').on('payments').column('created_at').execute();

  await db.schema
    .createTable('invoice_counters')
    .addColumn('series', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('razorpay_webhook_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('membership_notices')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('membership_notices_pk', ['user_id', 'kind', 'ends_at'])
    .execute();
}
