// Coaching and scheduling (slots, bookings, sessions, live sessions, trainers, plans): every route of this domain, registered under /api.
import type { FastifyInstance } from 'fastify';
import { catalogRoutes } from './catalog.routes.js';
import { liveSessionsRoutes } from './live-sessions.routes.js';
import { sessionsRoutes } from './sessions.routes.js';
import { slotsAndBookingsRoutes } from './slots-bookings.routes.js';
export { coachingMemberData } from './member-data.js';

export async function registerCoachingRoutes(app: FastifyInstance): Promise<void> {
  await app.register(slotsAndBookingsRoutes);
  await app.register(sessionsRoutes);
  await app.register(liveSessionsRoutes);
  await app.register(catalogRoutes);
}
