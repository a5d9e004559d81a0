// The tracking screens' texts (profile, progress, diet plans, targets, settings): src/locales/<language>/tracking.json.
import type { GENDER_OPTIONS, GOAL_OPTIONS, MedicalCondition, PlanType } from '@rhythmfit/contracts';
import en from '../../locales/en/tracking.json';
import { defineTexts } from '../../lib/i18n';

export const trackingTexts = defineTexts('tracking', en);

const PLAN_TYPE_KEYS = {
  'Weight Loss': 'planType.weightLoss',
  'Weight Gain': 'planType.weightGain',
  'Healthy Life': 'planType.healthyLife',
} as const satisfies Record<PlanType, string>;

/** A diet plan's type (one of PLAN_TYPES) as the reader says it; any other value as stored. */
export function planTypeLabel(planType: string): string {
  const key = PLAN_TYPE_KEYS[planType as PlanType];
  return key ? trackingTexts(key) : planType;
}

const GOAL_KEYS = {
  'Weight Loss': 'goal.weightLoss',
  'Weight Gain': 'goal.weightGain',
  'Healthy Lifestyle': 'goal.healthyLifestyle',
} as const satisfies Record<(typeof GOAL_OPTIONS)[number], string>;

const GENDER_KEYS = {
  Male: 'gender.male',
  Female: 'gender.female',
  Other: 'gender.other',
} as const satisfies Record<(typeof GENDER_OPTIONS)[number], string>;

/** A profile's goal (one of GOAL_OPTIONS, also the Targets goals) as the reader says it; any other as stored. */
export function goalLabel(goal: string): string {
  const key = GOAL_KEYS[goal as keyof typeof GOAL_KEYS];
  return key ? trackingTexts(key) : goal;
}

/** A profile's gender (one of GENDER_OPTIONS) as the reader says it; any other as stored. */
export function genderLabel(gender: string): string {
  const key = GENDER_KEYS[gender as keyof typeof GENDER_KEYS];
  return key ? trackingTexts(key) : gender;
}

const CONDITION_KEYS = {
  Obesity: 'condition.obesity',
  Overweight: 'condition.overweight',
  Underweight: 'condition.underweight',
  'Hypertension Risk': 'condition.hypertensionRisk',
  'Age-related risks': 'condition.ageRelatedRisks',
} as const satisfies Record<MedicalCondition, string>;

/** A derived medical condition (MEDICAL_CONDITIONS) as the reader says it; any other as sent. */
export function conditionLabel(condition: string): string {
  const key = CONDITION_KEYS[condition as MedicalCondition];
  return key ? trackingTexts(key) : condition;
}
