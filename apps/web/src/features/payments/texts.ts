// The payment screens' texts: plans and checkout, the member's payments and membership, the
// coach's payments (src/locales/<language>/payments.json).
import en from '../../locales/en/payments.json';
import { defineTexts } from '../../lib/i18n';

export const paymentsTexts = defineTexts('payments', en);
