// Member health tracking: the profile update, monthly weight progress and diet plans. Every route
// of this domain, registered under /api.
import type { FastifyInstance } from 'fastify';
import { dietPlanRoutes } from './diet-plans.routes.js';
import { profileRoutes } from './profile.routes.js';
import { progressRoutes } from './progress.routes.js';
export { trackingMemberData } from './member-data.js';

export async function registerTrackingRoutes(app: FastifyInstance): Promise<void> {
  await app.register(profileRoutes);
  await app.register(progressRoutes);
  await app.register(dietPlanRoutes);
}
