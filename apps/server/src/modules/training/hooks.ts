// Where training tells people about what happened (issue 41). The routes call these inside the
// request (its transaction: `request.db`); the notifications themselves (workout_assigned, the
// coach's workout_completed naming new records) are written here through
// `notifyWithin(request, app.notifications, [...])` by the notifications side of training.
// Until then they do nothing.
import type { FastifyRequest } from 'fastify';
import type { NewRecord } from '@rhythmfit/contracts';

export interface WorkoutFinished {
  userId: number;
  scheduledId: number;
  name: string;
  date: string;
  newRecords: NewRecord[];
}

/** A member finished a scheduled workout for the first time: the coach is told, once. */
export async function onWorkoutFinished(_request: FastifyRequest, _finished: WorkoutFinished): Promise<void> {}

export interface ProgramAssigned {
  userId: number;
  programId: number;
  programName: string;
  scheduled: number;
  firstDate: string | null;
  lastDate: string | null;
}

/** A coach assigned a program: one notice per assignment, not per workout. */
export async function onProgramAssigned(_request: FastifyRequest, _assigned: ProgramAssigned): Promise<void> {}

export interface WorkoutScheduled {
  userId: number;
  scheduledId: number;
  name: string;
  date: string;
}

/** A coach put one workout on a member's calendar. */
export async function onWorkoutScheduled(_request: FastifyRequest, _scheduled: WorkoutScheduled): Promise<void> {}
