// The coach's area and content (admin dashboard, banners, testimonials, deletion, search): every route of this domain, registered under /api.
import type { FastifyInstance } from 'fastify';

export async function registerContentRoutes(_app: FastifyInstance): Promise<void> {}
