// POST /api/testimonials and PUT /api/testimonials/{id} (multipart: name, message, role, media).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Testimonial } from '@rhythmfit/contracts';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';

export interface TestimonialInput {
  name: string;
  message: string;
  role: string;
  file: File | null;
}

function formData(input: TestimonialInput): FormData {
  const form = new FormData();
  if (input.name.trim()) form.append('name', input.name.trim());
  if (input.message.trim()) form.append('message', input.message.trim());
  if (input.role.trim()) form.append('role', input.role.trim());
  if (input.file) form.append('media', input.file);
  return form;
}

export const createTestimonial = (input: TestimonialInput) => api.upload<Testimonial>('/api/testimonials', formData(input), 'POST');
export const updateTestimonial = (id: number, input: TestimonialInput) =>
  api.upload<Testimonial>(`/api/testimonials/${id}`, formData(input), 'PUT');

export function useCreateTestimonial() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createTestimonial, onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.testimonials }) });
}

export function useUpdateTestimonial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TestimonialInput }) => updateTestimonial(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.testimonials }),
  });
}
