import { LIVE_SESSIONS_POLL_MS, type LiveSession } from '@rhythmfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coachingKeys } from './keys';

export const getUpcomingLiveSessions = () => api.get<LiveSession[]>('/api/live-sessions/upcoming');
export const getAllLiveSessions = () => api.get<LiveSession[]>('/api/live-sessions');

/** The member panel's feed, polled every 30 s. */
export function useUpcomingLiveSessions() {
  return useQuery({
    queryKey: coachingKeys.upcomingLive,
    queryFn: getUpcomingLiveSessions,
    refetchInterval: LIVE_SESSIONS_POLL_MS,
    retry: 0,
  });
}

export function useAllLiveSessions() {
  return useQuery({ queryKey: coachingKeys.allLive, queryFn: getAllLiveSessions });
}
