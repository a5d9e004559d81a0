// GET /api/app-info: public facts the screens show (product name, privacy contact, the business
// time zone that slot times are written in).
import type { FastifyInstance } from 'fastify';

export async function appInfoRoutes(app: FastifyInstance): Promise<void> {
  app.get('/app-info', async () => ({
    appName: app.config.appName,
    contactEmail: app.config.contactEmail,
    businessTimeZone: app.config.businessTimeZone,
  }));
}
