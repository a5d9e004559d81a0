// "Nov 2026" / "नव॰ 2026" for a YYYY-MM-DD date: the contracts' monthLabel in the language on screen.
import { trackingTexts } from '../texts';

const MONTHS = [
  'month.jan',
  'month.feb',
  'month.mar',
  'month.apr',
  'month.may',
  'month.jun',
  'month.jul',
  'month.aug',
  'month.sep',
  'month.oct',
  'month.nov',
  'month.dec',
] as const;

export function monthLabel(date: string): string {
  const key = MONTHS[Number(date.slice(5, 7)) - 1];
  return trackingTexts('month.label', { month: key ? trackingTexts(key) : '?', year: date.slice(0, 4) });
}

/** A weight with its unit: "79 kg" / "79 किलो". */
export const kgLabel = (kg: number | string) => trackingTexts('kg', { kg: String(kg) });
