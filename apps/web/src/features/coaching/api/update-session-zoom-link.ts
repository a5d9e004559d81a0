import type { CoachingSession } from '@rhythmfit/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coachingKeys } from './keys';

export const updateSessionZoomLink = (id: number, zoomLink: string) =>
  api.put<CoachingSession>(`/api/sessions/${id}/zoom-link`, { zoomLink });

export function useUpdateSessionZoomLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, zoomLink }: { id: number; zoomLink: string }) => updateSessionZoomLink(id, zoomLink),
    onSettled: () => client.invalidateQueries({ queryKey: coachingKeys.allSessions }),
  });
}
