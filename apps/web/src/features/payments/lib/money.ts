// Money on the payment screens. The server speaks integer paise everywhere; rupees exist only
// on screen, so the division happens here and nowhere else.
const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', trailingZeroDisplay: 'stripIfInteger' });

/** 99600 -> "₹996" (whole rupees print as the price list does), 12345 -> "₹123.45". */
export function formatRupees(paise: number): string {
  return RUPEES.format(paise / 100);
}

/** An instant as a date in the viewer's zone: "26 Nov 2026". */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** "30 days", "1 day". */
export function formatDuration(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}
