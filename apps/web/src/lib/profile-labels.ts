// A profile's fixed choices (gender, goal), derived medical conditions and role as the reader says
// them. Shared: the member's own profile (tracking), the coach's member details and search (content).
import { ROLES, type GENDER_OPTIONS, type GOAL_OPTIONS, type MedicalCondition } from '@rhythmfit/contracts';
import { commonTexts } from './texts';

const GOAL_KEYS = {
  'Weight Loss': 'profile.goal.weightLoss',
  'Weight Gain': 'profile.goal.weightGain',
  'Healthy Lifestyle': 'profile.goal.healthyLifestyle',
} as const satisfies Record<(typeof GOAL_OPTIONS)[number], string>;

const GENDER_KEYS = {
  Male: 'profile.gender.male',
  Female: 'profile.gender.female',
  Other: 'profile.gender.other',
} as const satisfies Record<(typeof GENDER_OPTIONS)[number], string>;

const CONDITION_KEYS = {
  Obesity: 'profile.condition.obesity',
  Overweight: 'profile.condition.overweight',
  Underweight: 'profile.condition.underweight',
  'Hypertension Risk': 'profile.condition.hypertensionRisk',
  'Age-related risks': 'profile.condition.ageRelatedRisks',
} as const satisfies Record<MedicalCondition, string>;

/** A profile's goal (one of GOAL_OPTIONS, also the Targets goals) as the reader says it; any other as stored. */
export function goalLabel(goal: string): string {
  const key = GOAL_KEYS[goal as keyof typeof GOAL_KEYS];
  return key ? commonTexts(key) : goal;
}

/** A profile's gender (one of GENDER_OPTIONS) as the reader says it; any other as stored. */
export function genderLabel(gender: string): string {
  const key = GENDER_KEYS[gender as keyof typeof GENDER_KEYS];
  return key ? commonTexts(key) : gender;
}

/** A derived medical condition (MEDICAL_CONDITIONS) as the reader says it; any other as sent. */
export function conditionLabel(condition: string): string {
  const key = CONDITION_KEYS[condition as MedicalCondition];
  return key ? commonTexts(key) : condition;
}

/** A role (one of ROLES) as the reader says it; an unknown one as the server wrote it. */
export function roleLabel(role: string): string {
  const known = ROLES.find((r) => r === role.toUpperCase());
  return known ? commonTexts(`role.${known}`) : role;
}
