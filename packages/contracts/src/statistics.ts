// Small numeric helpers shared by the rules and the screens. Kept free of zod: the member's dashboard
// imports them, and a module with schemas would bring zod onto its first load (issue 24).

/** Median of a list of numbers; null for an empty list. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
