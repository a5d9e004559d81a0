// Circadian rhythm tracking: every route of this domain, registered under /api.
import type { FastifyInstance } from 'fastify';
import { adminCircadianRoutes } from './admin-circadian.routes.js';
import { circadianRoutes } from './circadian.routes.js';
export { circadianMemberData } from './member-data.js';
export { recentDays } from './circadian.service.js';
export { logCircadianDay, type CircadianDayLog } from './circadian-day-log.js';

export async function registerCircadianRoutes(app: FastifyInstance): Promise<void> {
  await app.register(circadianRoutes, { prefix: '/circadian' });
  await app.register(adminCircadianRoutes, { prefix: '/admin/circadian' });
}
