// GET /api/testimonials (public).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Testimonial } from '@rhythmfit/contracts';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';

export const getTestimonials = () => api.get<Testimonial[]>('/api/testimonials');

export const testimonialsQuery = queryOptions({ queryKey: contentKeys.testimonials, queryFn: getTestimonials });

export function useTestimonials() {
  return useQuery(testimonialsQuery);
}
