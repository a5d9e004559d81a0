// Presence: the signed-in app says it is alive every 30 s, reports its location every 15 s, and
// polls last-seen every 10 s. Writes only touch memory; the store flushes them in batches.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, IdParamSchema, LastSeenResponseSchema, LocationQuerySchema, MessageResponseSchema } from '@rhythmfit/contracts';
import { NotFoundError } from '../../lib/errors.js';
import { assertSelfOrAdmin, currentUser } from '../../plugins/auth.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

export async function presenceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/ping', {
    preHandler: app.authenticate,
    schema: { body: z.unknown().optional(), response: { 200: MessageResponseSchema, ...errors } },
  }, async (request) => {
    app.presence.touch(currentUser(request).userId);
    return { message: 'ok' };
  });

  r.post('/users/location', {
    preHandler: app.authenticate,
    schema: { querystring: LocationQuerySchema, body: z.unknown().optional(), response: { 200: MessageResponseSchema, ...errors } },
  }, async (request) => {
    app.presence.setLocation(currentUser(request).userId, request.query.latitude, request.query.longitude);
    return { message: 'Location updated' };
  });

  r.get('/users/:id/last-seen', {
    preHandler: app.authenticate,
    schema: { params: IdParamSchema, response: { 200: LastSeenResponseSchema, ...errors } },
  }, async (request) => {
    const userId = request.params.id;
    assertSelfOrAdmin(request, userId);
    const pending = await app.presence.read(userId);
    if (pending) return { lastSeen: pending.lastSeen };
    const row = await app.db.selectFrom('users').select('last_seen').where('id', '=', userId).executeTakeFirst();
    if (!row) throw new NotFoundError('User not found');
    return { lastSeen: row.last_seen };
  });
}
