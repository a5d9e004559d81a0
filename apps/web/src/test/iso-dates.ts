// The API's YYYY-MM-DD dates a screen shows: in its texts and in its elements' accessible labels
// (a Hindi screen writes every date in the one format of lib/format.ts, never as YYYY-MM-DD).
const ISO_DATE = /(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)/g;

export function isoDatesShown(root: HTMLElement = document.body): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  for (const element of root.querySelectorAll('[aria-label]')) texts.push(element.getAttribute('aria-label') ?? '');
  return texts.flatMap((text) => text.match(ISO_DATE) ?? []);
}
