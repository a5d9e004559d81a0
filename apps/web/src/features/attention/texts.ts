// The coach's Needs attention section: src/locales/<language>/attention.json.
import type { AttentionCode, AttentionReason } from '@rhythmfit/contracts';
import en from '../../locales/en/attention.json';
import { defineTexts } from '../../lib/i18n';

export const attentionTexts = defineTexts('attention', en);

/** A reason's short name ("Late dinners"). */
export function reasonLabel(code: AttentionCode): string {
  return attentionTexts(`reason.${code}`);
}

/** A figure as the API's English sentence writes it: at most two decimals, no grouping ("14.5"). */
const figure = (n: number) => String(Math.round(n * 100) / 100);

/**
 * A reason's sentence in the language on screen, from its figures: in English word for word the
 * API's `text` (contracts' attentionText). An answer without the figures a sentence needs (a
 * server older than them) shows the API's own text.
 */
export function reasonText(reason: Pick<AttentionReason, 'code' | 'value' | 'threshold' | 'text' | 'previous' | 'after'>): string {
  const t = attentionTexts;
  const { value, threshold } = reason;
  switch (reason.code) {
    case 'no_logs':
      return t('reasonText.no_logs', { value, threshold });
    case 'long_eating_window':
      return t('reasonText.long_eating_window', { value: figure(value), threshold: figure(threshold) });
    case 'irregular_sleep':
      if (reason.previous === undefined) return reason.text;
      return reason.previous !== null && value >= threshold
        ? t('reasonText.irregular_sleep_drop', { value: figure(value), previous: figure(reason.previous) })
        : t('reasonText.irregular_sleep', { value: figure(value), threshold: figure(threshold) });
    case 'late_dinner':
      return reason.after === undefined ? reason.text : t('reasonText.late_dinner', { after: reason.after, value, threshold });
    case 'weight_gain':
      return t('reasonText.weight_gain', { value: figure(value), threshold: figure(threshold) });
    case 'missed_workouts':
      return t('reasonText.missed_workouts', { value, threshold });
    case 'missed_appointment':
      return t('reasonText.missed_appointment', { value });
    case 'missed_check_in':
      return t('reasonText.missed_check_in', { value });
    default:
      return reason.text;
  }
}
