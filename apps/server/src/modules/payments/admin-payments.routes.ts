// The coach's money view: payments with filters (and their CSV), the summary cards, payments taken
// outside the app, and refunds. Coaches only (members 403).
import {
  AdminPaymentListQuerySchema,
  AdminPaymentListSchema,
  AdminPaymentSchema,
  ErrorResponseSchema,
  IdParamSchema,
  PAYMENT_CSV_COLUMNS,
  PaymentSummarySchema,
  RecordOfflinePaymentBodySchema,
  RefundPaymentBodySchema,
  type AdminPayment,
} from '@rhythmfit/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { presentAdminPayment } from './payments.presenter.js';

const err = ErrorResponseSchema;
const authErrors = { 401: err, 403: err };
/** The CSV holds every matching payment up to this many (a year of a busy practice). */
const CSV_MAX_ROWS = 20_000;

/** One CSV cell: quoted when needed; a leading = + - @ is defused so spreadsheets do not run it. */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvOf(payments: AdminPayment[]): string {
  const rows = payments.map((p) => {
    const values: Record<(typeof PAYMENT_CSV_COLUMNS)[number], string | number | null> = {
      ...p,
      amountRupees: (p.amount / 100).toFixed(2),
    };
    return PAYMENT_CSV_COLUMNS.map((column) => csvCell(values[column])).join(',');
  });
  return `${[PAYMENT_CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}

export async function adminPaymentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/payments',
    {
      preHandler: app.requireAdmin,
      schema: {
        summary: 'Payments, newest first, filtered by status, dates and member; format=csv (or Accept: text/csv) downloads them',
        querystring: AdminPaymentListQuerySchema,
        response: { 200: AdminPaymentListSchema, 400: err, ...authErrors },
      },
    },
    async (request, reply) => {
      const { page, pageSize, format, ...filter } = request.query;
      const csv = format === 'csv' || (format === undefined && /\btext\/csv\b/.test(request.headers.accept ?? ''));
      if (csv) {
        const { rows } = await app.payments.list(filter, CSV_MAX_ROWS, 0);
        const today = new Date().toISOString().slice(0, 10);
        // A Buffer is sent as it is (the JSON schema above describes the JSON answer).
        return (reply as unknown as FastifyReply)
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="payments-${today}.csv"`)
          .send(Buffer.from(csvOf(rows.map(presentAdminPayment)), 'utf8'));
      }
      const { rows, total } = await app.payments.list(filter, pageSize, (page - 1) * pageSize);
      return { items: rows.map(presentAdminPayment), total, page, pageSize };
    },
  );

  r.get(
    '/admin/payments/summary',
    {
      preHandler: app.requireAdmin,
      schema: {
        summary: 'Revenue this month and last (paise), active members, memberships ending in 7 days',
        response: { 200: PaymentSummarySchema, ...authErrors },
      },
    },
    async () => app.payments.summary(),
  );

  r.post(
    '/admin/payments',
    {
      preHandler: app.requireAdmin,
      config: { idempotent: true },
      schema: {
        summary: 'Record a payment taken outside the app (UPI, cash, bank): paid at once, with membership and invoice',
        body: RecordOfflinePaymentBodySchema,
        response: { 201: AdminPaymentSchema, 400: err, ...authErrors, 404: err },
      },
    },
    async (request, reply) => reply.status(201).send(presentAdminPayment(await app.payments.recordOffline(request.body, request))),
  );

  r.post(
    '/admin/payments/:id/refund',
    {
      preHandler: app.requireAdmin,
      schema: {
        summary: 'Refund a paid payment (through Razorpay when paid online): a credit note, and its period off the membership',
        params: IdParamSchema,
        body: RefundPaymentBodySchema.nullish(),
        response: { 200: AdminPaymentSchema, 400: err, ...authErrors, 404: err, 409: err, 503: err },
      },
    },
    async (request) => presentAdminPayment(await app.payments.refund(request.params.id, request.body?.reason || null)),
  );
}
