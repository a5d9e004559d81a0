// Presence: last seen and location, kept in memory or Redis and flushed to the users table. The
// only import path for other modules.
export { createMemoryPresenceStore, createRedisPresenceStore, type PresenceStore, type PresenceUpdate } from './presence.store.js';
export { presenceRoutes } from './presence.routes.js';
export { metricsRoutes } from './metrics.routes.js';
