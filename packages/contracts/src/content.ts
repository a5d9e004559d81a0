// Contracts of the content domain and the coach's area: banners, testimonials, workouts, the admin
// user list and role changes, account deletion, dashboard counts and search. Pure rules live here
// too (derived age and medical conditions, deletion status, screen search).
import { z } from 'zod';
import { ClockTimeSchema, IsoDateSchema, MobileSchema } from './common.js';
import { RoleNameSchema } from './roles.js';
import { UserProfileSchema } from './users.js';
import { CONTENT_MESSAGES } from './screen-texts.js';

// Zod-free texts, kept in screen-texts.ts (the everyday screens load them without zod).
export { CONTENT_MESSAGES } from './screen-texts.js';

export * from './content-search.js';

/** Accounts marked for deletion are erased at the latest this long after the request. */
export const ERASE_AFTER_DAYS = 7;

// ---------- Banners and testimonials ----------

export const BannerSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  title: z.string(),
  subtitle: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} must be at most ${max} characters` });

/** Text fields of a banner form (the file travels as a multipart part). */
export const BannerFieldsSchema = z.object({ title: text('Title', 120), subtitle: text('Subtitle', 240) });
export type BannerFields = z.infer<typeof BannerFieldsSchema>;

/** An update changes only the non-empty fields (spec section 5). */
export const BannerUpdateFieldsSchema = z.object({
  title: z.string().trim().max(120, { message: 'Title must be at most 120 characters' }).optional(),
  subtitle: z.string().trim().max(240, { message: 'Subtitle must be at most 240 characters' }).optional(),
});

export const TESTIMONIAL_DEFAULT_ROLE = 'User';

export const TestimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  message: z.string(),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

export const TestimonialFieldsSchema = z.object({
  name: z.string({ error: CONTENT_MESSAGES.testimonialRequired }).trim().min(1, { message: CONTENT_MESSAGES.testimonialRequired }).max(100),
  message: z
    .string({ error: CONTENT_MESSAGES.testimonialRequired })
    .trim()
    .min(1, { message: CONTENT_MESSAGES.testimonialRequired })
    .max(2000),
  role: z.string().trim().max(60).optional(),
});

export const TestimonialUpdateFieldsSchema = z.object({
  name: z.string().trim().max(100).optional(),
  message: z.string().trim().max(2000).optional(),
  role: z.string().trim().max(60).optional(),
});

// ---------- Workouts (a coach assigns a workout to a member) ----------

export const WorkoutSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  date: z.string(),
  time: z.string().nullable(),
  durationMinutes: z.number().int(),
  createdAt: z.string(),
});
export type Workout = z.infer<typeof WorkoutSchema>;

export const CreateWorkoutBodySchema = z.object({
  userId: z.number({ error: 'Member is required' }).int().positive({ message: 'Member is required' }),
  title: text('Title', 120),
  description: z.string().trim().max(2000).optional().nullable(),
  date: IsoDateSchema,
  time: ClockTimeSchema.optional().nullable(),
  durationMinutes: z
    .number({ error: 'Duration is required' })
    .int({ message: 'Duration must be whole minutes' })
    .min(1, { message: 'Duration must be at least 1 minute' })
    .max(600, { message: 'Duration must be at most 600 minutes' }),
});
export type CreateWorkoutBody = z.infer<typeof CreateWorkoutBodySchema>;

// ---------- Admin lists ----------

/** `?page=&pageSize=&q=`: without page every row is answered; with it one page plus X-Total-Count. */
export const AdminListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  q: z.string().trim().max(100).optional(),
});
export type AdminListQuery = z.infer<typeof AdminListQuerySchema>;

export const AdminUserSchema = UserProfileSchema.extend({
  age: z.number().int().nullable(),
  medicalConditions: z.array(z.string()),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const ChangeRoleBodySchema = z.object({ role: RoleNameSchema });
export type ChangeRoleBody = z.infer<typeof ChangeRoleBodySchema>;

export const AdminStatsSchema = z.object({
  users: z.number().int(),
  diets: z.number().int(),
  progress: z.number().int(),
  coaches: z.number().int(),
  bookingSessions: z.number().int(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

// ---------- Account deletion ----------

export const DeleteAccountRequestBodySchema = z.object({
  mobile: MobileSchema,
  reason: z.string().trim().max(500, { message: 'Reason must be at most 500 characters' }).optional().nullable(),
});
export type DeleteAccountRequestBody = z.infer<typeof DeleteAccountRequestBodySchema>;

export const DeleteAccountResponseSchema = z.object({ message: z.string(), eraseAfter: z.string() });
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponseSchema>;

export const DELETION_STATUSES = ['Marked for Deletion', 'Active', 'Erased'] as const;
export const DeletionStatusSchema = z.enum(DELETION_STATUSES);
export type DeletionStatus = z.infer<typeof DeletionStatusSchema>;

/** Spec section 4: Marked for Deletion when deleted is true, else Active; Erased once the job ran. */
export function deletionStatus(deleted: boolean, erasedAt: string | null): DeletionStatus {
  if (erasedAt) return 'Erased';
  return deleted ? 'Marked for Deletion' : 'Active';
}

export const DeletionRequestSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  name: z.string(),
  mobile: z.string().nullable(),
  reason: z.string().nullable(),
  deleted: z.boolean(),
  status: DeletionStatusSchema,
  requestedAt: z.string(),
  eraseAfter: z.string(),
  erasedAt: z.string().nullable(),
});
export type DeletionRequest = z.infer<typeof DeletionRequestSchema>;

// ---------- Derived profile values (admin user detail) ----------

/** Whole years between a YYYY-MM-DD birth date and `today`; null when unknown or invalid. */
export function ageOnDate(dob: string | null | undefined, today: Date = new Date()): number | null {
  if (!dob) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = today.getFullYear() - y;
  const beforeBirthday = today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d);
  if (beforeBirthday) age -= 1;
  return age >= 0 && age < 150 ? age : null;
}

/** Spec section 5: Obesity / Overweight / Underweight by BMI, Hypertension Risk by bp, Age-related risks. */
export function medicalConditionsOf(input: {
  height: number | null;
  weight: number | null;
  bp: string | null;
  age: number | null;
}): string[] {
  const conditions: string[] = [];
  if (input.height && input.weight && input.height > 0) {
    const bmi = input.weight / (input.height / 100) ** 2;
    if (bmi >= 30) conditions.push('Obesity');
    else if (bmi >= 25) conditions.push('Overweight');
    else if (bmi < 18.5) conditions.push('Underweight');
  }
  const numbers = (input.bp ?? '').match(/\d+/g)?.map(Number) ?? [];
  if (numbers.length >= 2 && (numbers[0]! >= 130 || numbers[1]! >= 80)) conditions.push('Hypertension Risk');
  if (input.age !== null && input.age >= 50) conditions.push('Age-related risks');
  return conditions;
}
