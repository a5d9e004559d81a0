// GET /api/users/me: the signed-in member's full profile (with age, BMI and medicalConditions).
import type { UserProfile } from '@rhythmfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trackingKeys } from './keys';

export const getProfile = () => api.get<UserProfile>('/api/users/me');

export function useProfile() {
  return useQuery({ queryKey: trackingKeys.profile, queryFn: getProfile });
}
