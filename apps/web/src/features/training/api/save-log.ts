// PUT /api/training/scheduled/:id/log: the whole log, each time. Sent at once when the phone has a
// connection; without one it waits in the offline queue (lib/offline-queue) with its
// Idempotency-Key, and a newer save replaces the one waiting, so the log reaches the server once,
// as it stands, when the connection returns.
import { dropQueued, sendOrQueue, type QueuedResult } from '../../../lib/offline-queue';
import type { LogBody, ScheduledWorkout } from './types';

export const logPath = (scheduledId: number) => `/api/training/scheduled/${scheduledId}/log`;

export function saveLog(scheduledId: number, body: LogBody, label: string): Promise<ScheduledWorkout | QueuedResult> {
  const path = logPath(scheduledId);
  dropQueued('PUT', path);
  return sendOrQueue<ScheduledWorkout>({ method: 'PUT', path, body, label });
}
