// GET /api/internal/metrics (coaches only): numbers the benchmarks and an operator read from a
// running instance. Presence row writes show how the batching bounds database writes.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@rhythmfit/contracts';

const MetricsSchema = z.object({
  presenceWrites: z.number().int(),
  rssBytes: z.number().int(),
  heapUsedBytes: z.number().int(),
  uptimeSeconds: z.number(),
  database: z.enum(['sqlite', 'postgres']),
  redis: z.boolean(),
  pid: z.number().int(),
});

export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/metrics',
    {
      preHandler: app.requireAdmin,
      schema: { response: { 200: MetricsSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema } },
    },
    async () => {
      const memory = process.memoryUsage();
      return {
        presenceWrites: app.presence.writes,
        rssBytes: memory.rss,
        heapUsedBytes: memory.heapUsed,
        uptimeSeconds: process.uptime(),
        database: app.dbKind,
        redis: app.redis !== null,
        pid: process.pid,
      };
    },
  );
}
