// Money on the payment screens. The server speaks integer paise everywhere; rupees exist only
// on screen, so the division happens here and nowhere else.
// Made on first use, not when the module loads: a page's first Intl call initialises ICU, a long
// main-thread task that should come with the first price shown, not with every screen that
// imports this module (src/app/no-intl-on-load.test.ts).
let rupees: Intl.NumberFormat | undefined;

/** 99600 -> "₹996" (whole rupees print as the price list does), 12345 -> "₹123.45". */
export function formatRupees(paise: number): string {
  rupees ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', trailingZeroDisplay: 'stripIfInteger' });
  return rupees.format(paise / 100);
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
