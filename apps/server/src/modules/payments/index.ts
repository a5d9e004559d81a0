// Memberships and payments (issue 23): checkout with Razorpay or the dev provider, verification,
// webhooks, invoices, the coach's money view, and membership reminders (app.payments, with its
// scheduler tick run once across the fleet).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminPaymentRoutes } from './admin-payments.routes.js';
import { createPaymentsService, type PaymentsService } from './payments.service.js';
import { paymentRoutes } from './payments.routes.js';
import { createRazorpayClient } from './razorpay.client.js';

export { paymentsMemberData } from './member-data.js';
// Outside the app (the demo seed writes its past through the service on its own clock).
export { createPaymentsService } from './payments.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsService;
  }
}

export const paymentsPlugin = fp(
  async (app: FastifyInstance, options: { autoStart?: boolean }) => {
    const razorpay = app.config.payments.razorpay;
    const service = createPaymentsService({
      db: app.db,
      config: app.config,
      notifications: app.notifications,
      locks: app.locks,
      log: app.log,
      razorpay: razorpay ? createRazorpayClient(razorpay) : null,
      onTick: (outcome) => app.metrics?.jobRun('membership-reminders', outcome),
    });
    app.decorate('payments', service);
    if (razorpay && !razorpay.webhookSecret)
      app.log.warn('RAZORPAY_WEBHOOK_SECRET is not set: payments complete only when the member returns to the app');
    if (options.autoStart !== false) app.addHook('onReady', async () => service.start());
    app.addHook('onClose', async () => service.stop());
  },
  { name: 'payments', dependencies: ['notifications'] },
);

export async function registerPaymentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(paymentRoutes);
  await app.register(adminPaymentRoutes);
}
