// The contracts package: zod schemas for every payload and answer, and the pure domain rules.
// Each domain adds its module here with one export line.
export * from './common.js';
export * from './dates.js';
export * from './roles.js';
export * from './presence.js';
export * from './auth.js';
export * from './users.js';
export * from './languages.js';
export * from './tracking.js';
export * from './coaching.js';
export * from './booking-policies.js';
export * from './circadian-day.js';
export * from './circadian.js';
export * from './circadian-insights.js';
export * from './content.js';
export * from './notifications.js';
export * from './coach-day.js';
export * from './statistics.js';
export * from './payments.js';
export * from './exercise-taxonomy.js';
export * from './training.js';
export * from './check-ins.js';
