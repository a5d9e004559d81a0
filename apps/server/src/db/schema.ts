// Table types for Kysely. Booleans are stored as integers 0/1 and instants as ISO-8601 UTC text on
// both engines, so one set of queries serves SQLite and PostgreSQL. Each domain keeps its tables in
// schema/<domain>.ts and the Database type joins them.
import type { AccountsTables } from './schema/accounts.js';
import type { CheckInTables } from './schema/check-ins.js';
import type { CircadianTables } from './schema/circadian.js';
import type { CoachDayTables } from './schema/coach-day.js';
import type { CoachingTables } from './schema/coaching.js';
import type { ContentTables } from './schema/content.js';
import type { ExerciseTables } from './schema/exercises.js';
import type { IdempotencyTables } from './schema/idempotency.js';
import type { ListVersionsTables } from './schema/list-versions.js';
import type { NotificationTables } from './schema/notifications.js';
import type { PaymentTables } from './schema/payments.js';
import type { TrackingTables } from './schema/tracking.js';

export type * from './schema/accounts.js';
export type * from './schema/tracking.js';
export type * from './schema/coaching.js';
export type * from './schema/circadian.js';
export type * from './schema/content.js';
export type * from './schema/idempotency.js';
export type * from './schema/notifications.js';
export type * from './schema/coach-day.js';
export type * from './schema/list-versions.js';
export type * from './schema/payments.js';
export type * from './schema/exercises.js';
export type * from './schema/check-ins.js';

export interface Database
  extends
    AccountsTables,
    TrackingTables,
    CoachingTables,
    CircadianTables,
    ContentTables,
    IdempotencyTables,
    NotificationTables,
    CoachDayTables,
    ListVersionsTables,
    PaymentTables,
    ExerciseTables,
    CheckInTables {}
