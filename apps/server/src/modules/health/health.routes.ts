// GET /api/health: 200 when the server can reach its database, 503 otherwise.
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/database.js';
import { ServiceUnavailableError } from '../../lib/errors.js';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async () => {
    try {
      await pingDatabase(app.db);
    } catch {
      throw new ServiceUnavailableError('The database cannot be reached', 5, 'database_unavailable');
    }
    return { status: 'ok', database: app.dbKind };
  });
}
