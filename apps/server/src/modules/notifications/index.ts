// Notifications (in the app, web push, SMS and WhatsApp reminders): the only import path for other
// modules. `app.notifications` is the service; call notify() after a write commits (or record() in
// the write's transaction and fanOut() after it, as a new booking does).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createChannels, type Channels } from './channels.js';
import { createMemoryLiveEventLog, createRedisLiveEventLog } from './live-event-log.js';
import { createNotificationService, type NotificationService } from './notifications.service.js';
import { notificationsRoutes } from './notifications.routes.js';
export { notificationsMemberData } from './member-data.js';

export type { NotificationService } from './notifications.service.js';
export type { NotifyInput, Recipients, LiveEvent } from './notifications.types.js';
export type { Channels } from './channels.js';
// Outside the app (the demo seed writes its past through a service on its own clock).
export { createNotificationService } from './notifications.service.js';
export * as notices from './notices.js';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationService;
  }
}

/** Decorates app.notifications and starts the delivery scheduler (every JOBS_POLL_MS). */
export const notificationsPlugin = fp(
  async (app: FastifyInstance, options: { channels?: Channels; autoStart?: boolean }) => {
    const service = createNotificationService({
      db: app.db,
      bus: app.bus,
      // Shared by the fleet when Redis is there, so a reconnect may land on any instance.
      liveLog: app.redis ? createRedisLiveEventLog(app.redis, { prefix: app.config.redisKeyPrefix }) : createMemoryLiveEventLog(),
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
