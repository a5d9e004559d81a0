import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const deleteLiveSession = (id: number) => api.delete<{ message: string }>(`/api/live-sessions/${id}`);

export function useDeleteLiveSession() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteLiveSession, onSettled: () => client.invalidateQueries({ queryKey: ['coaching'] }) });
}
