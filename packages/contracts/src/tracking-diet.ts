// Diet plans (labelled Recommendation): the plan, the admin form and the assignment.
import { z } from 'zod';

export const PLAN_TYPES = ['Weight Loss', 'Weight Gain', 'Healthy Life'] as const;
export const PlanTypeSchema = z.enum(PLAN_TYPES, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? 'Plan type is required'
      : `Plan type must be one of ${PLAN_TYPES.join(', ')}`,
});
export type PlanType = z.infer<typeof PlanTypeSchema>;

export const DIET_MESSAGES = {
  assigned: 'Diet plan assigned successfully',
  assignFailed: 'Failed to assign diet',
  created: 'Diet plan added successfully',
  updated: 'Diet plan updated successfully',
  deleted: 'Diet plan deleted successfully',
  empty: 'No diet plans assigned yet. Please check back later.',
  alreadyAssigned: 'This diet plan is already assigned to this user',
  notFound: 'Diet plan not found',
  userNotFound: 'User not found',
} as const;

export const DietPlanSchema = z.object({
  id: z.number().int(),
  mealType: z.string(),
  description: z.string(),
  planType: z.string(),
  protein: z.number().nullable(),
  carbs: z.number().nullable(),
  fat: z.number().nullable(),
});
export type DietPlan = z.infer<typeof DietPlanSchema>;
export const DietPlanListSchema = z.array(DietPlanSchema);

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} must be at most ${max} characters` });

const macro = (label: string) =>
  z.preprocess(
    (value) => (value === '' ? null : typeof value === 'string' && !Number.isNaN(Number(value)) ? Number(value) : value),
    z
      .number({ error: `${label} must be a number` })
      .min(0, { message: `${label} cannot be negative` })
      .max(10_000, { message: `${label} is too large` })
      .nullable()
      .optional(),
  );

export const DietPlanBodySchema = z.object({
  mealType: requiredText('Meal type', 100),
  description: requiredText('Description', 2000),
  planType: PlanTypeSchema,
  protein: macro('Protein'),
  carbs: macro('Carbs'),
  fat: macro('Fat'),
});
export type DietPlanBody = z.infer<typeof DietPlanBodySchema>;
export type DietPlanBodyInput = z.input<typeof DietPlanBodySchema>;

export const AssignDietPlanBodySchema = z.object({
  dietPlanId: z.coerce
    .number({ error: 'dietPlanId must be a number' })
    .int()
    .positive({ message: 'dietPlanId must be a positive whole number' }),
});
export type AssignDietPlanBody = z.infer<typeof AssignDietPlanBodySchema>;

export const UserIdParamSchema = z.object({
  userId: z.coerce.number({ error: 'userId must be a number' }).int().positive({ message: 'userId must be a positive whole number' }),
});

/** Macro bars are capped at 100 (section 9); missing or negative reads as 0. */
export function macroBarValue(value: number | null | undefined): number {
  if (value === null || value === undefined || Number.isNaN(value) || value < 0) return 0;
  return Math.min(value, 100);
}
