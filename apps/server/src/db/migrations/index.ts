// Every migration, in order. A static list (not a folder scan) so the built server and the tests
// run exactly the same set. Migrations are frozen in time: add a new file, never edit a landed one.
import type { Migration } from 'kysely';
import * as accounts from './0001-accounts.js';
import * as healthTracking from './0002-health-tracking.js';
import * as coaching from './0003-coaching.js';
import * as circadian from './0004-circadian.js';
import * as content from './0005-content.js';
import * as idempotency from './0006-idempotency.js';
import * as notifications from './0007-notifications.js';
import * as coachDay from './0008-coach-day.js';
import * as bookingPolicies from './0009-booking-policies.js';
import * as eatingEvents from './0010-eating-events.js';
import * as idempotencyFingerprint from './0012-idempotency-fingerprint.js';
import * as attentionSummary from './0014-attention-summary.js';
import * as coachLookupIndex from './0015-coach-lookup-index.js';
import * as attentionEatingDays from './0016-attention-eating-days.js';
import * as exerciseLibrary from './0017-exercise-library.js';
import * as listVersions from './0013-list-versions.js';
import * as payments from './0011-payments.js';
import * as checkIns from './0019-check-ins.js';
import * as userLanguage from './0020-user-language.js';
import * as idempotencyAtomic from './0021-idempotency-atomic.js';

export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-health-tracking': healthTracking,
  '0003-coaching': coaching,
  '0004-circadian': circadian,
  '0005-content': content,
  '0006-idempotency': idempotency,
  '0007-notifications': notifications,
  '0008-coach-day': coachDay,
  '0009-booking-policies': bookingPolicies,
  '0010-eating-events': eatingEvents,
  '0011-payments': payments,
  '0012-idempotency-fingerprint': idempotencyFingerprint,
  '0013-list-versions': listVersions,
  '0014-attention-summary': attentionSummary,
  '0015-coach-lookup-index': coachLookupIndex,
  '0016-attention-eating-days': attentionEatingDays,
  '0017-exercise-library': exerciseLibrary,
  '0019-check-ins': checkIns,
  '0020-user-language': userLanguage,
  '0021-idempotency-atomic': idempotencyAtomic,
};
