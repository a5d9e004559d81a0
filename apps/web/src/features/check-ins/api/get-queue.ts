// GET /api/admin/check-ins: the coach's queue (oldest submitted first), a page at a time, with the
// number waiting for review (the count beside the menu entry).
import type { CheckInQueue, CheckInQueueQuery } from '@rhythmfit/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checkInKeys } from './keys';

export const getCheckInQueue = (query: CheckInQueueQuery) =>
  api.get<CheckInQueue>('/api/admin/check-ins', { query: query as Record<string, string | number | undefined> });

export function useCheckInQueue(query: CheckInQueueQuery) {
  return useQuery({ queryKey: checkInKeys.queue(query), queryFn: () => getCheckInQueue(query), placeholderData: keepPreviousData });
}

/** Check-ins waiting for review, for the menu (the smallest page of the queue carries the count). */
export function useWaitingCount(enabled = true) {
  return useQuery({
    queryKey: checkInKeys.waiting,
    queryFn: () => getCheckInQueue({ status: 'submitted', pageSize: 1 }).then((queue) => queue.waiting),
    enabled,
    staleTime: 60_000,
    refetchInterval: 120_000,
  });
}
