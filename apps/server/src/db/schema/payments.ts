// Memberships and payments (issue 23): payments, invoice number series, handled webhook events and
// the membership reminders already sent.
import type { Generated, Selectable } from 'kysely';

export interface PaymentsTable {
  id: Generated<number>;
  user_id: number | null;
  plan_id: number | null;
  plan_name: string;
  duration_days: number;
  amount_paise: number;
  currency: Generated<string>;
  status: string;
  provider: string;
  method: string | null;
  reference: string | null;
  provider_order_id: string | null;
  provider_payment_id: string | null;
  provider_refund_id: string | null;
  invoice_number: string | null;
  credit_note_number: string | null;
  billing_name: string | null;
  billing_mobile: string | null;
  billing_state: string | null;
  paid_at: string | null;
  period_start: string | null;
  period_end: string | null;
  refunded_at: string | null;
  refund_reason: string | null;
  problem: string | null;
  created_at: string;
  updated_at: string;
}
export type PaymentRow = Selectable<PaymentsTable>;

export interface InvoiceCountersTable {
  series: string;
  last_number: number;
}

export interface RazorpayWebhookEventsTable {
  event_id: string;
  received_at: string;
}

export interface MembershipNoticesTable {
  user_id: number;
  kind: string;
  ends_at: string;
  sent_at: string;
}

export interface PaymentTables {
  payments: PaymentsTable;
  invoice_counters: InvoiceCountersTable;
  razorpay_webhook_events: RazorpayWebhookEventsTable;
  membership_notices: MembershipNoticesTable;
}
