// Money on the payment screens. The server speaks integer paise everywhere; rupees exist only
// on screen, so the division happens in lib/format.ts (the app's one formatting module, which
// makes its Intl objects on first use: src/app/no-intl-on-load.test.ts).
import { formatDate as formatDay, formatRupees } from '../../../lib/format';
import { paymentsTexts } from '../texts';

/** 99600 -> "₹996" (whole rupees print as the price list does), 12345 -> "₹123.45". */
export { formatRupees };

/** An instant as a date in the viewer's zone and language: "26 Nov 2026". */
export function formatDate(iso: string | null | undefined): string {
  return formatDay(iso);
}

/** "30 days", "1 day" (in the language on screen). */
export function formatDuration(days: number): string {
  return paymentsTexts('duration', { days });
}
