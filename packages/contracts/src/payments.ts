// Memberships and payments (issue 23): checkout with Razorpay (or the dev provider of a fresh
// clone), the member's payments and membership, the coach's money view, and the pure rules both
// sides share (the charged amount in paise, the financial year, invoice numbers).
import { z } from 'zod';
import { IsoDateSchema } from './common.js';
import { RUPEES_PER_PRICE_UNIT } from './coaching.js';

export const PAYMENT_STATUSES = ['created', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** razorpay: paid online; dev: the stand-in of a clone without keys; offline: recorded by the coach. */
export const PAYMENT_PROVIDERS = ['razorpay', 'dev', 'offline'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
/** The providers a member's checkout can use. */
export const CHECKOUT_PROVIDERS = ['razorpay', 'dev'] as const;
export const OFFLINE_PAYMENT_METHODS = ['upi', 'cash', 'bank'] as const;
export type OfflinePaymentMethod = (typeof OFFLINE_PAYMENT_METHODS)[number];
export const MEMBERSHIP_STATUSES = ['none', 'active', 'expired'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const PAYMENT_CURRENCY = 'INR';
export const PLAN_DURATION_DAYS = { min: 1, max: 730, default: 30 } as const;
/** Memberships ending within this many days are "ending soon" (summary card, reminders). */
export const MEMBERSHIP_ENDING_SOON_DAYS = 7;

// ---------- pure rules ----------

/**
 * What a plan charges, in paise (integers only): the rupee amount the price list shows (price × 83,
 * no decimals) times 100. Price 12 → ₹996 → 99600 paise.
 */
export function planAmountPaise(price: number): number {
  return Math.round(price * RUPEES_PER_PRICE_UNIT) * 100;
}

/** Paise as the screens print them: "₹996" or "₹1,234.50" (grouped the Indian way). */
export function formatPaise(paise: number): string {
  const rupees = Math.trunc(paise / 100);
  const rest = Math.abs(paise % 100);
  const whole = `₹${rupees.toLocaleString('en-IN', { maximumFractionDigits: 0 })}`;
  return rest === 0 ? whole : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** The Indian financial year (April to March) of an instant, read in India's time: "2026-27". */
export function financialYearOf(instant: Date): string {
  // India has no daylight saving: IST is always UTC+05:30.
  const ist = new Date(instant.getTime() + 330 * 60_000);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** `<prefix>/<FY>/<n>` with n at least four digits: "RF/2026-27/0042". */
export function formatInvoiceNumber(prefix: string, financialYear: string, n: number): string {
  return `${prefix}/${financialYear}/${String(n).padStart(4, '0')}`;
}

/** A credit note's number, its own gap-free series per financial year: "RF/CN/2627/0001". */
export function formatCreditNoteNumber(prefix: string, financialYear: string, n: number): string {
  return `${prefix}/CN/${financialYear.slice(0, 4).slice(2)}${financialYear.slice(5)}/${String(n).padStart(4, '0')}`;
}

/** CGST Rule 46: an invoice number has at most 16 characters of letters, digits, "-" and "/". */
export const INVOICE_NUMBER_MAX_LENGTH = 16;
export function isValidInvoiceNumber(value: string): boolean {
  return value.length <= INVOICE_NUMBER_MAX_LENGTH && /^[A-Za-z0-9/-]+$/.test(value);
}

/** A prefix is usable when the longest ordinary number made with it (n = 9999) is a valid number. */
export function isValidInvoicePrefix(prefix: string): boolean {
  return (
    /^[A-Za-z0-9-]+$/.test(prefix) &&
    isValidInvoiceNumber(formatInvoiceNumber(prefix, '2026-27', 9999)) &&
    isValidInvoiceNumber(formatCreditNoteNumber(prefix, '2026-27', 9999))
  );
}

// ---------- member: checkout, verify, history, membership ----------

export const CheckoutBodySchema = z.object({
  planId: z
    .number({ error: 'planId must be a plan id' })
    .int({ message: 'planId must be a plan id' })
    .positive({ message: 'planId must be a plan id' }),
});
export type CheckoutBody = z.infer<typeof CheckoutBodySchema>;

export const CheckoutResponseSchema = z.object({
  id: z.number().int(),
  status: z.literal('created'),
  /** In paise. */
  amount: z.number().int(),
  currency: z.literal(PAYMENT_CURRENCY),
  provider: z.enum(CHECKOUT_PROVIDERS),
  /** What Razorpay Checkout is opened with; null with the dev provider (pay with dev-complete). */
  razorpay: z.object({ keyId: z.string(), orderId: z.string() }).nullable(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

const razorpayId = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, { message: `${name} is required` })
    .max(100, { message: `${name} must be at most 100 characters` });

/** What Razorpay Checkout's handler hands the page, sent on as it is. */
export const VerifyPaymentBodySchema = z.object({
  razorpay_order_id: razorpayId('razorpay_order_id'),
  razorpay_payment_id: razorpayId('razorpay_payment_id'),
  razorpay_signature: razorpayId('razorpay_signature'),
});
export type VerifyPaymentBody = z.infer<typeof VerifyPaymentBodySchema>;

export const PaymentSchema = z.object({
  id: z.number().int(),
  /** Null when the plan was deleted since; planName keeps the name it was bought under. */
  planId: z.number().int().nullable(),
  planName: z.string(),
  /** In paise. */
  amount: z.number().int(),
  currency: z.literal(PAYMENT_CURRENCY),
  status: z.enum(PAYMENT_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  paidAt: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;
export const PaymentListSchema = z.array(PaymentSchema);

export const MembershipSchema = z.object({
  status: z.enum(MEMBERSHIP_STATUSES),
  /** The plan of the latest paid period; null when there never was one. */
  plan: z.object({ id: z.number().int().nullable(), name: z.string() }).nullable(),
  /** Instants (ISO-8601 UTC) of the current chain of paid periods; null with status none. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type Membership = z.infer<typeof MembershipSchema>;

// ---------- coach ----------

export const AdminPaymentSchema = PaymentSchema.extend({
  /** Null once the member's account was erased (the payment stays: a tax record). */
  userId: z.number().int().nullable(),
  /** Billing name and mobile as paid; null after erasure. */
  memberName: z.string().nullable(),
  memberMobile: z.string().nullable(),
  method: z.enum(OFFLINE_PAYMENT_METHODS).nullable(),
  reference: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  refundedAt: z.string().nullable(),
  refundReason: z.string().nullable(),
  creditNoteNumber: z.string().nullable(),
  /** Why an online payment was not accepted (amount or currency mismatch), for the coach to follow up. */
  problem: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminPayment = z.infer<typeof AdminPaymentSchema>;

export const AdminPaymentListQuerySchema = z.object({
  status: z.enum(PAYMENT_STATUSES, { error: `status must be one of ${PAYMENT_STATUSES.join(', ')}` }).optional(),
  /** Calendar dates in the business zone, inclusive, on the payment's creation. */
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
  /** Part of the member's name or mobile. */
  q: z.string().trim().max(100, { message: 'q must be at most 100 characters' }).optional(),
  /** csv answers text/csv (as does Accept: text/csv) with every matching row. */
  format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdminPaymentListQuery = z.infer<typeof AdminPaymentListQuerySchema>;

export const AdminPaymentListSchema = z.object({
  items: z.array(AdminPaymentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminPaymentList = z.infer<typeof AdminPaymentListSchema>;

export const PaymentSummarySchema = z.object({
  /** Paid and not refunded, in paise, by paid date in the business zone. */
  revenueThisMonth: z.number().int(),
  revenueLastMonth: z.number().int(),
  /** Members whose membership is active now. */
  activeMembers: z.number().int(),
  /** Active memberships ending within the next 7 days. */
  endingIn7Days: z.number().int(),
});
export type PaymentSummary = z.infer<typeof PaymentSummarySchema>;

export const RecordOfflinePaymentBodySchema = z.object({
  userId: z
    .number({ error: 'userId must be a member id' })
    .int({ message: 'userId must be a member id' })
    .positive({ message: 'userId must be a member id' }),
  planId: z
    .number({ error: 'planId must be a plan id' })
    .int({ message: 'planId must be a plan id' })
    .positive({ message: 'planId must be a plan id' }),
  method: z.enum(OFFLINE_PAYMENT_METHODS, { error: 'method must be upi, cash or bank' }),
  reference: z.string().trim().max(100, { message: 'reference must be at most 100 characters' }).optional(),
});
export type RecordOfflinePaymentBody = z.infer<typeof RecordOfflinePaymentBodySchema>;

export const RefundPaymentBodySchema = z.object({
  reason: z.string().trim().max(500, { message: 'reason must be at most 500 characters' }).optional(),
});
export type RefundPaymentBody = z.infer<typeof RefundPaymentBodySchema>;

/** The CSV download's columns, in order. */
export const PAYMENT_CSV_COLUMNS = [
  'id',
  'createdAt',
  'paidAt',
  'memberName',
  'memberMobile',
  'planName',
  'amountRupees',
  'currency',
  'status',
  'provider',
  'method',
  'reference',
  'invoiceNumber',
  'periodStart',
  'periodEnd',
  'refundedAt',
  'creditNoteNumber',
  'problem',
] as const;

// ---------- texts ----------

/** The server's refusals ({ message, code }) and the screens' texts. */
export const PAYMENT_MESSAGES = {
  membershipRequired: 'Booking needs an active membership. Please buy or renew a plan on the Subscriptions page.',
  planNotFound: 'Subscription plan not found',
  paymentNotFound: 'Payment not found',
  memberNotFound: 'Member not found',
  notDevProvider: 'This payment is not paid with the dev provider.',
  alreadyCompleted: 'This payment is already complete.',
  notPayable: 'This payment can no longer be paid.',
  badSignature: 'The payment could not be verified.',
  wrongOrder: 'That payment belongs to another order.',
  notCaptured: 'The payment has not been completed.',
  amountMismatch: 'The amount paid does not match the plan.',
  notRefundable: 'Only a paid payment can be refunded.',
  providerUnavailable: 'The payment service is not answering. Please try again in a minute.',
  invoiceNotReady: 'The invoice is made once the payment is complete.',
  planFree: 'This plan is free: there is nothing to pay.',
  webhookNotConfigured: 'Razorpay webhooks are not configured on this server.',
  refundRefused: 'Razorpay refused the refund.',
} as const;
