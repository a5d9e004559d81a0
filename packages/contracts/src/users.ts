// The full user record as the profile and admin views see it, with the values derived from it
// (age from dob, BMI, medicalConditions) computed by the rules in tracking-profile.ts.
import { z } from 'zod';
import { AuthUserSchema, LanguageSchema } from './auth.js';

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
  age: z.number().int().nullable(),
  bmi: z.number().nullable(),
  medicalConditions: z.array(z.string()),
  /** Always answered by the server ('en' for an account that never chose); optional for older clients' fixtures. */
  language: LanguageSchema.optional(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;
