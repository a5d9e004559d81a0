// The coach's training screens' texts (/admin/training and the member's Training tab):
// src/locales/<language>/training-admin.json.
import en from '../../../locales/en/training-admin.json';
import { defineTexts } from '../../../lib/i18n';

export const trainingAdminTexts = defineTexts('training-admin', en);
