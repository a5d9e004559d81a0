// The one list of what each domain owns of a member. Erasure, the member's data export and member
// search go through it; a test fails when a table refers to users and no entry here covers it.
import type { MemberDataRegistry } from './lib/member-data.js';
import { checkInsMemberData } from './modules/check-ins/index.js';
import { coachDayMemberData } from './modules/coach-day/index.js';
import { circadianMemberData } from './modules/circadian/index.js';
import { coachingMemberData } from './modules/coaching/index.js';
import { contentMemberData } from './modules/content/index.js';
import { notificationsMemberData } from './modules/notifications/index.js';
import { paymentsMemberData } from './modules/payments/index.js';
import { trackingMemberData } from './modules/tracking/index.js';
import { trainingMemberData } from './modules/training/index.js';
import { idempotencyMemberData } from './plugins/idempotency.js';

export const MEMBER_DATA: MemberDataRegistry = [
  trackingMemberData,
  coachingMemberData,
  circadianMemberData,
  contentMemberData,
  notificationsMemberData,
  paymentsMemberData,
  trainingMemberData,
  checkInsMemberData,
  idempotencyMemberData,
  // Last: erasing the others' rows must not leave an activity mark behind.
  coachDayMemberData,
];
