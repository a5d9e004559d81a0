// DELETE /api/banners/{id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';

export const deleteBanner = (id: number) => api.delete<{ message: string }>(`/api/banners/${id}`);

export function useDeleteBanner() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteBanner, onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.banners }) });
}
