// The profile: what a member may change through PUT /api/users/update, and the values derived
// from the profile once, here, for the server and the screens alike (spec sections 3 and 5).
import { z } from 'zod';
import { LanguageSchema } from './auth.js';
import { isRealIsoDate } from './common.js';

export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully!',
  updateFailed: 'Update failed',
  weightLocked: 'Weight can no longer be changed on the profile once progress entries exist. Record it on the Progress page.',
  notAnImage: 'Please choose an image file (JPEG, PNG, WebP or GIF).',
} as const;

export const GENDER_OPTIONS = ['Male', 'Female', 'Other'] as const;
export const GOAL_OPTIONS = ['Weight Loss', 'Weight Gain', 'Healthy Lifestyle'] as const;

export const HEIGHT_RANGE_CM = { min: 50, max: 272 } as const;
export const WEIGHT_RANGE_KG = { min: 20, max: 400 } as const;
/** The largest profile photo accepted, in bytes. */
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1_048_576;

/** Empty text from a form means "no value". */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const optionalText = (label: string, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, { message: `${label} must be at most ${max} characters` })
      .nullable()
      .optional(),
  );

const optionalPastDate = (label: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be a date written YYYY-MM-DD` })
      .refine(isRealIsoDate, { message: `${label} must be a real date written YYYY-MM-DD` })
      .refine((value) => value <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), {
        message: `${label} cannot be in the future`,
      })
      .nullable()
      .optional(),
  );

const numberFromForm = (value: unknown) => {
  const blank = blankToNull(value);
  if (typeof blank === 'string' && /^-?\d+(\.\d+)?$/.test(blank.trim())) return Number(blank);
  return blank;
};

const optionalMeasure = (label: string, unit: string, range: { min: number; max: number }) =>
  z.preprocess(
    numberFromForm,
    z
      .number({ error: `${label} must be a number` })
      .min(range.min, { message: `${label} must be between ${range.min} and ${range.max} ${unit}` })
      .max(range.max, { message: `${label} must be between ${range.min} and ${range.max} ${unit}` })
      .nullable()
      .optional(),
  );

export const BP_PATTERN = /^\s*(\d{2,3})\s*\/\s*(\d{2,3})\s*$/;

/**
 * The editable fields of the profile. Every field is optional (only what is sent changes); blank
 * text clears a field. Anything else (id, role, mobile, email) is dropped, never applied.
 */
export const ProfileUpdateSchema = z.object({
  name: z
    .string({ error: 'Name must be text' })
    .trim()
    .min(1, { message: 'Name is required' })
    .max(100, { message: 'Name must be at most 100 characters' })
    .optional(),
  dob: optionalPastDate('Date of birth'),
  gender: optionalText('Gender', 30),
  height: optionalMeasure('Height', 'cm', HEIGHT_RANGE_CM),
  weight: optionalMeasure('Weight', 'kg', WEIGHT_RANGE_KG),
  bp: z.preprocess(
    blankToNull,
    z
      .string({ error: 'Blood pressure must be text like 120/80' })
      .regex(BP_PATTERN, { message: 'Blood pressure must be written like 120/80' })
      .transform((value) => value.replace(/\s+/g, ''))
      .nullable()
      .optional(),
  ),
  medication: optionalText('Medication', 500),
  lastCheckup: optionalPastDate('Last checkup'),
  goal: optionalText('Goal', 200),
  address: optionalText('Address', 300),
  city: optionalText('City', 100),
  state: optionalText('State', 100),
  language: LanguageSchema.optional(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;

/** Whole years between a YYYY-MM-DD birth date and today (local calendar); null when unknown. */
export function ageFromDob(dob: string | null | undefined, today: Date = new Date()): number | null {
  if (!dob || !isRealIsoDate(dob)) return null;
  const [year, month, day] = dob.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - year;
  const beforeBirthday = today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  if (beforeBirthday) age -= 1;
  return age >= 0 ? age : null;
}

/** BMI = weight (kg) / height (m)², to one decimal; null without both values. */
export function computeBmi(weightKg: number | null | undefined, heightCm: number | null | undefined): number | null {
  if (!weightKg || !heightCm || weightKg <= 0 || heightCm <= 0) return null;
  // kg / (cm/100)² written so that exact halves (31.25) do not fall to float error before rounding.
  return Math.round((weightKg * 100_000) / (heightCm * heightCm)) / 10;
}

/** BMI as the profile shows it: one decimal place, or a dash. */
export function formatBmi(bmi: number | null | undefined): string {
  return bmi === null || bmi === undefined ? '—' : bmi.toFixed(1);
}

export function parseBloodPressure(bp: string | null | undefined): { systolic: number; diastolic: number } | null {
  if (!bp) return null;
  const match = BP_PATTERN.exec(bp);
  if (!match) return null;
  return { systolic: Number(match[1]), diastolic: Number(match[2]) };
}

export const MEDICAL_CONDITIONS = ['Obesity', 'Overweight', 'Underweight', 'Hypertension Risk', 'Age-related risks'] as const;
export type MedicalCondition = (typeof MEDICAL_CONDITIONS)[number];

/**
 * Section 5: Obesity if BMI >= 30, else Overweight if BMI >= 25, else Underweight if BMI < 18.5;
 * Hypertension Risk if systolic >= 130 or diastolic >= 80; Age-related risks if age >= 50.
 */
export function medicalConditions(input: { bmi: number | null; bp: string | null | undefined; age: number | null }): MedicalCondition[] {
  const conditions: MedicalCondition[] = [];
  if (input.bmi !== null) {
    if (input.bmi >= 30) conditions.push('Obesity');
    else if (input.bmi >= 25) conditions.push('Overweight');
    else if (input.bmi < 18.5) conditions.push('Underweight');
  }
  const pressure = parseBloodPressure(input.bp);
  if (pressure && (pressure.systolic >= 130 || pressure.diastolic >= 80)) conditions.push('Hypertension Risk');
  if (input.age !== null && input.age >= 50) conditions.push('Age-related risks');
  return conditions;
}

/** Every derived value of a profile, computed in one place. */
export function deriveHealth(
  profile: { dob: string | null; weight: number | null; height: number | null; bp: string | null },
  today: Date = new Date(),
): { age: number | null; bmi: number | null; medicalConditions: MedicalCondition[] } {
  const age = ageFromDob(profile.dob, today);
  const bmi = computeBmi(profile.weight, profile.height);
  return { age, bmi, medicalConditions: medicalConditions({ bmi, bp: profile.bp, age }) };
}
