// Where training tells people about what happened (issue 41). The routes call these inside the
// request; the notifications (workout_assigned, the coach's workout_completed naming new records)
// are written through `notifyWithin(request, app.notifications, [...])`: with `request.db`, so a
// keyed idempotent request (assign) commits them with its write and stored answer, exactly once,
// and their live events go out after the commit. The texts are in notices.ts.
import type { FastifyRequest } from 'fastify';
import type { NewRecord } from '@rhythmfit/contracts';
import { notifyWithin } from '../notifications/index.js';
import { programAssigned, workoutCompleted, workoutScheduled } from './notices.js';
import { memberToday } from './scheduled.service.js';

export interface WorkoutFinished {
  userId: number;
  scheduledId: number;
  name: string;
  date: string;
  newRecords: NewRecord[];
}

/** A member finished a scheduled workout for the first time: the coach is told, once. */
export async function onWorkoutFinished(request: FastifyRequest, finished: WorkoutFinished): Promise<void> {
  const db = request.db;
  const member = await db.selectFrom('users').select('name').where('id', '=', finished.userId).executeTakeFirst();
  const ids = [...new Set(finished.newRecords.map((record) => record.exerciseId))];
  const exercises = ids.length ? await db.selectFrom('exercises').select(['id', 'name']).where('id', 'in', ids).execute() : [];
  await notifyWithin(request, request.server.notifications, [
    workoutCompleted({
      userId: finished.userId,
      userName: member?.name,
      scheduledId: finished.scheduledId,
      name: finished.name,
      newRecords: finished.newRecords,
      exerciseNames: new Map(exercises.map((exercise) => [exercise.id, exercise.name])),
    }),
  ]);
}

export interface ProgramAssigned {
  userId: number;
  programId: number;
  programName: string;
  scheduled: number;
  firstDate: string | null;
  lastDate: string | null;
}

/** A coach assigned a program: one notice per assignment, not per workout. */
export async function onProgramAssigned(request: FastifyRequest, assigned: ProgramAssigned): Promise<void> {
  await notifyWithin(request, request.server.notifications, [programAssigned(assigned)]);
}

export interface WorkoutScheduled {
  userId: number;
  scheduledId: number;
  name: string;
  date: string;
}

/**
 * A coach put one workout on a member's calendar. A workout placed on a past day (a plan recorded
 * after the fact) tells the member nothing.
 */
export async function onWorkoutScheduled(request: FastifyRequest, scheduled: WorkoutScheduled): Promise<void> {
  const today = await memberToday(request.db, scheduled.userId, request.server.config.businessTimeZone);
  if (scheduled.date < today) return;
  await notifyWithin(request, request.server.notifications, [workoutScheduled(scheduled)]);
}
