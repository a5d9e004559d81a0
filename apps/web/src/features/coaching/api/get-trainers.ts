import type { Trainer } from '@rhythmfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coachingKeys } from './keys';

/** Same server as every other call (the spec's hard-coded development host is not reproduced). */
export const getTrainers = () => api.get<Trainer[]>('/api/trainers');

export function useTrainers() {
  return useQuery({ queryKey: coachingKeys.trainers, queryFn: getTrainers });
}
