// /api/notifications (the bell, preferences, the live stream), /api/push (this device's web push)
// and the coaches' view of deliveries that did not get through.
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DeliveriesQuerySchema,
  DeliverySchema,
  ErrorResponseSchema,
  IdParamSchema,
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationPreferencesSchema,
  NotificationSchema,
  PushPublicKeySchema,
  PushSubscriptionBodySchema,
  PushUnsubscribeBodySchema,
  UnreadCountSchema,
} from '@rhythmfit/contracts';
import { nowIso } from '../../db/database.js';
import { NotFoundError } from '../../lib/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { presentDelivery, presentNotification } from './notifications.presenter.js';
import {
  countUnread,
  deleteSubscription,
  listDeliveries,
  listNotifications,
  markAllRead,
  markRead,
  readPreferences,
  writePreferences,
} from './notifications.repository.js';

const err = ErrorResponseSchema;
const authErrors = { 401: err, 403: err };
const PING_MS = 25_000;

export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const streams = new Set<ServerResponse>();

  r.get(
    '/notifications',
    {
      preHandler: app.authenticate,
      schema: { querystring: NotificationListQuerySchema, response: { 200: NotificationListSchema, 400: err, 401: err } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const rows = await listNotifications(app.db, userId, request.query.limit, request.query.before);
      return { items: rows.map(presentNotification), unread: await countUnread(app.db, userId) };
    },
  );

  r.post(
    '/notifications/read-all',
    {
      preHandler: app.authenticate,
      schema: { body: z.unknown().optional(), response: { 200: UnreadCountSchema, 401: err } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      await markAllRead(app.db, userId, nowIso());
      return { unread: 0 };
    },
  );

  r.post(
    '/notifications/:id/read',
    {
      preHandler: app.authenticate,
      schema: { params: IdParamSchema, body: z.unknown().optional(), response: { 200: NotificationSchema, 400: err, 401: err, 404: err } },
    },
    async (request) => {
      // Someone else's notification is answered exactly like one that does not exist.
      const row = await markRead(app.db, currentUser(request).userId, request.params.id, nowIso());
      if (!row) throw new NotFoundError('Notification not found');
      return presentNotification(row);
    },
  );

  r.get(
    '/notifications/preferences',
    {
      preHandler: app.authenticate,
      schema: { response: { 200: NotificationPreferencesSchema, 401: err } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      return (await readPreferences(app.db, [userId], app.config.businessTimeZone)).get(userId)!;
    },
  );

  r.put(
    '/notifications/preferences',
    {
      preHandler: app.authenticate,
      schema: { body: NotificationPreferencesSchema, response: { 200: NotificationPreferencesSchema, 400: err, 401: err } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      await writePreferences(app.db, userId, request.body, nowIso());
      return (await readPreferences(app.db, [userId], app.config.businessTimeZone)).get(userId)!;
    },
  );

  // Server-Sent Events. The web reads it with fetch so the token stays in the Authorization header.
  r.get('/notifications/stream', { preHandler: app.authenticate }, async (request, reply) => {
    const { userId } = currentUser(request);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Reverse proxies must pass events through as they come.
      'x-accel-buffering': 'no',
    });
    res.write(`retry: 5000\nevent: ready\ndata: ${JSON.stringify({ unread: await countUnread(app.db, userId) })}\n\n`);
    const unsubscribe = app.notifications.subscribe(userId, (event) => {
      res.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
    });
    const ping = setInterval(() => res.write('event: ping\ndata: {}\n\n'), PING_MS);
    streams.add(res);
    const close = () => {
      clearInterval(ping);
      unsubscribe();
      streams.delete(res);
    };
    res.on('close', close);
  });
  // Open streams would hold a closing server open forever.
  app.addHook('preClose', async () => {
    for (const res of streams) res.end();
  });

  r.get('/push/public-key', { schema: { response: { 200: PushPublicKeySchema } } }, async () => ({
    publicKey: app.config.notifications.vapid.publicKey,
  }));

  r.post(
    '/push/subscriptions',
    {
      preHandler: app.authenticate,
      schema: { body: PushSubscriptionBodySchema, response: { 201: z.object({ endpoint: z.string() }), 400: err, 401: err } },
    },
    async (request, reply) => {
      await app.notifications.subscribePush(currentUser(request).userId, { endpoint: request.body.endpoint, ...request.body.keys });
      return reply.status(201).send({ endpoint: request.body.endpoint });
    },
  );

  r.delete(
    '/push/subscriptions',
    {
      preHandler: app.authenticate,
      schema: { body: PushUnsubscribeBodySchema, response: { 204: z.null(), 400: err, 401: err } },
    },
    async (request, reply) => {
      await deleteSubscription(app.db, currentUser(request).userId, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/admin/notifications/deliveries',
    {
      preHandler: app.requireAdmin,
      schema: { querystring: DeliveriesQuerySchema, response: { 200: z.array(DeliverySchema), 400: err, ...authErrors } },
    },
    async (request) => (await listDeliveries(app.db, request.query.status, request.query.limit)).map(presentDelivery),
  );
}
