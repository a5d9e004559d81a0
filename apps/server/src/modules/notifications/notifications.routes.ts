// /api/notifications (the bell, preferences, the live stream), /api/push (this device's web push)
// and the coaches' view of deliveries that did not get through.
import type { FastifyInstance } from 'fastify';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
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
import { LiveEventLogUnavailableError } from './live-event-log.js';
import { presentDelivery, presentNotification } from './notifications.presenter.js';
import type { LiveEvent } from './notifications.types.js';
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
  /** Each open stream and how to tell it to refetch. */
  const streams = new Map<ServerResponse, (reason: string) => void>();
  // While Redis was away, events published on other instances did not reach these streams (the bus
  // delivered on each instance only): once it answers again, each one is told to refetch.
  const stopWatching = app.redisHealth?.onRecovered(() => {
    for (const resync of streams.values()) resync('redis_recovered');
  });
  if (stopWatching) app.addHook('onClose', async () => void stopWatching());

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
  // Every event carries an `id`; a reconnect sending `Last-Event-ID` first gets the events it missed
  // (from the user's recent-event log, live-event-log.ts), or `resync` when the log cannot tell
  // (too old, unknown): the client then refetches everything. Frames:
  //   new stream:  id: <head>  event: ready
  //   resumed:     id: <Last-Event-ID>  event: ready, then each missed event with its id
  //   can't tell:  id: <head>  event: ready, then id: <head>  event: resync
  r.get('/notifications/stream', { preHandler: app.authenticate }, async (request, reply) => {
    const { userId } = currentUser(request);
    const header = request.headers['last-event-id'];
    const resumeFrom = (Array.isArray(header) ? header[0] : header)?.trim() || null;
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      // What the app's hooks set so far (security headers): a hijacked reply does not send them.
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Reverse proxies must pass events through as they come.
      'x-accel-buffering': 'no',
    });
    let lastId: string | null = null;
    const write = (type: string, data: unknown, id: string | null) => {
      if (res.writableEnded || res.destroyed) return;
      if (id) lastId = id;
      res.write(`${lastId ? `id: ${lastId}\n` : ''}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    // Listen before reading the log, holding live events until the missed ones are out: an event
    // published in between is then in the log, or held here, or both (sent once, by id).
    let held: { event: LiveEvent; id: string | null }[] | null = [];
    const sent = new Set<string>();
    const unsubscribe = app.notifications.subscribe(userId, (event, id) => {
      if (held) held.push({ event, id });
      else write(event.type, event.data, id);
    });
    const ping = setInterval(() => write('ping', {}, null), PING_MS);
    streams.set(res, (reason) => write('resync', { reason }, null));
    const close = () => {
      clearInterval(ping);
      unsubscribe();
      streams.delete(res);
    };
    res.on('close', close);

    try {
      const log = app.notifications.liveLog;
      const missed = resumeFrom ? await log.since(userId, resumeFrom) : null;
      const unread = await countUnread(app.db, userId);
      if (!res.destroyed) res.write('retry: 5000\n');
      if (missed) {
        write('ready', { unread }, resumeFrom);
        for (const { id, event } of missed) {
          write(event.type, event.data, id);
          sent.add(id);
        }
      } else {
        const head = await log.head(userId);
        write('ready', { unread }, head);
        if (resumeFrom) write('resync', { reason: 'unknown_last_event_id' }, head);
      }
    } catch (error) {
      // The log is away (Redis): the stream still works; the client refetches on ready. (An outage
      // is logged once, by lib/redis-health.ts, not per stream.)
      if (!(error instanceof LiveEventLogUnavailableError)) request.log.warn({ err: error }, 'live event log unavailable');
      if (lastId === null) write('ready', { unread: await countUnread(app.db, userId).catch(() => 0) }, null);
      if (resumeFrom) write('resync', { reason: 'log_unavailable' }, null);
    }
    const waiting = held;
    held = null;
    for (const { event, id } of waiting) if (!id || !sent.has(id)) write(event.type, event.data, id);
  });
  // Open streams would hold a closing server open forever.
  app.addHook('preClose', async () => {
    for (const res of streams.keys()) res.end();
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
