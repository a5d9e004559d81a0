// GET /api/testimonials (public).
import { useQuery } from '@tanstack/react-query';
import type { Testimonial } from '@rhythmfit/contracts';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';

export const getTestimonials = () => api.get<Testimonial[]>('/api/testimonials');

export function useTestimonials() {
  return useQuery({ queryKey: contentKeys.testimonials, queryFn: getTestimonials });
}
