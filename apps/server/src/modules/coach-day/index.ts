// The coach's day: who needs attention (reasons computed from the database, dismissals, a nudge to
// many) and each member's conversation with the coaching team. The only import path for others.
import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db/database.js';
import { coachDayRoutes } from './coach-day.routes.js';
import { eraseMessagesOf } from './messages.repository.js';
export { coachDayMemberData } from './member-data.js';
export { sendFromCoach } from './messages.service.js';

export async function registerCoachDayRoutes(app: FastifyInstance): Promise<void> {
  await app.register(coachDayRoutes);
}

/** Erasure: the member's whole conversation (the coach's replies too) and dismissals about them. */
export async function eraseMember(trx: DB, userId: number): Promise<void> {
  await eraseMessagesOf(trx, userId);
}
