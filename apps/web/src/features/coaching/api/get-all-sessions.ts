import type { CoachingSession } from '@rhythmfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coachingKeys } from './keys';

export const getAllSessions = () => api.get<CoachingSession[]>('/api/sessions/all');

export function useAllSessions() {
  return useQuery({ queryKey: coachingKeys.allSessions, queryFn: getAllSessions });
}
