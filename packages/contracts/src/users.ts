// The full user record as the profile and admin views see it.
import { z } from 'zod';
import { AuthUserSchema } from './auth.js';

export const UserProfileSchema = AuthUserSchema.extend({
  email: z.string().nullable(),
  dob: z.string().nullable(),
  gender: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  bp: z.string().nullable(),
  medication: z.string().nullable(),
  lastCheckup: z.string().nullable(),
  goal: z.string().nullable(),
  deleted: z.boolean(),
  deleteReason: z.string().nullable(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;
