// Weekly check-ins (issue 42): every route of this domain, registered under /api. The only import
// path for other modules.
import type { FastifyInstance } from 'fastify';
import { checkInRoutes } from './check-ins.routes.js';
export { checkInsMemberData } from './member-data.js';

export async function registerCheckInRoutes(app: FastifyInstance): Promise<void> {
  await app.register(checkInRoutes);
}
export { checkInsPlugin } from './check-in-reminders.js';
// The demo seed writes past check-ins with the module's own pieces.
export { encodeCheckInPhoto, storePhotoFiles } from './check-in-photos.js';
export { writeAnswersAndMeasurements, writeForm } from './check-ins.repository.js';
