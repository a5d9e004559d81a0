// Health and app info: liveness/readiness and the public app facts. The only import path for app.ts.
export { appInfoRoutes } from './app-info.routes.js';
export { healthRoutes } from './health.routes.js';
