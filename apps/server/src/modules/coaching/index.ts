// Coaching and scheduling (slots, bookings, booking policies, the waitlist, sessions, live sessions,
// trainers, plans): every route of this domain, registered under /api, and the waitlist service
// (app.waitlist) with its scheduler tick.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bookingPolicyRoutes } from './booking-policy.routes.js';
import { catalogRoutes } from './catalog.routes.js';
import { liveSessionsRoutes } from './live-sessions.routes.js';
import { sessionsRoutes } from './sessions.routes.js';
import { slotsAndBookingsRoutes } from './slots-bookings.routes.js';
import { createWaitlistService, type WaitlistService } from './waitlist.service.js';
import { waitlistRoutes } from './waitlist.routes.js';

export type { WaitlistService } from './waitlist.service.js';
export { coachingMemberData } from './member-data.js';

declare module 'fastify' {
  interface FastifyInstance {
    waitlist: WaitlistService;
  }
}

export async function registerCoachingRoutes(app: FastifyInstance): Promise<void> {
  await app.register(slotsAndBookingsRoutes);
  await app.register(bookingPolicyRoutes);
  await app.register(waitlistRoutes);
  await app.register(sessionsRoutes);
  await app.register(liveSessionsRoutes);
  await app.register(catalogRoutes);
}

/** Decorates app.waitlist and runs its tick (offer expiry and hand-off) every JOBS_POLL_MS on one instance. */
export const waitlistPlugin = fp(
  async (app: FastifyInstance, options: { autoStart?: boolean }) => {
    const service = createWaitlistService({
      db: app.db,
      zone: app.config.businessTimeZone,
      notifications: app.notifications,
      locks: app.locks,
      pollMs: app.config.jobsPollMs,
      log: app.log,
    });
    app.decorate('waitlist', service);
    if (options.autoStart !== false) app.addHook('onReady', async () => service.start());
    app.addHook('onClose', async () => service.stop());
  },
  { name: 'waitlist', dependencies: ['notifications'] },
);
