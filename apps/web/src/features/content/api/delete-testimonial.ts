// DELETE /api/testimonials/{id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';

export const deleteTestimonial = (id: number) => api.delete<{ message: string }>(`/api/testimonials/${id}`);

export function useDeleteTestimonial() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteTestimonial, onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.testimonials }) });
}
