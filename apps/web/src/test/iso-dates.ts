// The API's YYYY-MM-DD dates a screen shows: in its text and in its elements' accessible labels
// (a Hindi screen writes every date in the one format of lib/format.ts, never as YYYY-MM-DD).
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/g;

export function isoDatesShown(root: HTMLElement = document.body): string[] {
  const labels = [...root.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label') ?? '');
  return [root.textContent ?? '', ...labels].flatMap((text) => text.match(ISO_DATE) ?? []);
}
