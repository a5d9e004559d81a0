// The tracking screens' texts (profile, progress, diet plans, targets, settings): src/locales/<language>/tracking.json.
import type { PlanType } from '@rhythmfit/contracts';
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

const SAMPLE_TARGET_KEYS = {
  'Morning Jog': 'targets.sample.morningJog',
  'Strength Training': 'targets.sample.strengthTraining',
  Yoga: 'targets.sample.yoga',
} as const;

/** A sample target's title (SAMPLE_TARGETS: the spec's English, word for word) as the reader says it. */
export function sampleTargetTitle(title: string): string {
  const key = SAMPLE_TARGET_KEYS[title as keyof typeof SAMPLE_TARGET_KEYS];
  return key ? trackingTexts(key) : title;
}
