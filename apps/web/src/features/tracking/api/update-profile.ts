// PUT /api/users/update: multipart with a JSON part `user` and an optional image `profilePicture`.
import type { ProfileUpdateInput, UserProfile } from '@rhythmfit/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trackingKeys } from './keys';

export interface UpdateProfileInput {
  user: ProfileUpdateInput;
  photo?: File | null;
}

export function updateProfile({ user, photo }: UpdateProfileInput): Promise<UserProfile> {
  const form = new FormData();
  form.append('user', JSON.stringify(user));
  if (photo) form.append('profilePicture', photo);
  return api.upload<UserProfile>('/api/users/update', form, 'PUT');
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(trackingKeys.profile, profile),
  });
}
