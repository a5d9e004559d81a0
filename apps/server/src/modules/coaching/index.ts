// Coaching and scheduling (slots, bookings, sessions, live sessions, trainers, plans): every route of this domain, registered under /api.
import type { FastifyInstance } from 'fastify';

export async function registerCoachingRoutes(_app: FastifyInstance): Promise<void> {}
