// The content forms' rules: the contract schemas the banner and testimonial routes check, with the
// file that travels as a multipart part added where the route requires one.
import { z } from 'zod';
import { BannerFieldsSchema, CreateWorkoutBodySchema } from '@rhythmfit/contracts';

/** Create New Banner: title, subtitle and an image or video, all required (spec section 5). */
export const BannerCreateFormSchema = BannerFieldsSchema.extend({
  file: z.instanceof(File, { message: 'Image or video is required' }),
});

export { BannerUpdateFieldsSchema, TestimonialFieldsSchema, TestimonialUpdateFieldsSchema } from '@rhythmfit/contracts';

/**
 * Assign a workout: CreateWorkoutBodySchema, read from the inputs (the member select gives an id as
 * text, blank optional fields mean none, the date and time inputs give YYYY-MM-DD and HH:MM).
 */
export const WorkoutFormSchema = CreateWorkoutBodySchema.extend({
  userId: z.preprocess((value) => (value ? Number(value) : undefined), CreateWorkoutBodySchema.shape.userId),
  description: z.preprocess((value) => (value === '' ? null : value), CreateWorkoutBodySchema.shape.description),
  time: z.preprocess((value) => (value === '' ? null : value), CreateWorkoutBodySchema.shape.time),
  durationMinutes: z.preprocess((value) => (value === '' ? undefined : value), CreateWorkoutBodySchema.shape.durationMinutes),
});
