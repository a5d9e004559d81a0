// PUT /api/training/scheduled/:id/log: the whole log, each time. Sent at once when the phone has a
// connection; without one it waits in the offline queue (lib/offline-queue) with its
// Idempotency-Key, and a newer save replaces the one waiting, so the log reaches the server once,
// as it stands, when the connection returns.
import { dropQueued, sendOrQueue, type QueuedResult } from '../../../lib/offline-queue';
import type { LogBody, ScheduledWorkout } from './types';

export const logPath = (scheduledId: number) => `/api/training/scheduled/${scheduledId}/log`;

/**
 * A save made while training asks for no answer (`Prefer: return=minimal`, RFC 7240: the server
 * answers 204): the player has the log on screen, and the whole workout sent back for each save was
 * most of a save's cost on the server at the evening peak (issue 41). Such a save replaces the log
 * and answers nothing, so sending it twice changes nothing: it goes without an Idempotency-Key, and
 * the server stores no key and answer for it (a write of their own in each save's transaction).
 * Finishing asks for the workout, whose answer carries the records
 * it set, so it keeps its key: a retry is answered with those records, not run again.
 */
export function saveLog(scheduledId: number, body: LogBody, label: string): Promise<ScheduledWorkout | QueuedResult | null> {
  const path = logPath(scheduledId);
  dropQueued('PUT', path);
  if (body.finished) return sendOrQueue<ScheduledWorkout>({ method: 'PUT', path, body, label });
  return sendOrQueue<null>({ method: 'PUT', path, body, headers: { Prefer: 'return=minimal' }, withoutKey: true, label });
}
