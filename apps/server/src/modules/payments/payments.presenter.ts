// Payment rows as the API shows them: the member's own view, and the coach's with billing details.
import {
  PAYMENT_CURRENCY,
  type AdminPayment,
  type OfflinePaymentMethod,
  type Payment,
  type PaymentProvider,
  type PaymentStatus,
} from '@rhythmfit/contracts';
import type { PaymentRow } from '../../db/schema.js';

export function presentPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    planId: row.plan_id,
    planName: row.plan_name,
    amount: Number(row.amount_paise),
    currency: PAYMENT_CURRENCY,
    status: row.status as PaymentStatus,
    provider: row.provider as PaymentProvider,
    paidAt: row.paid_at,
    invoiceNumber: row.invoice_number,
  };
}

export function presentAdminPayment(row: PaymentRow): AdminPayment {
  return {
    ...presentPayment(row),
    userId: row.user_id,
    memberName: row.billing_name,
    memberMobile: row.billing_mobile,
    method: row.method as OfflinePaymentMethod | null,
    reference: row.reference,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    refundedAt: row.refunded_at,
    refundReason: row.refund_reason,
    creditNoteNumber: row.credit_note_number,
    problem: row.problem,
    createdAt: row.created_at,
  };
}
