// GET /api/health: 200 when the server can reach its database, 503 otherwise.
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/database.js';
import { ServiceUnavailableError } from '../../lib/errors.js';

/**
 * How long one database ping answers the health checks that follow it. Load balancers, uptime
 * monitors and the bench poll this route; the answer they need ("the database answered within
 * the last second") does not need a query per request, and a query per request made the check
 * the most expensive thing a health poll did (issue 24).
 */
export const HEALTH_PING_MS = 1000;

const JSON_TYPE = 'application/json; charset=utf-8';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  let last: { ok: boolean; at: number } | null = null;
  let pending: Promise<boolean> | null = null;
  // Concurrent checks share the ping in flight; its outcome is remembered for HEALTH_PING_MS.
  const databaseAnswers = (): Promise<boolean> | boolean => {
    if (last && Date.now() - last.at < HEALTH_PING_MS) return last.ok;
    pending ??= pingDatabase(app.db)
      .then(
        () => true,
        () => false,
      )
      .then((ok) => {
        last = { ok, at: Date.now() };
        pending = null;
        return ok;
      });
    return pending;
  };
  // The healthy answer never changes: serialized once. The handler is not async, so a check
  // answered from the last ping costs no promise (issue 24: the health check is polled all day).
  const healthy = JSON.stringify({ status: 'ok', database: app.dbKind });
  const unreachable = () => new ServiceUnavailableError('The database cannot be reached', 5, 'database_unavailable');

  // Polled by load balancers: no rate limit (each check is one comparison of a timestamp), and no
  // compression hooks for a 36-byte answer.
  app.get('/health', { compress: false, config: { rateLimit: false } }, (_request, reply) => {
    const answers = databaseAnswers();
    if (answers === true) return reply.type(JSON_TYPE).send(healthy);
    if (answers === false) throw unreachable();
    return answers.then((ok) => {
      if (!ok) throw unreachable();
      return reply.type(JSON_TYPE).send(healthy);
    });
  });
}
