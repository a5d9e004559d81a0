// Notifications (in the app, web push, SMS and WhatsApp reminders): the only import path for other
// modules. `app.notifications` is the service. A request's write announces with notifyWithin():
// the notifications and their deliveries in the request's transaction, the live events after its
// commit. Outside a request, notify() (or record() in the write's transaction and fanOut() after it).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { inTransaction } from '../../db/database.js';
import { createChannels, type Channels } from './channels.js';
import { createMemoryLiveEventLog, createRedisLiveEventLog } from './live-event-log.js';
import { createNotificationService, type NotificationService, type NotifyInput } from './notifications.service.js';
import { notificationsRoutes } from './notifications.routes.js';
export { notificationsMemberData } from './member-data.js';

export type { NotificationService } from './notifications.service.js';
export type { NotifyInput, Recipients, LiveEvent } from './notifications.types.js';
export type { Channels } from './channels.js';
// Outside the app (the demo seed writes its past through a service on its own clock).
export { createNotificationService } from './notifications.service.js';
export * as notices from './notices.js';
export { localizedNotice } from './notices.js';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationService;
  }
}

/**
 * Notifications caused by a request's write: recorded with `request.db` (the request's transaction
 * when it is a keyed idempotent one, so they commit with the write and its stored answer, exactly
 * once), their live events once it has committed.
 */
export async function notifyWithin(
  request: Pick<FastifyRequest, 'db' | 'afterCommit'>,
  service: NotificationService,
  inputs: NotifyInput[],
): Promise<void> {
  const rows = await inTransaction(request.db, (trx) => service.record(trx, inputs));
  await request.afterCommit(() => service.fanOut(rows));
}

/** Decorates app.notifications and starts the delivery scheduler (every JOBS_POLL_MS). */
export const notificationsPlugin = fp(
  async (app: FastifyInstance, options: { channels?: Channels; autoStart?: boolean }) => {
    const service = createNotificationService({
      db: app.db,
      bus: app.bus,
      // Shared by the fleet when Redis is there, so a reconnect may land on any instance.
      liveLog: app.redis
        ? createRedisLiveEventLog(app.redis, {
            prefix: app.config.redisKeyPrefix,
            onUnavailable: (error) => app.redisHealth?.fellBack('live_events', error),
          })
        : createMemoryLiveEventLog(),
      config: app.config,
      channels: options.channels ?? createChannels(app.config),
      log: app.log,
      onTick: (outcome) => app.metrics?.jobRun('notifications', outcome),
    });
    app.decorate('notifications', service);
    if (options.autoStart !== false) app.addHook('onReady', async () => service.start());
    app.addHook('onClose', async () => service.stop());
  },
  { name: 'notifications' },
);

export async function registerNotificationRoutes(app: FastifyInstance): Promise<void> {
  await app.register(notificationsRoutes);
}
