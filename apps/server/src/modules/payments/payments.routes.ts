// The member's side of payments (checkout, verify, the dev provider, history, invoices, membership)
// and Razorpay's webhook, which reads its body raw: the signature is over the exact bytes sent.
import {
  CheckoutBodySchema,
  CheckoutResponseSchema,
  ErrorResponseSchema,
  IdParamSchema,
  MembershipSchema,
  MessageResponseSchema,
  PAYMENT_MESSAGES,
  PaymentListSchema,
  PaymentSchema,
  VerifyPaymentBodySchema,
  languageOrDefault,
} from '@rhythmfit/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { currentUser, isAdmin } from '../../plugins/auth.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { presentPayment } from './payments.presenter.js';

const err = ErrorResponseSchema;

export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/payments/checkout',
    {
      preHandler: app.authenticate,
      // The Razorpay order is made before the atomic phase (issue 40): no connection is held while
      // Razorpay answers, and a retry after a crash makes one more unpaid order, never a payment.
      config: { idempotent: true, outsideWork: true },
      schema: {
        summary: 'Start paying for a plan: a Razorpay order (or a dev payment without keys)',
        body: CheckoutBodySchema,
        response: { 201: CheckoutResponseSchema, 400: err, 401: err, 404: err, 409: err, 503: err },
      },
    },
    async (request, reply) => {
      const prepared = await app.payments.prepareCheckout(currentUser(request).userId, request.body.planId);
      // False when another try with this key committed meanwhile: its answer has been replayed.
      if (!(await request.beginAtomicPhase(reply))) return reply;
      return reply.status(201).send(await app.payments.checkout(prepared, request.db));
    },
  );

  r.post(
    '/payments/:id/verify',
    {
      preHandler: app.authenticate,
      schema: {
        summary: "Complete a payment with Razorpay Checkout's answer (signature checked, payment read from Razorpay)",
        params: IdParamSchema,
        body: VerifyPaymentBodySchema,
        response: { 200: PaymentSchema, 400: err, 401: err, 404: err, 409: err, 503: err },
      },
    },
    async (request) => presentPayment(await app.payments.verify(currentUser(request).userId, request.params.id, request.body)),
  );

  r.post(
    '/payments/:id/dev-complete',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Pay a dev-provider payment (servers without Razorpay keys only)',
        params: IdParamSchema,
        body: z.unknown().optional(),
        response: { 200: PaymentSchema, 400: err, 401: err, 404: err, 409: err },
      },
    },
    async (request) => {
      if (app.payments.provider !== 'dev') throw new NotFoundError('Not found');
      return presentPayment(await app.payments.devComplete(currentUser(request).userId, request.params.id));
    },
  );

  r.get('/payments', { preHandler: app.authenticate, schema: { response: { 200: PaymentListSchema, 401: err } } }, async (request) =>
    (await app.payments.listOwn(currentUser(request).userId)).map(presentPayment),
  );

  r.get(
    '/payments/:id',
    { preHandler: app.authenticate, schema: { params: IdParamSchema, response: { 200: PaymentSchema, 400: err, 401: err, 404: err } } },
    async (request) => presentPayment(await app.payments.ownPayment(currentUser(request).userId, request.params.id)),
  );

  r.get(
    '/payments/:id/invoice',
    {
      preHandler: app.authenticate,
      schema: {
        summary: "The invoice (or receipt) of a paid payment, as a PDF: the member's own, or any for a coach",
        params: IdParamSchema,
        response: { 200: z.string().describe('application/pdf'), 400: err, 401: err, 404: err, 409: err },
      },
    },
    async (request, reply) => {
      const auth = currentUser(request);
      const row = isAdmin(auth)
        ? await app.payments.anyPayment(request.params.id)
        : await app.payments.ownPayment(auth.userId, request.params.id);
      if (!row.invoice_number) throw new ConflictError(PAYMENT_MESSAGES.invoiceNotReady, 'invoice_not_ready');
      // In the member's language (a coach downloading it gets the member's invoice as the member does).
      const member = await app.db.selectFrom('users').select('language').where('id', '=', row.user_id).executeTakeFirst();
      const pdf = await renderInvoicePdf(row, {
        config: app.config.payments,
        zone: app.config.businessTimeZone,
        language: languageOrDefault(member?.language),
      });
      // Bytes, sent as they are (the schema above only names the type for the API document).
      return (reply as unknown as FastifyReply)
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${row.invoice_number.replace(/\//g, '-')}.pdf"`)
        .send(pdf);
    },
  );

  r.get('/membership', { preHandler: app.authenticate, schema: { response: { 200: MembershipSchema, 401: err } } }, async (request) =>
    app.payments.membership(currentUser(request).userId),
  );

  // Razorpay's webhook: the body stays bytes (this scope only) so its HMAC is checked on what was sent.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/payments/webhooks/razorpay',
      {
        schema: {
          summary: "Razorpay's webhook (payment.captured, order.paid, refund.processed), signed with the webhook secret",
          security: [],
          response: { 200: MessageResponseSchema, 400: err },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = (name: string) => {
          const value = request.headers[name];
          return Array.isArray(value) ? value[0] : value;
        };
        const outcome = await app.payments.handleWebhook(body, header('x-razorpay-signature'), header('x-razorpay-event-id'));
        request.log.info({ outcome, eventId: header('x-razorpay-event-id') }, 'Razorpay webhook');
        return { message: outcome };
      },
    );
  });
}
