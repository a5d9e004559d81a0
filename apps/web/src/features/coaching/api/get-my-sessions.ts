import { SESSION_POLL_MS, type CoachingSession } from '@rhythmfit/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coachingKeys } from './keys';

export const getMySessions = () => api.get<CoachingSession[]>('/api/sessions');

/** The member's sessions, newest first, refreshed every 5 s: one request per cycle for the whole list. */
export const mySessionsQuery = queryOptions({ queryKey: coachingKeys.mySessions, queryFn: getMySessions });

export function useMySessions(enabled = true) {
  return useQuery({
    ...mySessionsQuery,
    select: (sessions) => [...sessions].reverse(),
    refetchInterval: SESSION_POLL_MS,
    enabled,
  });
}
