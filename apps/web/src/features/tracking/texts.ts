// The tracking screens' texts (profile, progress, diet plans, targets, settings): src/locales/<language>/tracking.json.
import en from '../../locales/en/tracking.json';
import { defineTexts } from '../../lib/i18n';

export const trackingTexts = defineTexts('tracking', en);
