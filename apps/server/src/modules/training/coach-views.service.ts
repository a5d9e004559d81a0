// What the coach sees of a member's training (issue 41): their calendar by status, one workout's
// log planned beside actual with where the member fell short, the 28-day compliance with the
// member's records, and a comment on a workout that goes into the conversation with the member.
import {
  MESSAGE_MAX_LENGTH,
  type CalendarEntry,
  type CoachScheduledWorkout,
  type MemberTrainingSummary,
  type ScheduledWorkout,
  type Shortfall,
  type TrainingCommentResponse,
} from '@rhythmfit/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DB } from '../../db/database.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { sendFromCoach } from '../coach-day/index.js';
import { displayDate } from './notices.js';
import { compliance28d, complianceFrom, shortfalls, type StoredStatus } from './rules/index.js';
import { calendar, loadScheduled, memberToday, presentScheduled, records } from './scheduled.service.js';

/** A member account (not a coach's); an erased or unknown one is 404. */
export async function requireTrainingMember(db: DB, userId: number): Promise<{ id: number; name: string }> {
  const member = await db.selectFrom('users').select(['id', 'name', 'role']).where('id', '=', userId).executeTakeFirst();
  if (!member || member.role !== 'USER') throw new NotFoundError('Member not found');
  return { id: member.id, name: member.name };
}

export async function memberCalendar(db: DB, userId: number, from: string, to: string, businessTimeZone: string): Promise<CalendarEntry[]> {
  await requireTrainingMember(db, userId);
  return calendar(db, userId, from, to, await memberToday(db, userId, businessTimeZone));
}

/**
 * Shortfalls of a finished workout: normal sets done below target, sets not done, exercises
 * skipped. A workout not finished (planned, in progress, skipped, missed) has none to show yet.
 */
export function shortfallsOf(workout: ScheduledWorkout): Shortfall[] {
  if (workout.status !== 'done') return [];
  return shortfalls(
    workout.items.map((item) => ({
      exerciseName: item.exercise.name,
      sets: item.sets.map((set) => ({ type: set.type, target: set.target, actual: set.actual })),
    })),
  ).map(({ exerciseName, setIndex, target, actual }) => ({ exerciseName, setIndex, target, actual }));
}

export async function coachScheduled(db: DB, id: number, businessTimeZone: string): Promise<CoachScheduledWorkout> {
  const row = await loadScheduled(db, id);
  const member = await db.selectFrom('users').select(['id', 'name']).where('id', '=', row.user_id).executeTakeFirst();
  if (!member) throw new NotFoundError('Workout not found');
  const workout = await presentScheduled(db, row, await memberToday(db, row.user_id, businessTimeZone));
  return { ...workout, userId: member.id, userName: member.name, shortfalls: shortfallsOf(workout) };
}

export async function memberSummary(db: DB, userId: number, businessTimeZone: string): Promise<MemberTrainingSummary> {
  await requireTrainingMember(db, userId);
  const today = await memberToday(db, userId, businessTimeZone);
  const [window, last, best] = await Promise.all([
    db
      .selectFrom('scheduled_workouts')
      .select(['date', 'status'])
      .where('user_id', '=', userId)
      .where('date', '>=', complianceFrom(today))
      .where('date', '<=', today)
      .execute(),
    db
      .selectFrom('scheduled_workouts')
      .select((eb) => eb.fn.max('completed_at').as('at'))
      .where('user_id', '=', userId)
      .where('status', '=', 'done')
      .executeTakeFirst(),
    records(db, userId),
  ]);
  return {
    compliance28d: compliance28d(
      window.map((row) => ({ date: row.date, status: row.status as StoredStatus })),
      today,
    ),
    lastWorkoutAt: (last?.at as string | null | undefined) ?? null,
    records: best,
  };
}

/** The message a comment becomes: the workout named, its day, the comment, and where to open it. */
export function commentMessage(workout: { id: number; name: string; date: string }, text: string): string {
  return `About your workout "${workout.name}" on ${displayDate(workout.date)}:\n${text}\n\nOpen it: /training/${workout.id}`;
}

/** A comment on a member's workout, sent as the coach's message in the conversation with them. */
export async function commentOnWorkout(
  app: Pick<FastifyInstance, 'db' | 'notifications'>,
  writer: Pick<FastifyRequest, 'db' | 'afterCommit'>,
  coachId: number,
  scheduledId: number,
  text: string,
): Promise<TrainingCommentResponse> {
  const row = await loadScheduled(writer.db, scheduledId);
  const body = commentMessage(row, text);
  if (body.length > MESSAGE_MAX_LENGTH)
    throw new BadRequestError(
      `text is too long: the message with the workout's name must be at most ${MESSAGE_MAX_LENGTH} characters`,
      'comment_too_long',
    );
  const [message] = await sendFromCoach(app, writer, coachId, [row.user_id], body);
  return { messageId: message!.id, conversationId: row.user_id };
}
