// Member health tracking (issue: profile, weight progress, diet plans): every route of this domain, registered under /api.
import type { FastifyInstance } from 'fastify';

export async function registerTrackingRoutes(_app: FastifyInstance): Promise<void> {}
